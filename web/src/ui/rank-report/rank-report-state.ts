import { proxy } from 'valtio';
import { makeTableState, type TableState } from '../../lib/table-state.ts';

/** A rank screen's state: the table, the top-10 chart, and download requests from commands. */
export interface RankReportState<Row> {
  table: TableState<Row>;
  chart: TableState<Row>;
  /** Bumped by the "export" command; the page's download button starts when it changes. */
  downloadRequests: number;
}

export const makeRankReportState = <Row>(): RankReportState<Row> =>
  proxy({ table: makeTableState<Row>(), chart: makeTableState<Row>(), downloadRequests: 0 });

/** The "export" command: the screen's download button takes it from here (progress, cancel, errors). */
export const requestRankDownload = <Row>(state: RankReportState<Row>) => {
  state.downloadRequests += 1;
};
