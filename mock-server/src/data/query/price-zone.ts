import type { MetricId } from '@aisle/contract';
import type { DatasetCore } from '../core.ts';
import { STRIDE } from '../facts.ts';
import { priceZoneColumns, type PriceZoneValue } from './columns.ts';
import type { MarketKit } from './market-kit.ts';
import { filterKey, type MarketFilter } from './params.ts';
import { fill, rankTable, withMetrics } from './rank-table.ts';
import type { Scope, Selection } from './selection.ts';
import { metricValue, type Table } from './table.ts';

/** Bands of a price-zone table, in cents: band b is [b * width, (b + 1) * width), the last one open. */
interface Bands {
  width: number;
  count: number;
}

/** 1, 2, 5, 10, 20, 25, 50, 100... the nearest "nice" band width at or above `raw` (yuan). */
export const niceWidth = (raw: number) => {
  if (raw <= 1) return 1;
  const exponent = Math.pow(10, Math.floor(Math.log10(raw)));
  const fraction = raw / exponent;
  const steps = exponent >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  return (steps.find((step) => fraction <= step) ?? 10) * exponent;
};

const AUTO_BANDS = 10;
const MAX_BANDS = 20;

const formatYuan = (value: number) => String(Math.round(value * 100) / 100);

/**
 * typeValue 0: ten bands of a "nice" width chosen so that nine of them cover 90% of the selling products'
 * prices, the tenth open-ended. Otherwise bands of typeValue yuan, as many as the prices need (at most 20,
 * the last open-ended).
 */
const priceBands = (dataset: DatasetCore, selection: Selection, filter: MarketFilter, typeValue: number): Bands => {
  const { cumUnits } = dataset.facts;
  const { price, shopType } = dataset.products;
  const s = filter.period.start;
  const e = filter.period.end + 1;
  const prices = new Float64Array(selection.to - selection.from);
  let count = 0;
  for (let k = selection.from; k < selection.to; k += 1) {
    const i = selection.items ? (selection.items[k] as number) : k;
    if (((1 << (shopType[i] as number)) & filter.shopMask) === 0) continue;
    if ((cumUnits[i * STRIDE + e] as number) - (cumUnits[i * STRIDE + s] as number) <= 0) continue;
    prices[count++] = price[i] as number;
  }
  if (count === 0) return { width: typeValue > 0 ? typeValue : 100, count: 1 };
  const sorted = prices.subarray(0, count).sort();
  if (typeValue > 0) {
    const highest = sorted[count - 1] as number;
    return { width: typeValue, count: Math.min(MAX_BANDS, Math.floor(highest / (typeValue * 100)) + 1) };
  }
  const p90 = sorted[Math.floor(count * 0.9)] as number;
  return { width: niceWidth(p90 / 100 / (AUTO_BANDS - 1)), count: AUTO_BANDS };
};

/** The price-zone table: sales by price band (see `priceBands`), in band order. */
export const priceZoneTable = (
  kit: MarketKit,
  filter: MarketFilter,
  metric: MetricId,
  typeValue: number,
  scope: Scope,
): Table<PriceZoneValue> => {
  const { dataset, cached, selectionOf, stats } = kit;
  const { products } = dataset;
  const selection = selectionOf(filter, scope);
  const bands = cached(
    `bands|${filterKey(filter)}|${scope.key}|${typeValue}`,
    () => priceBands(dataset, selection, filter, typeValue),
    () => 100,
  );
  const s = stats(
    'price',
    filter,
    scope,
    () => {
      const band = new Int16Array(products.count);
      const widthCents = bands.width * 100;
      for (let k = selection.from; k < selection.to; k += 1) {
        const i = selection.items ? (selection.items[k] as number) : k;
        band[i] = Math.min(bands.count - 1, Math.floor((products.price[i] as number) / widthCents));
      }
      return { key: band, groups: bands.count, brands: true };
    },
    String(typeValue),
  );
  const value = (r: number) => metricValue(metric, s.gmv[r] as number, s.units[r] as number);
  return rankTable(
    s,
    priceZoneColumns(metric),
    (r) => {
      const b = s.group[r] as number;
      const min = b * bands.width;
      const open = b === bands.count - 1;
      const row = {
        zone: open ? `${formatYuan(min)}+` : `${formatYuan(min)}-${formatYuan(min + bands.width)}`,
        minPrice: min,
        maxPrice: open ? null : min + bands.width,
        spuCount: s.spuCount[r] as number,
        brandCount: s.brandCount?.[r] ?? 0,
        value: value(r),
      };
      return withMetrics(row, s, r);
    },
    (key) =>
      key === 'zone' ? fill(s.count, (r) => s.group[r] as number) : key === 'value' ? fill(s.count, value) : null,
    { key: 'zone', direction: 'asc' },
  );
};
