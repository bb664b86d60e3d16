import type { FastifyInstance } from 'fastify';
import { contract, type MenuKeyValue, type PlatformId, type ShopTypeId } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { toId } from '../data/ids.ts';
import { answerCache, categoryPath, categoryTree, nodesHolding, tableDownload } from '../data/query/endpoints.ts';
import { brandProductsOn, shopProducts, type Entity } from '../data/query/entities.ts';
import { requireListed } from './monitor.ts';
import { resolveMarket, type MarketFilter, type MarketInput } from '../data/query/params.ts';
import { pageOf } from '../data/query/table.ts';
import { yuan } from '../data/query/table.ts';

const FILE_NAMES = {
  trend: '趋势',
  spuRank: '商品排行',
  shopTable: '店铺',
  brandTable: '品牌',
  priceZone: '价格带分析',
  overview: '概览',
} as const;

/**
 * Monitor detail: the market queries scoped to one entity (menuKey + entityId) on the query's platform. An
 * entity the platform does not have is a 404. See docs/mock-server.md for what each kind's figures are.
 */
export const registerBusinessRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset } = ctx;
  const { market, taxonomy, brands, shops, products, anchors } = dataset;

  const scoped = (query: MarketInput & { menuKey: MenuKeyValue; entityId: number }) => {
    const entity = requireListed(dataset, query.platform, query.menuKey, query.entityId, 'querystring.entityId');
    return { entity, filter: resolveMarket(dataset, query), scope: entity.scope };
  };
  /**
   * The trend's rows are categories under the filter's category. A monitored category sells only in its own
   * branch, so under "all" (or one of its ancestors) its rows start below it, not at the top level.
   */
  const trendFilter = (entity: Entity, filter: MarketFilter): MarketFilter => {
    if (entity.menuKey !== 'category') return filter;
    const within =
      filter.node < 0 || (filter.node <= entity.index && entity.index < (taxonomy.end[filter.node] as number));
    return within ? { ...filter, node: entity.index } : filter;
  };
  const fileName = (name: string, entityName: string) => `${entityName}_${name}`;
  // answers depend on the query alone (the entity is part of it)
  const answer = answerCache(6 * 1024 * 1024);
  const topCategoriesOf = (items: Iterable<number>, limit = 5) => {
    // top-level categories of the products, the biggest first (by product count)
    const counts = new Map<number, number>();
    for (const i of items) {
      const root = taxonomy.l1Of[products.leaf[i] as number] as number;
      counts.set(root, (counts.get(root) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([root]) => ({
        id: taxonomy.ids[root] as number,
        name: taxonomy.names[root] as string,
        nameEn: taxonomy.namesEn[root] as string,
      }));
  };

  implement(
    app,
    contract.business,
    {
      categoryTree: ({ query }) => {
        const entity = requireListed(dataset, query.platform, query.menuKey, query.entityId, 'querystring.entityId');
        if (entity.menuKey === 'category') {
          // a category: its ancestors and its subtree, as the platform has them
          const present = dataset.presence[query.platform];
          const node = entity.index;
          const ancestors = new Set(categoryPath(dataset, node).map((c) => taxonomy.indexById.get(c.id)));
          const end = taxonomy.end[node] as number;
          return categoryTree(dataset, (k) => present[k] === 1 && (ancestors.has(k) || (k >= node && k < end)));
        }
        const marked = nodesHolding(dataset, entity.scope.items ?? []);
        return categoryTree(dataset, (k) => marked[k] === 1);
      },

      trendTable: ({ query, request }) =>
        answer(request, () => {
          const { entity, filter, scope } = scoped(query);
          return pageOf(market.categoryTrend(trendFilter(entity, filter), query.level, query.metrics, scope), query);
        }),
      overViewTable: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return pageOf(market.overviewTable(filter, scope), query);
        }),
      overViewChart: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return market.overviewChart(filter, scope);
        }),
      spuRank: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return pageOf(market.spuRank(filter, query.type, scope), query);
        }),
      shopTable: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return pageOf(market.shopRank(filter, scope), query);
        }),
      brandTable: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return pageOf(market.brandRank(filter, scope), query);
        }),
      priceZone: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = scoped(query);
          return pageOf(market.priceZone(filter, query.metrics, query.typeValue, scope), query);
        }),

      brandInfo: ({ query }) => {
        const entity = requireListed(dataset, query.platform, 'brand', query.id, 'querystring.id');
        const items = brandProductsOn(dataset, entity.index, query.platform);
        return {
          id: query.id,
          name: entity.name,
          nameEn: entity.nameEn,
          origin: brands.origin[entity.index] as string,
          foundedYear: brands.foundedYear[entity.index] as number,
          categories: topCategoriesOf(items),
          shopCount: new Set(Array.from(items, (i) => products.shop[i] as number)).size,
          spuCount: items.length,
        };
      },
      shopInfo: ({ query }) => {
        const entity = requireListed(dataset, query.platform, 'shop', query.id, 'querystring.id');
        const s = entity.index;
        const b = shops.brand[s] as number;
        return {
          id: query.id,
          name: entity.name,
          shopType: shops.shopType[s] as ShopTypeId,
          platform: shops.platform[s] as PlatformId,
          brandId: b >= 0 ? toId('brand', b) : null,
          brandName: b >= 0 ? (brands.names[b] as string) : null,
          openedYear: shops.openedYear[s] as number,
          spuCount: shopProducts(dataset, s).length,
        };
      },
      spuInfo: ({ query }) => {
        const entity = requireListed(dataset, query.platform, 'spu', query.id, 'querystring.id');
        const i = entity.index;
        const shop = products.shop[i] as number;
        const brand = products.brand[i] as number;
        const attributes = [];
        for (let k = products.attrStart[i] as number; k < (products.attrStart[i + 1] as number); k += 1) {
          const valueId = products.attrValues[k] as number;
          const ref = dataset.attributes.values.get(valueId);
          const def = ref ? dataset.attributes.defs[ref.attrId - 1] : undefined;
          const value = def?.values[ref?.position ?? -1];
          if (def && value)
            attributes.push({ name: def.name, nameEn: def.nameEn, value: value.name, valueEn: value.nameEn });
        }
        return {
          id: query.id,
          title: entity.name,
          price: yuan(products.price[i] as number),
          platform: products.platform[i] as PlatformId,
          brandId: toId('brand', brand),
          brandName: brands.names[brand] as string,
          shopId: toId('shop', shop),
          shopName: shops.names[shop] as string,
          categoryPath: categoryPath(dataset, products.leaf[i] as number),
          attributes,
        };
      },
      anchorInfo: ({ query }) => {
        const entity = requireListed(dataset, query.platform, 'anchor', query.id, 'querystring.id');
        const items = entity.scope.items ?? new Uint32Array(0);
        return {
          id: query.id,
          name: entity.name,
          nameEn: entity.nameEn,
          followers: anchors.followers[entity.index] as number,
          spuCount: items.length,
          brandCount: new Set(Array.from(items, (i) => products.brand[i] as number)).size,
          topCategories: topCategoriesOf(items, 3),
        };
      },

      trendTableDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.categoryTrend(trendFilter(entity, filter), query.level, query.metrics, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.trend, entity.name), filter);
      },
      overViewTableDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.overviewTable(filter, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.overview, entity.name), filter);
      },
      spuRankDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.spuRank(filter, query.type, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.spuRank, entity.name), filter);
      },
      shopTableDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.shopRank(filter, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.shopTable, entity.name), filter);
      },
      brandTableDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.brandRank(filter, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.brandTable, entity.name), filter);
      },
      priceZoneDownload: ({ query }) => {
        const { entity, filter, scope } = scoped(query);
        const table = market.priceZone(filter, query.metrics, query.typeValue, scope);
        return tableDownload(dataset, table, query, fileName(FILE_NAMES.priceZone, entity.name), filter);
      },
    },
    'business',
  );
};
