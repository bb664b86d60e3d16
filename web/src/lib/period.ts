import dayjs from 'dayjs';
import type { MessageKey } from '../i18n/messages.ts';

/** A period of whole months, both ends included (YYYY-MM). */
export interface Period {
  startDate: string;
  endDate: string;
}

export interface PeriodPreset extends Period {
  id: 'latest' | 'last3' | 'last6' | 'last12' | 'ytd';
  label: MessageKey;
}

/**
 * The presets of the period picker, from the months that have data (oldest first). Presets that the data
 * cannot fill (12 months when only 8 exist) are left out.
 */
export const periodPresets = (dateList: readonly string[]): PeriodPreset[] => {
  const last = dateList.at(-1);
  if (!last) return [];
  const back = (months: number) => dateList[dateList.length - months];
  const presets: PeriodPreset[] = [{ id: 'latest', label: 'shell.periodLatest', startDate: last, endDate: last }];
  for (const [id, label, months] of [
    ['last3', 'shell.periodLast3', 3],
    ['last6', 'shell.periodLast6', 6],
    ['last12', 'shell.periodLast12', 12],
  ] as const) {
    const start = back(months);
    if (start) presets.push({ id, label, startDate: start, endDate: last });
  }
  const yearStart = `${last.slice(0, 4)}-01`;
  if (dateList.includes(yearStart) && yearStart !== last)
    presets.push({ id: 'ytd', label: 'shell.periodThisYear', startDate: yearStart, endDate: last });
  return presets;
};

/** The period the server will use: the URL's, else the latest month with data. */
export const effectivePeriod = (
  filters: { startDate?: string; endDate?: string },
  dateList: readonly string[],
): Period | null => {
  if (filters.startDate && filters.endDate) return { startDate: filters.startDate, endDate: filters.endDate };
  const last = dateList.at(-1);
  return last ? { startDate: last, endDate: last } : null;
};

export const formatPeriod = (period: Period | null) =>
  !period ? '—' : period.startDate === period.endDate ? period.startDate : `${period.startDate} ~ ${period.endDate}`;

/**
 * The periods a period is compared with: the one just before it, of the same length (环比), and the same months a
 * year earlier (同比). Null where the data does not reach (the first months of the date list).
 */
export const comparisonPeriods = (period: Period, dateList: readonly string[]) => {
  const start = dateList.indexOf(period.startDate);
  const end = dateList.indexOf(period.endDate);
  if (start < 0 || end < start) return { previous: null, yearAgo: null };
  const length = end - start + 1;
  const previousStart = dateList[start - length];
  const previousEnd = dateList[end - length];
  const yearBack = (month: string) => dayjs(`${month}-01`).subtract(12, 'month').format('YYYY-MM');
  const yearAgo = { startDate: yearBack(period.startDate), endDate: yearBack(period.endDate) };
  return {
    previous: previousStart && previousEnd ? { startDate: previousStart, endDate: previousEnd } : null,
    yearAgo: dateList.includes(yearAgo.startDate) && dateList.includes(yearAgo.endDate) ? yearAgo : null,
  };
};

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not: dayjs rolls it over to March). */
export const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).format('YYYY-MM-DD') === day;
