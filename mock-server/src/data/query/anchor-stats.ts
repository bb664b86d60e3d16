import type { DatasetCore } from '../core.ts';
import { STRIDE } from '../facts.ts';
import type { MarketFilter } from './params.ts';
import { emptySums, rankGroups, type GroupStats } from './rank-groups.ts';
import { select } from './selection.ts';
import { monthBounds, periodSum, totalsOf } from './sums.ts';

/**
 * Anchors are credited with their share of each linked product's sales; `share` is against the whole
 * (filtered) Douyin market, so the shares of all anchors add up to the part of sales made live.
 */
export const anchorStats = (dataset: DatasetCore, filter: MarketFilter): GroupStats => {
  const { anchors, products } = dataset;
  const { cumGmv, cumUnits } = dataset.facts;
  const n = anchors.count;
  const sums = { ...emptySums(n), brandCount: new Uint32Array(n) };
  const { period, shopMask } = filter;
  const prevAvailable = period.prevStart >= 0;
  const yoyAvailable = period.yoyStart >= 0;
  if (filter.platform !== 4) {
    return rankGroups(sums, { totalGmv: 0, totalUnits: 0, prevAvailable, yoyAvailable }).stats;
  }
  const market = select(dataset, 4, filter.node);
  const totals = totalsOf(dataset, market, period, shopMask);
  const { s, e, ps, pe, ys, ye } = monthBounds(period);
  // pass 1, in product order (the facts are read sequentially): credit each link's anchor
  const { productLinkStart, productLinks, linkAnchor, linkShare } = anchors;
  const linkSold = new Uint8Array(anchors.linkProduct.length);
  for (let i = market.from; i < market.to; i += 1) {
    const first = productLinkStart[i] as number;
    const last = productLinkStart[i + 1] as number;
    if (first === last || ((1 << (products.shopType[i] as number)) & shopMask) === 0) continue;
    const base = i * STRIDE;
    for (let j = first; j < last; j += 1) {
      const k = productLinks[j] as number;
      const a = linkAnchor[k] as number;
      const w = linkShare[k] as number;
      const u = periodSum(cumUnits, base, s, e, w);
      sums.units[a] = (sums.units[a] as number) + u;
      sums.gmv[a] = (sums.gmv[a] as number) + periodSum(cumGmv, base, s, e, w);
      if (prevAvailable) sums.prevGmv[a] = (sums.prevGmv[a] as number) + periodSum(cumGmv, base, ps, pe, w);
      if (yoyAvailable) sums.yoyGmv[a] = (sums.yoyGmv[a] as number) + periodSum(cumGmv, base, ys, ye, w);
      if (u > 0) {
        linkSold[k] = 1;
        sums.spuCount[a] = (sums.spuCount[a] as number) + 1;
      }
    }
  }
  // pass 2, anchor by anchor: distinct brands among the links that sold
  const brandSeen = new Int32Array(dataset.brands.count).fill(-1);
  for (let a = 0; a < n; a += 1) {
    for (let k = anchors.linkStart[a] as number; k < (anchors.linkStart[a + 1] as number); k += 1) {
      if (linkSold[k] === 0) continue;
      const b = products.brand[anchors.linkProduct[k] as number] as number;
      if (brandSeen[b] !== a) {
        brandSeen[b] = a;
        sums.brandCount[a] = (sums.brandCount[a] as number) + 1;
      }
    }
  }
  return rankGroups(sums, { totalGmv: totals.gmv, totalUnits: totals.units, prevAvailable, yoyAvailable }).stats;
};
