import { PLATFORMS, type PlatformId } from '@aisle/contract';
import type { Attributes } from './attributes.ts';
import type { DictEntry, NamesFixture, Word } from './fixtures.ts';
import type { PinyinCache } from './names.ts';
import { joinKeys, wordsByTopCategory, type SearchKey } from './names.ts';
import { pickPerson, type NamePools } from './people.ts';
import { cumulative, makeRandom, type Random } from './prng.ts';
import type { PlatformPresence, Taxonomy } from './taxonomy.ts';

export const BRAND_COUNT = 3_200;
export const SHOP_COUNT = 12_000;
/** Share of shops per platform (Taobao/Tmall, JD, Douyin). */
export const PLATFORM_SHARE: Readonly<Record<PlatformId, number>> = { 1: 0.45, 2: 0.3, 4: 0.25 };

/** Ids are offset per kind, so an id read in a URL or a search box says what it is (and never collides). */
export const ID_BASE = { brand: 10_000, shop: 500_000, spu: 10_000_000, anchor: 800_000 } as const;

export interface Brands {
  count: number;
  names: string[];
  namesEn: string[];
  search: SearchKey[];
  /** top-level category node indices the brand sells in (1 or 2) */
  homes: number[][];
  popularity: Float64Array;
  /** the brand's price level relative to its category */
  priceLevel: Float64Array;
  origin: string[];
  foundedYear: Uint16Array;
  /** bit (1 << platform) set when the brand sells on the platform */
  platforms: Uint8Array;
}

export interface Shops {
  count: number;
  names: string[];
  namesEn: string[];
  search: SearchKey[];
  platform: Uint8Array;
  shopType: Uint8Array;
  /** brand index of a brand's own shop (types 1 and 2), -1 for shops selling many brands */
  brand: Int32Array;
  /** top-level category node index the shop sells in */
  focus: Int32Array;
  openedYear: Uint16Array;
  /** how much traffic a multi-brand shop gets, relative to its peers */
  weight: Float64Array;
}

const platformBit = (platform: PlatformId) => 1 << platform;

const originsFrom = (attributes: Attributes): string[] => {
  const origin = attributes.defs.find((def) => def.nameEn === 'Origin');
  return origin ? origin.values.map((value) => value.name) : ['中国大陆'];
};

