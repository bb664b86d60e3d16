import { BarChart } from '@tremor/react';
import type { BrandRankRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatCompact } from '../../lib/format.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState } from '../../ui/states.tsx';

/** The top brands by GMV for the current filters, as horizontal bars. */
export const BrandTopChart = ({
  rows,
  status,
}: {
  rows: readonly BrandRankRow[];
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
}) => {
  const t = useT();
  const language = useLanguage();
  if (status !== 'fulfilled' && rows.length === 0)
    return (
      <div className="flex h-72 items-center justify-center">
        {status === 'rejected' ? <EmptyState title={t('report.failed')} /> : <Spinner label={t('report.loading')} />}
      </div>
    );
  if (rows.length === 0) return <EmptyState title={t('brandRank.chartEmpty')} />;
  const metric = t('brandRank.gmv');
  const data = rows.map((row) => ({ name: pickName(language, row.brandName, row.brandNameEn), [metric]: row.gmv }));
  return (
    <BarChart
      className="h-72"
      data={data}
      index="name"
      categories={[metric]}
      colors={['blue']}
      layout="vertical"
      yAxisWidth={language === 'en' ? 150 : 88}
      showLegend={false}
      showAnimation={false}
      valueFormatter={(value) => formatCompact(value, language)}
    />
  );
};
