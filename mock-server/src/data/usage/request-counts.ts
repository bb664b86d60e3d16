import { collateZh, filterKey, forEachRequest, type Filter, type Part, type StatsSource } from './stats.ts';
import { DAY_SECONDS, addDays } from './time.ts';
import { builtRows, historyPart, liveVersioned, rangeDays, unionSize } from './answers.ts';

/** API requests counted per day and per endpoint, beside the request list. */

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
