import type { EventTypeId, OrderByValue, PlatformId } from '@aisle/contract';
import { EVENT_TYPES } from '@aisle/contract';
import { filterKey } from './cache.ts';
import {
  collateZh,
  eventAt,
  forEachEvent,
  forEachRequest,
  forEachVisit,
  livePassed,
  lowerBound,
  orderRefs,
  rankStrings,
  sortKey,
  sortRows,
  userDirectory,
  userPasses,
  visitAt,
  type Filter,
  type LiveFrom,
  type Part,
  type StatsSource,
} from './stats.ts';
import { DAY_SECONDS, addDays, dayStart, formatTime, parseTime } from './time.ts';
import { knownPages, pageName } from './pages.ts';
import { directoryVersion } from './directory.ts';

/**
 * The statistics tables, computed from the generated history plus the live records of the store. Each
 * aggregate is computed in two parts: the history part (cached per filter: the history never changes) and
 * the live part (a few thousand records at most, computed every time), then merged.
 */

interface Sort {
  contentSort?: string;
  orderBy: OrderByValue;
}

type Directory = ReturnType<typeof userDirectory>;

/** The history part of a result, from the cache when the same filter was seen before. */
const historyPart = <T>(source: StatsSource, name: string, filter: Filter, extra: string, compute: () => T): T =>
  source.cache ? source.cache.aggregates.get(`${name}|${filterKey(filter)}|${extra}`, compute) : compute();

const LOGS = ['actions', 'requests', 'events'] as const;

interface LiveEntry<T> {
  value: T | undefined;
  /** changes whenever `value` does (unique across entries, so an evicted and rebuilt entry never repeats one) */
  version: number;
  /** how many live records `value` holds: an entry that held none and still holds none did not change */
  passed: number;
  logs: Record<keyof LiveFrom, { array: readonly object[]; first: object | undefined; length: number }> | null;
}

/**
 * The live part of a result, kept per filter and brought up to date with only the records appended since it
 * was last read: the logs only grow at the end, except when they are trimmed from the front (every few hundred
 * records) or replaced (a reset), which start it over. A busy server appends a request record per call, so
 * reading every live record on every call would cost more than the rest of the answer.
 */
let liveVersions = 0;

const livePart = <T>(
  source: StatsSource,
  name: string,
  filter: Filter,
  extra: string,
  compute: (part: Part, into?: T) => T,
): T => liveVersioned(source, name, filter, extra, compute).value;

const liveVersioned = <T>(
  source: StatsSource,
  name: string,
  filter: Filter,
  extra: string,
  compute: (part: Part, into?: T) => T,
): { value: T; version: number } => {
  if (!source.cache) return { value: compute('live'), version: ++liveVersions };
  const entry = source.cache.live.get<LiveEntry<T>>(`${name}|${filterKey(filter)}|${extra}`, () => ({
    value: undefined,
    version: 0,
    passed: 0,
    logs: null,
  }));
  const { state } = source;
  const logs = entry.logs;
  const grown =
    logs !== null &&
    entry.value !== undefined &&
    LOGS.every((log) => {
      const seen = logs[log];
      const now = state[log] as readonly object[];
      return seen.array === now && now.length >= seen.length && (seen.length === 0 || now[0] === seen.first);
    });
  const before = livePassed.count;
  if (!grown) {
    const empty = entry.value !== undefined && entry.passed === 0;
    entry.value = compute('live');
    entry.passed = livePassed.count - before;
    // a trim or a reset reads the live records again; when none passed before or now, the value is the same
    if (!(empty && entry.passed === 0)) entry.version = ++liveVersions;
  } else if (LOGS.some((log) => state[log].length !== logs[log].length)) {
    entry.value = compute(
      { actions: logs.actions.length, requests: logs.requests.length, events: logs.events.length },
      entry.value,
    );
    if (livePassed.count !== before) {
      entry.passed += livePassed.count - before;
      entry.version = ++liveVersions;
    }
  }
  entry.logs = {
    actions: { array: state.actions, first: state.actions[0], length: state.actions.length },
    requests: { array: state.requests, first: state.requests[0], length: state.requests.length },
    events: { array: state.events, first: state.events[0], length: state.events.length },
  };
  return { value: entry.value!, version: entry.version };
};

