import type { CallOptions } from '@aisle/contract';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { sourceState } from '../../lib/define-report.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { fromRankTable } from '../../lib/table-state.ts';
import { DownloadButton } from '../../ui/download-button.tsx';
import { ReportTable, type PageRequest } from '../../ui/report-table/report-table.tsx';
import { ATTRIBUTE_SECTIONS, attribute, attributeSectionTitle, type AttributeSection } from './feature.ts';

/** What every attribute table is asked: the market filters, the finest category, the values and the keyword. */
export type AttrQuery = Parameters<typeof api.attribute.brand>[0] & { platform: 1 | 2 | 4; categoryId: number };
type View = { page: number; contentSort?: string; orderBy: 'asc' | 'desc' };
interface Page {
  result: { columns: Parameters<typeof fromRankTable>[0]['result']['columns']; data: unknown[] };
  meta: { total: number };
}

const withView = (query: AttrQuery, view: { orderBy: 'asc' | 'desc'; contentSort?: string }) => ({
  ...query,
  orderBy: view.orderBy,
  ...(view.contentSort ? { contentSort: view.contentSort } : {}),
});

/** Each table's endpoints (SPEC section 7: brand, shop, spu and their downloads) and where a row leads. */
const TABLES: Record<
  AttributeSection,
  {
    fetch: (query: AttrQuery, request: PageRequest) => Promise<Page>;
    download: (query: AttrQuery, view: View, options: CallOptions) => Promise<Blob>;
    rowId: (row: never) => string;
    open: (row: never, platform: 1 | 2 | 4) => string;
  }
> = {
  brand: {
    fetch: (query, request) => api.attribute.brand({ ...withView(query, request), ...request }),
    download: (query, view, options) => api.attribute.brandDownload(withView(query, view), options),
    rowId: (row: { brandId: number }) => String(row.brandId),
    open: (row: { brandId: number }, platform) => entityDetailUrl('brand', row.brandId, { platform }),
  },
  shop: {
    fetch: (query, request) => api.attribute.shop({ ...withView(query, request), ...request }),
    download: (query, view, options) => api.attribute.shopDownload(withView(query, view), options),
    rowId: (row: { shopId: number }) => String(row.shopId),
    open: (row: { shopId: number }, platform) => entityDetailUrl('shop', row.shopId, { platform }),
  },
  spu: {
    fetch: (query, request) => api.attribute.spu({ ...withView(query, request), ...request }),
    download: (query, view, options) => api.attribute.spuDownload(withView(query, view), options),
    rowId: (row: { spuId: number }) => String(row.spuId),
    open: (row: { spuId: number }, platform) => entityDetailUrl('spu', row.spuId, { platform }),
  },
};

/**
 * The brand, shop and product tables of the selection, one on screen at a time (tabs with arrows, keys 1-3, the
 * URL's `section`), each with its export; `d` exports the one on screen.
 */
export const AttributeTables = ({
  query,
  enabled,
  section,
  onSection,
  downloadRequests,
}: {
  query: AttrQuery;
  enabled: boolean;
  section: AttributeSection;
  onSection: (section: AttributeSection) => void;
  downloadRequests: number;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const tabs = useRef<HTMLDivElement>(null);
  const [views, setViews] = useState<Record<AttributeSection, View>>({
    brand: { page: 1, orderBy: 'desc' },
    shop: { page: 1, orderBy: 'desc' },
    spu: { page: 1, orderBy: 'desc' },
  });
  const queryKey = JSON.stringify(query);
  const table = TABLES[section];
  const view = views[section];
  const fetchPage = useMemo(
    () => async (request: PageRequest) => fromRankTable((await table.fetch(query, request)) as Page),
    [table, query],
  );

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = ATTRIBUTE_SECTIONS.indexOf(section);
    const next = ATTRIBUTE_SECTIONS[(index + step + ATTRIBUTE_SECTIONS.length) % ATTRIBUTE_SECTIONS.length];
    if (!next) return;
    onSection(next);
    requestAnimationFrame(() => tabs.current?.querySelector<HTMLElement>(`[data-section="${next}"]`)?.focus());
  };

  return (
    <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2 px-1 pt-1">
        <div
          ref={tabs}
          role="tablist"
          aria-label={t('attribute.title')}
          onKeyDown={onTabKey}
          className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {ATTRIBUTE_SECTIONS.map((name, index) => (
            <button
              key={name}
              type="button"
              role="tab"
              data-section={name}
              aria-selected={name === section}
              tabIndex={name === section ? 0 : -1}
              onClick={() => onSection(name)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 ${name === section ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
            >
              {t(attributeSectionTitle(name))}
              <kbd className="ml-1.5 text-xs text-slate-400">{index + 1}</kbd>
            </button>
          ))}
        </div>
        <DownloadButton
          key={section}
          download={({ onProgress, signal }) => table.download(query, view, { onProgress, signal })}
          disabled={!enabled}
          trigger={downloadRequests}
        />
      </div>
      <ReportTable<never>
        key={section}
        label={t(attributeSectionTitle(section))}
        state={sourceState<never, string>(attribute, section)}
        fetchPage={fetchPage as (request: PageRequest) => Promise<{ data: never[]; total: number }>}
        queryKey={queryKey}
        enabled={enabled}
        page={view.page}
        {...(view.contentSort ? { contentSort: view.contentSort } : {})}
        orderBy={view.orderBy}
        onViewChange={(next) =>
          setViews((previous) => ({
            ...previous,
            [section]: {
              page: next.page,
              orderBy: next.orderBy,
              ...(next.contentSort ? { contentSort: next.contentSort } : {}),
            },
          }))
        }
        getRowId={table.rowId}
        onRowOpen={(row) => navigate(table.open(row, query.platform))}
      />
    </section>
  );
};
