import type { DatasetCore } from '../core.ts';
import { STRIDE } from '../facts.ts';
import type { Period } from './params.ts';
import type { Selection } from './selection.ts';

/** Period figures of a product from the running totals, and the sums over a selection built from them. */

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

/** Figures of a whole selection (one row): a monitored entity, a category total. */
export interface Totals {
  gmv: number;
  units: number;
  prevGmv: number;
  yoyGmv: number;
  spuCount: number;
}

export const totalsOf = (dataset: DatasetCore, selection: Selection, period: Period, shopMask: number): Totals => {
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

/** Per-month totals of a selection over the whole generated history (GMV in cents). */
export interface MonthlyTotals {
  gmv: Float64Array;
  units: Float64Array;
}

export const monthlyTotals = (
  dataset: DatasetCore,
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
export const monthlyCounts = (dataset: DatasetCore, selection: Selection, shopMask: number, period: Period) => {
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