/** The stamp, once per answer: every table of one answer is built from the same filter and state. */
const stamps = new WeakMap<Filter, number>();
const stampOf = (source: StatsSource, filter: Filter) => {
  let stamp = stamps.get(filter);
  if (stamp === undefined) {
    stamp = directoryVersion(source.state);
    stamps.set(filter, stamp);
  }
  return stamp;
};

/**
 * Sorted rows of an aggregated table, kept while neither the filter, the sort, the live part (its version)
 * nor the users' names change: building and sorting a few hundred rows is most of an answer's cost.
 */
const builtRows = <T>(source: StatsSource, filter: Filter, key: string, version: number, build: () => T): T =>
  source.cache ? source.cache.results.get(`${key}|${version}|${stampOf(source, filter)}`, build) : build();

/** Distinct count of the union of two sets, without building it. */
const unionSize = <T>(a: ReadonlySet<T> | undefined, b: ReadonlySet<T> | undefined) => {
  if (!a) return b?.size ?? 0;
  if (!b) return a.size;
  let size = a.size;
  for (const item of b) if (!a.has(item)) size += 1;
  return size;
};

// ---- per-user records -------------------------------------------------------------------------------

export interface UserRow extends Record<string, unknown> {
  userId: number;
  account: string;
  name: string;
  teamName: string;
  userType: 1 | 2;
  visitCount: number;
  pageCount: number;
  requestCount: number;
  eventCount: number;
  lastVisitAt: string | null;
}

interface UserStat {
  visits: number;
  pages: Set<string>;
  requests: number;
  events: number;
  last: number;
}

const userStats = (source: StatsSource, filter: Filter, part: Part, stats = new Map<number, UserStat>()) => {
  const entry = (userId: number) => {
    let value = stats.get(userId);
    if (!value) {
      value = { visits: 0, pages: new Set(), requests: 0, events: 0, last: -1 };
      stats.set(userId, value);
    }
    return value;
  };
  forEachVisit(
    source,
    filter,
    (userId, time, path) => {
      const value = entry(userId);
      value.visits += 1;
      value.pages.add(path);
      if (time > value.last) value.last = time;
    },
    part,
  );
  forEachRequest(
    source,
    filter,
    (userId) => {
      if (userId > 0) entry(userId).requests += 1;
    },
    part,
  );
  forEachEvent(
    source,
    filter,
    null,
    (userId) => {
      if (userId > 0) entry(userId).events += 1;
    },
    part,
  );
  return stats;
};

export const userRows = (source: StatsSource, filter: Filter, sort: Sort): UserRow[] => {
  const key = sortKey('user', sort.contentSort);
  const history = historyPart(source, 'users', filter, '', () => userStats(source, filter, 'history'));
  const { value: live, version } = liveVersioned<ReturnType<typeof userStats>>(
    source,
    'users',
    filter,
    '',
    (part, into) => userStats(source, filter, part, into),
  );
  return builtRows(source, filter, `users|${filterKey(filter)}|${key}|${sort.orderBy}`, version, () => {
    const directory = userDirectory(source.state);
    const rows: UserRow[] = [];
    for (const userId of new Set([...history.keys(), ...live.keys()])) {
      const user = directory.user(userId);
      const past = history.get(userId);
      const now = live.get(userId);
      const visits = (past?.visits ?? 0) + (now?.visits ?? 0);
      // with a page filter, only users who visited those pages
      if (!user || (filter.pages && visits === 0)) continue;
      const last = Math.max(past?.last ?? -1, now?.last ?? -1);
      rows.push({
        userId,
        account: user.account,
        name: user.name,
        teamName: directory.teamName(userId),
        userType: user.userType,
        visitCount: visits,
        pageCount: unionSize(past?.pages, now?.pages),
        requestCount: (past?.requests ?? 0) + (now?.requests ?? 0),
        eventCount: (past?.events ?? 0) + (now?.events ?? 0),
        lastVisitAt: last < 0 ? null : formatTime(last),
      });
    }
    return sortRows(rows, key, sort.orderBy, 'userId');
  });
};

// ---- visit counts -----------------------------------------------------------------------------------

