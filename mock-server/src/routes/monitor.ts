import type { FastifyInstance } from 'fastify';
import { MENU_KEYS, contract, type MenuKeyValue, type PlatformId } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { currentUser } from '../data/query/endpoints.ts';
import { findEntity } from '../data/query/entities.ts';
import { column } from '../data/query/table.ts';
import { COLUMNS, rankTable, withMetrics } from '../data/query/market.ts';
import { resolveMarket } from '../data/query/params.ts';
import { searchEntities } from '../data/query/search.ts';
import { pageOf } from '../data/query/table.ts';
import { conflict, notFound } from '../lib/api-failure.ts';
import { usageFixtures } from '../data/usage/fixtures.ts';
import type { MonitorRecord } from '../state/types.ts';

/** How many entities one user may monitor. */
export const MONITOR_LIMIT = 100;

// a list's state refusing a fine request (already there, full) is a 409 (conflict), not a 403, which logs out

const KIND_NAMES: Record<MenuKeyValue, readonly [zh: string, en: string]> = {
  category: ['品类', 'category'],
  brand: ['品牌', 'brand'],
  shop: ['店铺', 'shop'],
  spu: ['商品', 'product'],
  anchor: ['主播', 'anchor'],
};
const platformName = (platform: PlatformId, language: 'zh' | 'en' = 'zh') => {
  const entry = usageFixtures().platforms.find((item) => item.value === platform);
  if (!entry) return language === 'zh' ? `平台 ${platform}` : `platform ${platform}`;
  return language === 'zh' ? entry.label : entry.labelEn;
};

/** The 404 of an entity the platform does not have, in words a user can act on (it is shown as the toast). */
export const missingEntity = (field: string, platform: PlatformId, menuKey: MenuKeyValue, entityId: number) =>
  notFound(
    {
      zh: `${platformName(platform)}上没有编号为 ${entityId} 的${KIND_NAMES[menuKey][0]}（可能已下架或不在该平台销售）`,
      en: `No ${KIND_NAMES[menuKey][1]} with id ${entityId} on ${platformName(platform, 'en')} (it may be delisted or not sold there)`,
    },
    field,
  );

/** Like `requireEntity`, with that message. */
export const requireListed = (
  dataset: AppContext['dataset'],
  platform: PlatformId,
  menuKey: MenuKeyValue,
  entityId: number,
  field: string,
) => {
  const entity = findEntity(dataset, platform, menuKey, entityId);
  if (!entity) throw missingEntity(field, platform, menuKey, entityId);
  return entity;
};

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
        // every check runs before the one mutation, so a refusal leaves the list as it was
        const entity = requireListed(dataset, body.platform, body.menuKey, body.entityId, 'body.entityId');
        const mine = monitorsOf(user.id);
        if (
          mine.some((m) => m.platform === body.platform && m.menuKey === body.menuKey && m.entityId === body.entityId)
        )
          throw conflict(
            {
              zh: `「${entity.name}」已在${platformName(body.platform)}的监控列表中`,
              en: `"${entity.nameEn}" is already on your ${platformName(body.platform, 'en')} watchlist`,
            },
            'body.entityId',
          );
        if (mine.length >= MONITOR_LIMIT)
          throw conflict({
            zh: `监控数量已达上限（${MONITOR_LIMIT} 个），请先移除不再关注的对象`,
            en: `You already monitor ${MONITOR_LIMIT}, the most allowed. Remove one you no longer follow first.`,
          });
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
        const all = monitorsOf(user.id);
        const mine = all.filter((m) => query.platform === undefined || m.platform === query.platform);
        return {
          total: mine.length,
          used: all.length,
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
        // another user's monitor reads the same as one already removed: it is not in the caller's list
        if (!monitor)
          throw notFound(
            {
              zh: `编号为 ${query.id} 的监控已不在您的列表中（可能已在别处移除）`,
              en: `Monitor ${query.id} is no longer on your list (it may have been removed elsewhere)`,
            },
            'querystring.id',
          );
        store.mutate((state) => {
          state.monitors = state.monitors.filter((m) => m.id !== monitor.id);
        });
        return null;
      },
    },
    'monitor',
  );
};
