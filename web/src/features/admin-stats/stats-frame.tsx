import type { ColumnDef } from '@aisle/contract';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { sourceState, type Report } from '../../lib/define-report.ts';
import { marketFiltersOf } from '../../lib/report-filters.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import type { TablePage } from '../../lib/table-state.ts';
import { DownloadButton, type Downloader } from '../../ui/download-button.tsx';
import { FilterDate, inputClass } from '../../ui/form.tsx';
import type { ColumnExtras } from '../../ui/report-table/column-defs.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { statsScreens } from './feature.ts';
import { DetailPanel, type DetailColumn } from './detail-panel.tsx';
import type { DaySeries } from './stats-chart.tsx';
import { MAX_RANGE_DAYS, rangeProblem, STATS_PLATFORMS, statsQuery, type statsParams } from './stats-params.ts';

// the chart library loads beside the table, not before it
const StatsChart = lazy(() => import('./stats-chart.tsx').then((module) => ({ default: module.StatsChart })));

export type StatsQuery = ReturnType<typeof statsQuery>;
type StatsReport = Report<typeof statsParams, 'chart' | 'table'>;

export interface ChartAnswer {
  rows: Record<string, string | number>[];
  kpis: { label: MessageKey; value: number }[];
  /** the requests screen's endpoints beside the chart */
  aside?: ReactNode;
}

export interface StatsScreenProps<Row> {
  report: StatsReport;
  title: MessageKey;
  subtitle: MessageKey;
  chartTitle: MessageKey;
  series: readonly DaySeries[];
  columns: readonly ColumnDef[];
  chart: (query: StatsQuery) => Promise<ChartAnswer>;
  page: (query: StatsQuery, request: PageRequest) => Promise<TablePage<Row>>;
  rowId: (row: Row) => string;
  /** Enter on a row: the detail panel's title, columns and loader */
  detail?: (
    row: Row,
    query: StatsQuery,
  ) => {
    title: string;
    columns: DetailColumn[];
    load: () => Promise<{ resultData: readonly Record<string, unknown>[]; totalCount: number }>;
  };
  download?: (query: StatsQuery, options: Parameters<Downloader>[0]) => Promise<Blob>;
  /** the behaviour screen's event types */
  extraFilters?: ReactNode;
  queryExtra?: Record<string, unknown>;
}

const TABS = [
  ['stats-behaviour', 'stats.behaviour.tab'],
  ['stats-requests', 'stats.requests.tab'],
  ['stats-users', 'stats.users.tab'],
  ['stats-pages', 'stats.pages.tab'],
] as const;

/** "2026-11-15T09:30:12+08:00" -> "2026-11-15 09:30:12" (statistics are Beijing time, as the server says). */
export const shortTime = (value: unknown) => (typeof value === 'string' ? value.slice(0, 19).replace('T', ' ') : '—');

/**
 * One statistics screen: the tabs of the four, the filters (range, user type, teams, a user, platforms, pages) in
 * the URL, the totals, counts per day as a chart, the server-sorted table, Enter for a row's details, and the
 * download. A range the server would refuse is refused here first, with the limit.
 */
