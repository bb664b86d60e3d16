import type { Dataset } from '../dataset.ts';
import { STRIDE } from '../facts.ts';
import type { Period } from './params.ts';
import type { Selection } from './selection.ts';

/**
 * How products fall into the rows of a table: group = remap ? remap[key[i]] : key[i] (key null: the product
 * itself); a negative group leaves the product out of the rows, though it still counts in the totals (the
 * denominator of `share`). `include` filters products out of the rows the same way.
 */
export interface GroupSpec {
  key: ArrayLike<number> | null;
  remap?: Int32Array;
  groups: number;
  include?: (product: number) => boolean;
  brands?: boolean;
  shops?: boolean;
}

/**
 * The rows of a rank table, in rank order (GMV descending, then group ascending): row r has rank r + 1.
 * Money is in cents. Only groups that sold something in the period are rows.
 */
export interface GroupStats {
  count: number;
  group: Int32Array;
  gmv: Float64Array;
  units: Float64Array;
  prevGmv: Float64Array;
  yoyGmv: Float64Array;
  /** rank in the previous period (among every group that sold then), 0 when unranked */
  prevRank: Uint32Array;
  spuCount: Uint32Array;
  brandCount: Uint32Array | null;
  shopCount: Uint32Array | null;
  totalGmv: number;
  totalUnits: number;
  prevAvailable: boolean;
  yoyAvailable: boolean;
  /** sort orders computed so far, by "key:direction" */
  orders: Map<string, Uint32Array>;
}

const RADIX_BITS = 11;
const RADIX = 1 << RADIX_BITS;
const RADIX_MASK = RADIX - 1;

/** Whether every value is a whole number in [0, 2^53), which the radix sort needs. */
export const radixSortable = (values: Float64Array) => {
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] as number;
    if (!(v >= 0 && v <= Number.MAX_SAFE_INTEGER && Math.floor(v) === v)) return false;
  }
  return true;
};

export const sortByValueDesc = (ids: Uint32Array, values: Float64Array): Uint32Array => radixSort(ids, values, true);

/**
 * Sorts ids (given ascending) by values[id], ties in id order. Values are whole numbers below 2^53 (cents,
 * units), so an LSD radix sort over 11-bit digits does it in five linear passes: several times faster than a
 * comparison sort on the 50,000 products of a platform, which is what a cold product rank costs.
 */
export const radixSort = (ids: Uint32Array, values: Float64Array, descending: boolean): Uint32Array => {
  const n = ids.length;
  if (n < 64)
    return ids.sort((a, b) => (descending ? -1 : 1) * ((values[a] as number) - (values[b] as number)) || a - b);
  let from: Uint32Array = ids;
  let to: Uint32Array = new Uint32Array(n);
  const lows = new Uint32Array(n);
  const highs = new Uint32Array(n);
  for (let j = 0; j < n; j += 1) {
    const v = values[from[j] as number] as number;
    highs[j] = Math.floor(v / 4294967296);
    lows[j] = v >>> 0;
  }
  // digits are taken from the id's position in the original list, through keyLow/keyHigh by id
  const keyLow = new Uint32Array(values.length);
  const keyHigh = new Uint32Array(values.length);
  for (let j = 0; j < n; j += 1) {
    keyLow[from[j] as number] = lows[j] as number;
    keyHigh[from[j] as number] = highs[j] as number;
  }
  const counts = new Uint32Array(RADIX);
  for (let pass = 0; pass < 5; pass += 1) {
    const source = pass < 3 ? keyLow : keyHigh;
    const shift = (pass < 3 ? pass : pass - 3) * RADIX_BITS;
    counts.fill(0);
    for (let j = 0; j < n; j += 1) {
      const digit = ((source[from[j] as number] as number) >>> shift) & RADIX_MASK;
      counts[digit] = (counts[digit] as number) + 1;
    }
    // buckets in digit order (reversed for descending); within a bucket the previous order is kept
    let position = 0;
    for (let step = 0; step < RADIX; step += 1) {
      const d = descending ? RADIX - 1 - step : step;
      const c = counts[d] as number;
      counts[d] = position;
      position += c;
    }
    for (let j = 0; j < n; j += 1) {
      const id = from[j] as number;
      const digit = ((source[id] as number) >>> shift) & RADIX_MASK;
      to[counts[digit] as number] = id;
      counts[digit] = (counts[digit] as number) + 1;
    }
    [from, to] = [to, from];
  }
  if (from !== ids) ids.set(from);
  return ids;
};