const visitTotals = (
  source: StatsSource,
  filter: Filter,
  part: Part,
  totals: { users: Set<number>; visits: number } = { users: new Set(), visits: 0 },
) => {
  forEachVisit(
    source,
    filter,
    (userId) => {
      totals.users.add(userId);
      totals.visits += 1;
    },
    part,
  );
  return totals;
};

export const visitCounts = (source: StatsSource, filter: Filter) => {
  const history = historyPart(source, 'visits', filter, '', () => visitTotals(source, filter, 'history'));
  const live = livePart<ReturnType<typeof visitTotals>>(source, 'visits', filter, '', (part, into) =>
    visitTotals(source, filter, part, into),
  );
  return { userCount: unionSize(history.users, live.users), visitCount: history.visits + live.visits };
};

// ---- lists of single records ------------------------------------------------------------------------

const REF_BITS = 2 ** 22;

/**
 * A sorted list over history and live records: both parts hold packed keys (key * 2^22 + ref) in ascending
 * order; a page is read by merging the two from the front (asc) or the back (desc), so only the rows before
 * the page are walked.
 */
export interface RefList {
  total: number;
  window(offset: number, count: number): number[];
}

const packedRefs = (refs: number[], key: (ref: number) => number) => {
  const packed = new Float64Array(refs.length);
  for (let i = 0; i < refs.length; i++) packed[i] = key(refs[i]!) * REF_BITS + refs[i]!;
  return packed.sort();
};

const mergedList = (history: Float64Array, live: Float64Array, order: OrderByValue): RefList => ({
  total: history.length + live.length,
  window: (offset, count) => {
    const out: number[] = [];
    const asc = order === 'asc';
    let i = asc ? 0 : history.length - 1;
    let j = asc ? 0 : live.length - 1;
    const step = asc ? 1 : -1;
    const inH = () => i >= 0 && i < history.length;
    const inL = () => j >= 0 && j < live.length;
    for (let position = 0; position < offset + count && (inH() || inL()); position++) {
      let value: number;
      if (inH() && (!inL() || (asc ? history[i]! <= live[j]! : history[i]! >= live[j]!))) {
        value = history[i]!;
        i += step;
      } else {
        value = live[j]!;
        j += step;
      }
      if (position >= offset) out.push(value % REF_BITS);
    }
    return out;
  },
});

/** Account ranks by user id (zh-CN order), anonymous first; `key` names the ordering for the cache. */
const accountRanks = (source: StatsSource) => {
  const sorted = [...source.state.users].sort((a, b) => collateZh(a.account, b.account) || a.id - b.id);
  const maxId = sorted.reduce((max, user) => Math.max(max, user.id), 0);
  const byId = new Int32Array(maxId + 1);
  sorted.forEach((user, index) => {
    byId[user.id] = index + 1;
  });
  return {
    rank: (userId: number) => (userId > 0 && userId <= maxId ? byId[userId]! : 0),
    key: sorted.map((user) => user.id).join(','),
  };
};

/** The key function of a request sort column, and what else (besides the filter) the keys depend on. */
const requestKey = (source: StatsSource, filter: Filter, column: string) => {
  const { requests, routes } = source.history;
  const live = source.state.requests;
  const historyCount = requests.length;
  const at = <T>(ref: number, fromHistory: (index: number) => T, fromLive: (index: number) => T) =>
    ref < historyCount ? fromHistory(ref) : fromLive(ref - historyCount);
  switch (column) {
    case 'time':
      return {
        extra: '',
        key: (ref: number) =>
          Math.max(
            0,
            Math.floor(
              at(
                ref,
                (i) => requests.time[i]!,
                (i) => parseTime(live[i]!.time),
              ) - filter.from,
            ),
          ),
      };
    case 'account': {
      const ranks = accountRanks(source);
      return {
        extra: ranks.key,
        key: (ref: number) =>
          ranks.rank(
            at(
              ref,
              (i) => requests.userId[i]!,
              (i) => live[i]!.userId ?? 0,
            ),
          ),
      };
    }
    case 'path':
    case 'method': {
      const text = (route: { method: string; path: string }) => (column === 'path' ? route.path : route.method);
      const known = new Set(routes.map(text));
      const others = [...new Set(live.map(text))].filter((value) => !known.has(value)).sort();
      const ranks = rankStrings([...known, ...others]);
      const routeRank = Int32Array.from(routes, (route) => ranks.get(text(route)) ?? 0);
      return {
        extra: others.join('\n'),
        key: (ref: number) =>
          at(
            ref,
            (i) => routeRank[requests.route[i]!]!,
            (i) => ranks.get(text(live[i]!)) ?? 0,
          ),
      };
    }
    case 'status':
      return {
        extra: '',
        key: (ref: number) =>
          at(
            ref,
            (i) => requests.status[i]!,
            (i) => live[i]!.status,
          ),
      };
    default:
      return {
        extra: '',
        key: (ref: number) =>
          Math.min(
            Math.round(
              at(
                ref,
                (i) => requests.durationMs[i]!,
                (i) => live[i]!.durationMs,
              ) * 10,
            ),
            2 ** 30 - 1,
          ),
      };
  }
};

