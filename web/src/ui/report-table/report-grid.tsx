import { AgGridReact } from 'ag-grid-react';
import type { GridApi, IDatasource, IGetRowsParams, PaginationChangedEvent, SortChangedEvent } from 'ag-grid-community';
import { useMemo, useRef } from 'react';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import type { TablePage, TableState } from '../../lib/table-state.ts';
import { useUpColour } from '../../stores/direction-store.ts';
import { toColumnDefs } from './column-defs.tsx';
import { gridTheme } from './grid-setup.ts';
import { PAGE_SIZE, type PageRequest, type ReportTableProps } from './report-table.tsx';

const sameRequest = (a: PageRequest, b: PageRequest) =>
  a.page === b.page && a.contentSort === b.contentSort && a.orderBy === b.orderBy;

export interface ReportGridProps<Row> {
  props: ReportTableProps<Row>;
  /** The rows on screen (a snapshot of `props.state`). */
  columns: TableState<Row>['columns'];
  total: number;
  /** What the table's own first fetch asked for and its answer: the grid's first getRows is served from it. */
  first: { current: PageRequest | null };
  firstLoad: { current: Promise<TablePage<Row> | null> | null };
  fetchInto: (request: PageRequest) => Promise<TablePage<Row> | null>;
}

/**
 * The AG Grid part of a report table: loaded apart from the screen (its code is the largest chunk of the app), so
 * a screen's first request goes out while the grid's code is still on its way.
 */
export const ReportGrid = <Row,>({ props, columns, total, first, firstLoad, fetchInto }: ReportGridProps<Row>) => {
  const { state, queryKey, getRowId, extras, onRowOpen } = props;
  const t = useT();
  const language = useLanguage();
  const upColour = useUpColour();
  const latest = useRef(props);
  latest.current = props;

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params: IGetRowsParams) => {
        const sort = params.sortModel[0];
        const request: PageRequest = {
          page: Math.floor(params.startRow / PAGE_SIZE) + 1,
          perPage: PAGE_SIZE,
          ...(sort ? { contentSort: sort.colId } : {}),
          orderBy: sort?.sort ?? latest.current.orderBy,
        };
        if (!sort && latest.current.contentSort) request.contentSort = latest.current.contentSort;
        const seed = first.current;
        if (seed && sameRequest(seed, request)) {
          first.current = null;
          const pending = firstLoad.current;
          if (!pending) {
            params.successCallback(state.data as Row[], state.total);
            return;
          }
          void pending.then((page) => {
            if (page) params.successCallback(page.data, page.total);
            else params.failCallback();
          });
          return;
        }
        void fetchInto(request).then((page) => {
          if (page) params.successCallback(page.data, page.total);
          else params.failCallback();
        });
      },
    }),
    // a new grid (queryKey) gets a new datasource; state is the same proxy for the screen's lifetime
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey],
  );

  // the pagination panel and its buttons' names in the user's language
  const localeText = useMemo(
    () => ({
      firstPage: t('grid.firstPage'),
      previousPage: t('grid.previousPage'),
      nextPage: t('grid.nextPage'),
      lastPage: t('grid.lastPage'),
      page: t('grid.page'),
      of: t('grid.of'),
      to: t('grid.to'),
      more: t('grid.more'),
      loadingOoo: t('grid.loading'),
      noRowsToShow: t('grid.noRows'),
    }),
    [t],
  );

  const columnDefs = useMemo(
    () =>
      toColumnDefs<Row>(
        columns,
        language,
        { ...(props.contentSort ? { contentSort: props.contentSort } : {}), orderBy: props.orderBy },
        extras,
        upColour,
      ),
    // sort comes from the URL only when the grid is created; later the grid owns it. Keyed by the columns'
    // content: each page's response brings equal columns in a new array, and new defs would reset a sort whose
    // URL update is still on its way
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(columns), language, extras, queryKey, upColour],
  );

  // a link to page 5 opens there: the grid starts on that page (and asks for no other)
  const initialState = useMemo(
    () => (props.page > 1 ? { pagination: { page: props.page - 1 } } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey],
  );

  const report = (gridApi: GridApi<Row>) => {
    const sort = gridApi.getColumnState().find((column) => column.sort);
    latest.current.onViewChange({
      page: gridApi.paginationGetCurrentPage() + 1,
      ...(sort ? { contentSort: sort.colId } : {}),
      orderBy: (sort?.sort as 'asc' | 'desc' | undefined) ?? latest.current.orderBy,
    });
  };

  return (
    <AgGridReact<Row>
      key={`${queryKey}|${language}`}
      theme={gridTheme}
      rowModelType="infinite"
      datasource={datasource}
      columnDefs={columnDefs}
      pagination
      paginationPageSize={PAGE_SIZE}
      cacheBlockSize={PAGE_SIZE}
      paginationPageSizeSelector={false}
      maxBlocksInCache={10}
      // the first page's answer gives the total, so a link to page 5 can open there at once
      infiniteInitialRowCount={Math.max(PAGE_SIZE, total)}
      getRowId={(params) => getRowId(params.data)}
      {...(initialState ? { initialState } : {})}
      onSortChanged={(event: SortChangedEvent<Row>) => report(event.api)}
      onPaginationChanged={(event: PaginationChangedEvent<Row>) => {
        if (event.newPage) report(event.api);
      }}
      onFirstDataRendered={() => latest.current.onFirstRows?.()}
      onCellKeyDown={(event) => {
        const key = (event.event as KeyboardEvent | null)?.key;
        if (key === 'Enter' && event.data && onRowOpen) onRowOpen(event.data);
      }}
      // Tab leaves the grid (the browser moves on) instead of walking every cell or header
      tabToNextCell={() => false}
      tabToNextHeader={() => false}
      localeText={localeText}
    />
  );
};
