import type { ApiClient } from '@aisle/contract';

/** The data an endpoint resolves to: `ApiData<'common', 'platformList'>`. */
export type ApiData<G extends keyof ApiClient, N extends keyof ApiClient[G]> = ApiClient[G][N] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

export type PlatformInfo = ApiData<'common', 'platformList'>[number];
export type UserConfig = ApiData<'common', 'userConfig'>;
export type UserInfo = UserConfig['userInfo'];
export type DictItem = ApiData<'common', 'shopType'>[number];
export type BrandRankRow = ApiData<'category', 'brandRank'>['result']['data'][number];
export type CategoryRankRow = ApiData<'category', 'categoryRank'>['result']['data'][number];
export type ShopRankRow = ApiData<'category', 'shopRank'>['result']['data'][number];
export type SpuRankRow = ApiData<'category', 'spuRank'>['result']['data'][number];
export type AnchorRankRow = ApiData<'category', 'anchorRank'>['result']['data'][number];
export type OverviewRow = ApiData<'category', 'overViewTable'>['result']['data'][number];
export type OverviewChartData = ApiData<'category', 'overViewChart'>;
export type TrendRow = ApiData<'category', 'categoryTrend'>['result']['data'][number];
export type PriceZoneRow = ApiData<'category', 'priceZone'>['result']['data'][number];
