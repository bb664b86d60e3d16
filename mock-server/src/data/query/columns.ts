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
  SpuRankRow,
  TrendRow,
} from '@aisle/contract';
import { column } from './table.ts';

/** The rows (wire shapes) and columns of the market tables. */

export type CategoryRankValue = Static<typeof CategoryRankRow>;
export type BrandRankValue = Static<typeof BrandRankRow>;
export type ShopRankValue = Static<typeof ShopRankRow>;
export type SpuRankValue = Static<typeof SpuRankRow>;
export type AnchorRankValue = Static<typeof AnchorRankRow>;
export type PriceZoneValue = Static<typeof PriceZoneRow>;
export type TrendValue = Static<typeof TrendRow>;
export type OverviewValue = Static<typeof OverviewRow>;
export type OverviewChartValue = Static<typeof OverviewChart>;
export type LevelValue = LiteralOf<typeof LEVELS>;

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

export const priceZoneColumns = (metric: MetricId) => {
  const name = METRIC_NAMES[metric];
  return [
    RANK,
    column('zone', '价格带', 'Price band', 'text', true, '元'),
    // the chosen metric beside the band, named as such: the same metric has its own column further on
    column('value', `当前指标：${name.title}`, `Selected: ${name.titleEn}`, name.format, true, name.unit),
    ...METRICS,
    SPU_COUNT,
    BRAND_COUNT,
  ];
};

export const trendColumns = (metric: MetricId, months: readonly string[]) => {
  const name = METRIC_NAMES[metric];
  return [
    column('categoryName', '类目', 'Category', 'text', false),
    column('total', `合计${name.title}`, `Total ${name.titleEn}`, name.format, true, name.unit),
    ...months.map((month) => column(`byMonth.${month}`, month, month, name.format, true, name.unit)),
  ];
};
