import type { OrderByValue } from '@aisle/contract';
import {
  collateZh,
  filterKey,
  forEachRequest,
  lowerBound,
  rankStrings,
  sortKey,
  userPasses,
  type Filter,
  type StatsSource,
} from './stats.ts';
import { formatTime, parseTime } from './time.ts';
import { historyPart, livePart, type Directory, type Sort } from './answers.ts';

/** Single API requests: the sorted, paged list over history and live records, and its rows. */

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
export const accountRanks = (source: StatsSource) => {
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
