import type { PlatformId, UserTypeId } from '@aisle/contract';
import type { PersistentState } from '../../state/types.ts';
import type { UsageHistory } from './history.ts';
import { normalisePagePath } from './pages.ts';
import { DAY_SECONDS, dayStart } from './time.ts';
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

/** The user selection as a bitset in base64: exact (no hash collisions) and short (~60 characters). */
const selectionKey = (selected: Uint8Array) => {
  const bits = new Uint8Array(Math.ceil(selected.length / 8));
  for (let i = 0; i < selected.length; i++) if (selected[i] === 1) bits[i >> 3]! |= 1 << (i & 7);
  return Buffer.from(bits).toString('base64');
};

/** The key of a filter, kept per filter object while the parts it is made of stay the same objects. */
const filterKeys = new WeakMap<Filter, { parts: readonly unknown[]; key: string }>();

export const filterKey = (filter: Filter) => {
  // the routes narrow a filter after makeFilter (userOk, anonymousOk, pages): the key follows what it holds
  const parts = [filter.from, filter.to, filter.anonymousOk, filter.userOk, filter.pages, filter.platforms];
  const known = filterKeys.get(filter);
  if (known && known.parts.every((part, index) => part === parts[index])) return known.key;
  const key = [
    filter.from,
    filter.to,
    filter.anonymousOk ? 1 : 0,
    selectionKey(filter.userOk),
    filter.pages ? [...filter.pages].sort().join(',') : '*',
    filter.platforms ? [...filter.platforms].sort().join(',') : '*',
  ].join('|');
  filterKeys.set(filter, { parts, key });
  return key;
};
