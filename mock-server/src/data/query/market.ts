import type { Static } from 'typebox';
import type {
  AnchorRankRow,
  BrandRankRow,
  CategoryRankRow,
  ColumnDef,
  LiteralOf,
  LEVELS,
  MetricId,
  OverviewChart,
  OverviewRow,
  PriceZoneRow,
  ShopRankRow,
  ShopTypeId,
  SpuRankRow,
  TrendRow,
} from '@aisle/contract';
import type { Dataset } from '../dataset.ts';
import { STRIDE } from '../facts.ts';
import { toId } from '../ids.ts';
import { HISTORY_MONTHS, monthOrdinal, ordinalMonth } from '../months.ts';
import {
  aggregate,
  emptySums,
  monthBounds,
  monthlyCounts,
  monthlyTotals,
  periodSum,
  rankGroups,
  statsWeight,
  totalsOf,
  type GroupSpec,
  type GroupStats,
  type MonthlyTotals,
  type Totals,
} from './aggregate.ts';
import { LruCache } from './lru.ts';
import { filterKey, type MarketFilter } from './params.ts';
import { NO_SCOPE, select, type Scope, type Selection } from './selection.ts';
import { average, change, column, ratio, yuan, type Table } from './table.ts';

export type CategoryRankValue = Static<typeof CategoryRankRow>;
export type BrandRankValue = Static<typeof BrandRankRow>;
export type ShopRankValue = Static<typeof ShopRankRow>;
export type SpuRankValue = Static<typeof SpuRankRow>;
export type AnchorRankValue = Static<typeof AnchorRankRow>;
export type PriceZoneValue = Static<typeof PriceZoneRow>;
export type TrendValue = Static<typeof TrendRow>;
export type OverviewValue = Static<typeof OverviewRow>;
export type OverviewChartValue = Static<typeof OverviewChart>;
type LevelValue = LiteralOf<typeof LEVELS>;

/** Cache budget for aggregated figures (rough bytes). */
const CACHE_BUDGET = 32 * 1024 * 1024;

// ---- Columns ------------------------------------------------------------------------------------

const RANK = column('rank', '排名', 'Rank', 'rank', true);
const METRICS = [
  column('gmv', '销售额', 'GMV', 'money', true, '元'),
  column('units', '销量', 'Units sold', 'integer', true, '件'),
  column('avgPrice', '成交均价', 'Average price', 'money', true, '元'),
  column('share', '市场份额', 'Share', 'percent', true),
  column('mom', '环比', 'vs previous period', 'change', true),
  column('yoy', '同比', 'vs a year earlier', 'change', true),
  column('rankChange', '排名变化', 'Rank change', 'integer', true),
];
const BRAND_COUNT = column('brandCount', '品牌数', 'Brands', 'integer', true);
const SHOP_COUNT = column('shopCount', '店铺数', 'Shops', 'integer', true);
const SPU_COUNT = column('spuCount', '商品数', 'Products', 'integer', true);

export const COLUMNS = {
  categoryRank: [
    RANK,
    column('categoryName', '类目', 'Category', 'text', false),
    ...METRICS,
    BRAND_COUNT,
    SHOP_COUNT,
    SPU_COUNT,
  ],
  brandRank: [RANK, column('brandName', '品牌', 'Brand', 'text', false), ...METRICS, SHOP_COUNT, SPU_COUNT],
  shopRank: [
    RANK,
    column('shopName', '店铺', 'Shop', 'text', false),
    column('brandName', '品牌', 'Brand', 'text', false),
    ...METRICS,
    SPU_COUNT,
  ],
  spuRank: [
    RANK,
    column('title', '商品', 'Product', 'text', false),
    column('brandName', '品牌', 'Brand', 'text', false),
    column('shopName', '店铺', 'Shop', 'text', false),
    column('categoryName', '类目', 'Category', 'text', false),
    column('price', '标价', 'List price', 'money', true, '元'),
    column('firstMonth', '上市月份', 'First month on sale', 'month', true),
    ...METRICS,
  ],
  anchorRank: [
    RANK,
    column('anchorName', '主播', 'Anchor', 'text', false),
    column('followers', '粉丝数', 'Followers', 'integer', true),
    ...METRICS,
    SPU_COUNT,
    BRAND_COUNT,
  ],
  overview: [
    column('month', '月份', 'Month', 'month', true),
    column('gmv', '销售额', 'GMV', 'money', true, '元'),
    column('units', '销量', 'Units sold', 'integer', true, '件'),
    column('avgPrice', '成交均价', 'Average price', 'money', true, '元'),
    column('mom', '环比', 'vs previous month', 'change', true),
    column('yoy', '同比', 'vs a year earlier', 'change', true),
    BRAND_COUNT,
    SHOP_COUNT,
    SPU_COUNT,
  ],
} satisfies Record<string, ColumnDef[]>;

