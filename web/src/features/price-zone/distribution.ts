import type { PriceZoneRow } from '../../api/types.ts';

export interface Band {
  zone: string;
  minPrice: number;
  maxPrice: number | null;
  value: number;
  /** The band's share of the metric (of GMV for the average price, which has no share of its own). */
  share: number;
}

/**
 * The bands in price order with their share of the chosen metric: GMV and units add up over bands, so a band's share
 * is its part of the sum; an average price does not, so that metric shows the band's share of GMV.
 */
export const distribution = (rows: readonly PriceZoneRow[], metric: 1 | 2 | 3): Band[] => {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return [...rows]
    .sort((a, b) => a.minPrice - b.minPrice)
    .map((row) => ({
      zone: row.zone,
      minPrice: row.minPrice,
      maxPrice: row.maxPrice,
      value: row.value,
      share: metric === 3 ? row.share : total > 0 ? row.value / total : 0,
    }));
};

/** The band with the largest share, for the sentence under the chart. */
export const largestBand = (bands: readonly Band[]) =>
  bands.reduce<Band | null>((best, band) => (best === null || band.share > best.share ? band : best), null);