/**
 * Requests in time order (the default) need no sorted list: the history is stored in time order, so a page is
 * read by walking it from the end the order starts at, over the rows before the page only, with the live
 * records (sorted, a few thousand at most) merged in. The total comes from a cached count.
 */
const requestsByTime = (source: StatsSource, filter: Filter, order: OrderByValue): RefList => {
  const { requests } = source.history;
  const lo = lowerBound(requests.time, requests.length, filter.from);
  const hi = lowerBound(requests.time, requests.length, filter.to);
  const historyTotal = historyPart(source, 'requestCount', filter, '', () => {
    let count = 0;
    forEachRequest(source, filter, () => (count += 1), 'history');
    return count;
  });
  const keyOf = (ref: number, time: number) => Math.max(0, Math.floor(time - filter.from)) * REF_BITS + ref;
  // packed keys of the passing live requests, kept sorted (they arrive in time order but for a few)
  const { keys: liveKeys } = livePart<{ keys: number[] }>(source, 'requestKeys', filter, '', (part, into) => {
    const out = into ?? { keys: [] };
    let sorted = true;
    forEachRequest(
      source,
      filter,
      (_userId, time, ref) => {
        const key = keyOf(ref, time);
        if (out.keys.length > 0 && key < out.keys[out.keys.length - 1]!) sorted = false;
        out.keys.push(key);
      },
      part,
    );
    if (!sorted) out.keys.sort((a, b) => a - b);
    return out;
  });
  const passes = (i: number) =>
    userPasses(filter, requests.userId[i]!) && (!filter.platforms || filter.platforms.has(requests.platform[i]!));
  return {
    total: historyTotal + liveKeys.length,
    window: (offset, count) => {
      const out: number[] = [];
      const asc = order === 'asc';
      let i = asc ? lo : hi - 1;
      let j = asc ? 0 : liveKeys.length - 1;
      const step = asc ? 1 : -1;
      const nextHistory = () => {
        while (asc ? i < hi : i >= lo) {
          if (passes(i)) return keyOf(i, requests.time[i]!);
          i += step;
        }
        return null;
      };
      for (let position = 0; position < offset + count; position++) {
        const h = nextHistory();
        const l = j >= 0 && j < liveKeys.length ? liveKeys[j]! : null;
        let value: number;
        if (h !== null && (l === null || (asc ? h <= l : h >= l))) {
          value = h;
          i += step;
        } else if (l !== null) {
          value = l;
          j += step;
        } else break;
        if (position >= offset) out.push(value % REF_BITS);
      }
      return out;
    },
  };
};

export const requestList = (source: StatsSource, filter: Filter, sort: Sort): RefList => {
  const column = sortKey('request', sort.contentSort);
  if (column === 'time') return requestsByTime(source, filter, sort.orderBy);
  const { key, extra } = requestKey(source, filter, column);
  const collect = (part: 'history' | 'live') => {
    const refs: number[] = [];
    forEachRequest(source, filter, (_userId, _time, ref) => refs.push(ref), part);
    return packedRefs(refs, key);
  };
  const compute = () => collect('history');
  const cacheKey = `requests|${filterKey(filter)}|${column}|${extra}`;
  const history = source.cache ? source.cache.lists.get(cacheKey, compute) : compute();
  return mergedList(history, collect('live'), sort.orderBy);
};