const METRIC_NAMES: Readonly<
  Record<MetricId, { title: string; titleEn: string; format: 'money' | 'integer'; unit: string }>
> = {
  1: { title: '销售额', titleEn: 'GMV', format: 'money', unit: '元' },
  2: { title: '销量', titleEn: 'Units sold', format: 'integer', unit: '件' },
  3: { title: '成交均价', titleEn: 'Average price', format: 'money', unit: '元' },
};

const priceZoneColumns = (metric: MetricId) => {
  const name = METRIC_NAMES[metric];
  return [
    RANK,
    column('zone', '价格带', 'Price band', 'text', true, '元'),
    column('value', name.title, name.titleEn, name.format, true, name.unit),
    ...METRICS,
    SPU_COUNT,
    BRAND_COUNT,
  ];
};

const trendColumns = (metric: MetricId, months: readonly string[]) => {
  const name = METRIC_NAMES[metric];
  return [
    column('categoryName', '类目', 'Category', 'text', false),
    column('total', `合计${name.title}`, `Total ${name.titleEn}`, name.format, true, name.unit),
    ...months.map((month) => column(`byMonth.${month}`, month, month, name.format, true, name.unit)),
  ];
};

// ---- Rows -------------------------------------------------------------------------------------------

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

const fill = (count: number, value: (r: number) => number) => {
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

/** Bands of a price-zone table, in cents: band b is [b * width, (b + 1) * width), the last one open. */
interface Bands {
  width: number;
  count: number;
}

/** 1, 2, 5, 10, 20, 25, 50, 100... the nearest "nice" band width at or above `raw` (yuan). */
export const niceWidth = (raw: number) => {
  if (raw <= 1) return 1;
  const exponent = Math.pow(10, Math.floor(Math.log10(raw)));
  const fraction = raw / exponent;
  const steps = exponent >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  return (steps.find((step) => fraction <= step) ?? 10) * exponent;
};

const AUTO_BANDS = 10;
const MAX_BANDS = 20;

const formatYuan = (value: number) => String(Math.round(value * 100) / 100);

export interface Market {
  categoryRank(filter: MarketFilter, level: LevelValue, scope?: Scope): Table<CategoryRankValue>;
  brandRank(filter: MarketFilter, scope?: Scope): Table<BrandRankValue>;
  shopRank(filter: MarketFilter, scope?: Scope): Table<ShopRankValue>;
  spuRank(filter: MarketFilter, type: 0 | 1, scope?: Scope): Table<SpuRankValue>;
  anchorRank(filter: MarketFilter): Table<AnchorRankValue>;
  priceZone(filter: MarketFilter, metric: MetricId, typeValue: number, scope?: Scope): Table<PriceZoneValue>;
  categoryTrend(filter: MarketFilter, level: LevelValue, metric: MetricId, scope?: Scope): Table<TrendValue>;
  overviewTable(filter: MarketFilter, scope?: Scope): Table<OverviewValue>;
  overviewChart(filter: MarketFilter, scope?: Scope): OverviewChartValue;
  /** Figures of a whole selection (a monitored entity, a category) for the period. */
  totals(filter: MarketFilter, scope?: Scope): Totals;
  /**
   * One row per scope (monitored entities), every scope kept even without sales, ranked by GMV; `share` is
   * against the unscoped market of the filter. Row r is scope `group[r]`.
   */
  scopeStats(filter: MarketFilter, scopes: readonly Scope[]): GroupStats;
  /** The categories that are the rows of a category rank or trend (see docs/mock-server.md). */
  categoryRows(filter: MarketFilter, level: LevelValue): number[];
  cacheInfo(): { entries: number; weight: number; hits: number; misses: number };
  clearCache(): void;
}

export const createMarket = (dataset: Dataset): Market => {
  const { taxonomy, products, brands, shops, anchors, calendar } = dataset;
  const cache = new LruCache<unknown>(CACHE_BUDGET);
  const cached = <T>(key: string, compute: () => T, weigh: (value: T) => number): T =>
    cache.through(key, compute, weigh as (value: unknown) => number) as T;
  const selectionOf = (filter: MarketFilter, scope: Scope): Selection =>
    select(dataset, filter.platform, filter.node, scope);
  const firstOrdinal = monthOrdinal(calendar.months[0] as string);
  const monthName = (index: number) => ordinalMonth(firstOrdinal + index);
  const periodMonths = (filter: MarketFilter) =>
    calendar.months.slice(filter.period.start, filter.period.end + 1) as string[];

  const categoryRows = (filter: MarketFilter, level: LevelValue): number[] => {
    const { node, platform } = filter;
    const present = dataset.presence[platform];
    if (node >= 0 && taxonomy.levels[node] === 4) return [node];
    const target = Math.max(level, node >= 0 ? (taxonomy.levels[node] as number) + 1 : 1);
    const from = node >= 0 ? node : 0;
    const to = node >= 0 ? (taxonomy.end[node] as number) : taxonomy.count;
    const rows: number[] = [];
    for (let k = from; k < to; k += 1) if (taxonomy.levels[k] === target && present[k] === 1) rows.push(k);
    return rows;
  };

  /** leaf -> row index of the category rows */
  const leafRemap = (rows: readonly number[]) => {
    const remap = new Int32Array(taxonomy.count).fill(-1);
    rows.forEach((node, g) => {
      for (let k = node; k < (taxonomy.end[node] as number); k += 1) remap[k] = g;
    });
    return remap;
  };

  const stats = (kind: string, filter: MarketFilter, scope: Scope, spec: () => GroupSpec, extra = '') =>
    cached(
      `${kind}|${filterKey(filter)}|${scope.key}|${extra}`,
      () => aggregate(dataset, selectionOf(filter, scope), filter.period, filter.shopMask, spec()),
      statsWeight,
    );

  const categoryStats = (filter: MarketFilter, level: LevelValue, scope: Scope) => {
    const rows = categoryRows(filter, level);
    const stats_ = stats(
      'category',
      filter,
      scope,
      () => ({ key: products.leaf, remap: leafRemap(rows), groups: rows.length, brands: true, shops: true }),
      String(level),
    );
    return { rows, stats: stats_ };
  };

  return {
    categoryRows,

    categoryRank(filter, level, scope = NO_SCOPE) {
      const { rows, stats: s } = categoryStats(filter, level, scope);
      return rankTable(s, COLUMNS.categoryRank, (r) => {
        const node = rows[s.group[r] as number] as number;
        const row = {
          categoryId: taxonomy.ids[node] as number,
          categoryName: taxonomy.names[node] as string,
          categoryNameEn: taxonomy.namesEn[node] as string,
          level: taxonomy.levels[node] as LevelValue,
          brandCount: s.brandCount?.[r] ?? 0,
          shopCount: s.shopCount?.[r] ?? 0,
          spuCount: s.spuCount[r] as number,
        };
        return withMetrics(row, s, r);
      });
    },

    brandRank(filter, scope = NO_SCOPE) {
      const s = stats('brand', filter, scope, () => ({ key: products.brand, groups: brands.count, shops: true }));
      return rankTable(s, COLUMNS.brandRank, (r) => {
        const b = s.group[r] as number;
        const row = {
          brandId: toId('brand', b),
          brandName: brands.names[b] as string,
          brandNameEn: brands.namesEn[b] as string,
          shopCount: s.shopCount?.[r] ?? 0,
          spuCount: s.spuCount[r] as number,
        };
        return withMetrics(row, s, r);
      });
    },

    shopRank(filter, scope = NO_SCOPE) {
      const s = stats('shop', filter, scope, () => ({ key: products.shop, groups: shops.count }));
      return rankTable(s, COLUMNS.shopRank, (r) => {
        const shop = s.group[r] as number;
        const b = shops.brand[shop] as number;
        const row = {
          shopId: toId('shop', shop),
          shopName: shops.names[shop] as string,
          shopType: shops.shopType[shop] as ShopTypeId,
          brandId: b >= 0 ? toId('brand', b) : null,
          brandName: b >= 0 ? (brands.names[b] as string) : null,
          spuCount: s.spuCount[r] as number,
        };
        return withMetrics(row, s, r);
      });
    },

    spuRank(filter, type, scope = NO_SCOPE) {
      const { start, end } = filter.period;
      const include =
        type === 1
          ? (i: number) => (products.launch[i] as number) >= start && (products.launch[i] as number) <= end
          : undefined;
      const s = stats(
        'spu',
        filter,
        scope,
        () => ({ key: null, groups: products.count, ...(include ? { include } : {}) }),
        String(type),
      );
      return rankTable(
        s,
        COLUMNS.spuRank,
        (r) => {
          const i = s.group[r] as number;
          const shop = products.shop[i] as number;
          const leaf = products.leaf[i] as number;
          const brand = products.brand[i] as number;
          const row = {
            spuId: toId('spu', i),
            title: products.titles[i] as string,
            price: yuan(products.price[i] as number),
            brandId: toId('brand', brand),
            brandName: brands.names[brand] as string,
            shopId: toId('shop', shop),
            shopName: shops.names[shop] as string,
            categoryId: taxonomy.ids[leaf] as number,
            categoryName: taxonomy.names[leaf] as string,
            firstMonth: monthName(products.launch[i] as number),
          };
          return withMetrics(row, s, r);
        },
        (key) =>
          key === 'price'
            ? fill(s.count, (r) => products.price[s.group[r] as number] as number)
            : key === 'firstMonth'
              ? fill(s.count, (r) => products.launch[s.group[r] as number] as number)
              : null,
      );
    },

    anchorRank(filter) {
      const s = cached(`anchor|${filterKey(filter)}`, () => anchorStats(dataset, filter), statsWeight);
      return rankTable(
        s,
        COLUMNS.anchorRank,
        (r) => {
          const a = s.group[r] as number;
          const row = {
            anchorId: toId('anchor', a),
            anchorName: anchors.names[a] as string,
            followers: anchors.followers[a] as number,
            spuCount: s.spuCount[r] as number,
            brandCount: s.brandCount?.[r] ?? 0,
          };
          return withMetrics(row, s, r);
        },
        (key) => (key === 'followers' ? fill(s.count, (r) => anchors.followers[s.group[r] as number] as number) : null),
      );
    },

    priceZone(filter, metric, typeValue, scope = NO_SCOPE) {
      const selection = selectionOf(filter, scope);
      const bands = cached(
        `bands|${filterKey(filter)}|${scope.key}|${typeValue}`,
        () => priceBands(dataset, selection, filter, typeValue),
        () => 100,
      );
      const s = stats(
        'price',
        filter,
        scope,
        () => {
          const band = new Int16Array(products.count);
          const widthCents = bands.width * 100;
          for (let k = selection.from; k < selection.to; k += 1) {
            const i = selection.items ? (selection.items[k] as number) : k;
            band[i] = Math.min(bands.count - 1, Math.floor((products.price[i] as number) / widthCents));
          }
          return { key: band, groups: bands.count, brands: true };
        },
        String(typeValue),
      );
      const value = (r: number) =>
        metric === 1
          ? yuan(s.gmv[r] as number)
          : metric === 2
            ? (s.units[r] as number)
            : average(s.gmv[r] as number, s.units[r] as number);
      return rankTable(
        s,
        priceZoneColumns(metric),
        (r) => {
          const b = s.group[r] as number;
          const min = b * bands.width;
          const open = b === bands.count - 1;
          const row = {
            zone: open ? `${formatYuan(min)}+` : `${formatYuan(min)}-${formatYuan(min + bands.width)}`,
            minPrice: min,
            maxPrice: open ? null : min + bands.width,
            spuCount: s.spuCount[r] as number,
            brandCount: s.brandCount?.[r] ?? 0,
            value: value(r),
          };
          return withMetrics(row, s, r);
        },
        (key) =>
          key === 'zone' ? fill(s.count, (r) => s.group[r] as number) : key === 'value' ? fill(s.count, value) : null,
        { key: 'zone', direction: 'asc' },
      );
    },

    categoryTrend(filter, level, metric, scope = NO_SCOPE) {
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
        return metric === 1 ? yuan(gmv) : metric === 2 ? units : average(gmv, units);
      };
      const totalOf = (g: number) =>
        metric === 1
          ? yuan(trend.totalGmv[g] as number)
          : metric === 2
            ? (trend.totalUnits[g] as number)
            : average(trend.totalGmv[g] as number, trend.totalUnits[g] as number);
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
    },

    overviewTable(filter, scope = NO_SCOPE) {
      const view = overview(filter, scope);
      const months = periodMonths(filter);
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
    },

    overviewChart(filter, scope = NO_SCOPE) {
      const view = overview(filter, scope);
      const { period } = filter;
      const months = periodMonths(filter);
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
    },

    totals(filter, scope = NO_SCOPE) {
      return cached(
        `totals|${filterKey(filter)}|${scope.key}`,
        () => totalsOf(dataset, selectionOf(filter, scope), filter.period, filter.shopMask),
        () => 200,
      );
    },

    scopeStats(filter, scopes) {
      const n = scopes.length;
      const sums = emptySums(n);
      scopes.forEach((scope, g) => {
        const t = this.totals(filter, scope);
        sums.gmv[g] = t.gmv;
        sums.units[g] = t.units;
        sums.prevGmv[g] = t.prevGmv;
        sums.yoyGmv[g] = t.yoyGmv;
        sums.spuCount[g] = t.spuCount;
      });
      const market = this.totals(filter);
      const { period } = filter;
      return rankGroups(
        sums,
        {
          totalGmv: market.gmv,
          totalUnits: market.units,
          prevAvailable: period.prevStart >= 0,
          yoyAvailable: period.yoyStart >= 0,
        },
        false,
        true,
      ).stats;
    },

    cacheInfo: () => ({ entries: cache.size, weight: cache.weight, hits: cache.hits, misses: cache.misses }),
    clearCache: () => cache.clear(),
  };

  function overview(filter: MarketFilter, scope: Scope) {
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
  }
};

