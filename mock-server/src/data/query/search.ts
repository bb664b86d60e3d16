import { MENU_KEYS, type MenuKeyValue, type PlatformId } from '@aisle/contract';
import type { Dataset } from '../dataset.ts';
import { toId } from '../ids.ts';
import type { SearchKey } from '../names.ts';
import { yuan } from './table.ts';

export interface SearchInput {
  keyword: string;
  platform: PlatformId;
  menuKey?: MenuKeyValue | undefined;
  limit: number;
}

export interface SearchHitValue {
  menuKey: MenuKeyValue;
  entityId: number;
  name: string;
  nameEn: string;
  detail: string;
  monitored: boolean;
}

/** How well a name matches: lower is better. */
const EXACT_ID = 0;
const EXACT_NAME = 1;
const NAME_PREFIX = 2;
const NAME_CONTAINS = 3;
const PINYIN_PREFIX = 4;
const PINYIN_CONTAINS = 5;

interface Candidate {
  menuKey: MenuKeyValue;
  index: number;
  score: number;
  name: string;
}

/** Lower-cased names per kind, built on the first search (a few milliseconds) and kept with the dataset. */
interface SearchIndex {
  categories: string[];
  categoriesEn: string[];
  brands: string[];
  brandsEn: string[];
  shops: string[];
  anchors: string[];
  /** per platform, 1 when the brand has products there */
  brandOn: Record<PlatformId, Uint8Array>;
}

const indexes = new WeakMap<Dataset, SearchIndex>();

const searchIndex = (dataset: Dataset): SearchIndex => {
  let index = indexes.get(dataset);
  if (!index) {
    const lower = (names: readonly string[]) => names.map((name) => name.toLowerCase());
    const brandOn = {
      1: new Uint8Array(dataset.brands.count),
      2: new Uint8Array(dataset.brands.count),
      4: new Uint8Array(dataset.brands.count),
    };
    for (let i = 0; i < dataset.products.count; i += 1)
      brandOn[dataset.products.platform[i] as PlatformId][dataset.products.brand[i] as number] = 1;
    index = {
      categories: lower(dataset.taxonomy.names),
      categoriesEn: lower(dataset.taxonomy.namesEn),
      brands: lower(dataset.brands.names),
      brandsEn: lower(dataset.brands.namesEn),
      shops: lower(dataset.shops.names),
      anchors: lower(dataset.anchors.names),
      brandOn,
    };
    indexes.set(dataset, index);
  }
  return index;
};

const nameScore = (name: string, keyword: string) =>
  name === keyword ? EXACT_NAME : name.startsWith(keyword) ? NAME_PREFIX : name.includes(keyword) ? NAME_CONTAINS : -1;

const pinyinScore = (key: SearchKey, letters: string) =>
  key.full.startsWith(letters) || key.initials.startsWith(letters)
    ? PINYIN_PREFIX
    : key.full.includes(letters)
      ? PINYIN_CONTAINS
      : -1;

const followersText = (followers: number) =>
  followers >= 10_000 ? `粉丝 ${Math.round(followers / 1_000) / 10}万` : `粉丝 ${followers}`;

/**
 * Finds categories, brands, shops, anchors and products on a platform by id, name (Chinese or English),
 * pinyin (full or initials: "yuechuan", "yc") and, for products, title. Best matches first: the exact id,
 * the exact name, a name starting with the keyword, containing it, then pinyin; within a match kind, by
 * entity kind (category, brand, shop, anchor, product) and shorter names first.
 */
