import { describe, expect, it } from 'vitest';
import type { PlatformInfo } from '../api/types.ts';
import { DEFAULT_FILTERS, type ReportFilters } from './report-filters.ts';
import { filtersReady } from './use-report-filters.ts';

const makePlatform = (overrides: Partial<PlatformInfo> = {}): PlatformInfo => ({
  id: 1,
  label: '淘宝/天猫',
  labelEn: 'Taobao/Tmall',
  name: 'taobao',
  permission: 1,
  ...overrides,
});
const makeFilters = (overrides: Partial<ReportFilters> = {}): ReportFilters => ({ ...DEFAULT_FILTERS, ...overrides });

const global = { status: 'fulfilled' as const, platformList: [makePlatform(), makePlatform({ id: 4, permission: 0 })] };
const category = {
  status: 'fulfilled' as const,
  platform: 1 as const,
  tree: [
    { key: 0, title: '全部品类', titleEn: 'All categories', level: 0 },
    { key: 5, title: '女装', titleEn: 'W', level: 1 },
  ],
  dateList: ['2026-09', '2026-10'],
};
const all = ['platform', 'category', 'period', 'shopTypes'] as const;

describe('filtersReady', () => {
  it('is ready when the platform is allowed and the category and months exist', () => {
    expect(
      filtersReady(makeFilters({ categoryId: 5, startDate: '2026-09', endDate: '2026-10' }), all, global, category),
    ).toBe(true);
  });

  it('waits for the global info', () => {
    expect(filtersReady(makeFilters(), all, { ...global, status: 'pending' }, category)).toBe(false);
  });

  it('never sends a locked or unknown platform', () => {
    expect(filtersReady(makeFilters({ platform: 4 }), ['platform'], global, category)).toBe(false);
    expect(filtersReady(makeFilters({ platform: 2 }), ['platform'], global, category)).toBe(false);
  });

  it('waits for the category info of the same platform when the URL names a category, months or shop types', () => {
    const filtered = [
      makeFilters({ categoryId: 5 }),
      makeFilters({ startDate: '2026-09', endDate: '2026-10' }),
      makeFilters({ shopTypes: [1] }),
    ];
    for (const filters of filtered) {
      expect(filtersReady(filters, all, global, { ...category, platform: 2 as const })).toBe(false);
      expect(filtersReady(filters, all, global, { ...category, status: 'pending' })).toBe(false);
    }
  });

  it('sends all categories over the default months as soon as the platform is known to be allowed', () => {
    expect(filtersReady(makeFilters(), all, global, { ...category, status: 'pending', tree: [], dateList: [] })).toBe(
      true,
    );
  });

  it('waits for the category info on a screen that reads it, even on the defaults', () => {
    expect(filtersReady(makeFilters(), all, global, { ...category, status: 'pending' }, true)).toBe(false);
    expect(filtersReady(makeFilters(), all, global, category, true)).toBe(true);
  });

  it('refuses a category outside the tree and months without data', () => {
    expect(filtersReady(makeFilters({ categoryId: 99 }), all, global, category)).toBe(false);
    expect(filtersReady(makeFilters({ startDate: '2020-01', endDate: '2026-10' }), all, global, category)).toBe(false);
  });

  it('needs only the platform on screens that use only the platform', () => {
    expect(filtersReady(makeFilters({ categoryId: 99 }), ['platform'], global, { ...category, status: 'idle' })).toBe(
      true,
    );
  });
});
