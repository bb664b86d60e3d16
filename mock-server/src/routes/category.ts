import type { FastifyInstance } from 'fastify';
import { contract } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { answerCache, tableDownload } from '../data/query/endpoints.ts';
import { resolveMarket } from '../data/query/params.ts';
import { pageOf } from '../data/query/table.ts';

/** File names of the downloads (the table's name in the product, then the period). */
export const CATEGORY_FILE_NAMES = {
  overview: '品类概览',
  categoryRank: '品类排行',
  categoryTrend: '品类趋势',
  brandRank: '品牌排行',
  shopRank: '店铺排行',
  spuRank: '商品排行',
  anchorRank: '主播排行',
  priceZone: '价格带分析',
} as const;

/** The market reports: each a query over the whole market of a platform (see docs/mock-server.md). */
export const registerCategoryRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset } = ctx;
  const { market } = dataset;
  const names = CATEGORY_FILE_NAMES;
  const filterOf = (query: Parameters<typeof resolveMarket>[1]) => resolveMarket(dataset, query);
  // answers depend on the query alone: repeated queries are served serialised
  const answer = answerCache(12 * 1024 * 1024);

  implement(
    app,
    contract.category,
    {
      overViewChart: ({ query, request }) => answer(request, () => market.overviewChart(filterOf(query))),
      overViewTable: ({ query, request }) =>
        answer(request, () => pageOf(market.overviewTable(filterOf(query)), query)),
      categoryRank: ({ query, request }) =>
        answer(request, () => pageOf(market.categoryRank(filterOf(query), query.level), query)),
      brandRank: ({ query, request }) => answer(request, () => pageOf(market.brandRank(filterOf(query)), query)),
      shopRank: ({ query, request }) => answer(request, () => pageOf(market.shopRank(filterOf(query)), query)),
      spuRank: ({ query, request }) =>
        answer(request, () => pageOf(market.spuRank(filterOf(query), query.type), query)),
      anchorRank: ({ query, request }) => answer(request, () => pageOf(market.anchorRank(filterOf(query)), query)),
      priceZone: ({ query, request }) =>
        answer(request, () => pageOf(market.priceZone(filterOf(query), query.metrics, query.typeValue), query)),
      categoryTrend: ({ query, request }) =>
        answer(request, () => pageOf(market.categoryTrend(filterOf(query), query.level, query.metrics), query)),

      overViewTableDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.overviewTable(filter), query, names.overview, filter);
      },
      categoryRankDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.categoryRank(filter, query.level), query, names.categoryRank, filter);
      },
      categoryTrendDownload: ({ query }) => {
        const filter = filterOf(query);
        const table = market.categoryTrend(filter, query.level, query.metrics);
        return tableDownload(dataset, table, query, names.categoryTrend, filter);
      },
      brandRankDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.brandRank(filter), query, names.brandRank, filter);
      },
      shopRankDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.shopRank(filter), query, names.shopRank, filter);
      },
      spuRankDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.spuRank(filter, query.type), query, names.spuRank, filter);
      },
      anchorRankDownload: ({ query }) => {
        const filter = filterOf(query);
        return tableDownload(dataset, market.anchorRank(filter), query, names.anchorRank, filter);
      },
      priceZoneDownload: ({ query }) => {
        const filter = filterOf(query);
        const table = market.priceZone(filter, query.metrics, query.typeValue);
        return tableDownload(dataset, table, query, names.priceZone, filter);
      },
    },
    'category',
  );
};
