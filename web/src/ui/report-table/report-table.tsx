import { lazy, Suspense, useEffect, useRef, type ReactElement } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import type { ReportFilters } from '../../lib/report-filters.ts';
import { sessionGeneration } from '../../lib/session.ts';
import { loadTable, resetTable, type TablePage, type TableState } from '../../lib/table-state.ts';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';
import { EmptyState, ErrorState } from '../states.tsx';
import type { ColumnExtras } from './column-defs.tsx';
import type { ReportGridProps } from './report-grid.tsx';

export const PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  perPage: number;
  contentSort?: string;
  orderBy: 'asc' | 'desc';
}

export interface ReportTableProps<Row> {
  /** The shared table state (a valtio proxy made by `makeTableState`). */
  state: TableState<Row>;
  /** Fetches one page from the server. */
  fetchPage: (request: PageRequest) => Promise<TablePage<Row>>;
  /** Changes whenever the filters change: the table starts again from the page and sort it is given. */
  queryKey: string;
  /** Wait (show loading) until the filters are ready to be sent. */
  enabled: boolean;
  page: number;
  contentSort?: string;
  orderBy: 'asc' | 'desc';
  /** The grid moved to another page or sort: keep the URL in step. */
  onViewChange: (view: { page: number; contentSort?: string; orderBy: 'asc' | 'desc' }) => void;
  getRowId: (row: Row) => string;
  extras?: ColumnExtras<Row>;
  /** Called with the table's own retry (the screen reloads what failed beside it, e.g. its chart). */
  onRetry?: () => void;
  /** The grid has drawn its first rows (what waits for them, e.g. a chart's code, may load now). */
  onFirstRows?: () => void;
  /** Enter on a row (keyboard users' "open"). */
  onRowOpen?: (row: Row) => void;
  label: string;
  /** What to try when there are no rows, when the screen knows better than the general advice. */
  emptyHint?: string;
}

/** A page request as the rank and trend endpoints take it (the sort only when there is one). */
export const pageQuery = (request: PageRequest) => ({
  page: request.page,
  perPage: request.perPage,
  orderBy: request.orderBy,
  ...(request.contentSort ? { contentSort: request.contentSort } : {}),
});

/** The table's first page for a page and sort (the URL's): what the table asks for first, early or not. */
export const firstPageRequest = (view: {
  page: number;
  orderBy: 'asc' | 'desc';
  contentSort?: string | undefined;
}): PageRequest => ({
  page: view.page,
  perPage: PAGE_SIZE,
  orderBy: view.orderBy,
  ...(view.contentSort ? { contentSort: view.contentSort } : {}),
});

/** The URL's sort as a download takes it: the file is sorted like the table on screen. */
export const sortQuery = (filters: Pick<ReportFilters, 'orderBy' | 'contentSort'>) => ({
  orderBy: filters.orderBy,
  ...(filters.contentSort ? { contentSort: filters.contentSort } : {}),
});

/** The props that keep a table's page and sort in the URL (`update` from useReport/useReportFilters). */
export const urlView = (
  filters: Pick<ReportFilters, 'page' | 'orderBy' | 'contentSort'>,
  update: (patch: Partial<ReportFilters>, options: { replace: boolean }) => void,
) => ({
  page: filters.page,
  ...(filters.contentSort ? { contentSort: filters.contentSort } : {}),
  orderBy: filters.orderBy,
  onViewChange: (view: { page: number; contentSort?: string; orderBy: 'asc' | 'desc' }) =>
    update({ page: view.page, contentSort: view.contentSort, orderBy: view.orderBy }, { replace: true }),
});

/** Header (wrapped titles), the rows of the current page and the pager; rows are 38 px (grid-setup.ts). */
export const gridHeight = (total: number, page: number) => {
  const rows = Math.max(1, Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE));
  return 64 + rows * 38 + 56;
};

/** Which request (filters, page, sort) each table state's rows answer; screens keep their state across visits. */
const answered = new WeakMap<object, string>();
// the session generation too: rows fetched for the previous user are never shown to the next one
const requestKey = (queryKey: string, request: PageRequest) =>
  `${sessionGeneration()}|${queryKey}|${request.page}|${request.contentSort ?? ''}|${request.orderBy}`;

/** Starts loading the grid's code (a screen about to show a table asks for it early). */
export const preloadReportGrid = () => import('./report-grid.tsx');

// the generic component through React.lazy keeps its row type at the call
const LazyGrid = lazy(() => preloadReportGrid().then((module) => ({ default: module.ReportGrid }))) as unknown as <Row>(
  props: ReportGridProps<Row>,
) => ReactElement;

