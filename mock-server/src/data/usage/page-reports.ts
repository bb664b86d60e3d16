import { filterKey, forEachVisit, sortKey, sortRows, type Filter, type Part, type StatsSource } from './stats.ts';
import { DAY_SECONDS, addDays } from './time.ts';
import { knownPages, pageName } from './pages.ts';
import { builtRows, historyPart, liveVersioned, rangeDays, unionSize, type Sort } from './answers.ts';

/** Pages: visits, visitors and average duration per page, and per day of the range. */

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
