import type { NamesFixture, Word } from './fixtures.ts';
import type { PinyinCache, SearchKey } from './names.ts';
import { pickPerson, type NamePools } from './people.ts';
import { makeRandom } from './prng.ts';
import type { Products } from './products.ts';
import type { Taxonomy } from './taxonomy.ts';

export const ANCHOR_COUNT = 5_500;
/** Shares are in per mille of a product's Douyin sales; anchors together never take more than this. */
export const MAX_ATTRIBUTED = 800;

/**
 * Douyin livestream anchors. Each sells a set of Douyin products and is credited with a share (per mille) of
 * their sales: link k of anchor a is product linkProduct[k] with share linkShare[k], for k in
 * [linkStart[a], linkStart[a + 1]). Links of an anchor are sorted by product index.
 */
export interface Anchors {
  count: number;
  names: string[];
  namesEn: string[];
  search: SearchKey[];
  followers: Uint32Array;
  /** top-level category node indices the anchor mostly sells */
  focus: number[][];
  linkStart: Uint32Array;
  linkProduct: Uint32Array;
  linkShare: Uint16Array;
  /**
   * The same links by product: links of product i are productLinks[productLinkStart[i] .. [i + 1]) (link
   * indices). Aggregating in product order reads the monthly facts sequentially, which is several times
   * faster than jumping between products anchor by anchor.
   */
  productLinkStart: Uint32Array;
  productLinks: Uint32Array;
  /** anchor of each link */
  linkAnchor: Uint32Array;
}

/** Ways a livestream room is named after its host; the fixture's own anchor names come first. */
const ROOM_PATTERNS: readonly Word[] = [
  { zh: '的直播间', en: "'s live room" },
  { zh: '好物推荐', en: ' recommends' },
  { zh: '严选', en: "'s picks" },
  { zh: '的小店', en: "'s shop" },
  { zh: '种草日记', en: "'s finds diary" },
  { zh: '聊好物', en: ' talks good finds' },
];

export const buildAnchors = (
  seed: number,
  taxonomy: Taxonomy,
  names: NamesFixture,
  products: Products,
  pinyin: PinyinCache,
  people: NamePools,
): Anchors => {
  const random = makeRandom(seed, 'anchors');
  const douyinStart = products.platformStart[4];
  const douyinEnd = products.platformEnd[4];
  // Douyin products per top-level category
  const byRoot = new Map<number, number[]>();
  for (let i = douyinStart; i < douyinEnd; i += 1) {
    const root = taxonomy.l1Of[products.leaf[i] as number] as number;
    const list = byRoot.get(root) ?? [];
    list.push(i);
    byRoot.set(root, list);
  }
  const roots = [...byRoot.keys()];
  const allocated = new Uint16Array(products.count);

  const anchors: Anchors = {
    count: ANCHOR_COUNT,
    names: [],
    namesEn: [],
    search: [],
    followers: new Uint32Array(ANCHOR_COUNT),
    focus: [],
    linkStart: new Uint32Array(ANCHOR_COUNT + 1),
    linkProduct: new Uint32Array(0),
    linkShare: new Uint16Array(0),
    productLinkStart: new Uint32Array(0),
    productLinks: new Uint32Array(0),
    linkAnchor: new Uint32Array(0),
  };
  const linkProduct: number[] = [];
  const linkShare: number[] = [];
  const used = new Set<string>();

  for (let a = 0; a < ANCHOR_COUNT; a += 1) {
    let name: string;
    let nameEn: string;
    let parts: string[];
    const fixture = names.anchorNames[a];
    if (fixture) {
      name = fixture.zh;
      nameEn = fixture.en;
      parts = [fixture.zh];
    } else {
      do {
        const person = pickPerson(random, people);
        const pattern = random.pick(ROOM_PATTERNS);
        parts = [...person.parts, pattern.zh];
        name = person.zh + pattern.zh;
        nameEn = person.en + pattern.en;
      } while (used.has(name));
    }
    used.add(name);
    anchors.names.push(name);
    anchors.namesEn.push(nameEn);
    anchors.search.push(pinyin.of(parts));
    const followers = Math.min(60_000_000, Math.max(3_000, Math.round(random.logNormal(Math.log(120_000), 1.5))));
    anchors.followers[a] = followers;
    const focus = [random.pick(roots)];
    if (random.chance(0.35)) {
      const second = random.pick(roots);
      if (second !== focus[0]) focus.push(second);
    }
    anchors.focus.push(focus);

    // bigger anchors sell more products and take a bigger share of each
    const reach = Math.log10(followers / 3_000); // 0 .. ~4.3
    const wanted = Math.round(6 + reach * 9 + random.int(0, 8));
    const picked = new Map<number, number>();
    for (let tries = 0; picked.size < wanted && tries < wanted * 4; tries += 1) {
      const pool = byRoot.get(random.pick(focus)) as number[];
      const product = random.pick(pool);
      if (picked.has(product)) continue;
      const room = MAX_ATTRIBUTED - (allocated[product] as number);
      const share = Math.min(room, Math.round(30 + reach * 40 + random.int(0, 120)));
      if (share < 10) continue;
      allocated[product] = (allocated[product] as number) + share;
      picked.set(product, share);
    }
    anchors.linkStart[a] = linkProduct.length;
    for (const [product, share] of [...picked.entries()].sort((x, y) => x[0] - y[0])) {
      linkProduct.push(product);
      linkShare.push(share);
    }
  }
  anchors.linkStart[ANCHOR_COUNT] = linkProduct.length;
  anchors.linkProduct = Uint32Array.from(linkProduct);
  anchors.linkShare = Uint16Array.from(linkShare);
  anchors.linkAnchor = new Uint32Array(linkProduct.length);
  for (let a = 0; a < ANCHOR_COUNT; a += 1)
    anchors.linkAnchor.fill(a, anchors.linkStart[a] as number, anchors.linkStart[a + 1] as number);
  const start = new Uint32Array(products.count + 1);
  for (const product of linkProduct) start[product + 1] = (start[product + 1] as number) + 1;
  for (let i = 0; i < products.count; i += 1) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const cursor = start.slice(0, products.count);
  const byProduct = new Uint32Array(linkProduct.length);
  linkProduct.forEach((product, k) => {
    byProduct[cursor[product] as number] = k;
    cursor[product] = (cursor[product] as number) + 1;
  });
  anchors.productLinkStart = start;
  anchors.productLinks = byProduct;
  return anchors;
};