export const requestRow = (source: StatsSource, directory: Directory, ref: number) => {
  const { requests, routes } = source.history;
  if (ref < requests.length) {
    const route = routes[requests.route[ref]!]!;
    const userId = requests.userId[ref]!;
    return {
      time: formatTime(requests.time[ref]!),
      userId: userId > 0 ? userId : null,
      account: directory.account(userId),
      method: route.method,
      path: route.path,
      status: requests.status[ref]!,
      durationMs: Math.round(requests.durationMs[ref]! * 10) / 10,
    };
  }
  const record = source.state.requests[ref - requests.length]!;
  return {
    // live times are already ISO 8601 in +08:00
    time: record.time,
    userId: record.userId,
    account: directory.account(record.userId ?? 0),
    method: record.method,
    path: record.path,
    status: record.status,
    durationMs: Math.round(record.durationMs * 10) / 10,
  };
};

/** One user's visits: a few thousand at most, sorted directly. */
export const userVisitRefs = (source: StatsSource, filter: Filter, sort: Sort) => {
  const key = sortKey('visit', sort.contentSort);
  const refs: number[] = [];
  forEachVisit(source, filter, (_userId, _time, _path, _platform, _duration, ref) => refs.push(ref));
  if (key === 'time')
    return orderRefs(refs, (ref) => Math.max(0, Math.floor(visitAt(source, ref).time - filter.from)), sort.orderBy);
  if (key === 'path' || key === 'pageName') {
    const label = (ref: number) => {
      const path = visitAt(source, ref).path;
      return key === 'path' ? path : pageName(path).name;
    };
    const ranks = rankStrings(refs.map(label));
    return orderRefs(refs, (ref) => ranks.get(label(ref)) ?? 0, sort.orderBy);
  }
  return orderRefs(
    refs,
    (ref) => {
      const visit = visitAt(source, ref);
      return key === 'platform' ? (visit.platform ?? 0) : Math.min(visit.durationMs, 2 ** 30 - 1);
    },
    sort.orderBy,
  );
};

export const visitRow = (source: StatsSource, directory: Directory, ref: number) => {
  const visit = visitAt(source, ref);
  return {
    time: formatTime(visit.time),
    userId: visit.userId,
    account: directory.account(visit.userId),
    path: visit.path,
    pageName: pageName(visit.path).name,
    platform: visit.platform as PlatformId | null,
    durationMs: visit.durationMs,
  };
};

// ---- events -----------------------------------------------------------------------------------------

interface EventTotals {
  total: number;
  users: Set<number>;
  byType: Map<number, number>;
}

const eventTotals = (source: StatsSource, filter: Filter, part: Part, into?: EventTotals) => {
  const totals = into ?? { total: 0, users: new Set<number>(), byType: new Map(EVENT_TYPES.map((type) => [type, 0])) };
  forEachEvent(
    source,
    filter,
    null,
    (userId, _time, eventType) => {
      totals.total += 1;
      if (userId > 0) totals.users.add(userId);
      totals.byType.set(eventType, (totals.byType.get(eventType) ?? 0) + 1);
    },
    part,
  );
  return totals;
};

export const eventCounts = (source: StatsSource, filter: Filter) => {
  const history = historyPart(source, 'eventTotals', filter, '', () => eventTotals(source, filter, 'history'));
  const live = livePart<ReturnType<typeof eventTotals>>(source, 'eventTotals', filter, '', (part, into) =>
    eventTotals(source, filter, part, into),
  );
  return {
    total: history.total + live.total,
    userCount: unionSize(history.users, live.users),
    byType: EVENT_TYPES.map((eventType) => ({
      eventType,
      count: (history.byType.get(eventType) ?? 0) + (live.byType.get(eventType) ?? 0),
    })),
  };
};

export interface EventSummary extends Record<string, unknown> {
  userId: number;
  account: string;
  name: string;
  teamName: string;
  loginCount: number;
  downloadCount: number;
  smsCount: number;
  lastEventAt: string;
}

interface EventStat {
  login: number;
  download: number;
  sms: number;
  last: number;
}

