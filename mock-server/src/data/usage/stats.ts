import type { EventTypeId, OrderByValue, PlatformId, UserTypeId } from '@aisle/contract';
import type { ActionRecord, EventRecord, PersistentState, RequestRecord, UserRecord } from '../../state/types.ts';
import type { UsageHistory } from './history.ts';
import { normalisePagePath } from './pages.ts';
import { DAY_SECONDS, dayStart, parseTime } from './time.ts';
import { DEFAULT_SORT, sortableKeys, type StatsTable } from './columns.ts';
import { badRequest } from '../../lib/api-failure.ts';
import type { HistoryCache } from './cache.ts';

/** The statistics filters of SPEC section 3, as they arrive after validation. */
export interface StatsQuery {
  startDate?: string;
  endDate?: string;
  pageList?: string[];
  platformList?: PlatformId[];
  teamList?: number[];
  userType: UserTypeId;
  keyword?: string;
}

export interface PageQuery {
  page: number;
  perPage: number;
}

/** A statistics range may span at most this many days. */
export const MAX_RANGE_DAYS = 366;

/** One month before `today`, same day of the month (clamped: 03-31 -> 02-28). */
export const monthAgo = (today: string) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const previousYear = month === 1 ? year - 1 : year;
  const previousMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(previousYear, previousMonth, 0)).getUTCDate();
  return `${previousYear}-${String(previousMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
};

/**
 * Which records a pass reads: the generated history, the live records, both, or the live records from these
 * positions of each log on (an incremental pass over what was appended since the last one).
 */
export interface LiveFrom {
  actions: number;
  requests: number;
  events: number;
}
export type Part = 'history' | 'live' | 'all' | LiveFrom;

/**
 * How many live records the passes have handed on so far: a result built on live records needs rebuilding only
 * when a pass over the newly appended ones let any through (reports.ts compares it before and after).
 */
export const livePassed = { count: 0 };

const readsHistory = (part: Part) => part === 'history' || part === 'all';
const liveStart = (part: Part, log: keyof LiveFrom) => (typeof part === 'object' ? part[log] : 0);

/** What every row is tested against, resolved once per query. */
export interface Filter {
  startDate: string;
  endDate: string;
  /** local seconds, [from, to) */
  from: number;
  to: number;
  /** userOk[id] = 1 when the user passes userType, teamList and keyword */
  userOk: Uint8Array;
  /** rows without a user (logins that failed, SMS codes to unknown phones) count only without team/keyword filters */
  anonymousOk: boolean;
  pages: ReadonlySet<string> | null;
  platforms: ReadonlySet<number> | null;
}

export interface StatsSource {
  history: UsageHistory;
  state: Readonly<PersistentState>;
  today: string;
  /** results over the history, by filter (the routes keep one per server; tests may leave it out) */
  cache?: { aggregates: HistoryCache; lists: HistoryCache; live: HistoryCache; results: HistoryCache };
}

export const makeFilter = (source: StatsSource, query: StatsQuery): Filter => {
  const endDate = query.endDate ?? source.today;
  const startDate = query.startDate ?? monthAgo(endDate);
  if (startDate > endDate) throw badRequest('querystring.endDate must not be before querystring.startDate');
  if (dayStart(endDate) - dayStart(startDate) >= MAX_RANGE_DAYS * DAY_SECONDS)
    throw badRequest(`querystring.startDate: the range must not span more than ${MAX_RANGE_DAYS} days`);
  const { users } = source.state;
  const maxId = users.reduce((max, user) => Math.max(max, user.id), 0);
  const userOk = new Uint8Array(maxId + 1);
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const teams = query.teamList && query.teamList.length > 0 ? new Set(query.teamList) : null;
  for (const user of users)
    if (
      user.userType === query.userType &&
      (teams === null || teams.has(user.teamId)) &&
      (keyword === '' || user.account.toLowerCase().includes(keyword) || user.name.toLowerCase().includes(keyword))
    )
      userOk[user.id] = 1;
  return {
    startDate,
    endDate,
    from: dayStart(startDate),
    to: dayStart(endDate) + DAY_SECONDS,
    userOk,
    anonymousOk: teams === null && keyword === '',
    pages: query.pageList && query.pageList.length > 0 ? new Set(query.pageList.map(normalisePagePath)) : null,
    platforms: query.platformList && query.platformList.length > 0 ? new Set(query.platformList) : null,
  };
};

export const userPasses = (filter: Filter, userId: number) =>
  userId > 0 ? filter.userOk[userId] === 1 : filter.anonymousOk;

/** First index whose time is >= t (times ascending). */
export const lowerBound = (times: Float64Array, length: number, t: number) => {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Parsed times of live records, cached per record object. */
const liveTimes = new WeakMap<object, number>();
const liveTime = (record: { time: string }) => {
  let seconds = liveTimes.get(record);
  if (seconds === undefined) {
    seconds = parseTime(record.time);
    liveTimes.set(record, seconds);
  }
  return seconds;
};

// ---- unified rows ---------------------------------------------------------------------------------

export interface VisitRowData {
  time: number;
  userId: number;
  path: string;
  platform: PlatformId | null;
  durationMs: number;
}
export interface RequestRowData {
  time: number;
  userId: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  platform: PlatformId | null;
}
export interface EventRowData {
  time: number;
  userId: number;
  eventType: EventTypeId;
  detail: string;
}

const isVisit = (action: ActionRecord) => action.type === 'page.visit' && typeof action.page === 'string';

/**
 * Calls `each` for every page visit that passes the filter, history first then live, in time order.
 * `ref` identifies the row for later reads (`visitAt`).
 */
export const forEachVisit = (
  source: StatsSource,
  filter: Filter,
  each: (userId: number, time: number, path: string, platform: number, durationMs: number, ref: number) => void,
  part: Part = 'all',
) => {
  const { visits, pagePaths } = source.history;
  const pageOk = filter.pages ? Uint8Array.from(pagePaths, (path) => (filter.pages!.has(path) ? 1 : 0)) : null;
  const end = readsHistory(part) ? lowerBound(visits.time, visits.length, filter.to) : 0;
  for (let i = readsHistory(part) ? lowerBound(visits.time, visits.length, filter.from) : 0; i < end; i++) {
    const userId = visits.userId[i]!;
    if (filter.userOk[userId] !== 1) continue;
    const page = visits.page[i]!;
    if (pageOk && pageOk[page] !== 1) continue;
    const platform = visits.platform[i]!;
    if (filter.platforms && !filter.platforms.has(platform)) continue;
    each(userId, visits.time[i]!, pagePaths[page]!, platform, visits.durationMs[i]!, i);
  }
  if (part === 'history') return;
  const { actions } = source.state;
  for (let j = liveStart(part, 'actions'); j < actions.length; j++) {
    const action = actions[j]!;
    if (!isVisit(action) || filter.userOk[action.userId] !== 1) continue;
    const time = liveTime(action);
    if (!(time >= filter.from && time < filter.to)) continue;
    const path = normalisePagePath(action.page!);
    if (filter.pages && !filter.pages.has(path)) continue;
    const platform = action.platform ?? 0;
    if (filter.platforms && !filter.platforms.has(platform)) continue;
    livePassed.count += 1;
    each(action.userId, time, path, platform, action.durationMs ?? 0, visits.length + j);
  }
};

export const visitAt = (source: StatsSource, ref: number): VisitRowData => {
  const { visits, pagePaths } = source.history;
  if (ref < visits.length)
    return {
      time: visits.time[ref]!,
      userId: visits.userId[ref]!,
      path: pagePaths[visits.page[ref]!]!,
      platform: (visits.platform[ref]! || null) as PlatformId | null,
      durationMs: visits.durationMs[ref]!,
    };
  const action = source.state.actions[ref - visits.length]!;
  return {
    time: liveTime(action),
    userId: action.userId,
    path: normalisePagePath(action.page ?? '/'),
    platform: action.platform ?? null,
    durationMs: action.durationMs ?? 0,
  };
};

export const forEachRequest = (
  source: StatsSource,
  filter: Filter,
  each: (userId: number, time: number, ref: number) => void,
  part: Part = 'all',
) => {
  const { requests } = source.history;
  const end = readsHistory(part) ? lowerBound(requests.time, requests.length, filter.to) : 0;
  for (let i = readsHistory(part) ? lowerBound(requests.time, requests.length, filter.from) : 0; i < end; i++) {
    const userId = requests.userId[i]!;
    if (!userPasses(filter, userId)) continue;
    if (filter.platforms && !filter.platforms.has(requests.platform[i]!)) continue;
    each(userId, requests.time[i]!, i);
  }
  if (part === 'history') return;
  const live: readonly RequestRecord[] = source.state.requests;
  for (let j = liveStart(part, 'requests'); j < live.length; j++) {
    const record = live[j]!;
    const userId = record.userId ?? 0;
    if (!userPasses(filter, userId)) continue;
    const time = liveTime(record);
    if (!(time >= filter.from && time < filter.to)) continue;
    if (filter.platforms && !filter.platforms.has(record.platform ?? 0)) continue;
    livePassed.count += 1;
    each(userId, time, requests.length + j);
  }
};

export const requestAt = (source: StatsSource, ref: number): RequestRowData => {
  const { requests, routes } = source.history;
  if (ref < requests.length) {
    const route = routes[requests.route[ref]!]!;
    return {
      time: requests.time[ref]!,
      userId: requests.userId[ref]!,
      method: route.method,
      path: route.path,
      status: requests.status[ref]!,
      durationMs: requests.durationMs[ref]!,
      platform: (requests.platform[ref]! || null) as PlatformId | null,
    };
  }
  const record = source.state.requests[ref - requests.length]!;
  return {
    time: liveTime(record),
    userId: record.userId ?? 0,
    method: record.method,
    path: record.path,
    status: record.status,
    durationMs: record.durationMs,
    platform: record.platform ?? null,
  };
};

/** Events have no platform and no page: the platform and page filters do not apply to them. */
export const forEachEvent = (
  source: StatsSource,
  filter: Filter,
  types: ReadonlySet<number> | null,
  each: (userId: number, time: number, eventType: number, ref: number) => void,
  part: Part = 'all',
) => {
  const { events } = source.history;
  const end = readsHistory(part) ? lowerBound(events.time, events.length, filter.to) : 0;
  for (let i = readsHistory(part) ? lowerBound(events.time, events.length, filter.from) : 0; i < end; i++) {
    const userId = events.userId[i]!;
    if (!userPasses(filter, userId)) continue;
    const eventType = events.eventType[i]!;
    if (types && !types.has(eventType)) continue;
    each(userId, events.time[i]!, eventType, i);
  }
  if (part === 'history') return;
  const live: readonly EventRecord[] = source.state.events;
  for (let j = liveStart(part, 'events'); j < live.length; j++) {
    const record = live[j]!;
    const userId = record.userId ?? 0;
    if (!userPasses(filter, userId)) continue;
    if (types && !types.has(record.eventType)) continue;
    const time = liveTime(record);
    if (!(time >= filter.from && time < filter.to)) continue;
    livePassed.count += 1;
    each(userId, time, record.eventType, events.length + j);
  }
};

export const eventAt = (source: StatsSource, ref: number): EventRowData => {
  const { events, details } = source.history;
  if (ref < events.length)
    return {
      time: events.time[ref]!,
      userId: events.userId[ref]!,
      eventType: events.eventType[ref]! as EventTypeId,
      detail: details[events.detail[ref]!]!,
    };
  const record = source.state.events[ref - events.length]!;
  return { time: liveTime(record), userId: record.userId ?? 0, eventType: record.eventType, detail: record.detail };
};

// ---- sorting ----------------------------------------------------------------------------------------

/** The column to sort on: `contentSort` if given (it must be a sortable column), else the table's default. */
export const sortKey = (table: StatsTable, contentSort: string | undefined) => {
  if (contentSort === undefined || contentSort === '') return DEFAULT_SORT[table];
  const keys = sortableKeys(table);
  if (!keys.includes(contentSort)) throw badRequest(`querystring.contentSort must be one of ${keys.join(', ')}`);
  return contentSort;
};

/**
 * zh-CN collation through one collator: `localeCompare(b, 'zh-CN')` builds a collator on every call, which
 * made sorting a few hundred rows cost milliseconds. Same order.
 */
export const collateZh = new Intl.Collator('zh-CN').compare;

const compareValues = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collateZh(String(a), String(b));
};

/** Sorts aggregated rows (a few hundred) on a key; ties keep a stable order by `tie`. */
export const sortRows = <T extends Record<string, unknown>>(
  rows: T[],
  key: string,
  order: OrderByValue,
  tie: keyof T,
) =>
  rows.sort((a, b) => {
    const primary = compareValues(a[key], b[key]);
    const direction = order === 'asc' ? 1 : -1;
    return primary !== 0 ? primary * direction : compareValues(a[tie], b[tie]) * direction;
  });

const REF_BITS = 2 ** 22;

/**
 * Orders row refs (up to ~4 million) on a numeric key without a comparator: key and ref are packed into one
 * float (key * 2^22 + ref) and the typed array is sorted natively. Keys must be non-negative integers below
 * 2^30; ties fall back to the ref, i.e. time order.
 */
export const orderRefs = (refs: ArrayLike<number>, key: (ref: number) => number, order: OrderByValue) => {
  const packed = new Float64Array(refs.length);
  for (let i = 0; i < refs.length; i++) packed[i] = key(refs[i]!) * REF_BITS + refs[i]!;
  packed.sort();
  if (order === 'desc') packed.reverse();
  const out = new Int32Array(refs.length);
  for (let i = 0; i < packed.length; i++) out[i] = packed[i]! % REF_BITS;
  return out;
};

/** Ranks strings (zh-CN collation) so that a text column sorts as numbers. */
export const rankStrings = (values: Iterable<string>) => {
  const sorted = [...new Set(values)].sort(collateZh);
  return new Map(sorted.map((value, index) => [value, index]));
};

export const pageSlice = <T>(rows: ArrayLike<T>, query: PageQuery): T[] => {
  const out: T[] = [];
  const start = (query.page - 1) * query.perPage;
  for (let i = start; i < Math.min(rows.length, start + query.perPage); i++) out.push(rows[i]!);
  return out;
};

// ---- shared lookups ---------------------------------------------------------------------------------

export const userDirectory = (state: Readonly<PersistentState>) => {
  const users = new Map<number, Readonly<UserRecord>>(state.users.map((user) => [user.id, user]));
  const teams = new Map(state.teams.map((team) => [team.id, team.name]));
  return {
    user: (id: number) => users.get(id),
    account: (id: number) => users.get(id)?.account ?? '',
    teamName: (id: number) => {
      const user = users.get(id);
      return user ? (teams.get(user.teamId) ?? '') : '';
    },
  };
};