/**
 * A product's figure over months [from, to) from its running totals, weighted by a per-mille share (an
 * anchor's credit). The weighted running total is rounded to whole units and cents, and a period's figure is
 * the difference of two of them: so it is exact, never negative, and always the sum of its months' figures (an
 * anchor's rank row equals the sum of its overview months to the cent).
 */
export const periodSum = (cum: ArrayLike<number>, base: number, from: number, to: number, weight: number) =>
  weight === 1000
    ? (cum[base + to] as number) - (cum[base + from] as number)
    : Math.round(((cum[base + to] as number) * weight) / 1000) -
      Math.round(((cum[base + from] as number) * weight) / 1000);

/**
 * Where a period reads the running totals: months [s, e) are the period, [ps, pe) the period before it and
 * [ys, ye) the same months a year earlier (ps and ys are -1 when that is before the generated history).
 */
export const monthBounds = (period: Period) => ({
  s: period.start,
  e: period.end + 1,
  ps: period.prevStart,
  pe: period.prevStart + period.length,
  ys: period.yoyStart,
  ye: period.yoyStart + period.length,
});

/** Aggregates the selection's products into groups over the period and ranks them. */
export const aggregate = (
  dataset: Dataset,
  selection: Selection,
  period: Period,
  shopMask: number,
  spec: GroupSpec,
): GroupStats => {
  const { cumGmv, cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const { key, remap, include } = spec;
  const { s, e, ps, pe, ys, ye } = monthBounds(period);
  const prevAvailable = ps >= 0;
  const yoyAvailable = ys >= 0;

  // one row per product (key null): rows are positions in the selection, not product indices, so a small
  // category does not allocate arrays for every product
  const identity = key === null;
  const groups = identity ? to - from : spec.groups;
  const sums = emptySums(groups);
  const { gmv, units, prevGmv, yoyGmv, spuCount } = sums;
  let totalGmv = 0;
  let totalUnits = 0;

  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE;
    const u = periodSum(cumUnits, base, s, e, w);
    const g = periodSum(cumGmv, base, s, e, w);
    totalGmv += g;
    totalUnits += u;
    const raw = key ? (key[i] as number) : k - from;
    const group = remap ? (remap[raw] as number) : raw;
    if (group < 0 || (include && !include(i))) continue;
    gmv[group] = (gmv[group] as number) + g;
    units[group] = (units[group] as number) + u;
    if (u > 0) spuCount[group] = (spuCount[group] as number) + 1;
    if (prevAvailable) prevGmv[group] = (prevGmv[group] as number) + periodSum(cumGmv, base, ps, pe, w);
    if (yoyAvailable) yoyGmv[group] = (yoyGmv[group] as number) + periodSum(cumGmv, base, ys, ye, w);
  }

  const { stats, rowOf } = rankGroups(
    sums,
    { totalGmv, totalUnits, prevAvailable, yoyAvailable },
    spec.brands === true || spec.shops === true,
  );
  const { brand, shop } = dataset.products;
  if (spec.brands)
    stats.brandCount = countDistinct(
      dataset,
      selection,
      period,
      shopMask,
      spec,
      rowOf,
      stats.count,
      brand,
      dataset.brands.count,
    );
  if (spec.shops)
    stats.shopCount = countDistinct(
      dataset,
      selection,
      period,
      shopMask,
      spec,
      rowOf,
      stats.count,
      shop,
      dataset.shops.count,
    );
  // rows of a per-product table name the product, not its position in the selection
  if (identity)
    for (let r = 0; r < stats.count; r += 1) {
      const position = from + (stats.group[r] as number);
      stats.group[r] = items ? (items[position] as number) : position;
    }
  return stats;
};

/** Per-group sums, indexed by group. */
export interface GroupSums {
  gmv: Float64Array;
  units: Float64Array;
  prevGmv: Float64Array;
  yoyGmv: Float64Array;
  spuCount: Uint32Array;
  brandCount: Uint32Array | null;
}

/** Per-group sums of `groups` groups, all zero, without brand counts. */
export const emptySums = (groups: number) => ({
  gmv: new Float64Array(groups),
  units: new Float64Array(groups),
  prevGmv: new Float64Array(groups),
  yoyGmv: new Float64Array(groups),
  spuCount: new Uint32Array(groups),
  brandCount: null,
});

