import type { MenuKeyValue } from '@aisle/contract';
import { DEFAULT_FILTERS, type ReportFilters } from './report-filters.ts';

/**
 * The detail screen of a monitored entity: `/monitor/<menuKey>/<id>`, carrying the platform. Rank tables of
 * every kind link here, so the builder lives outside any one feature.
 */
export const entityDetailUrl = (menuKey: MenuKeyValue, entityId: number, filters: Partial<ReportFilters> = {}) => {
  const platform = filters.platform ?? DEFAULT_FILTERS.platform;
  const query = platform === DEFAULT_FILTERS.platform ? '' : `?platform=${platform}`;
  return `/monitor/${menuKey}/${entityId}${query}`;
};
