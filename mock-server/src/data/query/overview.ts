import { HISTORY_MONTHS } from '../months.ts';
import { COLUMNS, type OverviewChartValue, type OverviewValue } from './columns.ts';
import type { MarketKit } from './market-kit.ts';
import type { MarketFilter } from './params.ts';
import { fill } from './rank-table.ts';
import type { Scope } from './selection.ts';
import { monthlyCounts, monthlyTotals, type MonthlyTotals } from './sums.ts';
import { average, change, yuan, type Table } from './table.ts';

/** The overview: one row (or chart point) per month of the period, with distinct counts per month. */

const overview = (kit: MarketKit, filter: MarketFilter, scope: Scope) => {
  const { dataset, cached, selectionOf } = kit;
  const selectionKey = `${filter.platform}|${filter.node}|${filter.shopMask}|${scope.key}`;
  const monthly = cached<MonthlyTotals>(
    `monthly|${selectionKey}`,
    () => monthlyTotals(dataset, selectionOf(filter, scope), filter.shopMask, HISTORY_MONTHS),
    () => HISTORY_MONTHS * 16 + 100,
  );
  const counts = cached(
    `counts|${selectionKey}|${filter.period.start}-${filter.period.end}`,
    () => ({
      ...monthlyCounts(dataset, selectionOf(filter, scope), filter.shopMask, filter.period),
      orders: new Map<string, Uint32Array>(),
    }),
    () => filter.period.length * 12 + 1_000,
  );
  return { monthly, counts, orders: counts.orders };
};

export const overviewTable = (kit: MarketKit, filter: MarketFilter, scope: Scope): Table<OverviewValue> => {
  const view = overview(kit, filter, scope);
  const months = kit.periodMonths(filter);
  const { period } = filter;
  const rowValues = (j: number) => {
    const m = period.start + j;
    const gmv = view.monthly.gmv[m] as number;
    const units = view.monthly.units[m] as number;
    return {
      month: months[j] as string,
      gmv: yuan(gmv),
      units,
      avgPrice: average(gmv, units),
      brandCount: view.counts.brands[j] as number,
      shopCount: view.counts.shops[j] as number,
      spuCount: view.counts.spus[j] as number,
      mom: m >= 1 ? change(gmv, view.monthly.gmv[m - 1] as number, true) : null,
      yoy: m >= 12 ? change(gmv, view.monthly.gmv[m - 12] as number, true) : null,
    };
  };
  return {
    count: months.length,
    columns: COLUMNS.overview,
    orders: view.orders,
    row: rowValues,
    defaultSort: { key: 'month', direction: 'asc' },
    sortValues: (key) =>
      fill(months.length, (j) => {
        if (key === 'month') return j;
        const value = (rowValues(j) as Record<string, number | string | null>)[key];
        return typeof value === 'number' ? value : NaN;
      }),
  };
};

export const overviewChart = (kit: MarketKit, filter: MarketFilter, scope: Scope): OverviewChartValue => {
  const view = overview(kit, filter, scope);
  const { period } = filter;
  const months = kit.periodMonths(filter);
  const at = (j: number) => period.start + j;
  const gmvOf = (m: number) => view.monthly.gmv[m] as number;
  return {
    xAxis: months,
    series: [
      { key: 'gmv', name: '销售额', nameEn: 'GMV', unit: '元', data: months.map((_, j) => yuan(gmvOf(at(j)))) },
      {
        key: 'units',
        name: '销量',
        nameEn: 'Units sold',
        unit: '件',
        data: months.map((_, j) => view.monthly.units[at(j)] as number),
      },
    ],
    rightSeries: [
      {
        key: 'mom',
        name: '销售额环比',
        nameEn: 'GMV vs previous month',
        unit: '%',
        data: months.map((_, j) => (at(j) >= 1 ? change(gmvOf(at(j)), gmvOf(at(j) - 1), true) : null)),
      },
      {
        key: 'yoy',
        name: '销售额同比',
        nameEn: 'GMV vs a year earlier',
        unit: '%',
        data: months.map((_, j) => (at(j) >= 12 ? change(gmvOf(at(j)), gmvOf(at(j) - 12), true) : null)),
      },
    ],
  };
};
