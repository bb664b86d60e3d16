import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import type { CategoryRankRow, OverviewChartData, OverviewRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { findNode, type CategoryNode } from '../../lib/category-tree.ts';
import { sourceState } from '../../lib/define-report.ts';
import { comparisonPeriods, effectivePeriod, type Period } from '../../lib/period.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { categoryState } from '../../stores/category-store.ts';
import { DualAxisChart } from '../../ui/charts/dual-axis-chart.tsx';
import { DownloadButton, type Downloader } from '../../ui/download-button.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { ReportFrame } from '../../ui/report-frame.tsx';
import { pageQuery, ReportTable, sortQuery, urlView, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { categoryOverview } from './feature.ts';
import { kpisOf, summarize, type Kpi } from './kpi.ts';
import { KpiStrip } from './kpi-strip.tsx';
import { SubCategories } from './sub-categories.tsx';

type Source = 'kpi' | 'chart' | 'table' | 'children';
const kpiState = sourceState<Kpi, Source>(categoryOverview, 'kpi');
const chartState = sourceState<OverviewChartData, Source>(categoryOverview, 'chart');
const tableState = sourceState<OverviewRow, Source>(categoryOverview, 'table');
const childrenState = sourceState<CategoryRankRow, Source>(categoryOverview, 'children');

/** Months of a period are at most 24: one request of 100 rows holds them all. */
const ALL_MONTHS = 100;

export const CategoryOverviewPage = () => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, ready, update, query, queryKey, downloadRequests } = useReport(categoryOverview);
  const { dateList, tree } = useSnapshot(categoryState);
  const period = effectivePeriod(filters, dateList);
  const { platform, categoryId, shopTypes } = query;
  const chartQuery = { platform, categoryId, ...(shopTypes ? { shopTypes } : {}), ...(period ?? {}) };

  const kpi = useSource(
    kpiState,
    async () => {
      if (!period) return { data: [], total: 0 };
      const { previous, yearAgo } = comparisonPeriods(period, dateList);
      const figuresOf = async (months: Period | null) =>
        months
          ? summarize(
              (await api.category.overViewTable({ ...chartQuery, ...months, page: 1, perPage: ALL_MONTHS })).result
                .data,
            )
          : null;
      const [current, before, yearEarlier] = await Promise.all([
        figuresOf(period),
        figuresOf(previous),
        figuresOf(yearAgo),
      ]);
      const kpis = current ? kpisOf(current, before, yearEarlier) : [];
      return { data: kpis, total: kpis.length };
    },
    { enabled: ready && period !== null, key: queryKey },
  );

  const chart = useSource(chartState, async () => asPage(await api.category.overViewChart(chartQuery)), {
    enabled: ready,
    key: queryKey,
  });

  const fetchPage = useMemo(
    () => async (request: PageRequest) =>
      fromRankTable(await api.category.overViewTable({ ...query, ...pageQuery(request) })),
    [query],
  );

  const download: Downloader = ({ onProgress, signal }) =>
    api.category.overViewTableDownload({ ...query, ...sortQuery(filters) }, { onProgress, signal });

  const table = useSnapshot(tableState);
  const node = findNode(tree as CategoryNode[], filters.categoryId);
  const categoryName = node ? pickName(language, node.title, node.titleEn) : t('shell.categoryAll');
  const chartData = chart.data[0];

  return (
    <ReportFrame
      title={t('categoryOverview.title')}
      subtitle={t('categoryOverview.subtitle', { category: categoryName })}
      summary={<FilterSummary filters={filters} />}
      actions={
        <DownloadButton
          download={download}
          disabled={!ready || (table.status === 'fulfilled' && table.total === 0)}
          trigger={downloadRequests}
        />
      }
      before={<KpiStrip status={kpi.status} kpis={kpi.data as Kpi[]} onRetry={kpi.reload} />}
      chartTitle={t('categoryOverview.chartTitle')}
      chart={
        <SourcePanel
          status={chart.status}
          empty={!chartData || chartData.xAxis.length === 0}
          emptyTitle={t('report.chartEmpty')}
          emptyHint={t('categoryOverview.emptyHint')}
          onRetry={chart.reload}
        >
          {() => (chartData ? <DualAxisChart key={queryKey} data={chartData} /> : null)}
        </SourcePanel>
      }
      table={
        <ReportTable<OverviewRow>
          label={t('categoryOverview.tableTitle')}
          state={tableState}
          fetchPage={fetchPage}
          queryKey={queryKey}
          enabled={ready}
          {...urlView(filters, update)}
          getRowId={(row) => row.month}
          onRetry={() => {
            kpi.reload();
            chart.reload();
          }}
          emptyHint={t('categoryOverview.emptyHint')}
        />
      }
    >
      <SubCategories
        state={childrenState}
        query={query}
        queryKey={queryKey}
        enabled={ready}
        leaf={node !== null && node.level >= 4}
        onOpen={(row) => navigate(categoryOverview.url({ ...filters, page: 1, categoryId: row.categoryId }))}
      />
    </ReportFrame>
  );
};