export interface SumsMeta {
  totalGmv: number;
  totalUnits: number;
  prevAvailable: boolean;
  yoyAvailable: boolean;
}

/**
 * Keeps the groups that sold in the period (every group with keepAll), in rank order, with their
 * previous-period rank. `rowOf` maps a group to its row (or -1) when asked for, to attach more per-row figures
 * afterwards.
 */
export const rankGroups = (sums: GroupSums, meta: SumsMeta, withRowOf = false, keepAll = false) => {
  const groups = sums.gmv.length;
  const { gmv, units, prevGmv, yoyGmv, spuCount, brandCount } = sums;
  const prevRankOf = new Uint32Array(meta.prevAvailable ? groups : 0);
  if (meta.prevAvailable) {
    let sold = 0;
    for (let g = 0; g < groups; g += 1) if ((prevGmv[g] as number) > 0) sold += 1;
    const ranked = new Uint32Array(sold);
    for (let g = 0, j = 0; g < groups; g += 1) if ((prevGmv[g] as number) > 0) ranked[j++] = g;
    sortByValueDesc(ranked, prevGmv);
    for (let r = 0; r < ranked.length; r += 1) prevRankOf[ranked[r] as number] = r + 1;
  }

  let count = 0;
  for (let g = 0; g < groups; g += 1) if (keepAll || (units[g] as number) > 0) count += 1;
  const order = new Uint32Array(count);
  for (let g = 0, j = 0; g < groups; g += 1) if (keepAll || (units[g] as number) > 0) order[j++] = g;
  sortByValueDesc(order, gmv);

  const stats: GroupStats = {
    count,
    group: new Int32Array(count),
    gmv: new Float64Array(count),
    units: new Float64Array(count),
    prevGmv: new Float64Array(count),
    yoyGmv: new Float64Array(count),
    prevRank: new Uint32Array(count),
    spuCount: new Uint32Array(count),
    brandCount: brandCount ? new Uint32Array(count) : null,
    shopCount: null,
    ...meta,
    orders: new Map(),
  };
  const rowOf = new Int32Array(withRowOf ? groups : 0).fill(-1);
  for (let r = 0; r < count; r += 1) {
    const g = order[r] as number;
    stats.group[r] = g;
    stats.gmv[r] = gmv[g] as number;
    stats.units[r] = units[g] as number;
    stats.prevGmv[r] = prevGmv[g] as number;
    stats.yoyGmv[r] = yoyGmv[g] as number;
    stats.prevRank[r] = meta.prevAvailable ? (prevRankOf[g] as number) : 0;
    stats.spuCount[r] = spuCount[g] as number;
    if (brandCount && stats.brandCount) stats.brandCount[r] = brandCount[g] as number;
    if (withRowOf) rowOf[g] = r;
  }
  return { stats, rowOf };
};

/** Figures of a whole selection (one row): a monitored entity, a category total. */
export interface Totals {
  gmv: number;
  units: number;
  prevGmv: number;
  yoyGmv: number;
  spuCount: number;
}

export const totalsOf = (dataset: Dataset, selection: Selection, period: Period, shopMask: number): Totals => {
  const { cumGmv, cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const { s, e, ps, pe, ys, ye } = monthBounds(period);
  const totals: Totals = { gmv: 0, units: 0, prevGmv: 0, yoyGmv: 0, spuCount: 0 };
  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE;
    const u = periodSum(cumUnits, base, s, e, w);
    totals.units += u;
    totals.gmv += periodSum(cumGmv, base, s, e, w);
    if (u > 0) totals.spuCount += 1;
    if (ps >= 0) totals.prevGmv += periodSum(cumGmv, base, ps, pe, w);
    if (ys >= 0) totals.yoyGmv += periodSum(cumGmv, base, ys, ye, w);
  }
  return totals;
};