const eventStats = (
  source: StatsSource,
  filter: Filter,
  types: ReadonlySet<number> | null,
  part: Part,
  counts = new Map<number, EventStat>(),
) => {
  forEachEvent(
    source,
    filter,
    types,
    (userId, time, eventType) => {
      if (userId <= 0) return;
      let value = counts.get(userId);
      if (!value) {
        value = { login: 0, download: 0, sms: 0, last: -1 };
        counts.set(userId, value);
      }
      if (eventType === 1) value.login += 1;
      else if (eventType === 2) value.download += 1;
      else value.sms += 1;
      if (time > value.last) value.last = time;
    },
    part,
  );
  return counts;
};

export const eventSummaryRows = (
  source: StatsSource,
  filter: Filter,
  types: readonly EventTypeId[] | undefined,
  sort: Sort,
): EventSummary[] => {
  const key = sortKey('eventSummary', sort.contentSort);
  const typeSet = types && types.length > 0 ? new Set<number>(types) : null;
  const extra = typeSet ? [...typeSet].sort().join(',') : '*';
  const history = historyPart(source, 'events', filter, extra, () => eventStats(source, filter, typeSet, 'history'));
  const { value: live, version } = liveVersioned<ReturnType<typeof eventStats>>(
    source,
    'events',
    filter,
    extra,
    (part, into) => eventStats(source, filter, typeSet, part, into),
  );
  return builtRows(source, filter, `events|${filterKey(filter)}|${extra}|${key}|${sort.orderBy}`, version, () => {
    const directory = userDirectory(source.state);
    const rows: EventSummary[] = [];
    for (const userId of new Set([...history.keys(), ...live.keys()])) {
      const user = directory.user(userId);
      if (!user) continue;
      const past = history.get(userId);
      const now = live.get(userId);
      rows.push({
        userId,
        account: user.account,
        name: user.name,
        teamName: directory.teamName(userId),
        loginCount: (past?.login ?? 0) + (now?.login ?? 0),
        downloadCount: (past?.download ?? 0) + (now?.download ?? 0),
        smsCount: (past?.sms ?? 0) + (now?.sms ?? 0),
        lastEventAt: formatTime(Math.max(past?.last ?? -1, now?.last ?? -1)),
      });
    }
    return sortRows(rows, key, sort.orderBy, 'userId');
  });
};

/** Single events: a few thousand a month, sorted directly. */
export const eventRefs = (
  source: StatsSource,
  filter: Filter,
  types: readonly EventTypeId[] | undefined,
  sort: Sort,
) => {
  const key = sortKey('event', sort.contentSort);
  const refs: number[] = [];
  forEachEvent(source, filter, types && types.length > 0 ? new Set(types) : null, (_userId, _time, _type, ref) =>
    refs.push(ref),
  );
  if (key === 'time')
    return orderRefs(refs, (ref) => Math.max(0, Math.floor(eventAt(source, ref).time - filter.from)), sort.orderBy);
  if (key === 'eventType') return orderRefs(refs, (ref) => eventAt(source, ref).eventType, sort.orderBy);
  const ranks = accountRanks(source);
  return orderRefs(refs, (ref) => ranks.rank(eventAt(source, ref).userId), sort.orderBy);
};

export const eventRow = (source: StatsSource, directory: Directory, ref: number) => {
  const event = eventAt(source, ref);
  return {
    time: formatTime(event.time),
    eventType: event.eventType,
    userId: event.userId > 0 ? event.userId : null,
    account: directory.account(event.userId),
    detail: event.detail,
  };
};

// ---- pages ------------------------------------------------------------------------------------------

export interface PageRow extends Record<string, unknown> {
  path: string;
  pageName: string;
  visitCount: number;
  userCount: number;
  avgDurationMs: number;
}

interface PageStat {
  visits: number;
  users: Set<number>;
  duration: number;
}

const pageStats = (source: StatsSource, filter: Filter, part: Part, stats = new Map<string, PageStat>()) => {
  forEachVisit(
    source,
    filter,
    (userId, _time, path, _platform, durationMs) => {
      let value = stats.get(path);
      if (!value) {
        value = { visits: 0, users: new Set(), duration: 0 };
        stats.set(path, value);
      }
      value.visits += 1;
      value.users.add(userId);
      value.duration += durationMs;
    },
    part,
  );
  return stats;
};

