import type { MenuKeyValue } from '@aisle/contract/enums';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { sourceState } from '../../lib/define-report.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { globalState } from '../../stores/global-store.ts';
import { Button } from '../../ui/button.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { AddDialog } from './add-dialog.tsx';
import { compareReport, TABS, watchlistReport } from './feature.ts';
import { KIND_LABELS } from './kinds.ts';
import { RemoveDialog, UndoBar } from './remove-dialog.tsx';
import { entityKey, hasMarks, type VisitSnapshot } from './visit-marks.ts';
import { visitId } from './visit-store.ts';
import { WatchlistTable } from './watchlist-table.tsx';
import {
  keepForNextVisit,
  loadBaseline,
  marksOfRow,
  reloadWatchlist,
  startVisit,
  watchlist,
  type MonitorCount,
  type WatchRow,
} from './watchlist-store.ts';

const listState = sourceState<WatchRow, 'list' | 'count'>(watchlistReport, 'list');
const countState = sourceState<MonitorCount, 'list' | 'count'>(watchlistReport, 'count');

/**
 * `/monitor`: the user's monitored entities on the platform, with their figures for the period, what moved since
 * the last visit, and the keyboard actions of the manifest (add, remove with undo, select, mark seen, compare).
 */
export const WatchlistPage = () => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, params, ready, setParams } = useReport(watchlistReport);
  const { userInfo, platformList } = useSnapshot(globalState);
  const ui = useSnapshot(watchlist);
  const tab = params.tab;
  const menuKey = tab === 'all' ? undefined : (tab as MenuKeyValue);
  const period = {
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
  const query = {
    platform: filters.platform,
    ...period,
    ...(filters.shopTypes ? { shopTypes: filters.shopTypes } : {}),
    ...(menuKey ? { menuKey } : {}),
  };
  const userId = userInfo?.id ?? 0;
  const visit = visitId(userId, filters.platform, tab);
  // each opening of the page is a visit: the list is fetched again (it may have changed elsewhere)
  const [visitStart] = useState(() => Date.now());
  const [baselineFor, setBaselineFor] = useState<string | null>(null);
  useEffect(() => {
    startVisit();
  }, []);
  useEffect(() => {
    if (!ready || userId === 0) return;
    let live = true;
    void loadBaseline(visit).then(() => {
      if (live) setBaselineFor(visit);
    });
    return () => {
      live = false;
    };
  }, [ready, userId, visit]);

  const key = `${JSON.stringify(query)}|${visitStart}|${ui.reloads}`;
  const list = useSource(
    listState,
    async () => fromRankTable(await api.monitor.overViewTable({ ...query, page: 1, perPage: 100 })),
    {
      // not waiting for the baseline (IndexedDB): the rows come first, their marks as soon as it is read
      enabled: ready,
      key,
    },
  );
  const count = useSource(countState, async () => asPage(await api.monitor.count({ platform: filters.platform })), {
    enabled: ready,
    key: `${filters.platform}|${visitStart}|${ui.reloads}`,
  });
  const counts = count.data[0] as MonitorCount | undefined;

  // what is on screen now is what the next visit compares with
  useEffect(() => {
    if (list.status === 'fulfilled' && baselineFor === visit) keepForNextVisit(visit, listState.data, period);
    // period is part of key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.status, list.data, baselineFor, visit]);

  // read through the snapshot: marking a row seen redraws its marks
  const baselines = ui.baselines as Readonly<Record<string, VisitSnapshot | null>>;
  const keyword = params.q.trim().toLowerCase();
  const rows = useMemo(
    () =>
      (list.data as readonly WatchRow[]).filter(
        (row) =>
          (keyword === '' || row.name.toLowerCase().includes(keyword) || String(row.entityId) === keyword) &&
          (params.changed !== '1' || hasMarks(marksOfRow(row, visit, baselines))),
      ),
    [list.data, keyword, params.changed, visit, baselines],
  );
  useEffect(() => {
    watchlist.rows = rows as WatchRow[];
    if (rows.length > 0 && !rows.some((row) => entityKey(row) === watchlist.focused))
      watchlist.focused = entityKey(rows[0] as WatchRow);
  }, [rows]);

  // j/k move the focus in the store; the focused row takes the DOM focus (unless typing in the filter)
  const table = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (!ui.focused || !table.current) return;
    const active = document.activeElement;
    if (active instanceof HTMLInputElement || active?.closest('[role="dialog"]')) return;
    table.current.querySelector<HTMLElement>(`tr[data-key="${ui.focused}"]`)?.focus({ preventScroll: false });
  }, [ui.focused]);

  const filterInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ui.focusFilter > 0) filterInput.current?.focus();
  }, [ui.focusFilter]);

  const platform = platformList.find((item) => item.id === filters.platform);
  const locked = platform && platform.permission !== 1 ? t('monitor.add.locked') : null;
  const changedCount = (list.data as readonly WatchRow[]).filter((row) =>
    hasMarks(marksOfRow(row, visit, baselines)),
  ).length;
  const baseline = baselineFor === visit ? ui.baselines[visit] : undefined;
  const ids = useMemo(
    () => new Map((list.data as readonly WatchRow[]).map((row) => [entityKey(row), row.id])),
    [list.data],
  );
  const open = (row: WatchRow) => navigate(entityDetailUrl(row.menuKey, row.entityId, filters));

  const tabCount = (item: (typeof TABS)[number]) =>
    counts
      ? item === 'all'
        ? counts.total
        : (counts.byMenuKey.find((entry) => entry.menuKey === item)?.count ?? 0)
      : null;

  return (
    <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5" data-testid="watchlist">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('monitor.title')}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-500 dark:text-slate-400">
            <FilterSummary filters={filters} />
            {counts ? (
              <span data-testid="monitor-usage">{t('monitor.usage', { used: counts.used, limit: counts.limit })}</span>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {ui.picks.length > 0 ? (
            <Button
              data-testid="monitor-compare"
              onClick={() =>
                navigate(
                  compareReport.url(filters, {
                    kind: ui.picks[0]?.menuKey ?? 'brand',
                    ids: ui.picks.map((pick) => pick.entityId),
                  }),
                )
              }
              disabled={ui.picks.length < 2}
              title="Shift+C"
            >
              {t('monitor.compare.open', { count: ui.picks.length })}
            </Button>
          ) : null}
          <Button
            variant={params.changed === '1' ? 'primary' : 'secondary'}
            aria-pressed={params.changed === '1'}
            data-testid="monitor-changed-only"
            onClick={() => setParams({ changed: params.changed === '1' ? '0' : '1' }, { replace: true })}
            title="U"
          >
            {t('monitor.changedOnly', { count: changedCount })}
          </Button>
          <Button variant="primary" data-testid="monitor-add" onClick={() => (watchlist.addOpen = true)} title="A">
            {t('monitor.command.add')}
            <kbd className="ml-1 rounded bg-white/20 px-1 text-xs">A</kbd>
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="tablist" aria-label={t('monitor.tabs')} className="flex flex-wrap gap-1">
          {TABS.map((item, index) => {
            const n = tabCount(item);
            return (
              <button
                key={item}
                type="button"
                role="tab"
                aria-selected={tab === item}
                data-tab={item}
                onClick={() => setParams({ tab: item })}
                className={`rounded-md px-3 py-1.5 text-sm ${
                  tab === item
                    ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
                    : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                }`}
              >
                {item === 'all' ? t('monitor.tab.all') : t(KIND_LABELS[item])}
                {n !== null ? (
                  <span className="ml-1.5 tabular-nums opacity-70" data-count={n}>
                    {n}
                  </span>
                ) : null}
                <span className="sr-only"> ({index + 1})</span>
              </button>
            );
          })}
        </div>
        <input
          ref={filterInput}
          value={params.q}
          onChange={(event) => setParams({ q: event.target.value }, { replace: true })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'ArrowDown' || event.key === 'Enter') {
              event.preventDefault();
              const first = rows[0];
              if (first) {
                watchlist.focused = entityKey(first);
                table.current?.querySelector<HTMLElement>(`tr[data-key="${entityKey(first)}"]`)?.focus();
              } else (event.target as HTMLInputElement).blur();
            }
          }}
          placeholder={t('monitor.filterPlaceholder')}
          aria-label={t('monitor.filterPlaceholder')}
          data-testid="monitor-filter"
          className="w-64 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>

      <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="visit-note">
        {baseline === undefined
          ? ''
          : baseline === null
            ? t('monitor.visit.first')
            : t('monitor.visit.since', {
                when: new Date(baseline.savedAt).toLocaleString(language),
                count: changedCount,
              })}
        {' · '}
        {t('monitor.keysHint')}
      </p>

      <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        {list.status === 'rejected' ? (
          <ErrorState title={t('report.failed')}>
            <Button onClick={list.reload}>{t('report.retry')}</Button>
          </ErrorState>
        ) : list.status !== 'fulfilled' && list.data.length === 0 ? (
          <div className="flex items-center gap-2 p-6 text-sm text-slate-500" aria-busy="true">
            <Spinner label={t('report.loading')} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title={list.data.length === 0 ? t('monitor.empty') : t('monitor.noMatch')}
            hint={list.data.length === 0 ? t('monitor.emptyHint') : t('monitor.noMatchHint')}
          >
            {list.data.length === 0 ? (
              <Button variant="primary" onClick={() => (watchlist.addOpen = true)}>
                {t('monitor.command.add')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <WatchlistTable
            rows={rows}
            tab={tab}
            filters={filters}
            visit={visit}
            baselines={baselines}
            bodyRef={table}
            onOpen={open}
          />
        )}
      </section>

      <AddDialog
        open={ui.addOpen}
        onOpenChange={(next) => (watchlist.addOpen = next)}
        platform={filters.platform}
        locked={locked}
        initialScope={tab}
        onAdded={() => reloadWatchlist()}
      />
      <RemoveDialog ids={ids} />
      <UndoBar />
    </div>
  );
};
