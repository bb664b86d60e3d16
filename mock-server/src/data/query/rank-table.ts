import type { ColumnDef } from '@aisle/contract';
import type { GroupStats } from './rank-groups.ts';
import { average, change, ratio, yuan, type Table } from './table.ts';

/** Rank tables: one row per group of a `GroupStats`, with the metric columns every rank table has. */

export interface MetricValues {
  rank: number;
  rankChange: number | null;
  gmv: number;
  units: number;
  avgPrice: number;
  share: number;
  mom: number | null;
  yoy: number | null;
}

/**
 * Adds the metric fields of row r to a row object. Rows are built as one literal plus these assignments, in
 * the same order every time: V8 then shares one hidden class for all rows of a table, where object spread
 * (`{ ...a, ...b }`) made each row a slow dictionary object (25 µs a row instead of under 1).
 */
export const withMetrics = <T extends object>(row: T, stats: GroupStats, r: number): T & MetricValues => {
  const target = row as T & MetricValues;
  const gmv = stats.gmv[r] as number;
  const units = stats.units[r] as number;
  const prevRank = stats.prevRank[r] as number;
  target.rank = r + 1;
  target.rankChange = stats.prevAvailable && prevRank > 0 ? prevRank - (r + 1) : null;
  target.gmv = yuan(gmv);
  target.units = units;
  target.avgPrice = average(gmv, units);
  target.share = stats.totalGmv > 0 ? ratio(gmv / stats.totalGmv) : 0;
  target.mom = change(gmv, stats.prevGmv[r] as number, stats.prevAvailable);
  target.yoy = change(gmv, stats.yoyGmv[r] as number, stats.yoyAvailable);
  return target;
};

export const fill = (count: number, value: (r: number) => number) => {
  const values = new Float64Array(count);
  for (let r = 0; r < count; r += 1) values[r] = value(r);
  return values;
};

/** Sort values of the columns every rank table has. */
const metricSortValues = (stats: GroupStats, key: string): Float64Array | null => {
  const n = stats.count;
  switch (key) {
    case 'rank':
      return fill(n, (r) => r);
    case 'gmv':
    case 'share':
      return stats.gmv;
    case 'units':
      return stats.units;
    case 'avgPrice':
      return fill(n, (r) => average(stats.gmv[r] as number, stats.units[r] as number));
    case 'mom':
      return fill(n, (r) => change(stats.gmv[r] as number, stats.prevGmv[r] as number, stats.prevAvailable) ?? NaN);
    case 'yoy':
      return fill(n, (r) => change(stats.gmv[r] as number, stats.yoyGmv[r] as number, stats.yoyAvailable) ?? NaN);
    case 'rankChange':
      return fill(n, (r) =>
        stats.prevAvailable && (stats.prevRank[r] as number) > 0 ? (stats.prevRank[r] as number) - (r + 1) : NaN,
      );
    case 'spuCount':
      return Float64Array.from(stats.spuCount);
    case 'brandCount':
      return stats.brandCount ? Float64Array.from(stats.brandCount) : null;
    case 'shopCount':
      return stats.shopCount ? Float64Array.from(stats.shopCount) : null;
    default:
      return null;
  }
};

export const rankTable = <Row>(
  stats: GroupStats,
  columns: readonly ColumnDef[],
  row: (r: number) => Row,
  extraSort: (key: string) => Float64Array | null = () => null,
  defaultSort?: Table<Row>['defaultSort'],
): Table<Row> => ({
  count: stats.count,
  columns,
  orders: stats.orders,
  row,
  sortValues: (key) => {
    const values = metricSortValues(stats, key) ?? extraSort(key);
    if (!values) throw new Error(`no sort values for ${key}`);
    return values;
  },
  ...(defaultSort ? { defaultSort } : {}),
});