/** Every known page (zero visits included), plus any other path that was visited. */
export const pageRows = (source: StatsSource, filter: Filter, sort: Sort): PageRow[] => {
  const key = sortKey('page', sort.contentSort);
  const history = historyPart(source, 'pages', filter, '', () => pageStats(source, filter, 'history'));
  const { value: live, version } = liveVersioned<ReturnType<typeof pageStats>>(
    source,
    'pages',
    filter,
    '',
    (part, into) => pageStats(source, filter, part, into),
  );
  return builtRows(source, filter, `pages|${filterKey(filter)}|${key}|${sort.orderBy}`, version, () => {
    const paths = new Set<string>();
    for (const page of knownPages()) if (!filter.pages || filter.pages.has(page.path)) paths.add(page.path);
    for (const path of [...history.keys(), ...live.keys()]) paths.add(path);
    const rows = [...paths].map((path) => {
      const past = history.get(path);
      const now = live.get(path);
      const visits = (past?.visits ?? 0) + (now?.visits ?? 0);
      const duration = (past?.duration ?? 0) + (now?.duration ?? 0);
      return {
        path,
        pageName: pageName(path).name,
        visitCount: visits,
        userCount: unionSize(past?.users, now?.users),
        avgDurationMs: visits === 0 ? 0 : Math.round(duration / visits),
      };
    });
    return sortRows(rows, key, sort.orderBy, 'path');
  });
};

export interface PageDayRow extends Record<string, unknown> {
  day: string;
  visitCount: number;
  userCount: number;
}

interface DayCounts {
  visits: Int32Array;
  users: Set<number>[];
}

const pageDays = (source: StatsSource, filter: Filter, days: number, part: Part, into?: DayCounts) => {
  const { visits, users } = into ?? {
    visits: new Int32Array(days),
    users: Array.from({ length: days }, () => new Set<number>()),
  };
  forEachVisit(
    source,
    filter,
    (userId, time) => {
      const index = Math.floor((time - filter.from) / DAY_SECONDS);
      if (index < 0 || index >= days) return;
      visits[index]! += 1;
      users[index]!.add(userId);
    },
    part,
  );
  return { visits, users };
};

/** One row per day of the range (days without visits included), for the pages of the filter. */
/** How many days the filter's range has (both ends included). */
const rangeDays = (filter: Filter) =>
  Math.round((dayStart(filter.endDate) - dayStart(filter.startDate)) / DAY_SECONDS) + 1;

/** Visits and visitors per day of the range, oldest first (the pages of the filter, or all). */
export const visitDays = (source: StatsSource, filter: Filter): PageDayRow[] => {
  const days = rangeDays(filter);
  const history = historyPart(source, 'pageDays', filter, '', () => pageDays(source, filter, days, 'history'));
  const { value: live, version } = liveVersioned<ReturnType<typeof pageDays>>(
    source,
    'pageDays',
    filter,
    '',
    (part, into) => pageDays(source, filter, days, part, into),
  );
  // the day labels and the sums: kept while the live part does not change (callers must not sort it in place)
  return builtRows(source, filter, `pageDays|${filterKey(filter)}`, version, () =>
    Array.from({ length: days }, (_, index) => ({
      day: addDays(filter.startDate, index),
      visitCount: history.visits[index]! + live.visits[index]!,
      userCount: unionSize(history.users[index], live.users[index]),
    })),
  );
};

/** One row per day of the range (days without visits included), for the pages of the filter. */
export const pageDayRows = (source: StatsSource, filter: Filter, sort: Sort): PageDayRow[] =>
  sortRows([...visitDays(source, filter)], sortKey('pageDay', sort.contentSort), sort.orderBy, 'day');

// ---- over time: events and requests per day ---------------------------------------------------------

/** Events of each type per day: index day * 3 + type - 1. */
const eventDayCounts = (source: StatsSource, filter: Filter, days: number, part: Part, into?: Int32Array) => {
  const counts = into ?? new Int32Array(days * 3);
  forEachEvent(
    source,
    filter,
    null,
    (_userId, time, eventType) => {
      const day = Math.floor((time - filter.from) / DAY_SECONDS);
      if (day >= 0 && day < days) counts[day * 3 + eventType - 1]! += 1;
    },
    part,
  );
  return counts;
};

