import { effectivePeriod, type Period } from '../../lib/period.ts';

/**
 * The period moved back (-1) or forward (+1) by its own length, within the months that have data: three
 * months Apr-Jun go to Jan-Mar or Jul-Sep. Null when that would leave the data.
 */
export const shiftPeriod = (
  filters: { startDate?: string; endDate?: string },
  dateList: readonly string[],
  direction: -1 | 1,
): Period | null => {
  const current = effectivePeriod(filters, dateList);
  if (!current) return null;
  const start = dateList.indexOf(current.startDate);
  const end = dateList.indexOf(current.endDate);
  if (start < 0 || end < start) return null;
  const length = end - start + 1;
  const nextStart = dateList[start + direction * length];
  const nextEnd = dateList[end + direction * length];
  return nextStart && nextEnd ? { startDate: nextStart, endDate: nextEnd } : null;
};
