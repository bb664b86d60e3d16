import type { FastifyInstance } from 'fastify';
import { contract, type ShopTypeId } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import type { Dataset } from '../data/dataset.ts';
import { currentUser, tableDownload } from '../data/query/endpoints.ts';
import { resolveCategory, resolveMarket, resolvePeriod } from '../data/query/params.ts';
import { select, type Scope } from '../data/query/selection.ts';
import { pageOf } from '../data/query/table.ts';
import { badRequest, notFound } from '../lib/api-failure.ts';
import { hasControlCharacter } from '../lib/text.ts';
import { normalizeKeyword, taskPhase } from '../state/keyword-task.ts';
import type { KeywordTaskRecord } from '../state/types.ts';

const FILE_NAMES = { overview: '概览', brandRank: '品牌排行', shopRank: '店铺排行', spuRank: '商品排行' } as const;

/** Products of the task: on its platform, in its category, with the keyword in the title. */
const taskScope = (dataset: Dataset, task: Pick<KeywordTaskRecord, 'keyword' | 'categoryId' | 'platform'>): Scope => {
  const node = task.categoryId === 0 ? undefined : dataset.taxonomy.indexById.get(task.categoryId);
  return {
    key: `keyword:${task.keyword.toLowerCase()}:${node ?? -1}`,
    items: dataset.keywords.lookup(task.keyword),
    ...(node === undefined ? {} : { node }),
  };
};

/** What a task's state needs besides the record: the time, the clock's shift, MOCK_TASK_MS and MOCK_SEED. */
interface PhaseClock {
  nowMs: () => number;
  shiftMs: number;
  taskMs: number;
  seed: number;
}

/** How many products the task's scope holds: its platform's products in its category with the keyword. */
const countMatches = (dataset: Dataset, task: Pick<KeywordTaskRecord, 'keyword' | 'categoryId' | 'platform'>) => {
  const selection = select(dataset, task.platform, -1, taskScope(dataset, task));
  return selection.to - selection.from;
};

/**
 * The task as the contract shows it: its category's name, where its run stands and how many products match.
 * `matched` is the kept count (see KeywordTaskRecord.matched): describing a task never scans titles.
 */
const describeTask = (dataset: Dataset, clock: PhaseClock, task: KeywordTaskRecord, matched: number) => {
  const node = task.categoryId === 0 ? -1 : (dataset.taxonomy.indexById.get(task.categoryId) ?? -1);
  const phase = taskPhase(task, { ...clock, nowMs: clock.nowMs(), matches: matched > 0 });
  const finished = phase.status === 'done' || phase.status === 'empty';
  return {
    id: task.id,
    keyword: task.keyword,
    platform: task.platform,
    categoryId: task.categoryId,
    categoryName: node < 0 ? '全部类目' : (dataset.taxonomy.names[node] as string),
    startDate: task.startDate,
    endDate: task.endDate,
    status: phase.status,
    progress: phase.progress,
    spuCount: finished ? matched : null,
    attempt: phase.attempt,
    failure: phase.failure,
    createdAt: task.createdAt,
    startedAt: phase.startedAt,
    finishedAt: phase.finishedAt,
  };
};

/** A keyword names the task and ends up in file and sheet names: line breaks and other controls are refused. */
const refuseControlCharacters = (keyword: string, field: string) => {
  if (hasControlCharacter(keyword))
    throw badRequest(
      {
        zh: '关键词不能包含换行符、制表符等控制字符',
        en: 'The keyword must not contain line breaks, tabs or other control characters',
      },
      field,
    );
};

interface TaskQuery {
  taskId: number;
  categoryId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  shopTypes?: ShopTypeId[] | undefined;
}

/**
 * Keyword analysis: a task names a keyword (with a platform, a category and a period); its analysis endpoints
 * are the market queries over the products whose titles contain the keyword. Tasks belong to their user:
 * another user's task is a 404.
 */