// ---- Price bands, trend and anchors -----------------------------------------------------------------

/**
 * typeValue 0: ten bands of a "nice" width chosen so that nine of them cover 90% of the selling products'
 * prices, the tenth open-ended. Otherwise bands of typeValue yuan, as many as the prices need (at most 20,
 * the last open-ended).
 */
const priceBands = (dataset: Dataset, selection: Selection, filter: MarketFilter, typeValue: number): Bands => {
  const { cumUnits } = dataset.facts;
  const { price, shopType } = dataset.products;
  const s = filter.period.start;
  const e = filter.period.end + 1;
  const prices = new Float64Array(selection.to - selection.from);
  let count = 0;
  for (let k = selection.from; k < selection.to; k += 1) {
    const i = selection.items ? (selection.items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & filter.shopMask) === 0) continue;
    if ((cumUnits[i * STRIDE + e] as number) - (cumUnits[i * STRIDE + s] as number) <= 0) continue;
    prices[count++] = price[i] as number;
  }
  if (count === 0) return { width: typeValue > 0 ? typeValue : 100, count: 1 };
  const sorted = prices.subarray(0, count).sort();
  if (typeValue > 0) {
    const highest = sorted[count - 1] as number;
    return { width: typeValue, count: Math.min(MAX_BANDS, Math.floor(highest / (typeValue * 100)) + 1) };
  }
  const p90 = sorted[Math.floor(count * 0.9)] as number;
  return { width: niceWidth(p90 / 100 / (AUTO_BANDS - 1)), count: AUTO_BANDS };
};

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
  dataset: Dataset,
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

