import type { CallOptions } from '@aisle/contract';
import { lazy, Suspense, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client.ts';
import type { ApiData } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { sourceState } from '../../lib/define-report.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { DownloadButton } from '../../ui/download-button.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { keywordTask, sectionTitle, TASK_SECTIONS, type TaskSection } from './feature.ts';
import type { KeywordTask } from './task-status.ts';

// the chart library loads beside the table, not before it
const DualAxisChart = lazy(() =>
  import('../../ui/charts/dual-axis-chart.tsx').then((module) => ({ default: module.DualAxisChart })),
);

type Rows = {
  overview: ApiData<'keyword', 'overViewTable'>['result']['data'][number];
  brand: ApiData<'keyword', 'brandRank'>['result']['data'][number];
  shop: ApiData<'keyword', 'shopRank'>['result']['data'][number];
  spu: ApiData<'keyword', 'spuRank'>['result']['data'][number];
};
type Chart = ApiData<'keyword', 'overViewChart'>;
type TaskQuery = { taskId: number; platform: KeywordTask['platform'] };
type View = { page: number; contentSort?: string; orderBy: 'asc' | 'desc' };

const tableQuery = (query: TaskQuery, request: PageRequest) => ({
  ...query,
  page: request.page,
  perPage: request.perPage,
  orderBy: request.orderBy,
  ...(request.contentSort ? { contentSort: request.contentSort } : {}),
});
const downloadQuery = (query: TaskQuery, view: View) => ({
  ...query,
  orderBy: view.orderBy,
  ...(view.contentSort ? { contentSort: view.contentSort } : {}),
});

/** What each section reads, exports and opens: one table each, with the endpoints of SPEC section 7. */
const SECTIONS = {
  overview: {
    fetch: (query: TaskQuery, request: PageRequest) => api.keyword.overViewTable(tableQuery(query, request)),
    download: (query: TaskQuery, view: View, options: CallOptions) =>
      api.keyword.downloadOverViewTable(downloadQuery(query, view), options),
    rowId: (row: Rows['overview']) => row.month,
    open: null,
  },
  brand: {
    fetch: (query: TaskQuery, request: PageRequest) => api.keyword.brandRank(tableQuery(query, request)),
    download: (query: TaskQuery, view: View, options: CallOptions) =>
      api.keyword.downloadBrandRank(downloadQuery(query, view), options),
    rowId: (row: Rows['brand']) => String(row.brandId),
    open: (row: Rows['brand'], query: TaskQuery) => entityDetailUrl('brand', row.brandId, { platform: query.platform }),
  },
  shop: {
    fetch: (query: TaskQuery, request: PageRequest) => api.keyword.shopRank(tableQuery(query, request)),
    download: (query: TaskQuery, view: View, options: CallOptions) =>
      api.keyword.downloadShopRank(downloadQuery(query, view), options),
    rowId: (row: Rows['shop']) => String(row.shopId),
    open: (row: Rows['shop'], query: TaskQuery) => entityDetailUrl('shop', row.shopId, { platform: query.platform }),
  },
  spu: {
    fetch: (query: TaskQuery, request: PageRequest) => api.keyword.spuRank({ ...tableQuery(query, request), type: 0 }),
    download: (query: TaskQuery, view: View, options: CallOptions) =>
      api.keyword.downloadSpuRank({ ...downloadQuery(query, view), type: 0 }, options),
    rowId: (row: Rows['spu']) => String(row.spuId),
    open: (row: Rows['spu'], query: TaskQuery) => entityDetailUrl('spu', row.spuId, { platform: query.platform }),
  },
} as const;

/**
 * A finished task's analysis: four sections (overview chart and table, brand, shop and product rank), one on
 * screen at a time, chosen by the tabs (arrows), the keys 1-4 or the URL's `section`. Each has its export; `d`
 * exports the one on screen.
 */
export const TaskResults = ({ task }: { task: KeywordTask }) => {
  const t = useT();
  const navigate = useNavigate();
  const { params, setParams, ready, downloadRequests } = useReport(keywordTask);
  const section = params.section;
  const query = useMemo<TaskQuery>(() => ({ taskId: task.id, platform: task.platform }), [task.id, task.platform]);
  const queryKey = JSON.stringify(query);
  const [views, setViews] = useState<Record<TaskSection, View>>(() => ({
    overview: { page: 1, orderBy: 'desc' },
    brand: { page: 1, orderBy: 'desc' },
    shop: { page: 1, orderBy: 'desc' },
    spu: { page: 1, orderBy: 'desc' },
  }));
  const tabs = useRef<HTMLDivElement>(null);
  const chart = useSource(
    sourceState<Chart, string>(keywordTask, 'chart'),
    async () => asPage(await api.keyword.overViewChart({ ...query })),
    { enabled: ready && task.status === 'done' && section === 'overview', key: queryKey },
  );

  if (task.status === 'empty')
    return (
      <section className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <EmptyState
          title={t('keyword.task.emptyTitle', { keyword: task.keyword })}
          hint={t('keyword.task.emptyHint')}
        />
      </section>
    );

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TASK_SECTIONS.indexOf(section);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TASK_SECTIONS[(index + step + TASK_SECTIONS.length) % TASK_SECTIONS.length] as TaskSection;
    setParams({ section: next }, { replace: true });
    requestAnimationFrame(() => tabs.current?.querySelector<HTMLElement>(`[data-section="${next}"]`)?.focus());
  };

  const view = views[section];
  const spec = SECTIONS[section];
  const chartData = chart.data[0];

  return (
    <div className="space-y-4" data-section-current={section}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          ref={tabs}
          role="tablist"
          aria-label={t('keyword.task.sectionKeys')}
          onKeyDown={onTabKey}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {TASK_SECTIONS.map((name, index) => (
            <button
              key={name}
              type="button"
              role="tab"
              data-section={name}
              aria-selected={name === section}
              aria-controls={`task-section-${name}`}
              tabIndex={name === section ? 0 : -1}
              onClick={() => setParams({ section: name }, { replace: true })}
              className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 ${name === section ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
            >
              {t(sectionTitle(name))}
              <kbd className="ml-1.5 text-xs text-slate-400">{index + 1}</kbd>
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <span className="hidden text-xs text-slate-500 md:inline dark:text-slate-400">
            {t('keyword.task.sectionKeys')}
          </span>
          <DownloadButton
            key={section}
            download={({ onProgress, signal }) => spec.download(query, view, { onProgress, signal })}
            disabled={!ready}
            trigger={downloadRequests}
          />
        </div>
      </div>

      <div id={`task-section-${section}`} role="tabpanel" aria-label={t(sectionTitle(section))} className="space-y-4">
        {section === 'overview' ? (
          <section
            aria-label={t('keyword.chartTitle')}
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            data-testid="report-chart"
          >
            <h2 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('keyword.chartTitle')}</h2>
            <SourcePanel
              status={chart.status}
              empty={!chartData || chartData.xAxis.length === 0}
              onRetry={chart.reload}
            >
              {() => (
                <Suspense fallback={<div className="h-72" />}>
                  {chartData ? <DualAxisChart data={chartData} /> : null}
                </Suspense>
              )}
            </SourcePanel>
          </section>
        ) : null}
        <section className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
          <SectionTable
            key={section}
            section={section}
            query={query}
            queryKey={queryKey}
            enabled={ready}
            view={view}
            label={t(sectionTitle(section))}
            onViewChange={(next) => setViews((previous) => ({ ...previous, [section]: next }))}
            onOpen={(url) => navigate(url)}
          />
        </section>
      </div>
    </div>
  );
};

/** One section's table: its own state (so coming back to a section shows its rows at once). */
const SectionTable = ({
  section,
  query,
  queryKey,
  enabled,
  view,
  label,
  onViewChange,
  onOpen,
}: {
  section: TaskSection;
  query: TaskQuery;
  queryKey: string;
  enabled: boolean;
  view: View;
  label: string;
  onViewChange: (view: View) => void;
  onOpen: (url: string) => void;
}) => {
  // each section's rows are of its own type; the table only passes them back to the section's helpers
  const spec = SECTIONS[section] as unknown as {
    fetch: (query: TaskQuery, request: PageRequest) => Promise<Parameters<typeof fromRankTable<unknown>>[0]>;
    rowId: (row: unknown) => string;
    open: ((row: unknown, query: TaskQuery) => string) | null;
  };
  const fetchPage = useMemo(
    () => async (request: PageRequest) => fromRankTable(await spec.fetch(query, request)),
    [spec, query],
  );
  return (
    <ReportTable<unknown>
      label={label}
      state={sourceState<unknown, string>(keywordTask, section)}
      fetchPage={fetchPage}
      queryKey={queryKey}
      enabled={enabled}
      page={view.page}
      {...(view.contentSort ? { contentSort: view.contentSort } : {})}
      orderBy={view.orderBy}
      onViewChange={(next) =>
        onViewChange({
          page: next.page,
          orderBy: next.orderBy,
          ...(next.contentSort ? { contentSort: next.contentSort } : {}),
        })
      }
      getRowId={spec.rowId}
      {...(spec.open
        ? { onRowOpen: (row: unknown) => onOpen((spec.open as NonNullable<typeof spec.open>)(row, query)) }
        : {})}
    />
  );
};
