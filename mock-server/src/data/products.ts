import { PLATFORMS, type PlatformId } from '@aisle/contract';
import type { Attributes } from './attributes.ts';
import { sellsOn, type Brands, type Shops, PLATFORM_SHARE } from './entities.ts';
import type { NamesFixture, Word } from './fixtures.ts';
import { HISTORY_MONTHS } from './months.ts';
import { genericModifiers } from './names.ts';
import { cumulative, makeRandom, type Random } from './prng.ts';
import type { PlatformPresence, Taxonomy } from './taxonomy.ts';

export const SPU_COUNT = 120_000;
/** `end` of a product that is still on sale. */
export const ON_SALE = 0x7fff;

/**
 * Products (SPUs), one column per field. Stored sorted by platform and then by leaf category in pre-order, so
 * `range(platform, node)` (every product of a subtree on a platform) is one contiguous index range.
 */
export interface Products {
  count: number;
  platform: Uint8Array;
  /** leaf category node index */
  leaf: Int32Array;
  brand: Uint16Array;
  shop: Uint16Array;
  shopType: Uint8Array;
  /** list price in cents */
  price: Uint32Array;
  /** month index of the first sale (negative: launched before the generated history) */
  launch: Int16Array;
  /** month index of the last sale, or ON_SALE */
  end: Int16Array;
  /** expected monthly units at full stride, before season and growth */
  baseUnits: Float32Array;
  /** yearly growth rate */
  growth: Float32Array;
  titles: string[];
  /** attribute value ids of product i: attrValues[attrStart[i] .. attrStart[i + 1]) */
  attrStart: Uint32Array;
  attrValues: Uint32Array;
  /** first index of each platform's block, and its end */
  platformStart: Record<PlatformId, number>;
  platformEnd: Record<PlatformId, number>;
  /** per platform: nodeStart[k] = first product index of the platform with leaf index >= k (k = 0..nodes) */
  nodeStart: Record<PlatformId, Uint32Array>;
  /** the words of each title, for building the keyword index (emptied once it is built) */
  titleTokens: string[][];
}

/**
 * Typical list price (yuan) per top-level category, by its English name; categories not listed get 150.
 * Level-2 and leaf categories vary around it.
 */
const TOP_CATEGORY_PRICE: Readonly<Record<string, number>> = {
  "Women's Clothing": 160,
  "Men's Clothing": 190,
  'Beauty & Skincare': 170,
  'Personal Care': 55,
  'Food & Beverages': 45,
  'Mother & Baby': 110,
  'Home Appliances': 850,
  'Phones & Digital': 1300,
  'Computers & Office': 1600,
  'Home & Furnishing': 260,
  'Sports & Outdoors': 240,
  Shoes: 320,
  'Bags & Luggage': 280,
  'Jewellery & Accessories': 520,
  'Pet Supplies': 75,
  'Health & Medicine': 130,
  'Auto Supplies': 160,
  'Toys & Instruments': 160,
};

const PLATFORM_SCALE: Readonly<Record<PlatformId, number>> = { 1: 1, 2: 0.9, 4: 0.85 };
const PLATFORM_GROWTH: Readonly<Record<PlatformId, number>> = { 1: 0.02, 2: 0.05, 4: 0.3 };

/** Retail prices end in 9: 39.9, 189, 2999. */
const retailCents = (yuan: number) => {
  if (yuan < 10) return Math.max(90, Math.round(yuan * 10) * 10 - 10);
  if (yuan < 100) return (Math.round(yuan) - 0.1) * 100;
  if (yuan < 1000) return (Math.round(yuan / 10) * 10 - 1) * 100;
  return (Math.round(yuan / 100) * 100 - 1) * 100;
};

