import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { formatCompact, formatPercent } from '../../lib/format.ts';
import type { ReportFilters } from '../../lib/report-filters.ts';
import { Change } from '../../ui/change.tsx';
import type { TABS } from './feature.ts';
import { KIND_LABELS } from './kinds.ts';
import { entityKey, hasMarks, type RowMarks, type VisitSnapshot } from './visit-marks.ts';
import { marksOfRow, watchlist, type WatchRow } from './watchlist-store.ts';

/** The marks of a row since the last visit: new, rank moved, GMV moved beyond the threshold. Text, not colour alone. */
const VisitMarks = ({ marks }: { marks: RowMarks }) => {
  const t = useT();
  if (!hasMarks(marks)) return null;
  return (
    <span className="flex flex-wrap gap-1" data-testid="visit-marks">
      {marks.isNew ? (
        <span
          data-mark="new"
          className="rounded bg-blue-100 px-1.5 text-xs font-medium text-blue-800 dark:bg-blue-900/60 dark:text-blue-100"
        >
          {t('monitor.mark.new')}
        </span>
      ) : null}
      {marks.rankDelta !== null ? (
        <span
          data-mark="rank"
          className="rounded bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {t('monitor.mark.rank')} <Change value={marks.rankDelta} kind="rank" />
        </span>
      ) : null}
      {marks.gmvChange !== null ? (
        <span
          data-mark="gmv"
          className="rounded bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          {t('monitor.mark.gmv')}{' '}
          {Number.isFinite(marks.gmvChange) ? (
            <Change value={marks.gmvChange} kind="ratio" />
          ) : (
            <span data-direction="up">▲ {t('monitor.mark.fromZero')}</span>
          )}
        </span>
      ) : null}
    </span>
  );
};

/**
 * The watchlist's rows: selection (x), compare picks, the focused row (j/k; it takes the DOM focus, Enter opens
 * the entity), the figures of the period and the marks since the last visit.
 */
export const WatchlistTable = ({
  rows,
  tab,
  filters,
  visit,
  baselines,
  bodyRef,
  onOpen,
}: {
  rows: readonly WatchRow[];
  tab: (typeof TABS)[number];
  filters: ReportFilters;
  /** The visit the marks compare with (user, platform, tab). */
  visit: string;
  baselines: Readonly<Record<string, VisitSnapshot | null>>;
  bodyRef: RefObject<HTMLTableSectionElement>;
  onOpen(row: WatchRow): void;
}) => {
  const t = useT();
  const language = useLanguage();
  const ui = useSnapshot(watchlist);
  return (
    <table className="w-full text-sm" data-testid="watchlist-table" aria-label={t('monitor.title')}>
      <thead className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th className="w-8 px-3 py-2">
            <span className="sr-only">{t('monitor.col.selected')}</span>
          </th>
          <th className="w-12 px-2 py-2 text-right">{t('monitor.col.rank')}</th>
          <th className="px-3 py-2">{t('monitor.col.name')}</th>
          <th className="px-3 py-2">{t('monitor.col.marks')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.gmv')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.units')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.share')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.mom')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.yoy')}</th>
          <th className="px-3 py-2 text-right">{t('monitor.col.rankChange')}</th>
        </tr>
      </thead>
      <tbody ref={bodyRef}>
        {rows.map((row) => {
          const key = entityKey(row);
          const selected = ui.selected.includes(key);
          const picked = ui.picks.findIndex((pick) => entityKey(pick) === key);
          const focused = ui.focused === key;
          return (
            <tr
              key={key}
              data-key={key}
              data-focused={focused}
              aria-selected={selected}
              tabIndex={focused ? 0 : -1}
              onFocus={() => {
                if (watchlist.focused !== key) watchlist.focused = key;
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  onOpen(row);
                }
              }}
              className={`border-b border-slate-100 outline-none last:border-0 dark:border-slate-800/70 ${
                focused
                  ? 'bg-blue-50/70 ring-2 ring-inset ring-blue-500 dark:bg-blue-950/40'
                  : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'
              }`}
            >
              <td className="px-3 py-2 text-center">
                <span
                  aria-hidden
                  className={selected ? 'text-blue-600 dark:text-blue-400' : 'text-slate-300 dark:text-slate-600'}
                >
                  {selected ? '☑' : '☐'}
                </span>
                {selected ? <span className="sr-only">{t('monitor.col.selected')}</span> : null}
              </td>
              <td className="px-2 py-2 text-right tabular-nums text-slate-500 dark:text-slate-400">{row.rank}</td>
              <td className="px-3 py-2">
                <div className="flex items-center gap-2">
                  {tab === 'all' ? (
                    <span className="shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                      {t(KIND_LABELS[row.menuKey])}
                    </span>
                  ) : null}
                  <Link
                    to={entityDetailUrl(row.menuKey, row.entityId, filters)}
                    tabIndex={-1}
                    className="font-medium text-slate-900 hover:text-blue-600 hover:underline dark:text-slate-100 dark:hover:text-blue-400"
                    data-testid="watch-name"
                  >
                    {row.name}
                  </Link>
                  {picked >= 0 ? (
                    <span
                      data-testid="compare-pick"
                      className="whitespace-nowrap rounded-full bg-violet-100 px-1.5 text-xs text-violet-800 dark:bg-violet-900/60 dark:text-violet-100"
                    >
                      {t('monitor.compare.picked', { n: picked + 1 })}
                    </span>
                  ) : null}
                </div>
              </td>
              <td className="px-3 py-2">
                <VisitMarks marks={marksOfRow(row, visit, baselines)} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums text-slate-900 dark:text-slate-100">
                {formatCompact(row.gmv, language)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCompact(row.units, language)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatPercent(row.share, language)}</td>
              <td className="px-3 py-2 text-right">
                <Change value={row.mom} kind="ratio" />
              </td>
              <td className="px-3 py-2 text-right">
                <Change value={row.yoy} kind="ratio" />
              </td>
              <td className="px-3 py-2 text-right">
                <Change value={row.rankChange} kind="rank" />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};
