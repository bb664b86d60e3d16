import type { MetricId } from '@aisle/contract';
import type { DatasetCore } from '../core.ts';
import { STRIDE } from '../facts.ts';
import { trendColumns, type LevelValue, type TrendValue } from './columns.ts';
import type { MarketKit } from './market-kit.ts';
import { filterKey, type MarketFilter } from './params.ts';
import { fill } from './rank-table.ts';
import type { Scope, Selection } from './selection.ts';
import { periodSum } from './sums.ts';
import { metricValue, type Table } from './table.ts';

interface TrendStats {
  /** row index g (into the category rows) of rows that sold, in category order */
  rows: Int32Array;
  /** [g * months + m], cents / units */
  gmv: Float64Array;
  units: Float64Array;
  totalGmv: Float64Array;
  totalUnits: Float64Array;
}

const trendStats = (
  dataset: DatasetCore,
  selection: Selection,
  filter: MarketFilter,
  rows: readonly number[],
  remap: Int32Array,
): TrendStats => {
  const { cumGmv, cumUnits } = dataset.facts;
  const { shopType, leaf } = dataset.products;
  const { from, to, items, weights } = selection;
  const L = filter.period.length;
  const s = filter.period.start;
  const gmv = new Float64Array(rows.length * L);
  const units = new Float64Array(rows.length * L);
  const totalGmv = new Float64Array(rows.length);
  const totalUnits = new Float64Array(rows.length);
  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & filter.shopMask) === 0) continue;
    const g = remap[leaf[i] as number] as number;
    if (g < 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE + s;
    for (let m = 0; m < L; m += 1) {
      const monthGmv = periodSum(cumGmv, base, m, m + 1, w);
      const monthUnits = periodSum(cumUnits, base, m, m + 1, w);
      gmv[g * L + m] = (gmv[g * L + m] as number) + monthGmv;
      units[g * L + m] = (units[g * L + m] as number) + monthUnits;
      totalGmv[g] = (totalGmv[g] as number) + monthGmv;
      totalUnits[g] = (totalUnits[g] as number) + monthUnits;
    }
  }
  const sold: number[] = [];
  for (let g = 0; g < rows.length; g += 1) if ((totalUnits[g] as number) > 0) sold.push(g);
  return { rows: Int32Array.from(sold), gmv, units, totalGmv, totalUnits };
};

/** The category trend: one row per category that sold, a column per month of the period. */
export const trendTable = (
  kit: MarketKit,
  filter: MarketFilter,
  level: LevelValue,
  metric: MetricId,
  scope: Scope,
): Table<TrendValue> => {
  const { dataset, cached, selectionOf, categoryRows, leafRemap, periodMonths } = kit;
  const { taxonomy } = dataset;
  const rows = categoryRows(filter, level);
  const trend = cached(
    `trend|${filterKey(filter)}|${scope.key}|${level}`,
    () => trendStats(dataset, selectionOf(filter, scope), filter, rows, leafRemap(rows)),
    (t) => 200 + t.rows.length * filter.period.length * 16,
  );
  const months = periodMonths(filter);
  const L = months.length;
  const valueOf = (g: number, m: number) => {
    const gmv = trend.gmv[g * L + m] as number;
    const units = trend.units[g * L + m] as number;
    return metricValue(metric, gmv, units);
  };
  const totalOf = (g: number) => metricValue(metric, trend.totalGmv[g] as number, trend.totalUnits[g] as number);
  const orders = cached(
    `trend-orders|${filterKey(filter)}|${scope.key}|${level}|${metric}`,
    () => new Map<string, Uint32Array>(),
    () => 1_000,
  );
  return {
    count: trend.rows.length,
    columns: trendColumns(metric, months),
    orders,
    defaultSort: { key: 'total', direction: 'desc' },
    sortValues: (key) => {
      if (key === 'total') return fill(trend.rows.length, (j) => totalOf(trend.rows[j] as number));
      const m = months.indexOf(key.slice('byMonth.'.length));
      return fill(trend.rows.length, (j) => valueOf(trend.rows[j] as number, m));
    },
    row: (j) => {
      const g = trend.rows[j] as number;
      const node = rows[g] as number;
      const byMonth: Record<string, number> = {};
      months.forEach((month, m) => (byMonth[month] = valueOf(g, m)));
      return {
        categoryId: taxonomy.ids[node] as number,
        categoryName: taxonomy.names[node] as string,
        categoryNameEn: taxonomy.namesEn[node] as string,
        total: totalOf(g),
        byMonth,
      };
    },
  };
};