export const registerKeywordRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset, store, config } = ctx;
  const { market } = dataset;
  const clock: PhaseClock = {
    // read at each call (not captured), so tests can move time with a fake Date
    nowMs: () => Date.now(),
    shiftMs: Math.round(store.clock.nowSeconds() * 1000 - Date.now()),
    taskMs: config.taskMs,
    seed: config.seed,
  };
  // counts of tasks saved before the count was kept: worked out once per process (ids are not reused, except
  // after a reset, which clears this)
  const counted = new Map<number, number>();
  store.onReset(() => counted.clear());
  const matchedOf = (task: KeywordTaskRecord) => {
    if (task.matched !== undefined) return task.matched;
    let matched = counted.get(task.id);
    if (matched === undefined) {
      matched = countMatches(dataset, task);
      counted.set(task.id, matched);
    }
    return matched;
  };
  const describe = (task: KeywordTaskRecord) => describeTask(dataset, clock, task, matchedOf(task));

  const findTask = (userId: number, id: number, field: string) => {
    const task = store.read().keywordTasks.find((t) => t.id === id && t.userId === userId);
    if (!task) throw notFound({ zh: `没有编号为 ${id} 的关键词任务`, en: `No keyword task with id ${id}` }, field);
    return task;
  };
  /**
   * The task's platform, its period unless the query gives dates, the query's category inside the task's (a
   * category outside it selects nothing), the query's shop types.
   */
  const analysis = (query: TaskQuery, userId: number) => {
    const task = findTask(userId, query.taskId, 'querystring.taskId');
    // a real backend has no figures before the run ends: only done (and empty, with empty tables) answer
    const { status, progress } = describe(task);
    if (status === 'queued')
      throw badRequest(
        {
          zh: `关键词任务 ${task.id} 还在排队，完成后才能查看`,
          en: `Keyword task ${task.id} is still queued; its figures come when it is done`,
        },
        'querystring.taskId',
      );
    if (status === 'running')
      throw badRequest(
        {
          zh: `关键词任务 ${task.id} 正在运行（${progress}%），完成后才能查看`,
          en: `Keyword task ${task.id} is still running (${progress}%); its figures come when it is done`,
        },
        'querystring.taskId',
      );
    if (status === 'failed')
      throw badRequest(
        {
          zh: `关键词任务 ${task.id} 运行失败，请先重新运行`,
          en: `Keyword task ${task.id} failed; run it again first`,
        },
        'querystring.taskId',
      );
    const ownDates = query.startDate === undefined && query.endDate === undefined;
    const filter = resolveMarket(dataset, {
      platform: task.platform,
      categoryId: query.categoryId,
      startDate: ownDates ? task.startDate : query.startDate,
      endDate: ownDates ? task.endDate : query.endDate,
      shopTypes: query.shopTypes,
    });
    return { task, filter, scope: taskScope(dataset, task) };
  };
  const fileName = (task: KeywordTaskRecord, name: string) => `关键词_${task.keyword}_${name}`;

  implement(
    app,
    contract.keyword,
    {
      create: ({ body, request }) => {
        const user = currentUser(request);
        const keyword = body.keyword.trim();
        if (keyword === '')
          throw badRequest({ zh: '关键词不能为空', en: 'The keyword must not be blank' }, 'body.keyword');
        refuseControlCharacters(body.keyword, 'body.keyword');
        resolveCategory(dataset, body.platform, body.categoryId, 'body.categoryId');
        const period = resolvePeriod(dataset, body.startDate, body.endDate, 'body');
        const { months } = dataset.calendar;
        const startDate = months[period.start] as string;
        const endDate = months[period.end] as string;
        const runStartMs = clock.nowMs();
        // the same fields as a failed task of the caller's: run that task again rather than making another
        const failed = store
          .read()
          .keywordTasks.filter(
            (t) =>
              t.userId === user.id &&
              normalizeKeyword(t.keyword) === normalizeKeyword(keyword) &&
              t.platform === body.platform &&
              t.categoryId === body.categoryId &&
              t.startDate === startDate &&
              t.endDate === endDate,
          )
          .sort((a, b) => b.id - a.id)
          .find((t) => describe(t).status === 'failed');
        if (failed) {
          const rerun = store.mutate((state) => {
            const record = state.keywordTasks.find((t) => t.id === failed.id) as KeywordTaskRecord;
            record.attempt = (record.attempt ?? 1) + 1;
            record.runStartMs = runStartMs;
            return { ...record };
          });
          return describe(rerun);
        }
        const task: KeywordTaskRecord = {
          id: store.nextId('keywordTask'),
          userId: user.id,
          keyword,
          platform: body.platform,
          categoryId: body.categoryId,
          startDate,
          endDate,
          createdAt: store.clock.now(),
          attempt: 1,
          runStartMs,
        };
        task.matched = countMatches(dataset, task);
        store.mutate((state) => {
          state.keywordTasks.push(task);
        });
        return describe(task);
      },

      remove: ({ params, request }) => {
        const user = currentUser(request);
        const task = findTask(user.id, params.id, 'params.id');
        store.mutate((state) => {
          state.keywordTasks = state.keywordTasks.filter((t) => t.id !== task.id);
        });
        return null;
      },

      get: ({ params, request }) => describe(findTask(currentUser(request).id, params.id, 'params.id')),

      list: ({ query, request }) => {
        const user = currentUser(request);
        if (query.keyword !== undefined) refuseControlCharacters(query.keyword, 'querystring.keyword');
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        const tasks = store
          .read()
          .keywordTasks.filter(
            (t) =>
              t.userId === user.id &&
              (query.platform === undefined || t.platform === query.platform) &&
              (keyword === '' || t.keyword.toLowerCase().includes(keyword)),
          )
          .sort((a, b) => b.id - a.id);
        const from = (query.page - 1) * query.perPage;
        return {
          resultData: tasks.slice(from, from + query.perPage).map(describe),
          total: tasks.length,
        };
      },

      brandRank: ({ query, request }) => {
        const { filter, scope } = analysis(query, currentUser(request).id);
        return pageOf(market.brandRank(filter, scope), query);
      },
      shopRank: ({ query, request }) => {
        const { filter, scope } = analysis(query, currentUser(request).id);
        return pageOf(market.shopRank(filter, scope), query);
      },
      spuRank: ({ query, request }) => {
        const { filter, scope } = analysis(query, currentUser(request).id);
        return pageOf(market.spuRank(filter, query.type, scope), query);
      },
      overViewTable: ({ query, request }) => {
        const { filter, scope } = analysis(query, currentUser(request).id);
        return pageOf(market.overviewTable(filter, scope), query);
      },
      overViewChart: ({ query, request }) => {
        const { filter, scope } = analysis(query, currentUser(request).id);
        return market.overviewChart(filter, scope);
      },

      downloadOverViewTable: ({ query, request }) => {
        const { task, filter, scope } = analysis(query, currentUser(request).id);
        const table = market.overviewTable(filter, scope);
        return tableDownload(dataset, table, query, fileName(task, FILE_NAMES.overview), filter);
      },
      downloadBrandRank: ({ query, request }) => {
        const { task, filter, scope } = analysis(query, currentUser(request).id);
        const table = market.brandRank(filter, scope);
        return tableDownload(dataset, table, query, fileName(task, FILE_NAMES.brandRank), filter);
      },
      downloadShopRank: ({ query, request }) => {
        const { task, filter, scope } = analysis(query, currentUser(request).id);
        const table = market.shopRank(filter, scope);
        return tableDownload(dataset, table, query, fileName(task, FILE_NAMES.shopRank), filter);
      },
      downloadSpuRank: ({ query, request }) => {
        const { task, filter, scope } = analysis(query, currentUser(request).id);
        const table = market.spuRank(filter, query.type, scope);
        return tableDownload(dataset, table, query, fileName(task, FILE_NAMES.spuRank), filter);
      },
    },
    'keyword',
  );
};
