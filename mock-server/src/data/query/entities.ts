import type { MenuKeyValue, PlatformId } from '@aisle/contract';
import { notFound } from '../../lib/api-failure.ts';
import type { Dataset } from '../dataset.ts';
import { fromId, toId } from '../ids.ts';
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

const KIND_NAMES: Readonly<Record<MenuKeyValue, string>> = {
  category: 'category',
  brand: 'brand',
  shop: 'shop',
  spu: 'product',
  anchor: 'anchor',
};

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
  const { taxonomy, brands, shops, products, anchors } = dataset;
  switch (menuKey) {
    case 'category': {
      const node = taxonomy.indexById.get(entityId);
      if (node === undefined || dataset.presence[platform][node] !== 1) return null;
      return {
        menuKey,
        entityId,
        index: node,
        name: taxonomy.names[node] as string,
        nameEn: taxonomy.namesEn[node] as string,
        scope: { key: `category:${node}`, node },
      };
    }
    case 'brand': {
      const b = fromId('brand', entityId, brands.count);
      if (b < 0) return null;
      const items = brandProductsOn(dataset, b, platform);
      if (items.length === 0) return null;
      return {
        menuKey,
        entityId,
        index: b,
        name: brands.names[b] as string,
        nameEn: brands.namesEn[b] as string,
        scope: { key: `brand:${b}`, items },
      };
    }
    case 'shop': {
      const s = fromId('shop', entityId, shops.count);
      if (s < 0 || shops.platform[s] !== platform) return null;
      return {
        menuKey,
        entityId,
        index: s,
        name: shops.names[s] as string,
        nameEn: shops.namesEn[s] as string,
        scope: { key: `shop:${s}`, items: shopProducts(dataset, s) },
      };
    }
    case 'spu': {
      const i = fromId('spu', entityId, products.count);
      if (i < 0 || products.platform[i] !== platform) return null;
      return {
        menuKey,
        entityId,
        index: i,
        name: products.titles[i] as string,
        nameEn: products.titles[i] as string,
        scope: { key: `spu:${i}`, items: Uint32Array.of(i) },
      };
    }
    case 'anchor': {
      const a = fromId('anchor', entityId, anchors.count);
      if (a < 0 || platform !== 4) return null;
      const from = anchors.linkStart[a] as number;
      const to = anchors.linkStart[a + 1] as number;
      return {
        menuKey,
        entityId,
        index: a,
        name: anchors.names[a] as string,
        nameEn: anchors.namesEn[a] as string,
        // an anchor's figures are its credited share of each product it sells
        scope: {
          key: `anchor:${a}`,
          items: anchors.linkProduct.subarray(from, to),
          weights: anchors.linkShare.subarray(from, to),
        },
      };
    }
  }
};

/** Like findEntity, but an unknown entity is a 404 naming the field. */
export const requireEntity = (
  dataset: Dataset,
  platform: PlatformId,
  menuKey: MenuKeyValue,
  entityId: number,
  field = 'entityId',
): Entity => {
  const entity = findEntity(dataset, platform, menuKey, entityId);
  if (!entity) throw notFound(`${field}: no ${KIND_NAMES[menuKey]} ${entityId} on platform ${platform}`);
  return entity;
};

export const entityIdOf = (menuKey: MenuKeyValue, index: number, dataset: Dataset) =>
  menuKey === 'category' ? (dataset.taxonomy.ids[index] as number) : toId(menuKey === 'spu' ? 'spu' : menuKey, index);
