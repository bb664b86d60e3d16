import type { PlatformId } from '@aisle/contract';
import {
  filterKey,
  forEachEvent,
  forEachRequest,
  forEachVisit,
  orderRefs,
  rankStrings,
  sortKey,
  sortRows,
  userDirectory,
  visitAt,
  type Filter,
  type Part,
  type StatsSource,
} from './stats.ts';
import { formatTime } from './time.ts';
import { pageName } from './pages.ts';
import { builtRows, historyPart, livePart, liveVersioned, unionSize, type Directory, type Sort } from './answers.ts';

/** Users and their visits: the per-user rows, the visit counts, and one user's visits. */

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
