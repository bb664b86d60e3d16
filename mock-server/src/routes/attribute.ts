import type { FastifyInstance } from 'fastify';
import { contract, type PlatformId } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import type { Dataset } from '../data/dataset.ts';
import { answerCache, tableDownload } from '../data/query/endpoints.ts';
import { resolveCategory, resolveMarket, type MarketInput } from '../data/query/params.ts';
import { select, type Scope } from '../data/query/selection.ts';
import { pageOf } from '../data/query/table.ts';
import { badRequest, notFound } from '../lib/api-failure.ts';

const FILE_NAMES = { spu: '属性分析_商品', shop: '属性分析_店铺', brand: '属性分析_品牌' } as const;

/** A finest category of the platform: unknown is a 404, a category with children a 400. */
const leafOf = (dataset: Dataset, platform: PlatformId, categoryId: number) => {
  const node = resolveCategory(dataset, platform, categoryId);
  if (dataset.taxonomy.levels[node] !== 4)
    throw badRequest(
      {
        zh: `请选择最细一级的类目（类目 ${categoryId} 还有子类目）`,
        en: `Choose a finest category (category ${categoryId} has sub-categories)`,
      },
      'querystring.categoryId',
    );
  return node;
};

const attributesOf = (dataset: Dataset, leaf: number) =>
  dataset.attributes.byLevel2.get(dataset.taxonomy.l2Of[leaf] as number) ?? [];

interface AttrInput extends MarketInput {
  attrValueIds?: number[] | undefined;
  keyword?: string | undefined;
}

/**
 * The products of a leaf category having the chosen attribute values: any of the chosen values of one
 * attribute, and that for every attribute with a chosen value (colour red or blue, and cotton); plus the
 * keyword in the title when given.
 */
const attributeScope = (dataset: Dataset, input: AttrInput): { scope: Scope; leaf: number } => {
  const leaf = leafOf(dataset, input.platform, input.categoryId);
  const allowed = new Set(attributesOf(dataset, leaf));
  const chosen = [...new Set(input.attrValueIds ?? [])].sort((a, b) => a - b);
  const byAttribute = new Map<number, Set<number>>();
  for (const valueId of chosen) {
    const ref = dataset.attributes.values.get(valueId);
    if (!ref || !allowed.has(ref.attrId))
      throw badRequest(
        {
          zh: `属性值 ${valueId} 不属于类目 ${input.categoryId} 的属性`,
          en: `Attribute value ${valueId} is not one of category ${input.categoryId}'s attributes`,
        },
        'querystring.attrValueIds',
      );
    const set = byAttribute.get(ref.attrId) ?? new Set<number>();
    set.add(valueId);
    byAttribute.set(ref.attrId, set);
  }
  const keyword = input.keyword?.trim().toLowerCase() ?? '';
  const { products } = dataset;
  const range = select(dataset, input.platform, leaf);
  const items: number[] = [];
  for (let i = range.from; i < range.to; i += 1) {
    if (keyword !== '' && !(products.titles[i] as string).toLowerCase().includes(keyword)) continue;
    let matches = true;
    for (const [attrId, values] of byAttribute) {
      let has = false;
      for (let k = products.attrStart[i] as number; k < (products.attrStart[i + 1] as number); k += 1) {
        const valueId = products.attrValues[k] as number;
        if (dataset.attributes.values.get(valueId)?.attrId === attrId && values.has(valueId)) has = true;
      }
      if (!has) {
        matches = false;
        break;
      }
    }
    if (matches) items.push(i);
  }
  return {
    leaf,
    scope: { key: `attr:${leaf}:${chosen.join(',')}:${keyword}`, items: Uint32Array.from(items) },
  };
};

/** Attribute analysis inside one finest category. */
export const registerAttributeRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset } = ctx;
  const { market, products } = dataset;
  const answer = answerCache(4 * 1024 * 1024);
  const analysis = (query: AttrInput) => {
    const { scope } = attributeScope(dataset, query);
    return { scope, filter: resolveMarket(dataset, query) };
  };

  implement(
    app,
    contract.attribute,
    {
      attrList: ({ query }) => {
        const leaf = leafOf(dataset, query.platform, query.categoryId);
        return attributesOf(dataset, leaf).map((attrId) => {
          const def = dataset.attributes.defs[attrId - 1];
          return { attrId, name: def?.name ?? '', nameEn: def?.nameEn ?? '', valueCount: def?.values.length ?? 0 };
        });
      },

      attrValue: ({ query }) => {
        const leaf = leafOf(dataset, query.platform, query.categoryId);
        if (!attributesOf(dataset, leaf).includes(query.attrId))
          throw notFound(
            {
              zh: `类目 ${query.categoryId} 没有编号为 ${query.attrId} 的属性`,
              en: `No attribute with id ${query.attrId} in category ${query.categoryId}`,
            },
            'querystring.attrId',
          );
        const def = dataset.attributes.defs[query.attrId - 1];
        const counts = new Map<number, number>();
        const range = select(dataset, query.platform, leaf);
        for (let i = range.from; i < range.to; i += 1)
          for (let k = products.attrStart[i] as number; k < (products.attrStart[i + 1] as number); k += 1) {
            const valueId = products.attrValues[k] as number;
            counts.set(valueId, (counts.get(valueId) ?? 0) + 1);
          }
        return (def?.values ?? []).map((value) => ({
          valueId: value.valueId,
          attrId: query.attrId,
          name: value.name,
          nameEn: value.nameEn,
          spuCount: counts.get(value.valueId) ?? 0,
        }));
      },

      brand: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = analysis(query);
          return pageOf(market.brandRank(filter, scope), query);
        }),
      shop: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = analysis(query);
          return pageOf(market.shopRank(filter, scope), query);
        }),
      spu: ({ query, request }) =>
        answer(request, () => {
          const { filter, scope } = analysis(query);
          return pageOf(market.spuRank(filter, 0, scope), query);
        }),
      brandDownload: ({ query }) => {
        const { filter, scope } = analysis(query);
        return tableDownload(dataset, market.brandRank(filter, scope), query, FILE_NAMES.brand, filter);
      },
      shopDownload: ({ query }) => {
        const { filter, scope } = analysis(query);
        return tableDownload(dataset, market.shopRank(filter, scope), query, FILE_NAMES.shop, filter);
      },
      spuDownload: ({ query }) => {
        const { filter, scope } = analysis(query);
        return tableDownload(dataset, market.spuRank(filter, 0, scope), query, FILE_NAMES.spu, filter);
      },
    },
    'attribute',
  );
};
