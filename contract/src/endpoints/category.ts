import { type TObject } from 'typebox';
import { endpoint } from '../define.ts';
import { RankTable } from '../primitives.ts';
import {
  AnchorRankRow,
  BrandRankRow,
  CategoryRankQuery,
  CategoryRankRow,
  CategoryTrendQuery,
  ChartQuery,
  MarketQuery,
  OverviewChart,
  OverviewRow,
  PriceZoneQuery,
  PriceZoneRow,
  ShopRankRow,
  SpuRankQuery,
  SpuRankRow,
  TrendRow,
} from '../schemas/market.ts';

const json = <Q extends TObject, R extends TObject>(name: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `/api/category/${name}`, summary, access: 'user', kind: 'json', query, response });
const download = <Q extends TObject>(name: string, summary: string, query: Q) =>
  endpoint({ method: 'GET', path: `/api/category/${name}`, summary, access: 'user', kind: 'download', query });

export const category = {
  overViewChart: json(
    'overViewChart',
    'Category overview chart: monthly GMV and units, growth on the right axis',
    ChartQuery,
    OverviewChart,
  ),
  overViewTable: json(
    'overViewTable',
    'Category overview table: one row per month',
    MarketQuery,
    RankTable(OverviewRow),
  ),
  categoryRank: json('categoryRank', 'Sub-categories ranked', CategoryRankQuery, RankTable(CategoryRankRow)),
  brandRank: json('brandRank', 'Brands ranked', MarketQuery, RankTable(BrandRankRow)),
  shopRank: json('shopRank', 'Shops ranked', MarketQuery, RankTable(ShopRankRow)),
  spuRank: json('spuRank', 'Products (SPU) ranked', SpuRankQuery, RankTable(SpuRankRow)),
  anchorRank: json('anchorRank', 'Livestream anchors ranked', MarketQuery, RankTable(AnchorRankRow)),
  priceZone: json('priceZone', 'Price bands', PriceZoneQuery, RankTable(PriceZoneRow)),
  categoryTrend: json('categoryTrend', 'Categories by month', CategoryTrendQuery, RankTable(TrendRow)),
  overViewTableDownload: download('overViewTableDownload', 'Overview table as .xlsx', MarketQuery),
  categoryRankDownload: download('categoryRankDownload', 'Category rank as .xlsx', CategoryRankQuery),
  categoryTrendDownload: download('categoryTrendDownload', 'Category trend as .xlsx', CategoryTrendQuery),
  brandRankDownload: download('brandRankDownload', 'Brand rank as .xlsx', MarketQuery),
  shopRankDownload: download('shopRankDownload', 'Shop rank as .xlsx', MarketQuery),
  spuRankDownload: download('spuRankDownload', 'SPU rank as .xlsx', SpuRankQuery),
  anchorRankDownload: download('anchorRankDownload', 'Anchor rank as .xlsx', MarketQuery),
  priceZoneDownload: download('priceZoneDownload', 'Price bands as .xlsx', PriceZoneQuery),
} as const;