export const buildProducts = (
  seed: number,
  taxonomy: Taxonomy,
  presence: PlatformPresence,
  attributes: Attributes,
  names: NamesFixture,
  brands: Brands,
  shops: Shops,
): Products => {
  const n = SPU_COUNT;
  const products: Products = {
    count: n,
    platform: new Uint8Array(n),
    leaf: new Int32Array(n),
    brand: new Uint16Array(n),
    shop: new Uint16Array(n),
    shopType: new Uint8Array(n),
    price: new Uint32Array(n),
    launch: new Int16Array(n),
    end: new Int16Array(n),
    baseUnits: new Float32Array(n),
    growth: new Float32Array(n),
    titles: new Array<string>(n),
    attrStart: new Uint32Array(n + 1),
    attrValues: new Uint32Array(0),
    platformStart: { 1: 0, 2: 0, 4: 0 },
    platformEnd: { 1: 0, 2: 0, 4: 0 },
    nodeStart: { 1: new Uint32Array(0), 2: new Uint32Array(0), 4: new Uint32Array(0) },
    titleTokens: new Array<string[]>(n),
  };

  // category-level figures: leaf popularity and typical price
  const categoryRandom = makeRandom(seed, 'category-figures');
  const leafWeight = new Float64Array(taxonomy.count);
  const medianPrice = new Float64Array(taxonomy.count);
  for (let node = 0; node < taxonomy.count; node += 1) {
    const level = taxonomy.levels[node];
    const up = taxonomy.parent[node] as number;
    if (level === 1) medianPrice[node] = TOP_CATEGORY_PRICE[taxonomy.namesEn[node] as string] ?? 150;
    else medianPrice[node] = (medianPrice[up] as number) * categoryRandom.logNormal(0, level === 2 ? 0.45 : 0.25);
    if (level === 4) leafWeight[node] = categoryRandom.logNormal(0, 0.8);
  }

  // candidates per platform and top-level category
  const brandsByRoot = new Map<number, { list: number[]; weights: Float64Array }>();
  const multiShops = new Map<number, { list: number[]; weights: Float64Array }>();
  const ownShops = new Map<number, { flagship: number[]; stores: number[] }>();
  for (let b = 0; b < brands.count; b += 1) {
    for (const platform of PLATFORMS) {
      if (!sellsOn(brands, b, platform)) continue;
      for (const root of brands.homes[b] as number[]) {
        const key = platform * 1_000_000 + root;
        const entry = brandsByRoot.get(key) ?? { list: [], weights: new Float64Array(0) };
        entry.list.push(b);
        brandsByRoot.set(key, entry);
      }
    }
  }
  for (const entry of brandsByRoot.values())
    entry.weights = cumulative(entry.list.map((b) => Math.pow(brands.popularity[b] as number, 0.8)));
  for (let s = 0; s < shops.count; s += 1) {
    const platform = shops.platform[s] as PlatformId;
    const brand = shops.brand[s] as number;
    if (brand >= 0) {
      const key = platform * 1_000_000 + brand;
      const entry = ownShops.get(key) ?? { flagship: [], stores: [] };
      (shops.shopType[s] === 1 ? entry.flagship : entry.stores).push(s);
      ownShops.set(key, entry);
    } else {
      const key = platform * 1_000_000 + (shops.focus[s] as number);
      const entry = multiShops.get(key) ?? { list: [], weights: new Float64Array(0) };
      entry.list.push(s);
      multiShops.set(key, entry);
    }
  }
  for (const entry of multiShops.values()) entry.weights = cumulative(entry.list.map((s) => shops.weight[s] as number));

  const modifiers = genericModifiers(
    taxonomy,
    names.titleModifiers,
    attributes.defs.flatMap((def) => def.values.map((value) => value.name)),
  );
  const attrWeights = new Map<number, Float64Array>();
  const valueWeights = (random: Random, leaf: number, attrId: number, valueCount: number) => {
    // each leaf has its own favourite values: a Zipf curve over a per-leaf order of the values
    const key = leaf * 100_000 + attrId;
    let weights = attrWeights.get(key);
    if (!weights) {
      const order = random.shuffle(Array.from({ length: valueCount }, (_, i) => i));
      const raw = new Array<number>(valueCount);
      order.forEach((position, rank) => (raw[position] = 1 / Math.pow(rank + 1, 0.8)));
      weights = cumulative(raw);
      attrWeights.set(key, weights);
    }
    return weights;
  };

  // Whether a value may describe a product of a leaf in its title: sizes say little, and a value sharing a
  // character with the leaf's name often contradicts it ("无袖" on a "短袖T恤"). Decided once per (leaf, value).
  const describesCache = new Map<number, boolean>();
  const describes = (leaf: number, valueId: number, name: string, attributeEn: string) => {
    const key = leaf * 1_000_000 + valueId;
    let fits = describesCache.get(key);
    if (fits === undefined) {
      const leafName = taxonomy.names[leaf] as string;
      fits = attributeEn !== 'Size' && ![...name].some((ch) => ch > '\u2e80' && leafName.includes(ch));
      describesCache.set(key, fits);
    }
    return fits;
  };
  const describing: string[] = [];

  const attrValues: number[] = [];
  let index = 0;
  let remaining = n;
  PLATFORMS.forEach((platform, p) => {
    const random = makeRandom(seed, `products:${platform}`);
    const count = p === PLATFORMS.length - 1 ? remaining : Math.round(n * PLATFORM_SHARE[platform]);
    remaining -= count;
    const leaves = taxonomy.leaves.filter((leaf) => presence[platform][leaf] === 1);
    const leafCumulative = cumulative(leaves.map((leaf) => leafWeight[leaf] as number));
    // draw every product's leaf first and sort them, so the block comes out in pre-order
    const drawn = new Int32Array(count);
    for (let i = 0; i < count; i += 1) drawn[i] = leaves[random.weighted(leafCumulative)] as number;
    drawn.sort();
    products.platformStart[platform] = index;

    for (let i = 0; i < count; i += 1, index += 1) {
      const leaf = drawn[i] as number;
      const root = taxonomy.l1Of[leaf] as number;
      const candidates = brandsByRoot.get(platform * 1_000_000 + root);
      const brand = candidates
        ? (candidates.list[random.weighted(candidates.weights)] as number)
        : random.int(0, brands.count - 1);
      const own = ownShops.get(platform * 1_000_000 + brand);
      const multi = multiShops.get(platform * 1_000_000 + root);
      let shop: number;
      if (own && own.flagship.length > 0 && random.chance(0.45)) shop = own.flagship[0] as number;
      else if (own && own.stores.length > 0 && random.chance(0.3)) shop = random.pick(own.stores);
      else if (multi) shop = multi.list[random.weighted(multi.weights)] as number;
      else shop = own ? ([...own.flagship, ...own.stores][0] as number) : 0;

      const yuan = (medianPrice[leaf] as number) * (brands.priceLevel[brand] as number) * random.logNormal(0, 0.35);
      const price = retailCents(yuan);
      products.platform[index] = platform;
      products.leaf[index] = leaf;
      products.brand[index] = brand;
      products.shop[index] = shop;
      products.shopType[index] = shops.shopType[shop] as number;
      products.price[index] = price;

      // about 4 in 10 products were launched inside the generated history: the "new products"
      const launch = random.chance(0.58) ? -random.int(1, 48) : random.int(0, HISTORY_MONTHS - 1);
      products.launch[index] = launch;
      const lastChance = random.chance(0.1) ? random.int(Math.max(launch + 3, 0), HISTORY_MONTHS + 12) : ON_SALE;
      products.end[index] = lastChance < HISTORY_MONTHS - 1 ? lastChance : ON_SALE;
      const popularity = Math.pow((brands.popularity[brand] as number) * 3, 0.35);
      const priceEffect = Math.pow((medianPrice[leaf] as number) / (price / 100), 0.7);
      products.baseUnits[index] =
        random.logNormal(Math.log(110), 1.3) *
        priceEffect *
        popularity *
        Math.sqrt(leafWeight[leaf] as number) *
        PLATFORM_SCALE[platform];
      products.growth[index] = PLATFORM_GROWTH[platform] + 0.18 * random.normal();

      // attribute values: one per attribute of the level-2 category
      products.attrStart[index] = attrValues.length;
      const attrIds = attributes.byLevel2.get(taxonomy.l2Of[leaf] as number) ?? [];
      describing.length = 0;
      for (const attrId of attrIds) {
        const def = attributes.defs[attrId - 1];
        if (!def) continue;
        const position = random.weighted(valueWeights(random, leaf, attrId, def.values.length));
        const value = def.values[position];
        if (!value) continue;
        attrValues.push(value.valueId);
        if (describes(leaf, value.valueId, value.name, def.nameEn)) describing.push(value.name);
      }

      // title: brand, maybe a generic modifier, one or two attribute values, the leaf's name
      const tokens = [brands.names[brand] as string];
      if (modifiers.length > 0 && random.chance(0.6)) tokens.push((random.pick(modifiers) as Word).zh);
      const valueCount = Math.min(describing.length, random.chance(0.15) ? 0 : random.chance(0.7) ? 1 : 2);
      for (const value of random.shuffle(describing).slice(0, valueCount)) tokens.push(value);
      tokens.push(taxonomy.names[leaf] as string);
      products.titleTokens[index] = tokens;
      products.titles[index] = tokens.join(' ');
    }
    products.platformEnd[platform] = index;

    // nodeStart: for each node index k, the first product of this block whose leaf index is >= k
    const starts = new Uint32Array(taxonomy.count + 1);
    let cursor = products.platformStart[platform];
    for (let k = 0; k <= taxonomy.count; k += 1) {
      while (cursor < index && (products.leaf[cursor] as number) < k) cursor += 1;
      starts[k] = cursor;
    }
    products.nodeStart[platform] = starts;
  });
  products.attrStart[n] = attrValues.length;
  products.attrValues = Uint32Array.from(attrValues);
  return products;
};

/** Products of a category subtree on a platform, as the index range [lo, hi). */
export const categoryRange = (
  products: Products,
  taxonomy: Taxonomy,
  platform: PlatformId,
  node: number,
): [number, number] => {
  const starts = products.nodeStart[platform];
  if (node < 0) return [products.platformStart[platform], products.platformEnd[platform]];
  return [starts[node] as number, starts[taxonomy.end[node] as number] as number];
};
