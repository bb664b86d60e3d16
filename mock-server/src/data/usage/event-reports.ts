import type { EventTypeId } from '@aisle/contract';
import { EVENT_TYPES } from '@aisle/contract';
import {
  eventAt,
  filterKey,
  forEachEvent,
  orderRefs,
  sortKey,
  sortRows,
  userDirectory,
  type Filter,
  type Part,
  type StatsSource,
} from './stats.ts';
import { DAY_SECONDS, addDays, formatTime } from './time.ts';
import {
  builtRows,
  historyPart,
  livePart,
  liveVersioned,
  rangeDays,
  unionSize,
  type Directory,
  type Sort,
} from './answers.ts';
import { accountRanks } from './request-list.ts';

/** Events (logins, downloads, SMS codes): counts by type and day, per-user rows, single events. */

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
