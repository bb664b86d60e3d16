/** Months the dataset reports (`dateList`): 24, ending with the last complete month before "today". */
export const REPORT_MONTHS = 24;
/**
 * Months generated internally: 12 more than reported, so the year-on-year change exists for every reported
 * month and the previous period exists for periods up to a year long.
 */
export const HISTORY_MONTHS = REPORT_MONTHS + 12;

export const formatMonth = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** Months as an absolute count (year * 12 + month - 1), which makes month arithmetic plain integer arithmetic. */
export const monthOrdinal = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const ordinalMonth = (ordinal: number) => formatMonth(Math.floor(ordinal / 12), (ordinal % 12) + 1);

export interface Calendar {
  /** The HISTORY_MONTHS months, oldest first, as YYYY-MM. Index 0 is the first generated month. */
  months: readonly string[];
  /** Index (into `months`) of the first reported month. */
  firstReported: number;
  /** Index of the latest month with data (the last complete month before "today"). */
  latest: number;
  /** The reported months, oldest first (`dateList`). */
  dateList: readonly string[];
  indexOf(month: string): number | undefined;
  /** Calendar month 1..12 of a month index. */
  monthOfYear(index: number): number;
  year(index: number): number;
}

export const makeCalendar = (today: string): Calendar => {
  const lastComplete = monthOrdinal(today.slice(0, 7)) - 1;
  const first = lastComplete - HISTORY_MONTHS + 1;
  const months = Array.from({ length: HISTORY_MONTHS }, (_, i) => ordinalMonth(first + i));
  const index = new Map(months.map((month, i) => [month, i]));
  return {
    months,
    firstReported: HISTORY_MONTHS - REPORT_MONTHS,
    latest: HISTORY_MONTHS - 1,
    dateList: months.slice(HISTORY_MONTHS - REPORT_MONTHS),
    indexOf: (month) => index.get(month),
    monthOfYear: (i) => ((first + i) % 12) + 1,
    year: (i) => Math.floor((first + i) / 12),
  };
};

/**
 * Month (1..12) of the Spring Festival (Chinese New Year's day). Sales dip that month while shops and couriers
 * close; food and gifts peak the month before. Outside the table, late January/February alternate as they do.
 */
const SPRING_FESTIVAL: Readonly<Record<number, string>> = {
  2019: '02-05',
  2020: '01-25',
  2021: '02-12',
  2022: '02-01',
  2023: '01-22',
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
  2032: '02-11',
};

export const springFestivalMonth = (year: number): number => {
  const day = SPRING_FESTIVAL[year];
  return day ? Number(day.slice(0, 2)) : year % 2 === 0 ? 2 : 1;
};
