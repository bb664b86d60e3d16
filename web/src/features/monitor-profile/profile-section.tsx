import type { CallOptions, ColumnDef, MenuKeyValue } from '@aisle/contract';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { pickName, useLanguage, useT, type Language } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { marketQuery, type ReportFilters } from '../../lib/report-filters.ts';
import type { ParamValues } from '../../lib/report-params.ts';
import { fromRankTable, type TablePage } from '../../lib/table-state.ts';
import { sourceState } from '../../lib/define-report.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import type { DualAxisData } from '../../ui/charts/dual-axis-chart.tsx';
import { DownloadButton } from '../../ui/download-button.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import type { ColumnExtras } from '../../ui/report-table/column-defs.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { profileReport } from './feature.ts';
import type { Section } from './profile-sections.ts';

const loadChart = () => import('../../ui/charts/dual-axis-chart.tsx');
const DualAxisChart = lazy(() => loadChart().then((module) => ({ default: module.DualAxisChart })));

/** The chart's code, fetched while the profile's info is on its way (the overview draws it first). */
export const preloadChart = () => {
  void loadChart();
};

type Params = ParamValues<(typeof profileReport)['specs']>;
type Source = 'chart' | 'overview' | 'trend' | 'spus' | 'shops' | 'brands' | 'price';
type Row = Record<string, unknown>;
interface RankResponse {
  result: { columns: ColumnDef[]; data: Row[] };
  meta: { total: number };
}
type EntityQuery = ReturnType<typeof marketQuery> & { menuKey: MenuKeyValue; entityId: number };
type Paged = EntityQuery & { page: number; perPage: number; orderBy: 'asc' | 'desc'; contentSort?: string };
type Sorted = EntityQuery & { orderBy: 'asc' | 'desc'; contentSort?: string };

interface TableSpec {
  source: Source;
  fetch: (query: Paged, params: Params) => Promise<RankResponse>;
  download: (query: Sorted, params: Params, options: CallOptions) => Promise<Blob>;
  /** The row's id (grid row id) and, when the row is an entity with a profile, where Enter goes. */
  rowId: (row: Row) => string;
  link?: { key: string; kind: MenuKeyValue; id: (row: Row) => number; name: (row: Row, language: Language) => string };
  /** The section's own switches (metric, new products, band width). */
  choices?: readonly ('metrics' | 'type' | 'typeValue')[];
}

const TABLES: Record<Exclude<Section, never>, TableSpec> = {
  overview: {
    source: 'overview',
    fetch: (query) => api.business.overViewTable(query) as Promise<RankResponse>,
    download: (query, _params, options) => api.business.overViewTableDownload(query, options),
    rowId: (row) => String(row.month),
  },
  trend: {
    source: 'trend',
    fetch: (query, params) => api.business.trendTable({ ...query, metrics: params.metrics }) as Promise<RankResponse>,
    download: (query, params, options) =>
      api.business.trendTableDownload({ ...query, metrics: params.metrics }, options),
    rowId: (row) => String(row.categoryId),
    link: {
      key: 'categoryName',
      kind: 'category',
      id: (row) => row.categoryId as number,
      name: (row, language) => pickName(language, row.categoryName as string, row.categoryNameEn as string),
    },
    choices: ['metrics'],
  },
  spus: {
    source: 'spus',
    fetch: (query, params) => api.business.spuRank({ ...query, type: params.type }) as Promise<RankResponse>,
    download: (query, params, options) => api.business.spuRankDownload({ ...query, type: params.type }, options),
    rowId: (row) => String(row.spuId),
    link: { key: 'title', kind: 'spu', id: (row) => row.spuId as number, name: (row) => row.title as string },
    choices: ['type'],
  },
  shops: {
    source: 'shops',
    fetch: (query) => api.business.shopTable(query) as Promise<RankResponse>,
    download: (query, _params, options) => api.business.shopTableDownload(query, options),
    rowId: (row) => String(row.shopId),
    link: { key: 'shopName', kind: 'shop', id: (row) => row.shopId as number, name: (row) => row.shopName as string },
  },
  brands: {
    source: 'brands',
    fetch: (query) => api.business.brandTable(query) as Promise<RankResponse>,
    download: (query, _params, options) => api.business.brandTableDownload(query, options),
    rowId: (row) => String(row.brandId),
    link: {
      key: 'brandName',
      kind: 'brand',
      id: (row) => row.brandId as number,
      name: (row, language) => pickName(language, row.brandName as string, row.brandNameEn as string),
    },
  },
  price: {
    source: 'price',
    fetch: (query, params) =>
      api.business.priceZone({
        ...query,
        metrics: params.metrics,
        typeValue: params.typeValue,
      }) as Promise<RankResponse>,
    download: (query, params, options) =>
      api.business.priceZoneDownload({ ...query, metrics: params.metrics, typeValue: params.typeValue }, options),
    rowId: (row) => String(row.zone),
    choices: ['metrics', 'typeValue'],
  },
};

const METRIC_LABELS: Record<1 | 2 | 3, MessageKey> = {
  1: 'profile.metric.gmv',
  2: 'profile.metric.units',
  3: 'profile.metric.avgPrice',
};

