import type { ScreenTiming } from './screen-timing.ts';

/** The market screens: what the user waits for is the first table row and the painted chart. */
export const screens: ScreenTiming[] = [
  { name: 'category overview', path: '/category/overview' },
  { name: 'category trend', path: '/category/trend?startDate=2026-05&endDate=2026-10' },
  { name: 'price zone', path: '/price-zone' },
];
