import type { MenuKeyValue, PlatformId, ShopTypeId } from '@aisle/contract/enums';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, ApiError } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatCompact, formatExact } from '../../lib/format.ts';
import { periodPresets } from '../../lib/period.ts';
import { sourceState } from '../../lib/define-report.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { categoryState } from '../../stores/category-store.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { Button } from '../../ui/button.tsx';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { compareReport, watchlistReport } from './feature.ts';
import { KIND_LABELS } from './kinds.ts';
import { compareSeries, type CompareData, type CompareEntity, type Metric } from './compare-series.ts';

const CompareChart = lazy(() => import('./compare-chart.tsx').then((module) => ({ default: module.CompareChart })));
const seriesState = sourceState<CompareData, 'series'>(compareReport, 'series');

const METRIC_LABELS = {
  gmv: 'profile.metric.gmv',
  units: 'profile.metric.units',
  avgPrice: 'profile.metric.avgPrice',
} as const;

/** One entity's months and name; a vanished entity is kept as a column that says so, not a failed page. */
const loadEntity = async (
  kind: MenuKeyValue,
  entityId: number,
  query: { platform: PlatformId; startDate?: string; endDate?: string; shopTypes?: ShopTypeId[] },
): Promise<CompareEntity> => {
  const [hits, table] = await Promise.all([
    api.monitor.search({ keyword: String(entityId), platform: query.platform, menuKey: kind, limit: 1 }),
    api.business
      .overViewTable({ ...query, categoryId: 0, menuKey: kind, entityId, page: 1, perPage: 100 })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  ]);
  const hit = hits.find((item) => item.entityId === entityId);
  return {
    entityId,
    name: hit?.name ?? `#${entityId}`,
    nameEn: hit?.nameEn ?? `#${entityId}`,
    rows: table ? table.result.data : null,
  };
};

/**
 * `/monitor/compare`: up to four entities of one kind, their monthly GMV (or units, or average price) on one chart
 * and side by side in a table. Everything it shows is in the URL.
 */
export const ComparePage = () => {
  const t = useT();
  const language = useLanguage();
  const { filters, params, ready, update, setParams } = useReport(compareReport);
  const { dateList, status: categoryStatus } = useSnapshot(categoryState);
  const kind = params.kind;
  const ids = params.ids;

  // a comparison over one month says little: without a period it takes the last 12 months (then counts as loaded)
  const hasPeriod = Boolean(filters.startDate || filters.endDate);
  useEffect(() => {
    if (!ready || hasPeriod || categoryStatus !== 'fulfilled') return;
    const preset = periodPresets(dateList).find((item) => item.id === 'last12') ?? periodPresets(dateList).at(-1);
    if (preset) update({ startDate: preset.startDate, endDate: preset.endDate }, { replace: true });
  }, [ready, hasPeriod, categoryStatus, dateList, update]);

  const query = {
    platform: filters.platform,
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
    ...(filters.shopTypes ? { shopTypes: filters.shopTypes } : {}),
  };
  const series = useSource(
    seriesState,
    async () => asPage(compareSeries(await Promise.all(ids.map((id) => loadEntity(kind, id, query))))),
    { enabled: ready && hasPeriod && ids.length > 0, key: JSON.stringify([query, kind, ids]) },
  );
  const data = series.status === 'fulfilled' ? (series.data[0] as CompareData | undefined) : undefined;
  const metric: Metric = params.metric;
  const format = (value: number | null) =>
    value === null ? '—' : metric === 'avgPrice' ? `¥${formatExact(value, language)}` : formatCompact(value, language);

  const back = (
    <Link
      to={watchlistReport.url(filters, { tab: kind })}
      className="text-sm text-blue-600 hover:underline dark:text-blue-400"
      data-testid="compare-back"
    >
      ← {t('monitor.compare.back')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5" data-testid="compare">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('monitor.compare.heading', { kind: t(KIND_LABELS[kind]) })}
          </h1>
          <div className="mt-1">
            <FilterSummary filters={filters} />
          </div>
        </div>
        <ChoiceGroup
          label={t('profile.metric')}
          value={metric}
          choices={(['gmv', 'units', 'avgPrice'] as const).map((value) => ({ value, label: t(METRIC_LABELS[value]) }))}
          onChange={(next) => setParams({ metric: next }, { replace: true })}
        />
      </div>
      {ids.length === 0 ? (
        <EmptyState title={t('monitor.compare.none')} hint={t('monitor.compare.noneHint')} />
      ) : series.status === 'rejected' ? (
        <ErrorState title={t('report.failed')}>
          <Button onClick={series.reload}>{t('report.retry')}</Button>
        </ErrorState>
      ) : !data ? (
        <div className="flex items-center gap-2 p-6 text-sm text-slate-500" aria-busy="true">
          <Spinner label={t('report.loading')} />
        </div>
      ) : (
        <>
          <section
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            data-testid="report-chart"
            aria-label={t('monitor.compare.chart')}
          >
            <Suspense fallback={<div className="h-80" />}>
              <CompareChart data={data} metric={metric} language={language} />
            </Suspense>
          </section>
          <section className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-sm" data-testid="compare-table">
              <thead className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th className="px-3 py-2 text-left">{t('monitor.compare.month')}</th>
                  {data.entities.map((entity) => (
                    <th key={entity.entityId} className="px-3 py-2 text-right" data-entity={entity.entityId}>
                      <Link
                        to={entityDetailUrl(kind, entity.entityId, filters)}
                        className="text-slate-800 hover:text-blue-600 hover:underline dark:text-slate-100"
                      >
                        {pickName(language, entity.name, entity.nameEn)}
                      </Link>
                      {entity.rows === null ? (
                        <span className="block font-normal text-rose-600 dark:text-rose-400">
                          {t('monitor.compare.gone')}
                        </span>
                      ) : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.months.map((month, m) => (
                  <tr key={month} className="border-b border-slate-100 last:border-0 dark:border-slate-800/70">
                    <td className="px-3 py-1.5 tabular-nums text-slate-600 dark:text-slate-300">{month}</td>
                    {data.entities.map((entity) => (
                      <td
                        key={entity.entityId}
                        className="px-3 py-1.5 text-right tabular-nums text-slate-900 dark:text-slate-100"
                      >
                        {format(entity.values[metric][m] ?? null)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="bg-slate-50 font-medium dark:bg-slate-800/50">
                  <td className="px-3 py-2 text-slate-700 dark:text-slate-200">
                    {metric === 'avgPrice' ? t('monitor.compare.average') : t('monitor.compare.total')}
                  </td>
                  {data.entities.map((entity) => (
                    <td
                      key={entity.entityId}
                      className="px-3 py-2 text-right tabular-nums text-slate-900 dark:text-slate-100"
                      data-total={entity.entityId}
                    >
                      {format(entity.totals[metric])}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
};