/** Distinct brands (or shops) among each row's products that sold in the period. */
const countDistinct = (
  dataset: Dataset,
  selection: Selection,
  period: Period,
  shopMask: number,
  spec: GroupSpec,
  rowOf: Int32Array,
  rows: number,
  owner: ArrayLike<number>,
  owners: number,
): Uint32Array => {
  const { cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const s = period.start;
  const e = period.end + 1;
  const rowOfProduct = (k: number) => {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) return -1;
    const w = weights ? (weights[k] as number) : 1000;
    if (periodSum(cumUnits, i * STRIDE, s, e, w) <= 0) return -1;
    const raw = spec.key ? (spec.key[i] as number) : k - from;
    const group = spec.remap ? (spec.remap[raw] as number) : raw;
    if (group < 0 || (spec.include && !spec.include(i))) return -1;
    return rowOf[group] as number;
  };

  // Fast path: when each row's products come one after the other (category rows are subtrees, stored
  // contiguously), an owner counts again whenever the last row it was seen in is another one.
  const counts = new Uint32Array(rows);
  const seenIn = new Int32Array(owners).fill(-1);
  const closed = new Uint8Array(rows);
  let current = -1;
  let contiguous = true;
  for (let k = from; k < to; k += 1) {
    const row = rowOfProduct(k);
    if (row < 0) continue;
    if (row !== current) {
      if (closed[row] === 1) {
        contiguous = false;
        break;
      }
      if (current >= 0) closed[current] = 1;
      current = row;
    }
    const o = owner[items ? (items[k] as number) : k] as number;
    if (seenIn[o] !== row) {
      seenIn[o] = row;
      counts[row] = (counts[row] as number) + 1;
    }
  }
  if (contiguous) return counts;

  // General case: every (row, owner) pair of a selling product as one number; sorted, each run counts once.
  counts.fill(0);
  const pairs = new Float64Array(to - from);
  let n = 0;
  for (let k = from; k < to; k += 1) {
    const row = rowOfProduct(k);
    if (row >= 0) pairs[n++] = row * owners + (owner[items ? (items[k] as number) : k] as number);
  }
  const sorted = pairs.subarray(0, n).sort();
  for (let j = 0; j < n; j += 1) {
    if (j > 0 && sorted[j] === sorted[j - 1]) continue;
    const row = Math.floor((sorted[j] as number) / owners);
    counts[row] = (counts[row] as number) + 1;
  }
  return counts;
};

/** Rough memory of cached stats, for the cache budget. */
export const statsWeight = (stats: GroupStats) => 200 + stats.count * 64;

/** Per-month totals of a selection over the whole generated history (GMV in cents). */
export interface MonthlyTotals {
  gmv: Float64Array;
  units: Float64Array;
}

export const monthlyTotals = (
  dataset: Dataset,
  selection: Selection,
  shopMask: number,
  months: number,
): MonthlyTotals => {
  const { cumGmv, cumUnits } = dataset.facts;
  const { shopType } = dataset.products;
  const { from, to, items, weights } = selection;
  const gmv = new Float64Array(months);
  const units = new Float64Array(months);
  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE;
    for (let m = 0; m < months; m += 1) {
      gmv[m] = (gmv[m] as number) + periodSum(cumGmv, base, m, m + 1, w);
      units[m] = (units[m] as number) + periodSum(cumUnits, base, m, m + 1, w);
    }
  }
  return { gmv, units };
};

/** Distinct selling products, brands and shops per month of the period. */
export const monthlyCounts = (dataset: Dataset, selection: Selection, shopMask: number, period: Period) => {
  const { cumUnits } = dataset.facts;
  const { shopType, brand, shop } = dataset.products;
  const { from, to, items, weights } = selection;
  const L = period.length;
  const spus = new Uint32Array(L);
  const brands = new Uint32Array(L);
  const shops = new Uint32Array(L);
  // one flag per (owner, month): products are read once, in storage order
  const brandSeen = new Uint8Array(dataset.brands.count * L);
  const shopSeen = new Uint8Array(dataset.shops.count * L);
  for (let k = from; k < to; k += 1) {
    const i = items ? (items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & shopMask) === 0) continue;
    const w = weights ? (weights[k] as number) : 1000;
    const base = i * STRIDE + period.start;
    const b = (brand[i] as number) * L;
    const sh = (shop[i] as number) * L;
    for (let j = 0; j < L; j += 1) {
      if (periodSum(cumUnits, base, j, j + 1, w) <= 0) continue;
      spus[j] = (spus[j] as number) + 1;
      if (brandSeen[b + j] === 0) {
        brandSeen[b + j] = 1;
        brands[j] = (brands[j] as number) + 1;
      }
      if (shopSeen[sh + j] === 0) {
        shopSeen[sh + j] = 1;
        shops[j] = (shops[j] as number) + 1;
      }
    }
  }
  return { spus, brands, shops };
};