export const buildBrands = (
  seed: number,
  taxonomy: Taxonomy,
  presence: PlatformPresence,
  names: NamesFixture,
  attributes: Attributes,
  pinyin: PinyinCache,
): Brands => {
  const random = makeRandom(seed, 'brands');
  const suffixes = wordsByTopCategory(taxonomy, names.brandSuffixes);
  const origins = originsFrom(attributes);
  const domestic = origins[0] ?? '中国大陆';
  const foreign = origins.slice(1);
  const leafCount = (root: number) => taxonomy.leaves.filter((leaf) => taxonomy.l1Of[leaf] === root).length || 1;
  const rootWeights = cumulative(taxonomy.roots.map((root) => Math.sqrt(leafCount(root))));

  const brands: Brands = {
    count: BRAND_COUNT,
    names: [],
    namesEn: [],
    search: [],
    homes: [],
    popularity: new Float64Array(BRAND_COUNT),
    priceLevel: new Float64Array(BRAND_COUNT),
    origin: [],
    foundedYear: new Uint16Array(BRAND_COUNT),
    platforms: new Uint8Array(BRAND_COUNT),
  };
  const used = new Set<string>();
  const perRoot = new Map<number, number>();
  const latin = random.shuffle([...names.latinBrands]);

  for (let b = 0; b < BRAND_COUNT; b += 1) {
    const home = taxonomy.roots[random.weighted(rootWeights)] as number;
    const homes = [home];
    if (random.chance(0.18)) {
      const second = taxonomy.roots[random.weighted(rootWeights)] as number;
      if (second !== home) homes.push(second);
    }
    // a few latin names, used once each; the rest stem (+ a suffix that fits the category)
    let name: string;
    let nameEn: string;
    let search: SearchKey;
    const isLatin = latin.length > 0 && random.chance(0.06);
    if (isLatin) {
      name = latin.pop() as string;
      nameEn = name;
      search = { full: name.toLowerCase(), initials: name.slice(0, 1).toLowerCase() };
    } else {
      const fitting = suffixes.get(home) ?? names.brandSuffixes;
      let stem: Word;
      let suffix: Word | null;
      do {
        stem = random.pick(names.brandStems);
        suffix = random.chance(0.55) ? random.pick(fitting) : null;
        name = stem.zh + (suffix?.zh ?? '');
      } while (used.has(name));
      nameEn = suffix ? `${stem.en} ${suffix.en}` : stem.en;
      search = pinyin.of(suffix ? [stem.zh, suffix.zh] : [stem.zh]);
    }
    used.add(name);
    brands.names.push(name);
    brands.namesEn.push(nameEn);
    brands.search.push(search);
    brands.homes.push(homes);
    // Zipf-like: the k-th brand of a category is about 1/k as popular as the first
    const k = (perRoot.get(home) ?? 0) + 1;
    perRoot.set(home, k);
    brands.popularity[b] = random.logNormal(0, 0.35) / Math.pow(k + 2, 0.95);
    brands.priceLevel[b] = random.logNormal(isLatin ? 0.25 : 0, 0.3);
    brands.origin.push(
      isLatin || random.chance(0.15) ? random.pick(foreign.length > 0 ? foreign : [domestic]) : domestic,
    );
    brands.foundedYear[b] = 2024 - Math.min(74, Math.floor(random.logNormal(2.4, 0.75)));
    // popular brands sell everywhere; the others on one or two platforms (where their category exists)
    let mask = 0;
    for (const platform of PLATFORMS) {
      const exists = homes.some((root) => presence[platform][root] === 1);
      if (exists && (k <= 12 || random.chance(0.55))) mask |= platformBit(platform);
    }
    if (mask === 0) {
      const fallback = PLATFORMS.find((platform) => presence[platform][home] === 1) ?? 1;
      mask = platformBit(fallback);
    }
    brands.platforms[b] = mask;
  }
  return brands;
};

export const sellsOn = (brands: Brands, brand: number, platform: PlatformId) =>
  ((brands.platforms[brand] as number) & platformBit(platform)) !== 0;

const shopTypeLabelEn = (dictionary: readonly DictEntry[], type: number) =>
  dictionary.find((entry) => entry.value === type)?.labelEn ?? 'Store';

