import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS } from '@aisle/contract';
import { MAX_ATTRIBUTED } from './anchors.ts';
import { generateDataset, type Dataset } from './dataset.ts';
import { STRIDE } from './facts.ts';
import { HISTORY_MONTHS, REPORT_MONTHS, springFestivalMonth } from './months.ts';
import { categoryRange } from './products.ts';
import { buildAttributes } from './attributes.ts';
import { buildBrands } from './entities.ts';
import { loadFixtures } from './fixtures.ts';
import { PinyinCache } from './names.ts';
import { flattenTaxonomy, platformPresence } from './taxonomy.ts';

const makeConfig = (overrides: Partial<{ seed: number; today: string }> = {}) => ({
  seed: 20240618,
  today: '2026-11-15',
  ...overrides,
});

let dataset: Dataset;
beforeAll(() => {
  dataset = generateDataset(makeConfig());
});

/** Market GMV (cents) per generated month, every platform. */
const monthlyMarket = (d: Dataset) => {
  const totals = new Float64Array(HISTORY_MONTHS);
  for (let i = 0; i < d.products.count; i += 1)
    for (let m = 0; m < HISTORY_MONTHS; m += 1)
      totals[m] =
        (totals[m] as number) +
        (d.facts.cumGmv[i * STRIDE + m + 1] as number) -
        (d.facts.cumGmv[i * STRIDE + m] as number);
  return totals;
};

const checksum = (values: ArrayLike<number>) => {
  let hash = 0;
  for (let i = 0; i < values.length; i += 1) hash = (hash * 31 + (values[i] as number)) % 1_000_000_007;
  return hash;
};

describe('dataset sizes', () => {
  it('has the taxonomy, entities and history the product needs', () => {
    const { taxonomy } = dataset;
    expect(taxonomy.roots.length).toBeGreaterThanOrEqual(12);
    expect(taxonomy.count).toBeGreaterThanOrEqual(1_500);
    expect(Math.max(...taxonomy.levels)).toBe(4);
    expect(dataset.brands.count).toBeGreaterThanOrEqual(3_000);
    expect(dataset.shops.count).toBeGreaterThanOrEqual(10_000);
    expect(dataset.products.count).toBeGreaterThanOrEqual(100_000);
    expect(dataset.anchors.count).toBeGreaterThanOrEqual(5_000);
    expect(dataset.calendar.dateList).toHaveLength(REPORT_MONTHS);
    expect(dataset.calendar.dateList[0]).toBe('2024-11');
    expect(dataset.calendar.dateList.at(-1)).toBe('2026-10');
    expect(dataset.facts.cumGmv).toHaveLength(dataset.products.count * STRIDE);
  });

  it('gives every entity a unique name where it matters', () => {
    expect(new Set(dataset.brands.names).size).toBe(dataset.brands.count);
    expect(new Set(dataset.anchors.names).size).toBe(dataset.anchors.count);
    const shopKeys = dataset.shops.names.map((name, s) => `${dataset.shops.platform[s]}:${name}`);
    expect(new Set(shopKeys).size).toBe(dataset.shops.count);
  });
});

describe('per-platform trees', () => {
  it('keeps a subset of the taxonomy per platform, Douyin the smallest', () => {
    const sizes = PLATFORMS.map((p) => dataset.presence[p].reduce((sum, v) => sum + v, 0));
    for (const size of sizes) expect(size).toBeLessThanOrEqual(dataset.taxonomy.count);
    expect(sizes[2]).toBeLessThan(sizes[0] as number);
    // a present node's parent is present
    const orphans: string[] = [];
    for (const p of PLATFORMS) {
      const present = dataset.presence[p];
      for (let node = 0; node < dataset.taxonomy.count; node += 1) {
        const parent = dataset.taxonomy.parent[node] as number;
        if (present[node] && parent >= 0 && !present[parent]) orphans.push(`${p}:${node}`);
      }
    }
    expect(orphans).toEqual([]);
  });

  it('stores products by platform and leaf, each on a leaf its platform has', () => {
    const { products, presence } = dataset;
    for (let i = 1; i < products.count; i += 1) {
      const before = (products.platform[i - 1] as number) * 1e7 + (products.leaf[i - 1] as number);
      const here = (products.platform[i] as number) * 1e7 + (products.leaf[i] as number);
      if (here < before) throw new Error(`product ${i} out of order`);
    }
    const misplaced: number[] = [];
    for (let i = 0; i < products.count; i += 1) {
      const platform = products.platform[i] as 1 | 2 | 4;
      if (presence[platform][products.leaf[i] as number] !== 1) misplaced.push(i);
      if (dataset.shops.platform[products.shop[i] as number] !== platform) misplaced.push(i);
    }
    expect(misplaced).toEqual([]);
  });

  it('finds a subtree as one contiguous range of products', () => {
    const { taxonomy, products } = dataset;
    const node = taxonomy.roots[3] as number;
    const [lo, hi] = categoryRange(products, taxonomy, 2, node);
    let inside = 0;
    for (let i = products.platformStart[2]; i < products.platformEnd[2]; i += 1)
      if (taxonomy.l1Of[products.leaf[i] as number] === node) inside += 1;
    expect(hi - lo).toBe(inside);
    expect(new Set(Array.from(products.leaf.subarray(lo, hi), (leaf) => taxonomy.l1Of[leaf]))).toEqual(new Set([node]));
  });
});

