import Type from 'typebox';
import { withDefault } from '../define.ts';
import {
  Id,
  Keyword,
  Level,
  MenuKey,
  Metric,
  Money,
  Month,
  Nullable,
  Platform,
  Ratio,
  ShopType,
  SpuRankType,
  pagingFields,
  sortFields,
} from '../primitives.ts';

/**
 * Parameters shared by the category, business, keyword and attribute endpoints. Absent dates mean the
 * latest available month; absent shopTypes mean every shop type that carries data.
 */
export const marketFields = () => ({
  platform: withDefault(Platform, 1),
  categoryId: withDefault(Type.Integer({ minimum: 0, description: '0 = all categories' }), 0),
  startDate: Type.Optional(Month),
  endDate: Type.Optional(Month),
  shopTypes: Type.Optional(Type.Array(ShopType, { maxItems: 6, uniqueItems: true })),
  ...pagingFields(),
  ...sortFields(),
});

export const MarketQuery = Type.Object(marketFields());
export const CategoryRankQuery = Type.Object({ ...marketFields(), level: withDefault(Level, 1) });
export const CategoryTrendQuery = Type.Object({
  ...marketFields(),
  level: withDefault(Level, 1),
  metrics: withDefault(Metric, 1),
});
export const SpuRankQuery = Type.Object({ ...marketFields(), type: withDefault(SpuRankType, 0) });
export const PriceZoneQuery = Type.Object({
  ...marketFields(),
  metrics: withDefault(Metric, 1),
  typeValue: withDefault(
    Type.Integer({ minimum: 0, maximum: 100_000, description: '0 = automatic price bands, else band width in yuan' }),
    0,
  ),
});
/** Chart queries take the market filters without paging and sorting. */
export const ChartQuery = Type.Object({
  platform: withDefault(Platform, 1),
  categoryId: withDefault(Type.Integer({ minimum: 0 }), 0),
  startDate: Type.Optional(Month),
  endDate: Type.Optional(Month),
  shopTypes: Type.Optional(Type.Array(ShopType, { maxItems: 6, uniqueItems: true })),
});

// ---- Rows -----------------------------------------------------------------------------------

/** The metrics every rank row carries: value, share of the category, change vs previous period and year. */
export const metricFields = () => ({
  rank: Type.Integer({ minimum: 1 }),
  rankChange: Nullable(Type.Integer({ description: 'positive = moved up; null when not ranked before' })),
  gmv: Money,
  units: Type.Integer({ minimum: 0 }),
  avgPrice: Money,
  share: Ratio,
  mom: Nullable(Ratio),
  yoy: Nullable(Ratio),
});

export const CategoryRankRow = Type.Object({
  categoryId: Id,
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  level: Level,
  brandCount: Type.Integer({ minimum: 0 }),
  shopCount: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
  ...metricFields(),
});

export const BrandRankRow = Type.Object({
  brandId: Id,
  brandName: Type.String(),
  brandNameEn: Type.String(),
  shopCount: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
  ...metricFields(),
});

export const ShopRankRow = Type.Object({
  shopId: Id,
  shopName: Type.String(),
  shopType: ShopType,
  brandId: Nullable(Id),
  brandName: Nullable(Type.String()),
  spuCount: Type.Integer({ minimum: 0 }),
  ...metricFields(),
});

export const SpuRankRow = Type.Object({
  spuId: Id,
  title: Type.String(),
  price: Money,
  brandId: Id,
  brandName: Type.String(),
  shopId: Id,
  shopName: Type.String(),
  categoryId: Id,
  categoryName: Type.String(),
  firstMonth: Month,
  ...metricFields(),
});

export const AnchorRankRow = Type.Object({
  anchorId: Id,
  anchorName: Type.String(),
  followers: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
  brandCount: Type.Integer({ minimum: 0 }),
  ...metricFields(),
});

export const PriceZoneRow = Type.Object({
  zone: Type.String({ description: 'e.g. "100-200"' }),
  minPrice: Money,
  maxPrice: Nullable(Money),
  spuCount: Type.Integer({ minimum: 0 }),
  brandCount: Type.Integer({ minimum: 0 }),
  value: Type.Number({ description: 'the chosen metric' }),
  ...metricFields(),
});

/** One row per category, one number per month (the chosen metric), under `byMonth`. */
export const TrendRow = Type.Object({
  categoryId: Id,
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  total: Type.Number(),
  byMonth: Type.Record(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }), Type.Number()),
});

/** One row per month of the period. */
export const OverviewRow = Type.Object({
  month: Month,
  gmv: Money,
  units: Type.Integer({ minimum: 0 }),
  avgPrice: Money,
  brandCount: Type.Integer({ minimum: 0 }),
  shopCount: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
  mom: Nullable(Ratio),
  yoy: Nullable(Ratio),
});

export const ChartSeries = Type.Object({
  key: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  unit: Type.String(),
  data: Type.Array(Nullable(Type.Number())),
});

/** Overview chart: months on x, values on the left axis, growth ratios on the right axis. */
export const OverviewChart = Type.Object({
  xAxis: Type.Array(Month),
  series: Type.Array(ChartSeries),
  rightSeries: Type.Array(ChartSeries),
});

// ---- Scoping -------------------------------------------------------------------------------

/** Business (monitor detail) endpoints: the market query scoped to one monitored entity. */
export const entityFields = () => ({ menuKey: MenuKey, entityId: Id });
export const keywordTaskFields = () => ({ id: Id });
export const keywordFilter = () => ({ keyword: Type.Optional(Keyword) });