const Skeleton = ({ label }: { label: string }) => (
  <div className="space-y-2 p-3" aria-busy="true" data-testid="table-skeleton">
    <span className="sr-only">{label}</span>
    {Array.from({ length: 10 }, (_, index) => (
      <div key={index} className="h-8 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
    ))}
  </div>
);

/**
 * A server-driven table: columns from the response's `columns`, server-side sort (contentSort/orderBy) and
 * paging (infinite row model with pagination, 20 a page), loading, empty and error states. The first page is
 * fetched before the grid mounts, so the columns (and the sort arrow) are known and the page is not fetched
 * twice; the grid's datasource serves it from there and fetches the other pages itself. The grid's code loads
 * beside that first request, not before it.
 */
export const ReportTable = <Row,>(props: ReportTableProps<Row>) => {
  const { state, queryKey, enabled, label } = props;
  const t = useT();
  const snapshot = useSnapshot(state);
  const region = useRef<HTMLDivElement>(null);
  // what the first fetch asked for, and its answer: the grid's own first getRows is served from it
  const first = useRef<PageRequest | null>(null);
  const firstLoad = useRef<Promise<TablePage<Row> | null> | null>(null);
  const latest = useRef(props);
  latest.current = props;

  const fetchInto = (request: PageRequest) =>
    loadTable(state, () => latest.current.fetchPage(request)).then((page) => {
      if (page) answered.set(state, requestKey(latest.current.queryKey, request));
      return page;
    });

  /** The first page; rows that already answer it (back on a screen seen before) are shown without a fetch. */
  const load = (force = false) => {
    const request = firstPageRequest(props);
    first.current = request;
    const known = state.status === 'fulfilled' && answered.get(state) === requestKey(queryKey, request);
    // rows of an earlier session (another user since) go before the new ones load
    const before = answered.get(state);
    if (before !== undefined && !before.startsWith(`${sessionGeneration()}|`)) resetTable(state);
    firstLoad.current = known && !force ? null : fetchInto(request);
  };

  useEffect(() => {
    if (enabled) load();
    // the first page follows the filters (queryKey); page and sort changes inside the grid go through getRows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, queryKey]);

  // after the first request has gone out: the grid's code runs while its answer is on the way
  useEffect(() => {
    if (enabled) void preloadReportGrid();
  }, [enabled]);

  const showGrid =
    snapshot.columns.length > 0 &&
    snapshot.status !== 'rejected' &&
    !(snapshot.status === 'fulfilled' && snapshot.total === 0);
  const busy = !enabled || (snapshot.loading && !showGrid) || (snapshot.status === 'idle' && !showGrid);

  return (
    <div className="relative" data-testid="report-table" data-status={enabled ? snapshot.status : 'waiting'}>
      {snapshot.status === 'rejected' ? (
        <ErrorState title={t('report.failed')} hint={t('report.failedHint')}>
          <Button
            variant="primary"
            className="mt-2"
            onClick={() => {
              load(true);
              props.onRetry?.();
            }}
          >
            {t('report.retry')}
          </Button>
        </ErrorState>
      ) : snapshot.status === 'fulfilled' && snapshot.total === 0 ? (
        <EmptyState title={t('report.empty')} hint={props.emptyHint ?? t('report.emptyHint')} />
      ) : busy ? (
        <Skeleton label={t('report.loading')} />
      ) : (
        <div
          ref={region}
          tabIndex={-1}
          // the grid measures itself many times while it builds: contained, each measure lays out the grid alone,
          // not the whole page
          className="outline-none [contain:strict]"
          // as tall as the page's rows (20 at most): a one-month table is not a screen of blank grid
          style={{ height: gridHeight(snapshot.total, props.page) }}
          aria-label={label}
          role="region"
          onKeyDown={(event) => {
            // Escape, from a cell or a header, hands focus back to the page (and its shortcuts)
            if (event.key === 'Escape' && event.target !== region.current) region.current?.focus();
          }}
        >
          <Suspense fallback={<Skeleton label={t('report.loading')} />}>
            <LazyGrid<Row>
              props={props}
              columns={snapshot.columns as TableState<Row>['columns']}
              total={snapshot.total}
              first={first}
              firstLoad={firstLoad}
              fetchInto={fetchInto}
            />
          </Suspense>
          {snapshot.loading ? (
            <div className="pointer-events-none absolute right-3 top-3">
              <Spinner />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
};
