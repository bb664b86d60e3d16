import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import type { TrendRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { findNode, type CategoryNode } from '../../lib/category-tree.ts';
import { sourceState } from '../../lib/define-report.ts';
import { periodPresets } from '../../lib/period.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import { categoryState } from '../../stores/category-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { DownloadButton, type Downloader } from '../../ui/download-button.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { ReportFrame } from '../../ui/report-frame.tsx';
import type { ColumnExtras } from '../../ui/report-table/column-defs.tsx';
import {
  PAGE_SIZE,
  pageQuery,
  ReportTable,
  sortQuery,
  urlView,
  type PageRequest,
} from '../../ui/report-table/report-table.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { categoryTrend, LEVELS, METRICS } from './feature.ts';
import { Heatmap } from './heatmap.tsx';
import { TrendChart } from './trend-chart.tsx';

const tableState = sourceState<TrendRow, 'table'>(categoryTrend, 'table');
/** Lines beyond eight are a tangle: the chart shows the top rows of the table's order. */
const CHART_ROWS = 8;

/** The months of the answer, in order: the `byMonth.YYYY-MM` columns the server sent. */
const monthsOf = (columns: readonly { key: string }[]) =>
  columns.filter((column) => column.key.startsWith('byMonth.')).map((column) => column.key.slice('byMonth.'.length));

export const CategoryTrendPage = () => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const report = useReport(categoryTrend);
  const { filters, params, ready, update, setParams, query, queryKey, downloadRequests } = report;
  const { tree, dateList } = useSnapshot(categoryState);
  const table = useSnapshot(tableState);
  const metric = t(`metric.${params.metrics}`);
  const node = findNode(tree as CategoryNode[], filters.categoryId);
  const categoryName = node ? pickName(language, node.title, node.titleEn) : t('shell.categoryAll');

  const request = (page: PageRequest) => api.category.categoryTrend({ ...query, ...pageQuery(page) });
  const fetchPage = useMemo(
    () => async (page: PageRequest) => fromRankTable(await request(page)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query is the request
    [query],
  );

  // the heatmap shows the same page of rows as the table would (the grid loads them itself in the table view)
  const heatmap = params.view === 'heatmap';
  const heatmapSource = useSource(
    tableState,
    async () => fromRankTable(await request({ page: filters.page, perPage: PAGE_SIZE, ...sortQuery(filters) })),
    { enabled: ready && heatmap, key: `${queryKey}|${filters.page}|${filters.contentSort}|${filters.orderBy}` },
  );

  /** Enter on a category: the next level down, inside that category. */
  const open = (row: TrendRow) => {
    const level = findNode(categoryState.tree, row.categoryId)?.level ?? params.level;
    if (level >= 4) {
      showToast('info', t('categoryTrend.deepest'));
      return;
    }
    const next = LEVELS[Math.min(LEVELS.length - 1, level)] ?? 4;
    navigate(categoryTrend.url({ ...filters, page: 1, categoryId: row.categoryId }, { ...params, level: next }));
  };

  const download: Downloader = ({ onProgress, signal }) =>
    api.category.categoryTrendDownload({ ...query, ...sortQuery(filters) }, { onProgress, signal });

  const extras = useMemo<ColumnExtras<TrendRow>>(
    () => ({ renderers: { categoryName: (row) => pickName(language, row.categoryName, row.categoryNameEn) } }),
    [language],
  );
  const rows = table.data as readonly TrendRow[];
  // a trend of one month is a dot: offer the longest preset the data allows
  const longer = periodPresets(dateList)
    .filter((preset) => preset.id !== 'latest' && preset.id !== 'ytd')
    .at(-1);
  const months = monthsOf(table.columns);

  return (
    <ReportFrame
      title={t('categoryTrend.title')}
      subtitle={t('categoryTrend.subtitle', { metric, category: categoryName })}
      summary={<FilterSummary filters={filters} />}
      actions={
        <>
          <ChoiceGroup
            label={t('categoryTrend.metric')}
            testId="trend-metric"
            value={params.metrics}
            onChange={(metrics) => setParams({ metrics })}
            choices={METRICS.map((value) => ({ value, label: t(`metric.${value}`), hint: 'm' }))}
          />
          <ChoiceGroup
            label={t('categoryTrend.level')}
            testId="trend-level"
            value={params.level}
            onChange={(level) => setParams({ level })}
            choices={LEVELS.map((value) => ({
              value,
              label: t('categoryTrend.levelN', { level: value }),
              hint: '+ / -',
            }))}
          />
          <ChoiceGroup
            label={t('categoryTrend.view')}
            testId="trend-view"
            value={params.view}
            onChange={(view) => setParams({ view })}
            choices={[
              { value: 'table', label: t('categoryTrend.viewTable'), hint: 'v' },
              { value: 'heatmap', label: t('categoryTrend.viewHeatmap'), hint: 'v' },
            ]}
          />
          <DownloadButton
            download={download}
            disabled={!ready || (table.status === 'fulfilled' && table.total === 0)}
            trigger={downloadRequests}
          />
        </>
      }
      chartTitle={t('categoryTrend.chartTitle', { metric, count: Math.min(CHART_ROWS, rows.length) })}
      chart={
        <SourcePanel
          status={ready ? (table.status === 'idle' ? 'pending' : table.status) : 'pending'}
          empty={rows.length === 0}
          emptyHint={t('report.emptyHint')}
          onRetry={heatmapSource.reload}
        >
          {() =>
            months.length < 2 ? (
              <EmptyState title={t('categoryTrend.oneMonth')} hint={t('categoryTrend.oneMonthHint')}>
                {longer ? (
                  <Button
                    variant="primary"
                    className="mt-2"
                    onClick={() => update({ startDate: longer.startDate, endDate: longer.endDate })}
                  >
                    {t(longer.label)}
                  </Button>
                ) : null}
              </EmptyState>
            ) : (
              <TrendChart rows={rows.slice(0, CHART_ROWS)} months={months} />
            )
          }
        </SourcePanel>
      }
      table={
        heatmap ? (
          <div className="p-2">
            <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t('categoryTrend.heatmapTitle')}</p>
            <SourcePanel
              status={heatmapSource.status}
              empty={rows.length === 0}
              emptyTitle={t('report.empty')}
              onRetry={heatmapSource.reload}
            >
              {() => <Heatmap rows={rows} months={months} onOpen={open} />}
            </SourcePanel>
          </div>
        ) : (
          <ReportTable<TrendRow>
            label={t('categoryTrend.title')}
            state={tableState}
            fetchPage={fetchPage}
            queryKey={queryKey}
            enabled={ready}
            {...urlView(filters, update)}
            getRowId={(row) => String(row.categoryId)}
            onRowOpen={open}
            extras={extras}
          />
        )
      }
    >
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('categoryTrend.keys')}</p>
    </ReportFrame>
  );
};