/**
 * One section of a profile: its table (server-sorted and paged, Enter on a row opens that entity's profile), its
 * switches, its export under the page's filters, and for the overview the dual-axis chart above the table.
 */
export const ProfileSection = ({
  section,
  kind,
  entityId,
  filters,
  params,
  downloadRequests,
  title,
  entityName,
}: {
  section: Section;
  kind: MenuKeyValue;
  entityId: number;
  filters: ReportFilters;
  params: Params;
  downloadRequests: number;
  title: string;
  entityName: string;
}) => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { update, setParams } = useReport(profileReport);
  const spec = TABLES[section];
  const query: EntityQuery = useMemo(
    () => ({ ...marketQuery(filters), menuKey: kind, entityId }),
    [filters, kind, entityId],
  );
  const ownParams = spec.choices ?? [];
  const queryKey = JSON.stringify([query, ownParams.map((name) => params[name])]);

  const chartState = sourceState<unknown, Source | string>(profileReport, 'chart');
  const chart = useSource(chartState, async () => asPage(await api.business.overViewChart(query)), {
    enabled: section === 'overview',
    key: queryKey,
  });

  const state = sourceState<Row, Source | string>(profileReport, spec.source);
  const fetchPage = useMemo(
    () =>
      async (request: PageRequest): Promise<TablePage<Row>> =>
        fromRankTable(
          await spec.fetch(
            {
              ...query,
              page: request.page,
              perPage: request.perPage,
              orderBy: request.orderBy,
              ...(request.contentSort ? { contentSort: request.contentSort } : {}),
            },
            params,
          ),
        ),
    // queryKey stands for the query and the section's own parameters
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey, spec],
  );

  const urlOf = (row: Row) => (spec.link ? entityDetailUrl(spec.link.kind, spec.link.id(row), filters) : null);
  const extras = useMemo<ColumnExtras<Row>>(
    () =>
      spec.link
        ? {
            renderers: {
              [spec.link.key]: (row) => (
                <Link
                  to={urlOf(row) ?? '#'}
                  className="font-medium text-slate-900 hover:text-blue-600 hover:underline dark:text-slate-100 dark:hover:text-blue-400"
                >
                  {spec.link?.name(row, language)}
                </Link>
              ),
            },
          }
        : {},
    // the link helpers are fixed per section
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [spec, filters, language],
  );

  return (
    <section className="space-y-3" data-testid={`section-${section}`} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
        <div className="flex flex-wrap items-center gap-3">
          {ownParams.includes('metrics') ? (
            <ChoiceGroup
              label={t('profile.metric')}
              value={params.metrics}
              choices={([1, 2, 3] as const).map((value) => ({ value, label: t(METRIC_LABELS[value]) }))}
              onChange={(metrics) => setParams({ metrics }, { replace: true })}
            />
          ) : null}
          {ownParams.includes('type') ? (
            <ChoiceGroup
              label={t('profile.spuType')}
              value={params.type}
              choices={[
                { value: 0 as const, label: t('profile.spuType.all') },
                { value: 1 as const, label: t('profile.spuType.new') },
              ]}
              onChange={(type) => setParams({ type }, { replace: true })}
            />
          ) : null}
          {ownParams.includes('typeValue') ? (
            <ChoiceGroup
              label={t('profile.bandWidth')}
              value={params.typeValue}
              choices={([0, 50, 100, 200, 500] as const).map((value) => ({
                value,
                label: value === 0 ? t('profile.bandAuto') : `¥${value}`,
              }))}
              onChange={(typeValue) => setParams({ typeValue }, { replace: true })}
            />
          ) : null}
          <DownloadButton
            download={({ onProgress, signal }) =>
              spec.download(
                {
                  ...query,
                  orderBy: filters.orderBy,
                  ...(filters.contentSort ? { contentSort: filters.contentSort } : {}),
                },
                params,
                { onProgress, signal },
              )
            }
            trigger={downloadRequests}
          />
        </div>
      </div>
      {section === 'overview' ? (
        <div
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          data-testid="report-chart"
        >
          <SourcePanel
            status={chart.status}
            empty={!(chart.data[0] as DualAxisData | undefined)?.xAxis.length}
            onRetry={chart.reload}
          >
            {() => (
              <Suspense fallback={<div className="h-72" />}>
                <DualAxisChart data={chart.data[0] as DualAxisData} />
              </Suspense>
            )}
          </SourcePanel>
        </div>
      ) : null}
      <div className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
        <ReportTable<Row>
          label={`${entityName} · ${title}`}
          state={state}
          fetchPage={fetchPage}
          queryKey={queryKey}
          enabled
          page={filters.page}
          {...(filters.contentSort ? { contentSort: filters.contentSort } : {})}
          orderBy={filters.orderBy}
          onViewChange={(view) =>
            update({ page: view.page, contentSort: view.contentSort, orderBy: view.orderBy }, { replace: true })
          }
          getRowId={spec.rowId}
          extras={extras}
          {...(spec.link
            ? {
                onRowOpen: (row: Row) => {
                  const url = urlOf(row);
                  if (url) navigate(url);
                },
              }
            : {})}
        />
      </div>
    </section>
  );
};
