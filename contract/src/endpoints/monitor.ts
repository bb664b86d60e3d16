import Type, { type TObject } from 'typebox';
import { endpoint } from '../define.ts';
import {
  DateTime,
  Empty,
  Id,
  Keyword,
  MenuKey,
  Money,
  Nullable,
  Platform,
  RankTable,
  ShopType,
  TreeNode,
  CategoryRef,
} from '../primitives.ts';
import { withDefault } from '../define.ts';
import {
  BrandRankRow,
  CategoryTrendQuery,
  ChartQuery,
  OverviewChart,
  OverviewRow,
  PriceZoneQuery,
  PriceZoneRow,
  ShopRankRow,
  SpuRankQuery,
  SpuRankRow,
  TrendRow,
  entityFields,
  marketFields,
  metricFields,
} from '../schemas/market.ts';

export const MonitorRow = Type.Object({
  id: Id,
  menuKey: MenuKey,
  entityId: Id,
  name: Type.String(),
  platform: Platform,
  createdAt: DateTime,
  ...metricFields(),
});

export const SearchHit = Type.Object({
  menuKey: MenuKey,
  entityId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  detail: Type.String({ description: 'a hint: category path, brand of a shop, shop of a product...' }),
  monitored: Type.Boolean(),
});

const EntityMarketQuery = Type.Object({ ...marketFields(), ...entityFields() });
const EntityTrendQuery = Type.Object({ ...CategoryTrendQuery.properties, ...entityFields() });
const EntityChartQuery = Type.Object({ ...ChartQuery.properties, ...entityFields() });
const EntitySpuQuery = Type.Object({ ...SpuRankQuery.properties, ...entityFields() });
const EntityPriceQuery = Type.Object({ ...PriceZoneQuery.properties, ...entityFields() });
const InfoQuery = Type.Object({ platform: withDefault(Platform, 1), id: Id });

export const monitor = {
  add: endpoint({
    method: 'POST',
    path: '/api/monitor/add',
    // 404 when the platform lacks the entity; 409 when it is already monitored or the limit is reached
    summary: 'Monitor an entity',
    access: 'user',
    kind: 'json',
    body: Type.Object({ menuKey: MenuKey, entityId: Id, platform: Platform }, { additionalProperties: false }),
    response: Type.Object({ id: Id }),
  }),
  count: endpoint({
    method: 'GET',
    path: '/api/monitor/count',
    summary: 'Monitors of the user, per entity kind',
    access: 'user',
    kind: 'json',
    query: Type.Object({ platform: Type.Optional(Platform) }),
    response: Type.Object({
      total: Type.Integer({
        minimum: 0,
        description: 'monitors on the platform asked for (all platforms without one)',
      }),
      used: Type.Integer({ minimum: 0, description: 'monitors on every platform: what the limit counts' }),
      limit: Type.Integer({ minimum: 0, description: 'how many monitors the user may have in all' }),
      byMenuKey: Type.Array(Type.Object({ menuKey: MenuKey, count: Type.Integer({ minimum: 0 }) })),
    }),
  }),
  overViewTable: endpoint({
    method: 'GET',
    path: '/api/monitor/overViewTable',
    summary: 'Monitored entities with their figures for the period',
    access: 'user',
    kind: 'json',
    query: Type.Object({ ...marketFields(), menuKey: Type.Optional(MenuKey), keyword: Type.Optional(Keyword) }),
    response: RankTable(MonitorRow),
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/monitor/search',
    summary: 'Find categories, brands, shops, products and anchors by name, pinyin or id',
    access: 'user',
    kind: 'json',
    query: Type.Object({
      keyword: Type.String({ minLength: 1, maxLength: 100 }),
      platform: withDefault(Platform, 1),
      menuKey: Type.Optional(MenuKey),
      limit: withDefault(Type.Integer({ minimum: 1, maximum: 50 }), 20),
    }),
    response: Type.Array(SearchHit),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/monitor/delete',
    // an id that is not one of the caller's monitors (another user's, or one already removed) is a 404
    summary: 'Stop monitoring (by monitor id)',
    access: 'user',
    kind: 'json',
    query: Type.Object({ id: Id }),
    response: Empty,
  }),
} as const;

