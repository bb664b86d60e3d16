import type { EventTypeId, OrderByValue, PlatformId } from '@aisle/contract';
import { EVENT_TYPES } from '@aisle/contract';
import {
  eventAt,
  forEachEvent,
  forEachRequest,
  forEachVisit,
  orderRefs,
  rankStrings,
  requestAt,
  sortKey,
  sortRows,
  userDirectory,
  visitAt,
  type Filter,
  type StatsSource,
} from './stats.ts';
import { DAY_SECONDS, addDays, dayStart, formatTime } from './time.ts';
import { knownPages, pageName } from './pages.ts';

/**
 * The statistics tables, computed from the generated history plus the live records of the store. Each
 * function returns every matching row in order; the routes page them, the downloads stream them.
 */

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

interface Sort {
  contentSort?: string;
  orderBy: OrderByValue;
}

export const userRows = (source: StatsSource, filter: Filter, sort: Sort): UserRow[] => {
  const key = sortKey('user', sort.contentSort);
  const stats = new Map<
    number,
    { visits: number; pages: Set<string>; requests: number; events: number; last: number }
  >();
  const entry = (userId: number) => {
    let value = stats.get(userId);
    if (!value) {
      value = { visits: 0, pages: new Set(), requests: 0, events: 0, last: -1 };
      stats.set(userId, value);
    }
    return value;
  };
  forEachVisit(source, filter, (userId, time, path) => {
    const value = entry(userId);
    value.visits += 1;
    value.pages.add(path);
    if (time > value.last) value.last = time;
  });
  forEachRequest(source, filter, (userId) => {
    if (userId > 0) entry(userId).requests += 1;
  });
  forEachEvent(source, filter, null, (userId) => {
    if (userId > 0) entry(userId).events += 1;
  });
  const directory = userDirectory(source.state);
  const rows: UserRow[] = [];
  for (const [userId, value] of stats) {
    const user = directory.user(userId);
    // with a page filter, only users who visited those pages
    if (!user || (filter.pages && value.visits === 0)) continue;
    rows.push({
      userId,
      account: user.account,
      name: user.name,
      teamName: directory.teamName(userId),
      userType: user.userType,
      visitCount: value.visits,
      pageCount: value.pages.size,
      requestCount: value.requests,
      eventCount: value.events,
      lastVisitAt: value.last < 0 ? null : formatTime(value.last),
    });
  }
  return sortRows(rows, key, sort.orderBy, 'userId');
};

export const visitCounts = (source: StatsSource, filter: Filter) => {
  const users = new Set<number>();
  let visitCount = 0;
  forEachVisit(source, filter, (userId) => {
    users.add(userId);
    visitCount += 1;
  });
  return { userCount: users.size, visitCount };
};

