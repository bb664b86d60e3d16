import Type, { type TObject } from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import { AccountList, DateTime, Empty, Id, Month, Platform, RankTable, pagingFields } from '../primitives.ts';
import {
  BrandRankRow,
  ChartQuery,
  OverviewChart,
  OverviewRow,
  ShopRankRow,
  SpuRankQuery,
  SpuRankRow,
  marketFields,
} from '../schemas/market.ts';

export const KeywordTask = Type.Object({
  id: Id,
  keyword: Type.String(),
  platform: Platform,
  categoryId: Type.Integer({ minimum: 0 }),
  categoryName: Type.String(),
  startDate: Month,
  endDate: Month,
  status: Type.Union([Type.Literal('done'), Type.Literal('empty')], { description: 'empty: no product matches' }),
  spuCount: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
});

const TaskId = Type.Object({ id: Id });
/** Keyword analysis: the market queries scoped to the products whose titles contain the task's keyword. */
const TaskMarketQuery = Type.Object({ ...marketFields(), taskId: Id });
const TaskChartQuery = Type.Object({ ...ChartQuery.properties, taskId: Id });
const TaskSpuQuery = Type.Object({ ...SpuRankQuery.properties, taskId: Id });

const json = <Q extends TObject, R extends TObject>(name: string, summary: string, query: Q, response: R) =>
  endpoint({
    method: 'GET',
    path: `/api/tool/keyword/${name}`,
    summary,
    access: 'user',
    kind: 'json',
    query,
    response,
  });
const download = <Q extends TObject>(name: string, summary: string, query: Q) =>
  endpoint({ method: 'GET', path: `/api/tool/keyword/${name}`, summary, access: 'user', kind: 'download', query });

export const keyword = {
  create: endpoint({
    method: 'POST',
    path: '/api/tool/keyword',
    summary: 'Create a keyword analysis task',
    access: 'user',
    kind: 'json',
    body: Type.Object(
      {
        keyword: Type.String({ minLength: 1, maxLength: 30 }),
        platform: withDefault(Platform, 1),
        categoryId: withDefault(Type.Integer({ minimum: 0 }), 0),
        startDate: Type.Optional(Month),
        endDate: Type.Optional(Month),
      },
      { additionalProperties: false },
    ),
    response: KeywordTask,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tool/keyword/:id',
    summary: 'Delete a keyword task',
    access: 'user',
    kind: 'json',
    params: TaskId,
    response: Empty,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/tool/keyword/:id',
    summary: 'One keyword task',
    access: 'user',
    kind: 'json',
    params: TaskId,
    response: KeywordTask,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/tool/keyword/list',
    summary: "The user's keyword tasks, newest first",
    access: 'user',
    kind: 'json',
    query: Type.Object({
      platform: Type.Optional(Platform),
      keyword: Type.Optional(Type.String({ maxLength: 30 })),
      ...pagingFields(),
    }),
    response: AccountList(KeywordTask),
  }),
  brandRank: json('brandRank', 'Brands among the keyword products', TaskMarketQuery, RankTable(BrandRankRow)),
  overViewChart: json('overViewChart', 'Keyword products by month (chart)', TaskChartQuery, OverviewChart),
  overViewTable: json('overViewTable', 'Keyword products by month (table)', TaskMarketQuery, RankTable(OverviewRow)),
  spuRank: json('spuRank', 'Keyword products ranked', TaskSpuQuery, RankTable(SpuRankRow)),
  shopRank: json('shopRank', 'Shops among the keyword products', TaskMarketQuery, RankTable(ShopRankRow)),
  downloadOverViewTable: download('downloadOverViewTable', 'Overview table as .xlsx', TaskMarketQuery),
  downloadBrandRank: download('downloadBrandRank', 'Brand rank as .xlsx', TaskMarketQuery),
  downloadShopRank: download('downloadShopRank', 'Shop rank as .xlsx', TaskMarketQuery),
  downloadSpuRank: download('downloadSpuRank', 'Product rank as .xlsx', TaskSpuQuery),
} as const;