describe('determinism', () => {
  it('builds the same data from the same seed and today', () => {
    const again = generateDataset(makeConfig());
    expect(again.brands.names).toEqual(dataset.brands.names);
    expect(again.products.titles.slice(0, 500)).toEqual(dataset.products.titles.slice(0, 500));
    expect(checksum(again.facts.cumGmv)).toBe(checksum(dataset.facts.cumGmv));
    expect(checksum(again.anchors.linkProduct)).toBe(checksum(dataset.anchors.linkProduct));
  });

  it('keeps entities when only "today" moves, and changes everything with another seed', () => {
    const later = generateDataset(makeConfig({ today: '2027-03-02' }));
    expect(later.brands.names).toEqual(dataset.brands.names);
    expect(later.products.titles).toEqual(dataset.products.titles);
    expect(later.calendar.dateList.at(-1)).toBe('2027-02');

    const fixtures = loadFixtures();
    const taxonomy = flattenTaxonomy(fixtures.taxonomy.categories);
    const otherPresence = platformPresence(taxonomy, 7);
    const attributes = buildAttributes(taxonomy, fixtures.attributes.byLevel2);
    const other = buildBrands(7, taxonomy, otherPresence, fixtures.names, attributes, new PinyinCache());
    expect(other.names).not.toEqual(dataset.brands.names);
    expect(otherPresence[4]).not.toEqual(dataset.presence[4]);
  });
});

describe('monthly facts', () => {
  it('are running totals, with GMV close to units times list price', () => {
    const { products, facts } = dataset;
    const wrong: string[] = [];
    for (let i = 0; i < products.count; i += 1) {
      const base = i * STRIDE;
      if (facts.cumUnits[base] !== 0 || facts.cumGmv[base] !== 0) wrong.push(`${i}: starts above 0`);
      for (let m = 0; m < HISTORY_MONTHS; m += 1) {
        const units = (facts.cumUnits[base + m + 1] as number) - (facts.cumUnits[base + m] as number);
        const gmv = (facts.cumGmv[base + m + 1] as number) - (facts.cumGmv[base + m] as number);
        const list = units * (products.price[i] as number);
        if (units < 0 || !Number.isInteger(gmv) || gmv > list + 1 || gmv < list * 0.8 - 1) wrong.push(`${i}/${m}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('show the shopping festivals and the Spring Festival dip in the market total', () => {
    const totals = monthlyMarket(dataset);
    const { calendar } = dataset;
    for (let m = 1; m < HISTORY_MONTHS; m += 1) {
      const moy = calendar.monthOfYear(m);
      if (moy === 11) expect(totals[m]).toBeGreaterThan((totals[m - 1] as number) * 1.3); // Double 11 over October
      if (moy === 6) expect(totals[m]).toBeGreaterThan(totals[m - 1] as number); // 618 over May
      if (moy === springFestivalMonth(calendar.year(m)) && moy === 2)
        expect(totals[m]).toBeLessThan(totals[m + 1] as number); // the festival month is below March
    }
  });

  it('has products launched inside the reported months ("new products")', () => {
    const { products, calendar } = dataset;
    let launched = 0;
    for (let i = 0; i < products.count; i += 1)
      if ((products.launch[i] as number) >= calendar.firstReported) launched += 1;
    expect(launched).toBeGreaterThan(products.count * 0.1);
  });
});

describe('anchors', () => {
  it('sell Douyin products only, never credited with more than the product sold', () => {
    const { anchors, products } = dataset;
    const credited = new Uint32Array(products.count);
    let elsewhere = 0;
    for (let k = 0; k < anchors.linkProduct.length; k += 1) {
      const product = anchors.linkProduct[k] as number;
      if (products.platform[product] !== 4) elsewhere += 1;
      credited[product] = (credited[product] as number) + (anchors.linkShare[k] as number);
    }
    expect(elsewhere).toBe(0);
    expect(credited.reduce((max, v) => Math.max(max, v), 0)).toBeLessThanOrEqual(MAX_ATTRIBUTED);
    expect(anchors.productLinks).toHaveLength(anchors.linkProduct.length);
  });
});

describe('keyword index', () => {
  it('finds exactly the titles containing the keyword, ignoring case', () => {
    const { products, keywords } = dataset;
    const latin = dataset.brands.names.find((name) => /^[A-Za-z]+$/.test(name)) as string;
    for (const keyword of ['连衣裙', '新款', latin.toLowerCase().slice(0, 4), '黑色 ', 'nothing-like-this']) {
      const expected: number[] = [];
      const needle = keyword.trim().toLowerCase();
      products.titles.forEach((title, i) => {
        if (title.toLowerCase().includes(needle)) expected.push(i);
      });
      expect(Array.from(keywords.lookup(keyword)), keyword).toEqual(expected);
    }
  });
});
