import type { CallOptions } from '@aisle/contract';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import { useLanguage, useT, type Language } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { sourceState, type ReportQuery } from '../../lib/define-report.ts';
import type { ReportFilters } from '../../lib/report-filters.ts';
import type { ParamSpecs } from '../../lib/report-params.ts';
import { fromRankTable, loadTable } from '../../lib/table-state.ts';
import { useReport } from '../../lib/use-report.ts';
import { DownloadButton, type Downloader } from '../download-button.tsx';
import { FilterSummary } from '../filter-summary.tsx';
import { ReportFrame } from '../report-frame.tsx';
import type { ColumnExtras } from '../report-table/column-defs.tsx';
import { ReportTable, sortQuery, urlView, type PageRequest } from '../report-table/report-table.tsx';
import { rankChartQuery, rankTableQuery, type RankReport, type RankSource } from './define-rank-report.ts';

// the chart library loads beside the grid, not before it: the table is what people wait for
const TopChart = lazy(() => import('./top-chart.tsx').then((module) => ({ default: module.TopChart })));

/** The market filters as a rank download takes them, with the screen's own parameters and the table's sort. */
export type RankDownloadQuery<P extends ParamSpecs> = ReportQuery<P> & {
  orderBy: 'asc' | 'desc';
  contentSort?: string;
};

export interface RankReportPageProps<Row extends { gmv: number }, P extends ParamSpecs> {
  report: RankReport<Row, P>;
  download: (query: RankDownloadQuery<P>, options: CallOptions) => Promise<Blob>;
  /** The row's entity id (also the grid's row id, which the monitor command reads). */
  rowId: (row: Row) => number;
  /** The column shown as a link to the row's next screen. */
  nameKey: string;
  rowName: (row: Row, language: Language) => string;
  /** Where Enter or the row's link goes: the entity's detail, or the next step of the drill path. */
  rowUrl: (row: Row, filters: ReportFilters) => string;
  /** The row action's words (default "Details"): its label, and its accessible name with the row's {name}. */
  action?: { label: MessageKey; labelOf: MessageKey };
  /** A screen-specific hint for an empty table under these filters (e.g. anchors sell on Douyin only). */
  emptyHint?: (filters: ReportFilters) => MessageKey | null;
  /** The screen's own controls beside the export (the product rank's "new products" switch). */
  controls?: ReactNode;
}

/**
 * One rank screen (categories, brands, shops, products, anchors): the top 10 by GMV as a chart, the server-sorted
 * and paged table, the export, and Enter on a row to go down the drill path. Filters live in the URL.
 */
export const RankReportPage = <Row extends { gmv: number }, P extends ParamSpecs = ParamSpecs>(
  props: RankReportPageProps<Row, P>,
) => {
  const { report, rowId, nameKey, rowName, rowUrl } = props;
  const { texts } = report;
  const state = {
    table: sourceState<Row, RankSource>(report, 'table'),
    chart: sourceState<Row, RankSource>(report, 'chart'),
  };
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, ready, update, query, queryKey, downloadRequests } = useReport(report);
  const emptyHint = props.emptyHint?.(filters) ?? null;
  const chart = useSnapshot(state.chart);
  const table = useSnapshot(state.table);
  const [chartReloads, setChartReloads] = useState(0);
  // the chart's code loads once the table's first rows are drawn (or the table has none to draw)
  const [rowsDrawn, setRowsDrawn] = useState(false);
  const chartMayLoad = rowsDrawn || table.status === 'rejected' || (table.status === 'fulfilled' && table.total === 0);

  // the chart: the top entities by GMV, whatever the table's sort
  useEffect(() => {
    if (!ready) return;
    void loadTable(state.chart, async () => fromRankTable(await report.fetch(api, rankChartQuery(query))));
    // queryKey stands for query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, queryKey, chartReloads]);

  const fetchPage = useMemo(
    () => async (request: PageRequest) => fromRankTable(await report.fetch(api, rankTableQuery(query, request))),
    // the fetcher is fixed per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query],
  );

  const download: Downloader = ({ onProgress, signal }) =>
    props.download({ ...query, ...sortQuery(filters) }, { onProgress, signal });

  const extras = useMemo<ColumnExtras<Row>>(
    () => ({
      renderers: {
        [nameKey]: (row) => (
          <Link
            to={rowUrl(row, filters)}
            className="font-medium text-slate-900 hover:text-blue-600 hover:underline dark:text-slate-100 dark:hover:text-blue-400"
          >
            {rowName(row, language)}
          </Link>
        ),
      },
      actions: {
        title: t('report.actions'),
        render: (row) => (
          <Link
            to={rowUrl(row, filters)}
            aria-label={t(props.action?.labelOf ?? 'report.detailOf', { name: rowName(row, language) })}
            data-testid="row-detail"
            className="text-blue-600 hover:underline dark:text-blue-400"
          >
            {t(props.action?.label ?? 'report.detail')}
          </Link>
        ),
      },
    }),
    // the row helpers are fixed per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, language, t],
  );

  // a snapshot row is the row made read-only; the helpers only read it
  const chartItems = (chart.data as unknown as readonly Row[]).map((row) => ({
    name: rowName(row, language),
    gmv: row.gmv,
  }));

  return (
    <ReportFrame
      title={t(texts.title)}
      subtitle={t(texts.subtitle)}
      summary={<FilterSummary filters={filters} />}
      actions={
        <>
          {props.controls}
          <DownloadButton
            download={download}
            // nothing to export: no rows for these filters
            disabled={!ready || (table.status === 'fulfilled' && table.total === 0)}
            trigger={downloadRequests}
          />
        </>
      }
      chartTitle={t(texts.chartTitle)}
      chart={
        // its code never competes with the table's first rows
        chartMayLoad ? (
          <Suspense fallback={<div className="h-72" />}>
            <TopChart items={chartItems} status={ready ? chart.status : 'pending'} />
          </Suspense>
        ) : (
          <div className="h-72 animate-pulse rounded-lg bg-slate-50 dark:bg-slate-800/50" />
        )
      }
      table={
        <ReportTable<Row>
          label={t(texts.title)}
          state={state.table}
          fetchPage={fetchPage}
          queryKey={queryKey}
          enabled={ready}
          {...urlView(filters, update)}
          getRowId={(row) => String(rowId(row))}
          extras={extras}
          onRowOpen={(row) => navigate(rowUrl(row, filters))}
          onFirstRows={() => setRowsDrawn(true)}
          onRetry={() => setChartReloads((count) => count + 1)}
          {...(emptyHint ? { emptyHint: t(emptyHint) } : {})}
        />
      }
    />
  );
};
