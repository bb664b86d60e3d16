import type { MenuKeyValue } from '@aisle/contract';
import { fillPath, paths, rankPaths } from './paths.ts';
import { DEFAULT_FILTERS, reportUrl, type ReportFilters } from './report-filters.ts';

/**
 * The detail screen of a monitored entity: `/monitor/<menuKey>/<id>`, carrying the platform. Rank tables of
 * every kind link here, so the builder lives outside any one feature.
 */
export const entityDetailUrl = (menuKey: MenuKeyValue, entityId: number, filters: Partial<ReportFilters> = {}) => {
  const platform = filters.platform ?? DEFAULT_FILTERS.platform;
  const query = platform === DEFAULT_FILTERS.platform ? '' : `?platform=${platform}`;
  return `${fillPath(paths.monitorProfile, { menuKey, entityId })}${query}`;
};

/** The rank screen of a kind of entity, `/<menuKey>/rank` with filters (the drill path's links between ranks). */
export const rankUrl = (menuKey: MenuKeyValue, filters: Partial<ReportFilters> = {}) =>
  reportUrl(rankPaths[menuKey], filters);
