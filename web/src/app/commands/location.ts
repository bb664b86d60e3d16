import { parseReportFilters, patchFilters, writeReportFilters, type ReportFilters } from '../../lib/report-filters.ts';

const split = (location: string) => {
  const at = location.indexOf('?');
  return at < 0 ? { path: location, query: '' } : { path: location.slice(0, at), query: location.slice(at + 1) };
};

export const pathOf = (location: string) => split(location).path;

export const filtersOf = (location: string): ReportFilters => parseReportFilters(split(location).query).filters;

/**
 * The same screen with some report filters changed (other query keys kept; a change of the market slice goes
 * back to page 1), as a URL: every command that changes the view does it through the URL, so back, forward and
 * shared links work.
 */
export const withFilters = (location: string, patch: Partial<ReportFilters>) => {
  const { path, query } = split(location);
  const next = writeReportFilters(patchFilters(parseReportFilters(query).filters, patch), query).toString();
  return next ? `${path}?${next}` : path;
};
