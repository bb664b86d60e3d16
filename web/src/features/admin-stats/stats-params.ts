import dayjs from 'dayjs';
import { EVENT_TYPES } from '@aisle/contract/enums';
import { isCalendarDay } from '../../lib/period.ts';
import { idListParam, oneOf, textParam, type ParamSpec, type ParamValues } from '../../lib/report-params.ts';

/** The server refuses longer ranges (a year and a day); the picker says so before asking. */
export const MAX_RANGE_DAYS = 366;
export const STATS_PLATFORMS = [1, 2, 4] as const;

/** The default range of SPEC section 9: one month back to today (dayjs keeps month ends right: 03-31 -> 02-28). */
export const defaultRange = (today = dayjs()) => ({
  startDate: today.subtract(1, 'month').format('YYYY-MM-DD'),
  endDate: today.format('YYYY-MM-DD'),
});

const dayParam = (fallback: string): ParamSpec<string> => ({
  default: fallback,
  parse: (raw) => (isCalendarDay(raw) ? raw : null),
});

const numberList = <T extends number>(values: readonly T[], max = values.length): ParamSpec<T[]> => ({
  default: [],
  list: true,
  max,
  parse: (raw) => {
    const value = values.find((candidate) => String(candidate) === raw);
    return value === undefined ? null : [value];
  },
});

const pathList = (max: number): ParamSpec<string[]> => ({
  default: [],
  list: true,
  max,
  parse: (raw) => (/^\/[\w\-/]{0,127}$/.test(raw) ? [raw] : null),
});

/** The statistics filters of SPEC section 3, as URL parameters (the range's default follows the calendar). */
export const makeStatsParams = (today = dayjs()) => {
  const range = defaultRange(today);
  return {
    startDate: dayParam(range.startDate),
    endDate: dayParam(range.endDate),
    pageList: pathList(50),
    platformList: numberList(STATS_PLATFORMS),
    teamList: idListParam(200),
    // internal 1, external 2; default external
    userType: oneOf([2, 1] as const, 2),
    keyword: textParam(64),
    eventTypeList: numberList(EVENT_TYPES),
  };
};

export const statsParams = makeStatsParams();
export type StatsParams = ParamValues<typeof statsParams>;

/** What is wrong with a range, if anything: the end before the start, or longer than the server allows. */
export const rangeProblem = (startDate: string, endDate: string): 'reversed' | 'tooLong' | null => {
  if (endDate < startDate) return 'reversed';
  return dayjs(endDate).diff(dayjs(startDate), 'day') >= MAX_RANGE_DAYS ? 'tooLong' : null;
};

/** The filters every statistics request carries: the range always explicit, the lists only when chosen. */
export const statsQuery = (params: StatsParams) => ({
  startDate: params.startDate,
  endDate: params.endDate,
  userType: params.userType,
  ...(params.pageList.length > 0 ? { pageList: [...params.pageList] } : {}),
  ...(params.platformList.length > 0 ? { platformList: [...params.platformList] } : {}),
  ...(params.teamList.length > 0 ? { teamList: [...params.teamList] } : {}),
  ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
});
