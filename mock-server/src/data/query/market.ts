import type { MetricId, ShopTypeId } from '@aisle/contract';
import type { DatasetCore } from '../core.ts';
import { toId } from '../ids.ts';
import { anchorStats } from './anchor-stats.ts';
import { statsWeight } from './aggregate.ts';
import {
  COLUMNS,
  type AnchorRankValue,
  type BrandRankValue,
  type CategoryRankValue,
  type LevelValue,
  type OverviewChartValue,
  type OverviewValue,
  type PriceZoneValue,
  type ShopRankValue,
  type SpuRankValue,
  type TrendValue,
} from './columns.ts';
import { makeMarketKit } from './market-kit.ts';
import { overviewChart, overviewTable } from './overview.ts';
import { filterKey, type MarketFilter } from './params.ts';
import { priceZoneTable } from './price-zone.ts';
import { emptySums, rankGroups, type GroupStats } from './rank-groups.ts';
import { fill, rankTable, withMetrics } from './rank-table.ts';
import { NO_SCOPE, type Scope } from './selection.ts';
import { totalsOf, type Totals } from './sums.ts';
import { yuan, type Table } from './table.ts';
import { trendTable } from './trend.ts';

// the tables' shapes and builders, for the route modules that assemble their own (monitor)
export * from './columns.ts';
export { niceWidth } from './price-zone.ts';
export { rankTable, withMetrics } from './rank-table.ts';

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

export const createMarket = (dataset: DatasetCore): Market => {
  const { taxonomy, products, brands, shops, anchors } = dataset;
  const kit = makeMarketKit(dataset);
  const { cached, selectionOf, stats, categoryRows, leafRemap, monthName } = kit;

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

    priceZone: (filter, metric, typeValue, scope = NO_SCOPE) => priceZoneTable(kit, filter, metric, typeValue, scope),
    categoryTrend: (filter, level, metric, scope = NO_SCOPE) => trendTable(kit, filter, level, metric, scope),
    overviewTable: (filter, scope = NO_SCOPE) => overviewTable(kit, filter, scope),
    overviewChart: (filter, scope = NO_SCOPE) => overviewChart(kit, filter, scope),

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
    cacheInfo: kit.cacheInfo,
    clearCache: kit.clearCache,
  };
};
