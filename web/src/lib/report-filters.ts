import {
  LIVE_SHOP_TYPES,
  ORDER_BY,
  PLATFORMS,
  type OrderByValue,
  type PlatformId,
  type ShopTypeId,
} from '@aisle/contract/enums';

/**
 * Report state lives in the URL query (DESIGN "Route paths"), so reload and shared links restore the view:
 * `?platform=2&categoryId=16&startDate=2026-05&endDate=2026-10&shopTypes=1&shopTypes=3&page=2&contentSort=gmv&orderBy=asc`.
 * Arrays are repeated keys, like the API. Absent values mean the defaults (platform 1, all categories, the latest
 * month, every shop type with data, page 1, the server's sort) and are left out of the URL.
 */
export interface ReportFilters {
  platform: PlatformId;
  /** 0 = all categories. */
  categoryId: number;
  startDate?: string;
  endDate?: string;
  /** Absent: every shop type that carries data. */
  shopTypes?: ShopTypeId[];
  page: number;
  contentSort?: string;
  orderBy: OrderByValue;
}

/** A query parameter that was present but unusable; the screen says so and uses the default. */
export interface FilterIssue {
  name: string;
  value: string;
}

export const DEFAULT_FILTERS: ReportFilters = { platform: 1, categoryId: 0, page: 1, orderBy: 'desc' };

/** The keys this module owns; report-specific keys (level, metrics...) pass through untouched. */
export const FILTER_KEYS = [
  'platform',
  'categoryId',
  'startDate',
  'endDate',
  'shopTypes',
  'page',
  'contentSort',
  'orderBy',
] as const;

