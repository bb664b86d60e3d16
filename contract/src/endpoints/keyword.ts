import Type, { type TLiteral, type TObject, type TUnion } from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import { AccountList, DateTime, Empty, Id, Month, Nullable, Platform, RankTable, pagingFields } from '../primitives.ts';
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

/**
 * A task's life: `queued`, then `running` (with `progress`), then `done`, `empty` (no product matches) or
 * `failed` (with `failure`). Only `done` and `empty` tasks answer the analysis endpoints.
 */
export const KEYWORD_TASK_STATUSES = ['queued', 'running', 'done', 'empty', 'failed'] as const;
/** Why a run failed: `timeout` and `overload` are passing (run it again), `simulated` is forced by the keyword. */
export const KEYWORD_TASK_FAILURES = ['timeout', 'overload', 'simulated'] as const;

// as primitives.ts does for its enumerations: the schema is built from the one literal list
type LiteralUnion<T extends readonly string[]> = TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
const literalUnion = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  ) as unknown as LiteralUnion<T>;

export const KeywordTaskStatus = literalUnion(
  KEYWORD_TASK_STATUSES,
  'queued -> running -> done | empty (no product matches) | failed',
);

export const KeywordTask = Type.Object({
  id: Id,
  keyword: Type.String(),
  platform: Platform,
  categoryId: Type.Integer({ minimum: 0 }),
  categoryName: Type.String(),
  startDate: Month,
  endDate: Month,
  status: KeywordTaskStatus,
  /** percent of the current run: 0 while queued, 100 when done or empty, where it stopped when failed */
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of the current run' }),
  /** products whose titles hold the keyword; null until the run has finished */
  spuCount: Nullable(Type.Integer({ minimum: 0, description: 'null until the task is done or empty' })),
  /** 1 for the first run, one more each time a failed task is run again */
  attempt: Type.Integer({ minimum: 1, description: 'runs so far (a failed task run again counts 2, 3...)' }),
  failure: Nullable(
    Type.Object({
      code: literalUnion(KEYWORD_TASK_FAILURES, 'timeout, overload: passing; simulated: forced by the keyword'),
      message: Type.String({ description: 'zh-CN, for the user' }),
    }),
  ),
  createdAt: DateTime,
  /** when the current run started */
  startedAt: DateTime,
  /** when the current run ended (done, empty or failed); null while queued or running */
  finishedAt: Nullable(DateTime),
});

const TaskId = Type.Object({ id: Id });
/** Keyword analysis: the market queries scoped to the products whose titles contain the task's keyword. */
const TaskRef = Type.Integer({
  minimum: 1,
  description: "a done or empty task of the caller's (queued, running or failed: 400; unknown or another user's: 404)",
});
const TaskMarketQuery = Type.Object({ ...marketFields(), taskId: TaskRef });
const TaskChartQuery = Type.Object({ ...ChartQuery.properties, taskId: TaskRef });
const TaskSpuQuery = Type.Object({ ...SpuRankQuery.properties, taskId: TaskRef });

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
    summary: 'Create a keyword analysis task, or run a failed one again',
    access: 'user',
    kind: 'json',
    body: Type.Object(
      {
        keyword: Type.String({ minLength: 1, maxLength: 30, description: '1-30 characters, not blank' }),
        platform: withDefault(Platform, 1),
        categoryId: withDefault(Type.Integer({ minimum: 0 }), 0),
        startDate: Type.Optional(Month),
        endDate: Type.Optional(Month),
      },
      {
        additionalProperties: false,
        description:
          'Creates a task (status queued). When the caller has a failed task with the same keyword (ignoring case ' +
          'and surrounding spaces), platform, category and period, that task is run again instead (same id, ' +
          'attempt + 1, queued again): "run again" is this call with the failed task\'s fields. The keyword is 1-30 ' +
          'characters, not blank, without line breaks or other control characters; a refusal is a 400 whose `field` ' +
          'names the input (body.keyword, ' +
          'body.categoryId, body.startDate...).',
      },
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
