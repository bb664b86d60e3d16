import { proxy } from 'valtio';
import type { BrandRankRow } from '../../api/types.ts';
import { makeTableState } from '../../lib/table-state.ts';

/** The brand rank screen's state: the table, the top-10 chart, and download requests from commands. */
export const brandRankState = proxy({
  table: makeTableState<BrandRankRow>(),
  chart: makeTableState<BrandRankRow>(),
  /** Bumped by the "export" command; the page's download button starts when it changes. */
  downloadRequests: 0,
});

export const requestBrandRankDownload = () => {
  brandRankState.downloadRequests += 1;
};