const json = <Q extends TObject, R extends TObject>(name: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `/api/business/${name}`, summary, access: 'user', kind: 'json', query, response });
const download = <Q extends TObject>(name: string, summary: string, query: Q) =>
  endpoint({ method: 'GET', path: `/api/business/${name}`, summary, access: 'user', kind: 'download', query });

export const BrandInfo = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  origin: Type.String(),
  foundedYear: Type.Integer(),
  categories: Type.Array(CategoryRef),
  shopCount: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
});
export const ShopInfo = Type.Object({
  id: Id,
  name: Type.String(),
  shopType: ShopType,
  platform: Platform,
  brandId: Nullable(Id),
  brandName: Nullable(Type.String()),
  openedYear: Type.Integer(),
  spuCount: Type.Integer({ minimum: 0 }),
});
export const SpuInfo = Type.Object({
  id: Id,
  title: Type.String(),
  price: Money,
  platform: Platform,
  brandId: Id,
  brandName: Type.String(),
  shopId: Id,
  shopName: Type.String(),
  categoryPath: Type.Array(CategoryRef),
  attributes: Type.Array(
    Type.Object({ name: Type.String(), nameEn: Type.String(), value: Type.String(), valueEn: Type.String() }),
  ),
});
export const AnchorInfo = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  followers: Type.Integer({ minimum: 0 }),
  spuCount: Type.Integer({ minimum: 0 }),
  brandCount: Type.Integer({ minimum: 0 }),
  topCategories: Type.Array(CategoryRef),
});

/** Monitor detail: the market queries scoped to one monitored entity (menuKey + entityId). */
export const business = {
  categoryTree: endpoint({
    method: 'GET',
    path: '/api/business/categoryTree',
    summary: 'Categories where the entity sells',
    access: 'user',
    kind: 'json',
    query: Type.Object({ platform: withDefault(Platform, 1), ...entityFields() }),
    response: Type.Array(TreeNode),
  }),
  // the overview table already has the entity's months; the trend is the months of each category it sells in
  trendTable: json(
    'trendTable',
    "The entity's categories by month (the chosen metric), as the category trend",
    EntityTrendQuery,
    RankTable(TrendRow),
  ),
  spuRank: json('spuRank', "The entity's products ranked", EntitySpuQuery, RankTable(SpuRankRow)),
  shopTable: json('shopTable', "The entity's shops ranked", EntityMarketQuery, RankTable(ShopRankRow)),
  brandTable: json('brandTable', "The entity's brands ranked", EntityMarketQuery, RankTable(BrandRankRow)),
  priceZone: json('priceZone', "The entity's price bands", EntityPriceQuery, RankTable(PriceZoneRow)),
  overViewTable: json('overViewTable', "The entity's overview by month", EntityMarketQuery, RankTable(OverviewRow)),
  overViewChart: json('overViewChart', "The entity's overview chart", EntityChartQuery, OverviewChart),
  anchorInfo: json('anchorInfo', 'Anchor profile', InfoQuery, AnchorInfo),
  brandInfo: json('brandInfo', 'Brand profile', InfoQuery, BrandInfo),
  spuInfo: json('spuInfo', 'Product profile', InfoQuery, SpuInfo),
  shopInfo: json('shopInfo', 'Shop profile', InfoQuery, ShopInfo),
  trendTableDownload: download('trendTableDownload', 'Trend table as .xlsx', EntityTrendQuery),
  spuRankDownload: download('spuRankDownload', 'Product rank as .xlsx', EntitySpuQuery),
  shopTableDownload: download('shopTableDownload', 'Shop table as .xlsx', EntityMarketQuery),
  brandTableDownload: download('brandTableDownload', 'Brand table as .xlsx', EntityMarketQuery),
  priceZoneDownload: download('priceZoneDownload', 'Price bands as .xlsx', EntityPriceQuery),
  overViewTableDownload: download('overViewTableDownload', 'Overview table as .xlsx', EntityMarketQuery),
} as const;
