import type { OverviewRow } from '../../api/types.ts';

/** The KPI strip's figures of one period, summed from the overview table's monthly rows. */
export interface PeriodFigures {
  gmv: number;
  units: number;
  avgPrice: number;
  /** Counts are per month (a brand sells in many months): the period shows their monthly average. */
  brandCount: number;
  shopCount: number;
  spuCount: number;
}

export type KpiKey = keyof PeriodFigures;
export const KPI_KEYS: readonly KpiKey[] = ['gmv', 'units', 'avgPrice', 'brandCount', 'shopCount', 'spuCount'];

export const summarize = (rows: readonly Pick<OverviewRow, KpiKey>[]): PeriodFigures | null => {
  if (rows.length === 0) return null;
  const sum = (key: KpiKey) => rows.reduce((total, row) => total + row[key], 0);
  const gmv = sum('gmv');
  const units = sum('units');
  return {
    gmv,
    units,
    avgPrice: units > 0 ? gmv / units : 0,
    brandCount: Math.round(sum('brandCount') / rows.length),
    shopCount: Math.round(sum('shopCount') / rows.length),
    spuCount: Math.round(sum('spuCount') / rows.length),
  };
};

/** (current - earlier) / earlier; null when there is no earlier figure to compare with (or it was zero). */
export const changeOf = (current: number, earlier: number | null | undefined) =>
  earlier === null || earlier === undefined || earlier === 0 ? null : (current - earlier) / earlier;

export interface Kpi {
  key: KpiKey;
  value: number;
  /** 环比: against the period just before. */
  mom: number | null;
  /** 同比: against the same months a year earlier. */
  yoy: number | null;
}

export const kpisOf = (current: PeriodFigures, previous: PeriodFigures | null, yearAgo: PeriodFigures | null): Kpi[] =>
  KPI_KEYS.map((key) => ({
    key,
    value: current[key],
    mom: changeOf(current[key], previous?.[key]),
    yoy: changeOf(current[key], yearAgo?.[key]),
  }));