/** Filters that pick the market slice; changing one of them goes back to page 1. */
export const MARKET_KEYS = ['platform', 'categoryId', 'startDate', 'endDate', 'shopTypes'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const SORT_KEY = /^[\w.-]{1,64}$/;
const MAX_PAGE = 100_000;

const positiveInt = (raw: string, min: number, max: number) => {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

export const parseReportFilters = (input: URLSearchParams | string) => {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const filters: ReportFilters = { ...DEFAULT_FILTERS };
  const issues: FilterIssue[] = [];
  const read = (name: string) => {
    const value = params.get(name);
    return value === null || value === '' ? null : value;
  };

  const platform = read('platform');
  if (platform !== null) {
    const value = Number(platform);
    if ((PLATFORMS as readonly number[]).includes(value) && /^\d$/.test(platform))
      filters.platform = value as PlatformId;
    else issues.push({ name: 'platform', value: platform });
  }

  const categoryId = read('categoryId');
  if (categoryId !== null) {
    const value = positiveInt(categoryId, 0, 1_000_000_000);
    if (value === null) issues.push({ name: 'categoryId', value: categoryId });
    else filters.categoryId = value;
  }

  const startDate = read('startDate');
  const endDate = read('endDate');
  const start = startDate !== null && MONTH.test(startDate) ? startDate : null;
  const end = endDate !== null && MONTH.test(endDate) ? endDate : null;
  if (startDate !== null && start === null) issues.push({ name: 'startDate', value: startDate });
  if (endDate !== null && end === null) issues.push({ name: 'endDate', value: endDate });
  if (start && end && start > end) {
    issues.push({ name: 'startDate', value: startDate ?? '' });
  } else {
    // one end alone means that single month
    if (start) filters.startDate = start;
    if (end) filters.endDate = end;
    if (start && !end) filters.endDate = start;
    if (end && !start) filters.startDate = end;
  }

  const shopTypes = params.getAll('shopTypes').filter((value) => value !== '');
  if (shopTypes.length > 0) {
    const valid = new Set<ShopTypeId>();
    for (const raw of shopTypes) {
      const value = Number(raw);
      // type 6 is listed in the picker but disabled: it has no data yet
      if ((LIVE_SHOP_TYPES as readonly number[]).includes(value) && /^\d$/.test(raw)) valid.add(value as ShopTypeId);
      else issues.push({ name: 'shopTypes', value: raw });
    }
    if (valid.size > 0 && valid.size < LIVE_SHOP_TYPES.length) filters.shopTypes = [...valid].sort((a, b) => a - b);
  }

  const page = read('page');
  if (page !== null) {
    const value = positiveInt(page, 1, MAX_PAGE);
    if (value === null) issues.push({ name: 'page', value: page });
    else filters.page = value;
  }

  const contentSort = read('contentSort');
  if (contentSort !== null) {
    if (SORT_KEY.test(contentSort)) filters.contentSort = contentSort;
    else issues.push({ name: 'contentSort', value: contentSort });
  }

  const orderBy = read('orderBy');
  if (orderBy !== null) {
    if ((ORDER_BY as readonly string[]).includes(orderBy)) filters.orderBy = orderBy as OrderByValue;
    else issues.push({ name: 'orderBy', value: orderBy });
  }

  return { filters, issues };
};

/**
 * Writes filters into a copy of `base` (other keys kept), leaving defaults out so links stay short.
 */
export const writeReportFilters = (filters: ReportFilters, base?: URLSearchParams | string): URLSearchParams => {
  const params = new URLSearchParams(base);
  for (const key of FILTER_KEYS) params.delete(key);
  if (filters.platform !== DEFAULT_FILTERS.platform) params.set('platform', String(filters.platform));
  if (filters.categoryId !== DEFAULT_FILTERS.categoryId) params.set('categoryId', String(filters.categoryId));
  if (filters.startDate) params.set('startDate', filters.startDate);
  if (filters.endDate) params.set('endDate', filters.endDate);
  for (const type of filters.shopTypes ?? []) params.append('shopTypes', String(type));
  if (filters.page !== DEFAULT_FILTERS.page) params.set('page', String(filters.page));
  if (filters.contentSort) params.set('contentSort', filters.contentSort);
  if (filters.orderBy !== DEFAULT_FILTERS.orderBy) params.set('orderBy', filters.orderBy);
  return params;
};

/** Applies a change; a change to the market slice returns to page 1 unless the patch sets the page itself. */
export const patchFilters = (filters: ReportFilters, patch: Partial<ReportFilters>): ReportFilters => {
  const next: ReportFilters = { ...filters, ...patch };
  for (const key of Object.keys(patch) as (keyof ReportFilters)[]) if (patch[key] === undefined) delete next[key];
  const marketChanged = MARKET_KEYS.some((key) => key in patch);
  if (marketChanged && !('page' in patch)) next.page = 1;
  return next;
};

/** The market slice of a location ("/shop/rank?platform=2&page=3" -> platform 2), to carry to another report. */
export const marketFiltersOf = (location: string): Partial<ReportFilters> => {
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  return marketSlice(parseReportFilters(query).filters);
};

/** The market slice of filters (platform, category, period, shop types), without the table's page and sort. */
export const marketSlice = (filters: ReportFilters): Partial<ReportFilters> => {
  const carried: Partial<ReportFilters> = {};
  for (const key of MARKET_KEYS) if (filters[key] !== undefined) Object.assign(carried, { [key]: filters[key] });
  return carried;
};

/** `/brand/rank` + filters as a link. */
export const reportUrl = (path: string, filters: Partial<ReportFilters> = {}) => {
  const query = writeReportFilters({ ...DEFAULT_FILTERS, ...filters }).toString();
  return query ? `${path}?${query}` : path;
};

/** The API query of a report: the filters as the endpoints take them (absent values left out). */
export const marketQuery = (filters: ReportFilters) => ({
  platform: filters.platform,
  categoryId: filters.categoryId,
  ...(filters.startDate ? { startDate: filters.startDate } : {}),
  ...(filters.endDate ? { endDate: filters.endDate } : {}),
  ...(filters.shopTypes ? { shopTypes: filters.shopTypes } : {}),
});
