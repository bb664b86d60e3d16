import type { EventTypeId, PlatformId } from '@aisle/contract';
import type { UsageHistory } from './history.ts';
import { normalisePagePath } from './pages.ts';
import { parseTime } from './time.ts';
import { liveActions, liveEvents, liveRequests } from './live-columns.ts';
import {
  livePassed,
  lowerBound,
  userPasses,
  type Filter,
  type LiveFrom,
  type Part,
  type StatsSource,
} from './filter.ts';

/**
 * Passes over the rows of the statistics, history first then live, in time order: page visits, API requests and
 * events, each row passed to a callback with what it is read for and a ref to read the whole row later.
 */

const readsHistory = (part: Part) => part === 'history' || part === 'all';
const liveStart = (part: Part, log: keyof LiveFrom) => (typeof part === 'object' ? part[log] : 0);

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
  const { columns: live, shift } = liveActions(actions);
  for (let j = liveStart(part, 'actions'); j < actions.length; j++) {
    const c = j + shift;
    const userId = live.userId[c]!;
    if (live.visit[c] !== 1 || filter.userOk[userId] !== 1) continue;
    const time = live.time[c]!;
    if (!(time >= filter.from && time < filter.to)) continue;
    const path = live.path[c]!;
    if (filter.pages && !filter.pages.has(path)) continue;
    const platform = live.platform[c]!;
    if (filter.platforms && !filter.platforms.has(platform)) continue;
    livePassed.count += 1;
    each(userId, time, path, platform, live.durationMs[c]!, visits.length + j);
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

/** `${method} ${path}` of each route of the history. */
const routeKeyCache = new WeakMap<UsageHistory, string[]>();
const routeKeys = (history: UsageHistory) => {
  let keys = routeKeyCache.get(history);
  if (!keys) {
    keys = history.routes.map((route) => `${route.method} ${route.path}`);
    routeKeyCache.set(history, keys);
  }
  return keys;
};

export const forEachRequest = (
  source: StatsSource,
  filter: Filter,
  each: (userId: number, time: number, ref: number, status: number, durationMs: number, route: string) => void,
  part: Part = 'all',
) => {
  const { requests } = source.history;
  const routes = routeKeys(source.history);
  const end = readsHistory(part) ? lowerBound(requests.time, requests.length, filter.to) : 0;
  for (let i = readsHistory(part) ? lowerBound(requests.time, requests.length, filter.from) : 0; i < end; i++) {
    const userId = requests.userId[i]!;
    if (!userPasses(filter, userId)) continue;
    if (filter.platforms && !filter.platforms.has(requests.platform[i]!)) continue;
    each(userId, requests.time[i]!, i, requests.status[i]!, requests.durationMs[i]!, routes[requests.route[i]!]!);
  }
  if (part === 'history') return;
  const log = source.state.requests;
  const { columns: live, shift } = liveRequests(log);
  for (let j = liveStart(part, 'requests'); j < log.length; j++) {
    const c = j + shift;
    const userId = live.userId[c]!;
    if (!userPasses(filter, userId)) continue;
    const time = live.time[c]!;
    if (!(time >= filter.from && time < filter.to)) continue;
    if (filter.platforms && !filter.platforms.has(live.platform[c]!)) continue;
    livePassed.count += 1;
    each(userId, time, requests.length + j, live.status[c]!, live.durationMs[c]!, live.route[c]!);
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
  const log = source.state.events;
  const { columns: live, shift } = liveEvents(log);
  for (let j = liveStart(part, 'events'); j < log.length; j++) {
    const c = j + shift;
    const userId = live.userId[c]!;
    if (!userPasses(filter, userId)) continue;
    const eventType = live.eventType[c]!;
    if (types && !types.has(eventType)) continue;
    const time = live.time[c]!;
    if (!(time >= filter.from && time < filter.to)) continue;
    livePassed.count += 1;
    each(userId, time, eventType, events.length + j);
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