/**
 * Anchors are credited with their share of each linked product's sales; `share` is against the whole
 * (filtered) Douyin market, so the shares of all anchors add up to the part of sales made live.
 */
const anchorStats = (dataset: Dataset, filter: MarketFilter): GroupStats => {
  const { anchors, products } = dataset;
  const { cumGmv, cumUnits } = dataset.facts;
  const n = anchors.count;
  const sums = { ...emptySums(n), brandCount: new Uint32Array(n) };
  const { period, shopMask } = filter;
  const prevAvailable = period.prevStart >= 0;
  const yoyAvailable = period.yoyStart >= 0;
  if (filter.platform !== 4) {
    return rankGroups(sums, { totalGmv: 0, totalUnits: 0, prevAvailable, yoyAvailable }).stats;
  }
  const market = select(dataset, 4, filter.node);
  const totals = totalsOf(dataset, market, period, shopMask);
  const { s, e, ps, pe, ys, ye } = monthBounds(period);
  // pass 1, in product order (the facts are read sequentially): credit each link's anchor
  const { productLinkStart, productLinks, linkAnchor, linkShare } = anchors;
  const linkSold = new Uint8Array(anchors.linkProduct.length);
  for (let i = market.from; i < market.to; i += 1) {
    const first = productLinkStart[i] as number;
    const last = productLinkStart[i + 1] as number;
    if (first === last || ((1 << (products.shopType[i] as number)) & shopMask) === 0) continue;
    const base = i * STRIDE;
    for (let j = first; j < last; j += 1) {
      const k = productLinks[j] as number;
      const a = linkAnchor[k] as number;
      const w = linkShare[k] as number;
      const u = periodSum(cumUnits, base, s, e, w);
      sums.units[a] = (sums.units[a] as number) + u;
      sums.gmv[a] = (sums.gmv[a] as number) + periodSum(cumGmv, base, s, e, w);
      if (prevAvailable) sums.prevGmv[a] = (sums.prevGmv[a] as number) + periodSum(cumGmv, base, ps, pe, w);
      if (yoyAvailable) sums.yoyGmv[a] = (sums.yoyGmv[a] as number) + periodSum(cumGmv, base, ys, ye, w);
      if (u > 0) {
        linkSold[k] = 1;
        sums.spuCount[a] = (sums.spuCount[a] as number) + 1;
      }
    }
  }
  // pass 2, anchor by anchor: distinct brands among the links that sold
  const brandSeen = new Int32Array(dataset.brands.count).fill(-1);
  for (let a = 0; a < n; a += 1) {
    for (let k = anchors.linkStart[a] as number; k < (anchors.linkStart[a + 1] as number); k += 1) {
      if (linkSold[k] === 0) continue;
      const b = products.brand[anchors.linkProduct[k] as number] as number;
      if (brandSeen[b] !== a) {
        brandSeen[b] = a;
        sums.brandCount[a] = (sums.brandCount[a] as number) + 1;
      }
    }
  }
  return rankGroups(sums, { totalGmv: totals.gmv, totalUnits: totals.units, prevAvailable, yoyAvailable }).stats;
};
