import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import type { BrandRankRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { marketQuery } from '../../lib/report-filters.ts';
import { fromRankTable, loadTable } from '../../lib/table-state.ts';
import { useReportFilters } from '../../lib/use-report-filters.ts';
import { DownloadButton, type Downloader } from '../../ui/download-button.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { ReportFrame } from '../../ui/report-frame.tsx';
import type { ColumnExtras } from '../../ui/report-table/column-defs.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { brandRankState } from './brand-rank-store.ts';

const CHART_SIZE = 10;

// the chart library loads beside the grid, not before it: the table is what people wait for
const BrandTopChart = lazy(() => import('./brand-top-chart.tsx').then((module) => ({ default: module.BrandTopChart })));

export const BrandRankPage = () => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { filters, ready, update } = useReportFilters();
  const { chart, table, downloadRequests } = useSnapshot(brandRankState);
  const [chartReloads, setChartReloads] = useState(0);
  const query = useMemo(() => marketQuery(filters), [filters]);
  const queryKey = JSON.stringify(query);

  // the chart: the top brands by GMV, whatever the table's sort
  useEffect(() => {
    if (!ready) return;
    void loadTable(brandRankState.chart, async () =>
      fromRankTable(
        await api.category.brandRank({ ...query, page: 1, perPage: CHART_SIZE, contentSort: 'gmv', orderBy: 'desc' }),
      ),
    );
    // queryKey stands for query
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, queryKey, chartReloads]);

  const fetchPage = useMemo(
    () => async (request: PageRequest) =>
      fromRankTable(
        await api.category.brandRank({
          ...query,
          page: request.page,
          perPage: request.perPage,
          orderBy: request.orderBy,
          ...(request.contentSort ? { contentSort: request.contentSort } : {}),
        }),
      ),
    [query],
  );

  const download: Downloader = ({ onProgress, signal }) =>
    api.category.brandRankDownload(
      {
        ...query,
        orderBy: filters.orderBy,
        ...(filters.contentSort ? { contentSort: filters.contentSort } : {}),
      },
      { onProgress, signal },
    );

  const detailUrl = (row: BrandRankRow) => entityDetailUrl('brand', row.brandId, { platform: filters.platform });
  const extras = useMemo<ColumnExtras<BrandRankRow>>(
    () => ({
      renderers: {
        brandName: (row) => (
          <Link
            to={entityDetailUrl('brand', row.brandId, { platform: filters.platform })}
            className="font-medium text-slate-900 hover:text-blue-600 hover:underline dark:text-slate-100 dark:hover:text-blue-400"
          >
            {pickName(language, row.brandName, row.brandNameEn)}
          </Link>
        ),
      },
      actions: {
        title: t('report.actions'),
        render: (row) => (
          <Link
            to={entityDetailUrl('brand', row.brandId, { platform: filters.platform })}
            aria-label={t('brandRank.detailOf', { name: pickName(language, row.brandName, row.brandNameEn) })}
            data-testid="row-detail"
            className="text-blue-600 hover:underline dark:text-blue-400"
          >
            {t('brandRank.detail')}
          </Link>
        ),
      },
    }),
    [filters.platform, language, t],
  );

  return (
    <ReportFrame
      title={t('brandRank.title')}
      subtitle={t('brandRank.subtitle')}
      summary={<FilterSummary filters={filters} />}
      actions={
        <DownloadButton
          download={download}
          // nothing to export: no rows for these filters
          disabled={!ready || (table.status === 'fulfilled' && table.total === 0)}
          trigger={downloadRequests}
        />
      }
      chartTitle={t('brandRank.chartTitle')}
      chart={
        // the chart's code loads once the table has its answer, so it never competes with the first rows
        table.status === 'fulfilled' || table.status === 'rejected' ? (
          <Suspense fallback={<div className="h-72" />}>
            <BrandTopChart rows={chart.data as BrandRankRow[]} status={ready ? chart.status : 'pending'} />
          </Suspense>
        ) : (
          <div className="h-72 animate-pulse rounded-lg bg-slate-50 dark:bg-slate-800/50" />
        )
      }
      table={
        <ReportTable<BrandRankRow>
          label={t('brandRank.title')}
          state={brandRankState.table}
          fetchPage={fetchPage}
          queryKey={queryKey}
          enabled={ready}
          page={filters.page}
          {...(filters.contentSort ? { contentSort: filters.contentSort } : {})}
          orderBy={filters.orderBy}
          onViewChange={(view) =>
            update({ page: view.page, contentSort: view.contentSort, orderBy: view.orderBy }, { replace: true })
          }
          getRowId={(row) => String(row.brandId)}
          extras={extras}
          onRowOpen={(row) => navigate(detailUrl(row))}
          onRetry={() => setChartReloads((count) => count + 1)}
        />
      }
    />
  );
};
