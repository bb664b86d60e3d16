import type { OrderByValue } from '@aisle/contract';
import { filterKey, livePassed, type Filter, type LiveFrom, type Part, type StatsSource } from './filter.ts';
import { DAY_SECONDS, dayStart } from './time.ts';
import { directoryVersion, type userDirectory } from './directory.ts';

/**
 * How the statistics tables are computed and kept: from the generated history plus the live records of the
 * store. Each aggregate is computed in two parts, then merged: the history part (cached per filter: the
 * history never changes) and the live part (brought up to date with what was appended since it was last
 * read); the rows built from both are kept while neither part changes.
 */

export interface Sort {
  contentSort?: string;
  orderBy: OrderByValue;
}

export type Directory = ReturnType<typeof userDirectory>;

/** The history part of a result, from the cache when the same filter was seen before. */
export const historyPart = <T>(
  source: StatsSource,
  name: string,
  filter: Filter,
  extra: string,
  compute: () => T,
): T => (source.cache ? source.cache.aggregates.get(`${name}|${filterKey(filter)}|${extra}`, compute) : compute());

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

export const livePart = <T>(
  source: StatsSource,
  name: string,
  filter: Filter,
  extra: string,
  compute: (part: Part, into?: T) => T,
): T => liveVersioned(source, name, filter, extra, compute).value;

export const liveVersioned = <T>(
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
export const builtRows = <T>(source: StatsSource, filter: Filter, key: string, version: number, build: () => T): T =>
  source.cache ? source.cache.results.get(`${key}|${version}|${stampOf(source, filter)}`, build) : build();

/** Distinct count of the union of two sets, without building it. */
export const unionSize = <T>(a: ReadonlySet<T> | undefined, b: ReadonlySet<T> | undefined) => {
  if (!a) return b?.size ?? 0;
  if (!b) return a.size;
  let size = a.size;
  for (const item of b) if (!a.has(item)) size += 1;
  return size;
};

/** How many days the filter's range has (both ends included). */
export const rangeDays = (filter: Filter) =>
  Math.round((dayStart(filter.endDate) - dayStart(filter.startDate)) / DAY_SECONDS) + 1;
