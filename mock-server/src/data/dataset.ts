import type { MockConfig } from '../config.ts';
import { buildAnchors } from './anchors.ts';
import { buildAttributes } from './attributes.ts';
import type { DatasetCore, Grouped } from './core.ts';
import { buildBrands, buildShops } from './entities.ts';
import { buildFacts } from './facts.ts';
import { loadFixtures } from './fixtures.ts';
import { buildKeywordIndex } from './keyword-index.ts';
import { makeCalendar } from './months.ts';
import { PinyinCache, type SearchKey } from './names.ts';
import { makeNamePools } from './people.ts';
import { buildProducts } from './products.ts';
import { flattenTaxonomy, platformPresence } from './taxonomy.ts';
import { createMarket, type Market } from './query/market.ts';

/**
 * The seeded market dataset (`DatasetCore`, see core.ts) and the query engine over it, built from the data and
 * kept beside it. Read-only after start.
 */
export interface Dataset extends DatasetCore {
  /** aggregated, cached queries over the facts */
  market: Market;
  /** how long the build took, in milliseconds */
  buildMs: number;
}

export type { DatasetCore };

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
  const people = makeNamePools(seed);
  const brands = buildBrands(seed, taxonomy, presence, fixtures.names, attributes, pinyin);
  const shops = buildShops(
    seed,
    taxonomy,
    presence,
    fixtures.names,
    fixtures.dictionaries.shop_type ?? [],
    brands,
    pinyin,
    people,
  );
  const products = buildProducts(seed, taxonomy, presence, attributes, fixtures.names, brands, shops);
  const anchors = buildAnchors(seed, taxonomy, fixtures.names, products, pinyin, people);
  const facts = buildFacts(seed, calendar, taxonomy, products);
  const keywords = buildKeywordIndex(products.titleTokens, products.titles);
  // the words of the titles are only needed to build the index (about 35 MB of small arrays)
  products.titleTokens = [];
  // pinyin of the ~6,000 category names: only the category search reads it, so it is made on its first use
  let categorySearch: SearchKey[] | undefined;

  const core: DatasetCore = {
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
    get categorySearch() {
      categorySearch ??= taxonomy.names.map((name) => pinyin.of([name]));
      return categorySearch;
    },
    dictionaries: fixtures.dictionaries,
    pages: fixtures.pages,
  };
  // the query engine is built from the finished data, outside it: it never needs the Dataset type
  const market = createMarket(core);
  // assigned, not spread: a spread would run the getter above
  return Object.assign(core, { market, buildMs: Math.round(performance.now() - started) });
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