export const searchEntities = (
  dataset: Dataset,
  input: SearchInput,
  monitored: ReadonlySet<string>,
): SearchHitValue[] => {
  const { taxonomy, brands, shops, anchors, products } = dataset;
  const index = searchIndex(dataset);
  const keyword = input.keyword.trim().toLowerCase();
  if (keyword.length === 0) return [];
  const letters = /^[a-z][a-z\s']*$/.test(keyword) ? keyword.replace(/[\s']/g, '') : null;
  const id = /^\d+$/.test(keyword) ? Number(keyword) : null;
  const wanted = (menuKey: MenuKeyValue) => input.menuKey === undefined || input.menuKey === menuKey;
  const { platform } = input;
  const candidates: Candidate[] = [];
  const consider = (
    menuKey: MenuKeyValue,
    i: number,
    name: string,
    lower: string,
    extra: string | null,
    key: SearchKey | null,
    entityId: number,
  ) => {
    let score = id !== null && entityId === id ? EXACT_ID : nameScore(lower, keyword);
    if (score < 0 && extra !== null) score = nameScore(extra, keyword);
    if (score < 0 && letters !== null && key !== null) score = pinyinScore(key, letters);
    if (score >= 0) candidates.push({ menuKey, index: i, score, name });
  };

  if (wanted('category')) {
    const present = dataset.presence[platform];
    for (let node = 0; node < taxonomy.count; node += 1) {
      if (present[node] !== 1) continue;
      const entityId = taxonomy.ids[node] as number;
      consider(
        'category',
        node,
        taxonomy.names[node] as string,
        index.categories[node] as string,
        index.categoriesEn[node] as string,
        dataset.categorySearch[node] ?? null,
        entityId,
      );
    }
  }
  if (wanted('brand')) {
    const on = index.brandOn[platform];
    for (let b = 0; b < brands.count; b += 1)
      if (on[b] === 1)
        consider(
          'brand',
          b,
          brands.names[b] as string,
          index.brands[b] as string,
          index.brandsEn[b] as string,
          brands.search[b] ?? null,
          toId('brand', b),
        );
  }
  if (wanted('shop')) {
    for (let s = 0; s < shops.count; s += 1)
      if (shops.platform[s] === platform)
        consider(
          'shop',
          s,
          shops.names[s] as string,
          index.shops[s] as string,
          null,
          shops.search[s] ?? null,
          toId('shop', s),
        );
  }
  if (wanted('anchor') && platform === 4) {
    for (let a = 0; a < anchors.count; a += 1)
      consider(
        'anchor',
        a,
        anchors.names[a] as string,
        index.anchors[a] as string,
        null,
        anchors.search[a] ?? null,
        toId('anchor', a),
      );
  }
  if (wanted('spu')) {
    const from = products.platformStart[platform];
    const to = products.platformEnd[platform];
    if (id !== null) {
      const i = id - toId('spu', 0);
      if (i >= from && i < to)
        candidates.push({ menuKey: 'spu', index: i, score: EXACT_ID, name: products.titles[i] as string });
    }
    let found = 0;
    for (const i of dataset.keywords.lookup(keyword)) {
      if (i < from || i >= to) continue;
      const title = products.titles[i] as string;
      candidates.push({
        menuKey: 'spu',
        index: i,
        score: title.toLowerCase().startsWith(keyword) ? NAME_PREFIX : NAME_CONTAINS,
        name: title,
      });
      if (++found >= input.limit) break;
    }
  }

  const kindOrder = (menuKey: MenuKeyValue) => MENU_KEYS.indexOf(menuKey);
  candidates.sort(
    (a, b) =>
      a.score - b.score ||
      kindOrder(a.menuKey) - kindOrder(b.menuKey) ||
      a.name.length - b.name.length ||
      a.index - b.index,
  );
  return candidates.slice(0, input.limit).map((candidate) => hit(dataset, candidate, monitored));
};

const hit = (dataset: Dataset, { menuKey, index }: Candidate, monitored: ReadonlySet<string>): SearchHitValue => {
  const { taxonomy, brands, shops, anchors, products } = dataset;
  const shopTypeLabel = (type: number) =>
    dataset.dictionaries.shop_type?.find((entry) => entry.value === type)?.label ?? '';
  let entityId: number;
  let name: string;
  let nameEn: string;
  let detail: string;
  switch (menuKey) {
    case 'category': {
      entityId = taxonomy.ids[index] as number;
      name = taxonomy.names[index] as string;
      nameEn = taxonomy.namesEn[index] as string;
      const path: string[] = [];
      for (let k = taxonomy.parent[index] as number; k >= 0; k = taxonomy.parent[k] as number)
        path.unshift(taxonomy.names[k] as string);
      detail = path.length > 0 ? path.join(' › ') : '一级类目';
      break;
    }
    case 'brand': {
      entityId = toId('brand', index);
      name = brands.names[index] as string;
      nameEn = brands.namesEn[index] as string;
      const home = brands.homes[index]?.[0];
      detail = `${brands.origin[index]} · ${home === undefined ? '' : taxonomy.names[home]}`;
      break;
    }
    case 'shop': {
      entityId = toId('shop', index);
      name = shops.names[index] as string;
      nameEn = shops.namesEn[index] as string;
      const brand = shops.brand[index] as number;
      detail = shopTypeLabel(shops.shopType[index] as number) + (brand >= 0 ? ` · ${brands.names[brand]}` : '');
      break;
    }
    case 'anchor': {
      entityId = toId('anchor', index);
      name = anchors.names[index] as string;
      nameEn = anchors.namesEn[index] as string;
      detail = followersText(anchors.followers[index] as number);
      break;
    }
    case 'spu': {
      entityId = toId('spu', index);
      name = products.titles[index] as string;
      nameEn = name;
      detail = `${shops.names[products.shop[index] as number]} · ¥${yuan(products.price[index] as number)}`;
      break;
    }
  }
  return { menuKey, entityId, name, nameEn, detail, monitored: monitored.has(`${menuKey}:${entityId}`) };
};