export const buildShops = (
  seed: number,
  taxonomy: Taxonomy,
  presence: PlatformPresence,
  names: NamesFixture,
  shopTypes: readonly DictEntry[],
  brands: Brands,
  pinyin: PinyinCache,
  people: NamePools,
): Shops => {
  const random = makeRandom(seed, 'shops');
  const prefixes = wordsByTopCategory(taxonomy, names.shopPrefixes);
  const suffixFor = (type: number, r: Random) => r.pick(names.shopSuffixes[String(type)] ?? ['店']);
  const shops: Shops = {
    count: SHOP_COUNT,
    names: [],
    namesEn: [],
    search: [],
    platform: new Uint8Array(SHOP_COUNT),
    shopType: new Uint8Array(SHOP_COUNT),
    brand: new Int32Array(SHOP_COUNT),
    focus: new Int32Array(SHOP_COUNT),
    openedYear: new Uint16Array(SHOP_COUNT),
    weight: new Float64Array(SHOP_COUNT),
  };
  const usedNames = new Set<string>();
  let next = 0;
  const add = (platform: PlatformId, type: number, brand: number, focus: number, parts: string[], nameEn: string) => {
    const s = next;
    next += 1;
    const name = parts.join('');
    usedNames.add(`${platform}:${name}`);
    shops.names.push(name);
    shops.namesEn.push(nameEn);
    // a brand's own shop starts with the brand's name, whose pinyin is known already
    const rest = brand >= 0 ? parts.slice(1) : parts;
    const search = pinyin.of(rest);
    shops.search.push(brand >= 0 ? joinKeys(brands.search[brand] as SearchKey, search) : search);
    shops.platform[s] = platform;
    shops.shopType[s] = type;
    shops.brand[s] = brand;
    shops.focus[s] = focus;
    shops.openedYear[s] = Math.min(2025, 2009 + Math.floor(random.next() * 16));
    shops.weight[s] = random.logNormal(0, 0.9);
  };
  const brandParts = (b: number) => [brands.names[b] as string];

  // 1. flagship stores (type 1) and brand stores (type 2) of brands, per platform
  const order = Array.from({ length: brands.count }, (_, b) => b).sort(
    (a, b) => (brands.popularity[b] as number) - (brands.popularity[a] as number) || a - b,
  );
  const ownShopBudget = Math.round(SHOP_COUNT * 0.38);
  for (const b of order) {
    for (const platform of PLATFORMS) {
      if (next >= ownShopBudget) break;
      if (!sellsOn(brands, b, platform)) continue;
      const home = brands.homes[b]?.[0] as number;
      const popular = (brands.popularity[b] as number) > 0.05;
      if (random.chance(popular ? 0.85 : 0.35)) {
        const official = names.shopPrefixes.find((word) => word.zh === '官方');
        const parts = official
          ? [...brandParts(b), official.zh, suffixFor(1, random)]
          : [...brandParts(b), suffixFor(1, random)];
        const nameEn = `${brands.namesEn[b]} ${official ? `${official.en} ` : ''}${shopTypeLabelEn(shopTypes, 1)}`;
        add(platform, 1, b, home, parts, nameEn);
      }
      const brandStores = popular ? random.int(0, 2) : random.chance(0.15) ? 1 : 0;
      for (let i = 0; i < brandStores && next < ownShopBudget; i += 1) {
        const dealer = random.pick(names.brandStems);
        const parts = [...brandParts(b), dealer.zh, suffixFor(2, random)];
        if (usedNames.has(`${platform}:${parts.join('')}`)) continue;
        add(platform, 2, b, home, parts, `${brands.namesEn[b]} ${dealer.en} ${shopTypeLabelEn(shopTypes, 2)}`);
      }
    }
  }

  // 2. multi-brand shops (types 3..5), per platform and top-level category, at least a few everywhere
  const multiTypes = cumulative([0.4, 0.25, 0.35]);
  const rootsOf = (platform: PlatformId) => taxonomy.roots.filter((root) => presence[platform][root] === 1);
  const counts = PLATFORMS.map((platform) => {
    const own = shops.platform.subarray(0, next).filter((p) => p === platform).length;
    return Math.max(rootsOf(platform).length * 5, Math.round(SHOP_COUNT * PLATFORM_SHARE[platform]) - own);
  });
  // the biggest platform absorbs the rounding, so the total is exact
  counts[0] = (counts[0] as number) + SHOP_COUNT - next - counts.reduce((sum, c) => sum + c, 0);
  PLATFORMS.forEach((platform, p) => {
    const roots = rootsOf(platform);
    const count = counts[p] as number;
    for (let i = 0; i < count; i += 1) {
      const focus = roots[i < roots.length * 5 ? i % roots.length : random.int(0, roots.length - 1)] as number;
      const type = 3 + random.weighted(multiTypes);
      let parts: string[];
      let nameEn: string;
      do {
        const word = random.chance(0.8) ? random.pick(names.brandStems) : null;
        const stem = word ? { ...word, parts: [word.zh] } : pickPerson(random, people);
        const prefix = random.pick(prefixes.get(focus) ?? names.shopPrefixes);
        parts = [...stem.parts, prefix.zh, suffixFor(type, random)];
        nameEn = `${stem.en} ${prefix.en} ${shopTypeLabelEn(shopTypes, type)}`;
      } while (usedNames.has(`${platform}:${parts.join('')}`));
      add(platform, type, -1, focus, parts, nameEn);
    }
  });
  if (next !== SHOP_COUNT) throw new Error(`shops: generated ${next}, expected ${SHOP_COUNT}`);
  return shops;
};
