import { BarChart } from '@tremor/react';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import type { PriceZoneRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { findNode, type CategoryNode } from '../../lib/category-tree.ts';
import { sourceState } from '../../lib/define-report.ts';
import { formatInteger, formatPercent } from '../../lib/format.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import { categoryState } from '../../stores/category-store.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { DownloadButton, type Downloader } from '../../ui/download-button.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { ReportFrame } from '../../ui/report-frame.tsx';
import { pageQuery, ReportTable, sortQuery, urlView, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { bandState, offerWidthsFor } from './band-widths.ts';
import { distribution, largestBand } from './distribution.ts';
import { METRICS, priceZone } from './feature.ts';
import { SINGLE_SERIES } from '../../ui/charts/chart-colors.ts';

type Source = 'table' | 'chart';
const tableState = sourceState<PriceZoneRow, Source>(priceZone, 'table');
const chartState = sourceState<PriceZoneRow, Source>(priceZone, 'chart');
/** Every band at once for the chart: bands are few (automatic ones are about ten). */
const ALL_BANDS = 100;

export const PriceZonePage = () => {
  const t = useT();
  const language = useLanguage();
  const { filters, params, ready, update, setParams, query, queryKey, downloadRequests } = useReport(priceZone);
  const { tree } = useSnapshot(categoryState);
  const { widths } = useSnapshot(bandState);
  const table = useSnapshot(tableState);
  const metric = t(`metric.${params.metrics}`);
  const node = findNode(tree as CategoryNode[], filters.categoryId);
  const categoryName = node ? pickName(language, node.title, node.titleEn) : t('shell.categoryAll');

  const chart = useSource(
    chartState,
    async () =>
      fromRankTable(
        await api.category.priceZone({ ...query, page: 1, perPage: ALL_BANDS, contentSort: 'gmv', orderBy: 'desc' }),
      ),
    { enabled: ready, key: queryKey },
  );
  const bands = useMemo(
    () => distribution(chart.data as readonly PriceZoneRow[], params.metrics),
    [chart.data, params.metrics],
  );
  const top = largestBand(bands);

  // the widths worth offering follow the category's prices, read from its automatic bands
  useEffect(() => {
    if (chart.status !== 'fulfilled' || params.typeValue !== 0) return;
    const highest = bands.reduce((max, band) => Math.max(max, band.minPrice), 0);
    offerWidthsFor(highest > 0 ? highest : null);
  }, [chart.status, bands, params.typeValue]);

  const fetchPage = useMemo(
    () => async (request: PageRequest) =>
      fromRankTable(await api.category.priceZone({ ...query, ...pageQuery(request) })),
    [query],
  );
  const download: Downloader = ({ onProgress, signal }) =>
    api.category.priceZoneDownload({ ...query, ...sortQuery(filters) }, { onProgress, signal });

  const shareLabel = t('priceZone.share');
  const offered = widths.includes(params.typeValue) ? widths : [...widths, params.typeValue].sort((a, b) => a - b);
  const callout = top
    ? top.maxPrice === null
      ? t('priceZone.calloutOpen', {
          metric,
          min: formatInteger(top.minPrice, language),
          share: formatPercent(top.share, language),
        })
      : t('priceZone.callout', { metric, zone: top.zone, share: formatPercent(top.share, language) })
    : '';

  return (
    <ReportFrame
      title={t('priceZone.title')}
      subtitle={t('priceZone.subtitle', { category: categoryName })}
      summary={<FilterSummary filters={filters} />}
      actions={
        <>
          <ChoiceGroup
            label={t('categoryTrend.metric')}
            testId="price-metric"
            value={params.metrics}
            onChange={(metrics) => setParams({ metrics })}
            choices={METRICS.map((value) => ({ value, label: t(`metric.${value}`), hint: 'm' }))}
          />
          <ChoiceGroup
            label={t('priceZone.band')}
            testId="price-band"
            value={params.typeValue}
            onChange={(typeValue) => setParams({ typeValue })}
            choices={offered.map((value) => ({
              value,
              label: value === 0 ? t('priceZone.bandAuto') : t('priceZone.bandWidth', { width: value }),
              hint: 'b',
            }))}
          />
          <DownloadButton
            download={download}
            disabled={!ready || (table.status === 'fulfilled' && table.total === 0)}
            trigger={downloadRequests}
          />
        </>
      }
      chartTitle={t('priceZone.chartTitle', { metric })}
      chart={
        <SourcePanel
          status={chart.status}
          empty={bands.length === 0}
          emptyHint={t('report.emptyHint')}
          onRetry={chart.reload}
        >
          {() => (
            <>
              <p className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-100" data-testid="price-callout">
                {callout}
              </p>
              <BarChart
                className="h-64"
                data={bands.map((band) => ({ zone: band.zone, [shareLabel]: band.share }))}
                index="zone"
                categories={[shareLabel]}
                colors={SINGLE_SERIES}
                showLegend={false}
                showAnimation={false}
                yAxisWidth={56}
                valueFormatter={(value) => formatPercent(value, language)}
              />
            </>
          )}
        </SourcePanel>
      }
      table={
        <ReportTable<PriceZoneRow>
          label={t('priceZone.title')}
          state={tableState}
          fetchPage={fetchPage}
          queryKey={queryKey}
          enabled={ready}
          {...urlView(filters, update)}
          getRowId={(row) => row.zone}
          onRetry={chart.reload}
        />
      }
    >
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('priceZone.keys')}</p>
    </ReportFrame>
  );
};
