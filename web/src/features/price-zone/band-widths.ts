import { proxy } from 'valtio';

/** Widths (yuan) people think in: 10, 20, 50, 100, 200, 500... */
const CANDIDATES = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/**
 * The band widths worth offering for a category whose automatic bands reach `topPrice` (the lowest price of the top
 * band): those that cut the range into 4 to 25 bands, at most five of them. Without data, a general list.
 */
export const offeredWidths = (topPrice: number | null): number[] => {
  if (!topPrice || topPrice <= 0) return [50, 100, 200, 500, 1000];
  const fitting = CANDIDATES.filter((width) => topPrice / width >= 4 && topPrice / width <= 25);
  const list = fitting.length > 0 ? fitting : [CANDIDATES.find((width) => width >= topPrice / 10) ?? 1000];
  return list.slice(0, 5);
};

/** What the screen offers now (the `b` key cycles through it): 0 is the automatic bands. */
export const bandState = proxy({ widths: [0, ...offeredWidths(null)] });

export const offerWidthsFor = (topPrice: number | null) => {
  const next = [0, ...offeredWidths(topPrice)];
  if (next.join() !== bandState.widths.join()) bandState.widths = next;
};

/** The width after `current` in the offered list (back to automatic after the last). */
export const nextWidth = (current: number, widths: readonly number[] = bandState.widths) => {
  const index = widths.indexOf(current);
  return widths[(index + 1) % widths.length] ?? 0;
};
