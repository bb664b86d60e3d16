import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  marketFiltersOf,
  marketQuery,
  parseReportFilters,
  patchFilters,
  reportUrl,
  writeReportFilters,
  type ReportFilters,
} from './report-filters.ts';

const makeFilters = (overrides: Partial<ReportFilters> = {}): ReportFilters => ({ ...DEFAULT_FILTERS, ...overrides });

describe('parseReportFilters', () => {
  it('reads every filter, with shop types as repeated keys', () => {
    const { filters, issues } = parseReportFilters(
      'platform=2&categoryId=16&startDate=2026-05&endDate=2026-10&shopTypes=3&shopTypes=1&page=4&contentSort=gmv&orderBy=asc',
    );
    expect(issues).toEqual([]);
    expect(filters).toEqual({
      platform: 2,
      categoryId: 16,
      startDate: '2026-05',
      endDate: '2026-10',
      shopTypes: [1, 3],
      page: 4,
      contentSort: 'gmv',
      orderBy: 'asc',
    });
  });

  it('uses the defaults for an empty query', () => {
    expect(parseReportFilters('')).toEqual({ filters: DEFAULT_FILTERS, issues: [] });
  });

  it.each([
    ['platform=3', 'platform'],
    ['platform=abc', 'platform'],
    ['platform=1.0', 'platform'],
    ['categoryId=-4', 'categoryId'],
    ['startDate=2026-13', 'startDate'],
    ['endDate=yesterday', 'endDate'],
    ['shopTypes=9', 'shopTypes'],
    ['shopTypes=6', 'shopTypes'],
    ['page=0', 'page'],
    ['page=1e3', 'page'],
    ['contentSort=gmv;drop', 'contentSort'],
    ['orderBy=sideways', 'orderBy'],
  ])('reports %s as an issue and keeps the default', (query, name) => {
    const { filters, issues } = parseReportFilters(query);
    expect(issues.map((issue) => issue.name)).toEqual([name]);
    expect(filters).toEqual(DEFAULT_FILTERS);
  });

  it('drops a reversed period', () => {
    const { filters, issues } = parseReportFilters('startDate=2026-10&endDate=2026-01');
    expect(issues).toHaveLength(1);
    expect(filters.startDate).toBeUndefined();
  });

  it('reads a single month from one end of the period', () => {
    expect(parseReportFilters('startDate=2026-03').filters).toMatchObject({ startDate: '2026-03', endDate: '2026-03' });
  });

  it('keeps the valid shop types of a mixed list and reads all of them as "all"', () => {
    expect(parseReportFilters('shopTypes=2&shopTypes=x').filters.shopTypes).toEqual([2]);
    const all = 'shopTypes=1&shopTypes=2&shopTypes=3&shopTypes=4&shopTypes=5';
    expect(parseReportFilters(all).filters.shopTypes).toBeUndefined();
  });
});

describe('writeReportFilters', () => {
  it('round-trips and leaves defaults out', () => {
    const filters = makeFilters({ platform: 4, shopTypes: [1, 2], page: 3 });
    const params = writeReportFilters(filters);
    expect(params.toString()).toBe('platform=4&shopTypes=1&shopTypes=2&page=3');
    expect(parseReportFilters(params).filters).toEqual(filters);
  });

  it('keeps keys it does not own', () => {
    expect(writeReportFilters(makeFilters({ page: 2 }), 'metrics=2&page=9').toString()).toBe('metrics=2&page=2');
  });
});

describe('patchFilters', () => {
  it('goes back to page 1 when the market slice changes', () => {
    expect(patchFilters(makeFilters({ page: 5 }), { platform: 2 }).page).toBe(1);
  });

  it('keeps the page for a sort change and removes cleared values', () => {
    const next = patchFilters(makeFilters({ page: 5, shopTypes: [1] }), { contentSort: 'units' });
    expect(next.page).toBe(5);
    expect(patchFilters(next, { shopTypes: undefined })).not.toHaveProperty('shopTypes');
  });
});

describe('links and queries', () => {
  it('carries the market slice from a location', () => {
    expect(marketFiltersOf('/shop/rank?platform=2&categoryId=7&page=3&contentSort=gmv')).toEqual({
      platform: 2,
      categoryId: 7,
    });
  });

  it('builds report links', () => {
    expect(reportUrl('/brand/rank')).toBe('/brand/rank');
    expect(reportUrl('/brand/rank', { platform: 2 })).toBe('/brand/rank?platform=2');
  });

  it('builds the API query without absent values', () => {
    expect(marketQuery(makeFilters({ shopTypes: [3] }))).toEqual({ platform: 1, categoryId: 0, shopTypes: [3] });
  });
});