export const eventDays = (source: StatsSource, filter: Filter) => {
  const days = rangeDays(filter);
  const history = historyPart(source, 'eventDays', filter, '', () => eventDayCounts(source, filter, days, 'history'));
  const { value: live, version } = liveVersioned<Int32Array>(source, 'eventDays', filter, '', (part, into) =>
    eventDayCounts(source, filter, days, part, into),
  );
  const at = (day: number, type: number) => history[day * 3 + type]! + live[day * 3 + type]!;
  return builtRows(source, filter, `eventDays|${filterKey(filter)}`, version, () =>
    Array.from({ length: days }, (_, day) => ({
      day: addDays(filter.startDate, day),
      login: at(day, 0),
      download: at(day, 1),
      sms: at(day, 2),
    })),
  );
};

interface EndpointStat {
  method: string;
  path: string;
  count: number;
  errors: number;
  duration: number;
  users: Set<number>;
}

interface RequestTotals {
  users: Set<number>;
  perDay: Int32Array;
  errorsPerDay: Int32Array;
  endpoints: Map<string, EndpointStat>;
}

const requestTotals = (source: StatsSource, filter: Filter, days: number, part: Part, into?: RequestTotals) => {
  const totals = into ?? {
    users: new Set<number>(),
    perDay: new Int32Array(days),
    errorsPerDay: new Int32Array(days),
    endpoints: new Map<string, EndpointStat>(),
  };
  forEachRequest(
    source,
    filter,
    (userId, time, _ref, status, durationMs, route) => {
      const day = Math.floor((time - filter.from) / DAY_SECONDS);
      const error = status >= 400 ? 1 : 0;
      if (day >= 0 && day < days) {
        totals.perDay[day]! += 1;
        totals.errorsPerDay[day]! += error;
      }
      if (userId > 0) totals.users.add(userId);
      let stat = totals.endpoints.get(route);
      if (!stat) {
        const space = route.indexOf(' ');
        stat = {
          method: route.slice(0, space),
          path: route.slice(space + 1),
          count: 0,
          errors: 0,
          duration: 0,
          users: new Set(),
        };
        totals.endpoints.set(route, stat);
      }
      stat.count += 1;
      stat.errors += error;
      stat.duration += durationMs;
      if (userId > 0) stat.users.add(userId);
    },
    part,
  );
  return totals;
};

/** Requests per day and per endpoint (most requested first, ties by path). */
export const requestCounts = (source: StatsSource, filter: Filter) => {
  const days = rangeDays(filter);
  const history = historyPart(source, 'requestTotals', filter, '', () =>
    requestTotals(source, filter, days, 'history'),
  );
  const { value: live, version } = liveVersioned<RequestTotals>(source, 'requestTotals', filter, '', (part, into) =>
    requestTotals(source, filter, days, part, into),
  );
  return builtRows(source, filter, `requestCounts|${filterKey(filter)}`, version, () => {
    const byDay = Array.from({ length: days }, (_, day) => ({
      day: addDays(filter.startDate, day),
      count: history.perDay[day]! + live.perDay[day]!,
      errorCount: history.errorsPerDay[day]! + live.errorsPerDay[day]!,
    }));
    const byEndpoint = [...new Set([...history.endpoints.keys(), ...live.endpoints.keys()])].map((key) => {
      const past = history.endpoints.get(key);
      const now = live.endpoints.get(key);
      const { method, path } = (past ?? now)!;
      const total = (past?.count ?? 0) + (now?.count ?? 0);
      return {
        method,
        path,
        count: total,
        userCount: unionSize(past?.users, now?.users),
        errorCount: (past?.errors ?? 0) + (now?.errors ?? 0),
        avgDurationMs: Math.round((((past?.duration ?? 0) + (now?.duration ?? 0)) / Math.max(1, total)) * 10) / 10,
      };
    });
    byEndpoint.sort((a, b) => b.count - a.count || collateZh(a.path, b.path) || collateZh(a.method, b.method));
    return {
      total: byDay.reduce((sum, day) => sum + day.count, 0),
      userCount: unionSize(history.users, live.users),
      errorCount: byDay.reduce((sum, day) => sum + day.errorCount, 0),
      byDay,
      byEndpoint,
    };
  });
};
