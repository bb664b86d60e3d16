import type { MenuKeyValue, PlatformId } from '@aisle/contract';
import type { Dataset } from '../dataset.ts';
import { fromId } from '../ids.ts';
import type { Scope } from './selection.ts';

/** A monitorable entity on a platform: what it is called and which products its figures come from. */
export interface Entity {
  menuKey: MenuKeyValue;
  entityId: number;
  /** index in its table (node index for categories) */
  index: number;
  name: string;
  nameEn: string;
  scope: Scope;
}

const slice = (grouped: { start: Uint32Array; items: Uint32Array }, owner: number) =>
  grouped.items.subarray(grouped.start[owner] as number, grouped.start[owner + 1] as number);

/** Products of a brand on a platform (the brand's list is sorted, so the platform's part is one slice). */
export const brandProductsOn = (dataset: Dataset, brand: number, platform: PlatformId) => {
  const all = slice(dataset.byBrand, brand);
  let from = 0;
  while (from < all.length && (all[from] as number) < dataset.products.platformStart[platform]) from += 1;
  let to = from;
  while (to < all.length && (all[to] as number) < dataset.products.platformEnd[platform]) to += 1;
  return all.subarray(from, to);
};

export const shopProducts = (dataset: Dataset, shop: number) => slice(dataset.byShop, shop);

interface EntityKind {
  /** what an error message calls it */
  label: string;
  /** the index an id names, or -1 when it names none of this kind */
  indexOf(dataset: Dataset, entityId: number): number;
  names(dataset: Dataset): { names: readonly string[]; namesEn: readonly string[] };
  /** the products of the entity on the platform, or null when it is not there */
  scopeOn(dataset: Dataset, platform: PlatformId, index: number): Scope | null;
}

/** Each kind of monitorable entity: how an id finds it, what it is called, which products it covers. */
const KINDS: Readonly<Record<MenuKeyValue, EntityKind>> = {
  category: {
    label: 'category',
    indexOf: (dataset, entityId) => dataset.taxonomy.indexById.get(entityId) ?? -1,
    names: ({ taxonomy }) => taxonomy,
    // the platform's tree lacks some categories
    scopeOn: (dataset, platform, node) =>
      dataset.presence[platform][node] === 1 ? { key: `category:${node}`, node } : null,
  },
  brand: {
    label: 'brand',
    indexOf: (dataset, entityId) => fromId('brand', entityId, dataset.brands.count),
    names: ({ brands }) => brands,
    scopeOn: (dataset, platform, b) => {
      const items = brandProductsOn(dataset, b, platform);
      return items.length === 0 ? null : { key: `brand:${b}`, items };
    },
  },
  shop: {
    label: 'shop',
    indexOf: (dataset, entityId) => fromId('shop', entityId, dataset.shops.count),
    names: ({ shops }) => shops,
    scopeOn: (dataset, platform, s) =>
      dataset.shops.platform[s] === platform ? { key: `shop:${s}`, items: shopProducts(dataset, s) } : null,
  },
  spu: {
    label: 'product',
    indexOf: (dataset, entityId) => fromId('spu', entityId, dataset.products.count),
    // a product has its one title, no English name
    names: ({ products }) => ({ names: products.titles, namesEn: products.titles }),
    scopeOn: (dataset, platform, i) =>
      dataset.products.platform[i] === platform ? { key: `spu:${i}`, items: Uint32Array.of(i) } : null,
  },
  anchor: {
    label: 'anchor',
    indexOf: (dataset, entityId) => fromId('anchor', entityId, dataset.anchors.count),
    names: ({ anchors }) => anchors,
    scopeOn: ({ anchors }, platform, a) => {
      // anchors sell on Douyin only
      if (platform !== 4) return null;
      const from = anchors.linkStart[a] as number;
      const to = anchors.linkStart[a + 1] as number;
      // an anchor's figures are its credited share of each product it sells
      return {
        key: `anchor:${a}`,
        items: anchors.linkProduct.subarray(from, to),
        weights: anchors.linkShare.subarray(from, to),
      };
    },
  },
};

/**
 * Finds an entity on a platform, or null when the id names nothing there: a category the platform's tree
 * lacks, a brand with no products on it, a shop or product of another platform, an anchor off Douyin.
 */
export const findEntity = (
  dataset: Dataset,
  platform: PlatformId,
  menuKey: MenuKeyValue,
  entityId: number,
): Entity | null => {
  const kind = KINDS[menuKey];
  const index = kind.indexOf(dataset, entityId);
  if (index < 0) return null;
  const scope = kind.scopeOn(dataset, platform, index);
  if (scope === null) return null;
  const { names, namesEn } = kind.names(dataset);
  return {
    menuKey,
    entityId,
    index,
    name: names[index] as string,
    nameEn: namesEn[index] as string,
    scope,
  };
};
