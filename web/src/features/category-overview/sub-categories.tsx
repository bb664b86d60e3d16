import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client.ts';
import type { CategoryRankRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import type { marketQuery } from '../../lib/report-filters.ts';
import { fromRankTable, type TableState } from '../../lib/table-state.ts';
import type { ColumnExtras } from '../../ui/report-table/column-defs.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { EmptyState } from '../../ui/states.tsx';

/** The rows one level below the selected category; SPEC section 3: category rank requests carry level (default 1). */
const LEVEL = 1;

/**
 * The selected category's children from `categoryRank` (share of the parent, change), as a grid: Enter on a child
 * drills into it (the URL's categoryId changes, so Backspace or alt+up climbs back up the drill path). Its sort and
 * page are its own, not the URL's (the URL's belong to the monthly table).
 */
export const SubCategories = ({
  state,
  query,
  queryKey,
  enabled,
  leaf,
  onOpen,
}: {
  state: TableState<CategoryRankRow>;
  query: ReturnType<typeof marketQuery>;
  queryKey: string;
  enabled: boolean;
  /** A finest (level 4) category has no children. */
  leaf: boolean;
  onOpen: (row: CategoryRankRow) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  // the grid's columns stay the same while the filters behind onOpen change
  const open = useRef(onOpen);
  open.current = onOpen;
  const [view, setView] = useState<{ page: number; contentSort?: string; orderBy: 'asc' | 'desc' }>({
    page: 1,
    contentSort: 'gmv',
    orderBy: 'desc',
  });
  const fetchPage = useMemo(
    () => async (request: PageRequest) =>
      fromRankTable(
        await api.category.categoryRank({
          ...query,
          level: LEVEL,
          page: request.page,
          perPage: request.perPage,
          orderBy: request.orderBy,
          ...(request.contentSort ? { contentSort: request.contentSort } : {}),
        }),
      ),
    [query],
  );
  const extras = useMemo<ColumnExtras<CategoryRankRow>>(
    () => ({
      renderers: {
        categoryName: (row) => (
          <Link
            to="#"
            onClick={(event) => {
              event.preventDefault();
              open.current(row);
            }}
            aria-label={t('categoryOverview.drillInto', {
              name: pickName(language, row.categoryName, row.categoryNameEn),
            })}
            className="font-medium text-slate-900 hover:text-blue-600 hover:underline dark:text-slate-100 dark:hover:text-blue-400"
          >
            {pickName(language, row.categoryName, row.categoryNameEn)}
          </Link>
        ),
      },
    }),
    [language, t],
  );
  return (
    <section
      aria-label={t('categoryOverview.children')}
      data-testid="sub-categories"
      className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="px-2 pb-2 pt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('categoryOverview.children')}
        <span className="ml-2 text-xs font-normal text-slate-500">{t('categoryOverview.childrenHint')}</span>
      </h2>
      {leaf ? (
        <EmptyState title={t('categoryOverview.leaf')} />
      ) : (
        <ReportTable<CategoryRankRow>
          label={t('categoryOverview.children')}
          state={state}
          fetchPage={fetchPage}
          queryKey={`${queryKey}|children`}
          enabled={enabled}
          page={view.page}
          {...(view.contentSort ? { contentSort: view.contentSort } : {})}
          orderBy={view.orderBy}
          onViewChange={setView}
          getRowId={(row) => String(row.categoryId)}
          extras={extras}
          onRowOpen={(row) => open.current(row)}
        />
      )}
    </section>
  );
};
