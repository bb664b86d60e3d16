import { HISTORY_MONTHS, springFestivalMonth, type Calendar } from './months.ts';
import { makeRandom } from './prng.ts';
import { ON_SALE, type Products } from './products.ts';
import type { Taxonomy } from './taxonomy.ts';

/** Stride of the cumulative arrays: one slot before the first month, then one per month. */
export const STRIDE = HISTORY_MONTHS + 1;

/**
 * Monthly facts per product, stored as running totals so any period's figure is one subtraction:
 * units of product i over months [s, e] = cumUnits[i * STRIDE + e + 1] - cumUnits[i * STRIDE + s].
 * GMV is kept in whole cents (exact integers in a double), so sums over products and months are exact and
 * "a brand equals the sum of its products" holds to the cent.
 */
export interface Facts {
  cumUnits: Uint32Array;
  cumGmv: Float64Array;
}

/** Month-of-year factors: 618 in June, Double 11 in November, a quiet summer, year-end gifting. */
const SEASON = [0, 0.93, 0.86, 0.97, 0.96, 1.02, 1.38, 0.9, 0.92, 1.0, 1.05, 1.78, 1.14];
/** Average selling price against list price: deeper discounts during the two festivals. */
const DISCOUNT = [0, 0.97, 0.98, 0.97, 0.97, 0.96, 0.88, 0.97, 0.97, 0.97, 0.96, 0.85, 0.94];

// Words that mark a category as seasonal (matched in the leaf, level-3 and level-2 names).
const WINTER_WORDS = [
  '羽绒',
  '棉服',
  '棉衣',
  '大衣',
  '毛呢',
  '加绒',
  '保暖',
  '取暖',
  '暖风',
  '电热',
  '围巾',
  '手套',
  '雪地',
  '羊绒',
  '毛衣',
  '滑雪',
];
const SUMMER_WORDS = [
  '短袖',
  '短裤',
  '凉鞋',
  '拖鞋',
  '泳',
  '防晒',
  '风扇',
  '空调',
  '冰丝',
  '凉席',
  '驱蚊',
  '雪糕',
  '冷饮',
  '遮阳',
];

type SeasonKind = 0 | 1 | 2; // none, winter, summer

/** Sales by age in months: ramp-up over the first two months, a slow fade after two years (a table: pow is slow). */
const LIFECYCLE = Float64Array.from({ length: 12 * 10 }, (_, age) =>
  age === 0 ? 0.35 : age === 1 ? 0.7 : age > 24 ? Math.pow(0.985, age - 24) : 1,
);
const FADED = Math.pow(0.985, LIFECYCLE.length - 24);

const seasonKinds = (taxonomy: Taxonomy): Uint8Array => {
  const kinds = new Uint8Array(taxonomy.count);
  for (const leaf of taxonomy.leaves) {
    const level3 = taxonomy.parent[leaf] as number;
    const text = `${taxonomy.names[leaf]}${taxonomy.names[level3]}${taxonomy.names[taxonomy.l2Of[leaf] as number]}`;
    kinds[leaf] = WINTER_WORDS.some((w) => text.includes(w)) ? 1 : SUMMER_WORDS.some((w) => text.includes(w)) ? 2 : 0;
  }
  return kinds;
};

const isFood = (taxonomy: Taxonomy, node: number) =>
  (taxonomy.namesEn[taxonomy.l1Of[node] as number] as string).startsWith('Food');

export const buildFacts = (seed: number, calendar: Calendar, taxonomy: Taxonomy, products: Products): Facts => {
  const random = makeRandom(seed, 'facts');
  const n = products.count;
  const cumUnits = new Uint32Array(n * STRIDE);
  const cumGmv = new Float64Array(n * STRIDE);
  const kinds = seasonKinds(taxonomy);

  // per month and kind of category, the calendar part of the factor (same for every product)
  const calendarFactor = [
    new Float64Array(HISTORY_MONTHS),
    new Float64Array(HISTORY_MONTHS),
    new Float64Array(HISTORY_MONTHS),
  ];
  const foodFactor = new Float64Array(HISTORY_MONTHS);
  for (let m = 0; m < HISTORY_MONTHS; m += 1) {
    const moy = calendar.monthOfYear(m);
    const year = calendar.year(m);
    const festival = springFestivalMonth(year);
    const nextFestival = springFestivalMonth(year + 1);
    const festivalDip = moy === festival ? 0.74 : 1;
    // the month before the festival is the New Year goods season (年货节) for food
    const beforeFestival = moy === festival - 1 || (festival === 1 && moy === 12) || (nextFestival === 1 && moy === 12);
    const base = (SEASON[moy] as number) * festivalDip;
    calendarFactor[0]![m] = base;
    calendarFactor[1]![m] = base * (1 + 0.6 * Math.cos((2 * Math.PI * (moy - 12.5)) / 12));
    calendarFactor[2]![m] = base * (1 + 0.5 * Math.cos((2 * Math.PI * (moy - 7)) / 12));
    foodFactor[m] = (SEASON[moy] as number) * (moy === festival ? 0.9 : beforeFestival ? 1.5 : 1);
  }

  const monthOfYear = Uint8Array.from({ length: HISTORY_MONTHS }, (_, m) => calendar.monthOfYear(m));
  // noise from a table of log-normal draws: a uniform index per draw is much cheaper than a normal per draw
  const noiseTable = Float64Array.from({ length: 4096 }, () => Math.exp(0.14 * random.normal()));
  const foodLeaf = Uint8Array.from({ length: taxonomy.count }, (_, node) => (isFood(taxonomy, node) ? 1 : 0));

  // a local xorshift picks noise-table entries: calling the stream per month is the slowest part otherwise
  let state = (random.next() * 0xffffffff) | 1;
  for (let i = 0; i < n; i += 1) {
    const leaf = products.leaf[i] as number;
    const seasonal = foodLeaf[leaf] ? foodFactor : (calendarFactor[kinds[leaf] as SeasonKind] as Float64Array);
    const launch = products.launch[i] as number;
    const end = products.end[i] as number;
    const base = products.baseUnits[i] as number;
    const monthlyGrowth = Math.pow(1 + (products.growth[i] as number), 1 / 12);
    // growth is anchored at the latest month: earlier months are smaller for growing products
    let trend = Math.pow(1 + (products.growth[i] as number), -(HISTORY_MONTHS - 1) / 12);
    const price = products.price[i] as number;
    const offset = i * STRIDE;
    let units = 0;
    let gmv = 0;
    for (let m = 0; m < HISTORY_MONTHS; m += 1, trend *= monthlyGrowth) {
      const age = m - launch;
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = noiseTable[state & 4095] as number;
      let sold = 0;
      if (age >= 0 && (end === ON_SALE || m <= end)) {
        // ramp-up over the first two months, a slow fade after two years
        const lifecycle = age < LIFECYCLE.length ? (LIFECYCLE[age] as number) : FADED;
        sold = Math.min(2_000_000, Math.round(base * (seasonal[m] as number) * lifecycle * trend * noise));
      }
      if (sold > 0) {
        const discount = (DISCOUNT[monthOfYear[m] as number] as number) * (1 + 0.02 * (noise - 1));
        units += sold;
        gmv += Math.round(sold * price * discount);
      }
      cumUnits[offset + m + 1] = units;
      cumGmv[offset + m + 1] = gmv;
    }
  }
  return { cumUnits, cumGmv };
};
