import { useLanguage, useT } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { formatCompact, formatExact, formatUnit } from '../../lib/format.ts';
import { Change } from '../../ui/change.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import type { Kpi, KpiKey } from './kpi.ts';

const LABELS: Record<KpiKey, MessageKey> = {
  gmv: 'categoryOverview.kpi.gmv',
  units: 'categoryOverview.kpi.units',
  avgPrice: 'categoryOverview.kpi.avgPrice',
  brandCount: 'categoryOverview.kpi.brands',
  shopCount: 'categoryOverview.kpi.shops',
  spuCount: 'categoryOverview.kpi.spus',
};
const UNITS: Partial<Record<KpiKey, string>> = { gmv: '元', units: '件', avgPrice: '元' };

/** GMV, units, average price and the counts of the period, each with 环比 and 同比. */
export const KpiStrip = ({
  status,
  kpis,
  onRetry,
}: {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  kpis: readonly Kpi[];
  onRetry: () => void;
}) => {
  const t = useT();
  const language = useLanguage();
  return (
    <section aria-label={t('categoryOverview.kpis')} data-testid="kpi-strip">
      <SourcePanel
        status={status}
        empty={kpis.length === 0}
        emptyTitle={t('categoryOverview.kpiEmpty')}
        onRetry={onRetry}
        height="h-24"
      >
        {() => (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
            {kpis.map((kpi) => {
              const unit = formatUnit(UNITS[kpi.key], language);
              return (
                <li
                  key={kpi.key}
                  data-kpi={kpi.key}
                  className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
                >
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">{t(LABELS[kpi.key])}</p>
                  <p
                    className="mt-1 truncate text-xl font-semibold tabular-nums text-slate-900 dark:text-white"
                    title={`${formatExact(kpi.value, language)} ${unit}`.trim()}
                  >
                    {formatCompact(kpi.value, language)}
                    {unit ? <span className="ml-1 text-xs font-normal text-slate-500">{unit}</span> : null}
                  </p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                    <dt className="text-slate-500 dark:text-slate-400" title={t('categoryOverview.momLong')}>
                      {t('categoryOverview.mom')}
                    </dt>
                    <dd className="text-right">
                      <Change value={kpi.mom} />
                    </dd>
                    <dt className="text-slate-500 dark:text-slate-400" title={t('categoryOverview.yoyLong')}>
                      {t('categoryOverview.yoy')}
                    </dt>
                    <dd className="text-right">
                      <Change value={kpi.yoy} />
                    </dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </SourcePanel>
    </section>
  );
};
