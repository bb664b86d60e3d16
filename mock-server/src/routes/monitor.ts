import type { FastifyInstance } from 'fastify';
import { MENU_KEYS, contract } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { currentUser } from '../data/query/endpoints.ts';
import { findEntity, requireEntity } from '../data/query/entities.ts';
import { column } from '../data/query/table.ts';
import { COLUMNS, rankTable, withMetrics } from '../data/query/market.ts';
import { resolveMarket } from '../data/query/params.ts';
import { searchEntities } from '../data/query/search.ts';
import { pageOf } from '../data/query/table.ts';
import { badRequest, notFound } from '../lib/api-failure.ts';
import type { MonitorRecord } from '../state/types.ts';

/** How many entities one user may monitor. */
export const MONITOR_LIMIT = 100;

const MONITOR_COLUMNS = [
  column('rank', '排名', 'Rank', 'rank', true),
  column('name', '监控对象', 'Monitored entity', 'text', false),
  ...COLUMNS.brandRank.filter((c) => !['rank', 'brandName', 'shopCount', 'spuCount'].includes(c.key)),
  column('createdAt', '添加时间', 'Added', 'datetime', false),
];

/** Watchlists: each user's monitored entities, their figures, and the entity search that adds them. */
export const registerMonitorRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset, store } = ctx;
  const { market } = dataset;
  const monitorsOf = (userId: number) => store.read().monitors.filter((m) => m.userId === userId);

  implement(
    app,
    contract.monitor,
    {
      add: ({ body, request }) => {
        const user = currentUser(request);
        // the entity must exist on that platform
        requireEntity(dataset, body.platform, body.menuKey, body.entityId, 'body.entityId');
        const mine = monitorsOf(user.id);
        if (
          mine.some((m) => m.platform === body.platform && m.menuKey === body.menuKey && m.entityId === body.entityId)
        )
          throw badRequest(
            `body.entityId: ${body.menuKey} ${body.entityId} is already monitored on platform ${body.platform}`,
          );
        if (mine.length >= MONITOR_LIMIT) throw badRequest(`monitor limit reached: at most ${MONITOR_LIMIT} entities`);
        const record: MonitorRecord = {
          id: store.nextId('monitor'),
          userId: user.id,
          platform: body.platform,
          menuKey: body.menuKey,
          entityId: body.entityId,
          createdAt: store.clock.now(),
        };
        store.mutate((state) => {
          state.monitors.push(record);
        });
        return { id: record.id };
      },

      count: ({ query, request }) => {
        const user = currentUser(request);
        const mine = monitorsOf(user.id).filter((m) => query.platform === undefined || m.platform === query.platform);
        return {
          total: mine.length,
          limit: MONITOR_LIMIT,
          byMenuKey: MENU_KEYS.map((menuKey) => ({ menuKey, count: mine.filter((m) => m.menuKey === menuKey).length })),
        };
      },

      overViewTable: ({ query, request }) => {
        const user = currentUser(request);
        const filter = resolveMarket(dataset, query);
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        const rows = monitorsOf(user.id)
          .filter((m) => m.platform === query.platform && (query.menuKey === undefined || m.menuKey === query.menuKey))
          .map((monitor) => ({
            monitor,
            entity: findEntity(dataset, monitor.platform, monitor.menuKey, monitor.entityId),
          }))
          .filter(
            (row): row is { monitor: MonitorRecord; entity: NonNullable<typeof row.entity> } =>
              row.entity !== null && (keyword === '' || row.entity.name.toLowerCase().includes(keyword)),
          );
        const stats = market.scopeStats(
          filter,
          rows.map((row) => row.entity.scope),
        );
        const table = rankTable(stats, MONITOR_COLUMNS, (r) => {
          const { monitor, entity } = rows[stats.group[r] as number] as (typeof rows)[number];
          const row = {
            id: monitor.id,
            menuKey: monitor.menuKey,
            entityId: monitor.entityId,
            name: entity.name,
            platform: monitor.platform,
            createdAt: monitor.createdAt,
          };
          return withMetrics(row, stats, r);
        });
        return pageOf(table, query);
      },

      search: ({ query, request }) => {
        const user = currentUser(request);
        const monitored = new Set(
          monitorsOf(user.id)
            .filter((m) => m.platform === query.platform)
            .map((m) => `${m.menuKey}:${m.entityId}`),
        );
        return searchEntities(dataset, query, monitored);
      },

      delete: ({ query, request }) => {
        const user = currentUser(request);
        const monitor = store.read().monitors.find((m) => m.id === query.id && m.userId === user.id);
        if (!monitor) throw notFound(`querystring.id: no monitor ${query.id}`);
        store.mutate((state) => {
          state.monitors = state.monitors.filter((m) => m.id !== monitor.id);
        });
        return null;
      },
    },
    'monitor',
  );
};