export const StatsFrame = <Row,>(props: StatsScreenProps<Row>) => {
  const { report } = props;
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const { params, filters, ready, setParams, update, downloadRequests } = useReport(report);
  const problem = rangeProblem(params.startDate, params.endDate);
  const query = useMemo(() => ({ ...statsQuery(params), ...props.queryExtra }), [params, props.queryExtra]);
  const queryKey = JSON.stringify(query);
  const usable = ready && problem === null;
  const chart = useSource(
    sourceState<ChartAnswer, 'chart' | 'table'>(report, 'chart'),
    async () => ({ data: [await props.chart(query)], total: 1 }),
    { enabled: usable, key: queryKey },
  );
  const [open, setOpen] = useState<Row | null>(null);
  const [teams, setTeams] = useState<readonly { id: number; name: string }[]>([]);
  const [pages, setPages] = useState<readonly { path: string; name: string; nameEn: string }[]>([]);
  const [users, setUsers] = useState<readonly { id: number; account: string; name: string }[]>([]);
  const [userText, setUserText] = useState(params.keyword);

  useEffect(() => {
    void api.lite.teamList().then(setTeams, () => undefined);
    void api.lite.pageList().then(setPages, () => undefined);
  }, []);
  useEffect(() => setUserText(params.keyword), [params.keyword]);
  // the user picker: accounts and names matching what is typed (a type-ahead, at most 50)
  useEffect(() => {
    // nothing typed, nothing to suggest: the screen's first requests are its data
    if (userText.trim() === '') return;
    const timer = setTimeout(() => {
      void api.lite.userList({ keyword: userText.trim() }).then(setUsers, () => undefined);
    }, 200);
    return () => clearTimeout(timer);
  }, [userText]);

  const fetchPage = useMemo(() => (request: PageRequest) => props.page(query, request), [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const answer = (chart.data as readonly ChartAnswer[])[0];
  const extras = useMemo<ColumnExtras<Row>>(
    () => ({
      renderers: Object.fromEntries(
        props.columns
          .filter((column) => column.format === 'datetime')
          .map((column) => [column.key, (row: Row) => shortTime((row as Record<string, unknown>)[column.key])]),
      ),
    }),
    [props.columns],
  );
  const detail = open && props.detail ? props.detail(open, query) : null;
  const download: Downloader | null = props.download
    ? (options) =>
        props.download!(
          {
            ...query,
            ...(filters.contentSort ? { contentSort: filters.contentSort } : {}),
            orderBy: filters.orderBy,
          } as StatsQuery,
          options,
        )
    : null;

  return (
    <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5" data-testid="stats-page" data-screen={report.id}>
      <nav className="flex gap-1 border-b border-slate-200 dark:border-slate-800" aria-label={t('stats.tabs')}>
        {TABS.map(([id, label]) => {
          const target = statsScreens.find((screen) => screen.id === id)!;
          const current = id === report.id;
          return (
            <Link
              key={id}
              to={target.url(marketFiltersOf(location.pathname + location.search), {
                ...params,
                ...(id === 'stats-behaviour' ? {} : { eventTypeList: [] }),
              })}
              aria-current={current ? 'page' : undefined}
              data-testid={`tab-${id}`}
              className={`-mb-px border-b-2 px-3 py-2 text-sm ${current ? 'border-blue-600 font-medium text-blue-700 dark:border-blue-400 dark:text-blue-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'}`}
            >
              {t(label)}
            </Link>
          );
        })}
      </nav>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t(props.title)}</h1>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t(props.subtitle)}</p>
        </div>
        {download ? <DownloadButton download={download} disabled={!usable} trigger={downloadRequests} /> : null}
      </div>

      <section
        className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
        aria-label={t('stats.filters')}
        data-testid="stats-filters"
      >
        <div className="flex flex-wrap items-center gap-3">
          <FilterDate
            label={t('stats.from')}
            value={params.startDate}
            max={params.endDate}
            invalid={Boolean(problem)}
            testId="stats-start"
            onChange={(startDate) => startDate && setParams({ startDate })}
          />
          <FilterDate
            label={t('stats.to')}
            value={params.endDate}
            min={params.startDate}
            invalid={Boolean(problem)}
            testId="stats-end"
            onChange={(endDate) => endDate && setParams({ endDate })}
          />
          <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
            {t('stats.userType')}
            <select
              className={`${inputClass} h-8 w-24`}
              value={params.userType}
              data-testid="stats-user-type"
              onChange={(event) => setParams({ userType: Number(event.target.value) as 1 | 2 })}
            >
              <option value={2}>{t('stats.external')}</option>
              <option value={1}>{t('stats.internal')}</option>
            </select>
          </label>
          <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
            {t('stats.user')}
            <input
              list="stats-users"
              className={`${inputClass} h-8 w-44`}
              value={userText}
              placeholder={t('stats.userHint')}
              data-testid="stats-user"
              onChange={(event) => setUserText(event.target.value)}
              onKeyDown={(event) =>
                event.key === 'Enter' && !event.nativeEvent.isComposing && setParams({ keyword: userText.trim() })
              }
              onBlur={() => userText.trim() !== params.keyword && setParams({ keyword: userText.trim() })}
            />
            <datalist id="stats-users">
              {users.map((user) => (
                <option key={user.id} value={user.account}>
                  {user.name}
                </option>
              ))}
            </datalist>
          </label>
          <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
            {t('stats.team')}
            <select
              className={`${inputClass} h-8 w-44`}
              value={params.teamList[0] ?? 0}
              data-testid="stats-team"
              onChange={(event) =>
                setParams({ teamList: Number(event.target.value) > 0 ? [Number(event.target.value)] : [] })
              }
            >
              <option value={0}>{t('stats.allTeams')}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
            {t('stats.page')}
            <select
              className={`${inputClass} h-8 w-40`}
              value={params.pageList[0] ?? ''}
              data-testid="stats-page-filter"
              onChange={(event) => setParams({ pageList: event.target.value ? [event.target.value] : [] })}
            >
              <option value="">{t('stats.allPages')}</option>
              {pages.map((page) => (
                <option key={page.path} value={page.path}>
                  {pickName(language, page.name, page.nameEn)}
                </option>
              ))}
            </select>
          </label>
          <fieldset
            className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
            data-testid="stats-platforms"
          >
            <legend className="float-left mr-1 text-xs text-slate-500 dark:text-slate-400">
              {t('stats.platforms')}
            </legend>
            {STATS_PLATFORMS.map((platform) => (
              <label key={platform} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={params.platformList.includes(platform)}
                  onChange={(event) =>
                    setParams({
                      platformList: STATS_PLATFORMS.filter((value) =>
                        value === platform ? event.target.checked : params.platformList.includes(value),
                      ),
                    })
                  }
                />
                {t(`stats.platform.${platform}` as MessageKey)}
              </label>
            ))}
          </fieldset>
          {props.extraFilters}
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400" data-testid="range-problem">
            {problem === 'reversed' ? t('stats.error.reversed') : t('stats.error.tooLong', { days: MAX_RANGE_DAYS })}
          </p>
        ) : null}
      </section>

      {problem ? null : (
        <>
          <section
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            aria-label={t(props.chartTitle)}
            data-testid="report-chart"
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-700 dark:text-slate-200">{t(props.chartTitle)}</h2>
              <dl className="flex flex-wrap gap-4 text-sm" data-testid="stats-kpis">
                {(answer?.kpis ?? []).map((kpi) => (
                  <div key={kpi.label} className="flex items-baseline gap-1">
                    <dt className="text-xs text-slate-500 dark:text-slate-400">{t(kpi.label)}</dt>
                    <dd className="font-semibold tabular-nums text-slate-900 dark:text-white" data-kpi={kpi.label}>
                      {kpi.value.toLocaleString(language)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            <SourcePanel
              status={usable ? chart.status : 'pending'}
              empty={!answer || answer.rows.length === 0}
              onRetry={chart.reload}
              height="h-64"
            >
              {() => (
                <div className={answer?.aside ? 'grid gap-4 lg:grid-cols-[2fr_1fr]' : ''}>
                  <Suspense fallback={<div className="h-64" />}>
                    <StatsChart rows={answer!.rows} series={props.series} />
                  </Suspense>
                  {answer?.aside}
                </div>
              )}
            </SourcePanel>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
            <ReportTable<Row>
              label={t(props.title)}
              state={sourceState<Row, 'chart' | 'table'>(report, 'table')}
              fetchPage={fetchPage}
              queryKey={queryKey}
              enabled={usable}
              page={filters.page}
              {...(filters.contentSort ? { contentSort: filters.contentSort } : {})}
              orderBy={filters.orderBy}
              onViewChange={(view) =>
                update({ page: view.page, contentSort: view.contentSort, orderBy: view.orderBy }, { replace: true })
              }
              getRowId={props.rowId}
              extras={extras}
              {...(props.detail ? { onRowOpen: (row: Row) => setOpen(row) } : {})}
              emptyHint={t('stats.emptyHint')}
            />
          </section>
        </>
      )}
      {detail ? (
        <DetailPanel title={detail.title} columns={detail.columns} load={detail.load} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
};

/** Client-side column descriptions (the statistics endpoints answer rows; the titles are the server's spreadsheet ones). */
export const column = (
  key: string,
  title: string,
  titleEn: string,
  format: ColumnDef['format'],
  sortable = true,
  unit?: string,
): ColumnDef => ({
  key,
  title,
  titleEn,
  format,
  sortable,
  ...(unit ? { unit } : {}),
});
