import type { MockConfig } from '../config.ts';
import { buildAnchors, type Anchors } from './anchors.ts';
import { buildAttributes, type Attributes } from './attributes.ts';
import { buildBrands, buildShops, type Brands, type Shops } from './entities.ts';
import { buildFacts, type Facts } from './facts.ts';
import { loadFixtures, type DictionariesFixture, type PageFixture } from './fixtures.ts';
import { buildKeywordIndex, type KeywordIndex } from './keyword-index.ts';
import { makeCalendar, type Calendar } from './months.ts';
import { PinyinCache, type SearchKey } from './names.ts';
import { buildProducts, type Products } from './products.ts';
import { flattenTaxonomy, platformPresence, type PlatformPresence, type Taxonomy } from './taxonomy.ts';
import { createMarket, type Market } from './query/market.ts';

/** Product indices grouped by an owner (brand or shop): list of owner o is items[start[o] .. start[o + 1]). */
export interface Grouped {
  start: Uint32Array;
  items: Uint32Array;
}

/**
 * The seeded market dataset: taxonomy, brands, shops, products, anchors, monthly facts and the keyword index,
 * all derived from `seed` and `today`, plus the query engine over them. Read-only after start.
 */
export interface Dataset {
  seed: number;
  today: string;
  calendar: Calendar;
  taxonomy: Taxonomy;
  presence: PlatformPresence;
  attributes: Attributes;
  brands: Brands;
  shops: Shops;
  products: Products;
  anchors: Anchors;
  facts: Facts;
  keywords: KeywordIndex;
  /** products of each brand / shop, ascending (so a platform's part is one slice) */
  byBrand: Grouped;
  byShop: Grouped;
  /** pinyin of category names, by node index */
  categorySearch: SearchKey[];
  dictionaries: DictionariesFixture;
  pages: PageFixture[];
  /** aggregated, cached queries over the facts */
  market: Market;
  /** how long the build took, in milliseconds */
  buildMs: number;
}

const groupBy = (owners: ArrayLike<number>, ownerCount: number): Grouped => {
  const start = new Uint32Array(ownerCount + 1);
  for (let i = 0; i < owners.length; i += 1) {
    const slot = (owners[i] as number) + 1;
    start[slot] = (start[slot] as number) + 1;
  }
  for (let o = 0; o < ownerCount; o += 1) start[o + 1] = (start[o + 1] as number) + (start[o] as number);
  const cursor = start.slice(0, ownerCount);
  const items = new Uint32Array(owners.length);
  for (let i = 0; i < owners.length; i += 1) {
    const owner = owners[i] as number;
    items[cursor[owner] as number] = i;
    cursor[owner] = (cursor[owner] as number) + 1;
  }
  return { start, items };
};

export const generateDataset = (config: Pick<MockConfig, 'seed' | 'today'>): Dataset => {
  const started = performance.now();
  const fixtures = loadFixtures();
  const { seed, today } = config;
  const calendar = makeCalendar(today);
  const taxonomy = flattenTaxonomy(fixtures.taxonomy.categories);
  const presence = platformPresence(taxonomy, seed);
  const attributes = buildAttributes(taxonomy, fixtures.attributes.byLevel2);
  const pinyin = new PinyinCache();
  const brands = buildBrands(seed, taxonomy, presence, fixtures.names, attributes, pinyin);
  const shops = buildShops(
    seed,
    taxonomy,
    presence,
    fixtures.names,
    fixtures.dictionaries.shop_type ?? [],
    brands,
    pinyin,
  );
  const products = buildProducts(seed, taxonomy, presence, attributes, fixtures.names, brands, shops);
  const anchors = buildAnchors(seed, taxonomy, fixtures.names, products, pinyin);
  const facts = buildFacts(seed, calendar, taxonomy, products);
  const keywords = buildKeywordIndex(products.titleTokens, products.titles);
  // the words of the titles are only needed to build the index (about 35 MB of small arrays)
  products.titleTokens = [];
  const categorySearch = taxonomy.names.map((name) => pinyin.of([name]));

  const dataset: Dataset = {
    seed,
    today,
    calendar,
    taxonomy,
    presence,
    attributes,
    brands,
    shops,
    products,
    anchors,
    facts,
    keywords,
    byBrand: groupBy(products.brand, brands.count),
    byShop: groupBy(products.shop, shops.count),
    categorySearch,
    dictionaries: fixtures.dictionaries,
    pages: fixtures.pages,
    market: undefined as unknown as Market,
    buildMs: 0,
  };
  dataset.market = createMarket(dataset);
  dataset.buildMs = Math.round(performance.now() - started);
  return dataset;
};

let last: Dataset | undefined;

/**
 * The dataset for a seed and "today". The last one built is kept: it is read-only (its query cache holds only
 * deterministic results), so apps built again in one process (tests restarting a server on the same state
 * directory) share it instead of paying for the build again. `generateDataset` always builds.
 */
export const buildDataset = (config: Pick<MockConfig, 'seed' | 'today'>): Dataset => {
  if (last && last.seed === config.seed && last.today === config.today) return last;
  last = generateDataset(config);
  return last;
};

/** Drops the kept dataset, so the next build starts from scratch (tests of the build's determinism). */
export const forgetDataset = () => {
  last = undefined;
};
