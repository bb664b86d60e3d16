import type { Anchors } from './anchors.ts';
import type { Attributes } from './attributes.ts';
import type { Brands, Shops } from './entities.ts';
import type { Facts } from './facts.ts';
import type { DictionariesFixture, PageFixture } from './fixtures.ts';
import type { KeywordIndex } from './keyword-index.ts';
import type { Calendar } from './months.ts';
import type { SearchKey } from './names.ts';
import type { Products } from './products.ts';
import type { PlatformPresence, Taxonomy } from './taxonomy.ts';

/** Product indices grouped by an owner (brand or shop): list of owner o is items[start[o] .. start[o + 1]). */
export interface Grouped {
  start: Uint32Array;
  items: Uint32Array;
}

/**
 * The generated market data: taxonomy, brands, shops, products, anchors, monthly facts and the keyword index,
 * all derived from `seed` and `today`. Read-only after start. The query engine (`query/market.ts`) reads this
 * shape and is built beside it (`Dataset` in dataset.ts joins the two), so the query modules never import the
 * module that builds them.
 */
export interface DatasetCore {
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
}