export const userVisitRefs = (source: StatsSource, filter: Filter, sort: Sort) => {
  const key = sortKey('visit', sort.contentSort);
  const refs: number[] = [];
  forEachVisit(source, filter, (_userId, _time, _path, _platform, _duration, ref) => refs.push(ref));
  if (key === 'time') return sort.orderBy === 'asc' ? refs : refs.reverse();
  if (key === 'path' || key === 'pageName') {
    const paths = refs.map((ref) => visitAt(source, ref).path);
    const ranks = rankStrings(key === 'path' ? paths : paths.map((path) => pageName(path).name));
    return orderRefs(
      refs,
      (ref) => {
        const path = visitAt(source, ref).path;
        return ranks.get(key === 'path' ? path : pageName(path).name) ?? 0;
      },
      sort.orderBy,
    );
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

export const visitRow = (source: StatsSource, ref: number) => {
  const visit = visitAt(source, ref);
  return {
    time: formatTime(visit.time),
    userId: visit.userId,
    account: userDirectory(source.state).account(visit.userId),
    path: visit.path,
    pageName: pageName(visit.path).name,
    platform: visit.platform as PlatformId | null,
    durationMs: visit.durationMs,
  };
};

/** Account ranks by user id (zh-CN order), anonymous first. */
const accountRanks = (source: StatsSource) => {
  const ranks = rankStrings(source.state.users.map((user) => user.account));
  const maxId = source.state.users.reduce((max, user) => Math.max(max, user.id), 0);
  const byId = new Int32Array(maxId + 1);
  for (const user of source.state.users) byId[user.id] = (ranks.get(user.account) ?? -1) + 1;
  return (userId: number) => (userId > 0 && userId <= maxId ? byId[userId]! : 0);
};

export const requestRefs = (source: StatsSource, filter: Filter, sort: Sort) => {
  const key = sortKey('request', sort.contentSort);
  const refs: number[] = [];
  forEachRequest(source, filter, (_userId, _time, ref) => refs.push(ref));
  if (key === 'time') return sort.orderBy === 'asc' ? refs : refs.reverse();
  // keys straight from the columns: this runs over up to a few hundred thousand rows
  const { requests, routes } = source.history;
  const live = source.state.requests;
  const historyCount = requests.length;
  if (key === 'account') {
    const rank = accountRanks(source);
    return orderRefs(
      refs,
      (ref) => rank(ref < historyCount ? requests.userId[ref]! : (live[ref - historyCount]!.userId ?? 0)),
      sort.orderBy,
    );
  }
  if (key === 'path' || key === 'method') {
    const text = (route: { method: string; path: string }) => (key === 'path' ? route.path : route.method);
    const ranks = rankStrings([...routes.map(text), ...live.map(text)]);
    const routeRank = Int32Array.from(routes, (route) => ranks.get(text(route)) ?? 0);
    return orderRefs(
      refs,
      (ref) =>
        ref < historyCount ? routeRank[requests.route[ref]!]! : (ranks.get(text(live[ref - historyCount]!)) ?? 0),
      sort.orderBy,
    );
  }
  if (key === 'status')
    return orderRefs(
      refs,
      (ref) => (ref < historyCount ? requests.status[ref]! : live[ref - historyCount]!.status),
      sort.orderBy,
    );
  return orderRefs(
    refs,
    (ref) =>
      Math.min(
        Math.round((ref < historyCount ? requests.durationMs[ref]! : live[ref - historyCount]!.durationMs) * 10),
        2 ** 30 - 1,
      ),
    sort.orderBy,
  );
};

export const requestRow = (source: StatsSource, ref: number) => {
  const request = requestAt(source, ref);
  return {
    time: formatTime(request.time),
    userId: request.userId > 0 ? request.userId : null,
    account: userDirectory(source.state).account(request.userId),
    method: request.method,
    path: request.path,
    status: request.status,
    durationMs: Math.round(request.durationMs * 10) / 10,
  };
};

export const eventCounts = (source: StatsSource, filter: Filter) => {
  const users = new Set<number>();
  const byType = new Map<number, number>(EVENT_TYPES.map((type) => [type, 0]));
  let total = 0;
  forEachEvent(source, filter, null, (userId, _time, eventType) => {
    total += 1;
    if (userId > 0) users.add(userId);
    byType.set(eventType, (byType.get(eventType) ?? 0) + 1);
  });
  return {
    total,
    userCount: users.size,
    byType: EVENT_TYPES.map((eventType) => ({ eventType, count: byType.get(eventType) ?? 0 })),
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

export const eventSummaryRows = (
  source: StatsSource,
  filter: Filter,
  types: readonly EventTypeId[] | undefined,
  sort: Sort,
): EventSummary[] => {
  const key = sortKey('eventSummary', sort.contentSort);
  const counts = new Map<number, { login: number; download: number; sms: number; last: number }>();
  forEachEvent(source, filter, types && types.length > 0 ? new Set(types) : null, (userId, time, eventType) => {
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
  });
  const directory = userDirectory(source.state);
  const rows: EventSummary[] = [];
  for (const [userId, value] of counts) {
    const user = directory.user(userId);
    if (!user) continue;
    rows.push({
      userId,
      account: user.account,
      name: user.name,
      teamName: directory.teamName(userId),
      loginCount: value.login,
      downloadCount: value.download,
      smsCount: value.sms,
      lastEventAt: formatTime(value.last),
    });
  }
  return sortRows(rows, key, sort.orderBy, 'userId');
};

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
  if (key === 'time') return sort.orderBy === 'asc' ? refs : refs.reverse();
  if (key === 'eventType') return orderRefs(refs, (ref) => eventAt(source, ref).eventType, sort.orderBy);
  const rank = accountRanks(source);
  return orderRefs(refs, (ref) => rank(eventAt(source, ref).userId), sort.orderBy);
};

export const eventRow = (source: StatsSource, ref: number) => {
  const event = eventAt(source, ref);
  return {
    time: formatTime(event.time),
    eventType: event.eventType,
    userId: event.userId > 0 ? event.userId : null,
    account: userDirectory(source.state).account(event.userId),
    detail: event.detail,
  };
};

export interface PageRow extends Record<string, unknown> {
  path: string;
  pageName: string;
  visitCount: number;
  userCount: number;
  avgDurationMs: number;
}

/** Every known page (zero visits included), plus any other path that was visited. */
export const pageRows = (source: StatsSource, filter: Filter, sort: Sort): PageRow[] => {
  const key = sortKey('page', sort.contentSort);
  const stats = new Map<string, { visits: number; users: Set<number>; duration: number }>();
  for (const page of knownPages())
    if (!filter.pages || filter.pages.has(page.path))
      stats.set(page.path, { visits: 0, users: new Set(), duration: 0 });
  forEachVisit(source, filter, (userId, _time, path, _platform, durationMs) => {
    let value = stats.get(path);
    if (!value) {
      value = { visits: 0, users: new Set(), duration: 0 };
      stats.set(path, value);
    }
    value.visits += 1;
    value.users.add(userId);
    value.duration += durationMs;
  });
  const rows = [...stats].map(([path, value]) => ({
    path,
    pageName: pageName(path).name,
    visitCount: value.visits,
    userCount: value.users.size,
    avgDurationMs: value.visits === 0 ? 0 : Math.round(value.duration / value.visits),
  }));
  return sortRows(rows, key, sort.orderBy, 'path');
};

export interface PageDayRow extends Record<string, unknown> {
  day: string;
  visitCount: number;
  userCount: number;
}

/** One row per day of the range (days without visits included), for one page. */
export const pageDayRows = (source: StatsSource, filter: Filter, sort: Sort): PageDayRow[] => {
  const key = sortKey('pageDay', sort.contentSort);
  const days = Math.round((dayStart(filter.endDate) - dayStart(filter.startDate)) / DAY_SECONDS) + 1;
  const rows: PageDayRow[] = Array.from({ length: days }, (_, index) => ({
    day: addDays(filter.startDate, index),
    visitCount: 0,
    userCount: 0,
  }));
  const users = rows.map(() => new Set<number>());
  forEachVisit(source, filter, (userId, time) => {
    const index = Math.floor((time - filter.from) / DAY_SECONDS);
    const row = rows[index];
    if (!row) return;
    row.visitCount += 1;
    users[index]!.add(userId);
  });
  rows.forEach((row, index) => {
    row.userCount = users[index]!.size;
  });
  return sortRows(rows, key, sort.orderBy, 'day');
};
