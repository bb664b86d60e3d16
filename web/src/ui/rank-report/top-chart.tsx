import { BarChart } from '@tremor/react';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { formatCompact } from '../../lib/format.ts';
import { Spinner } from '../spinner.tsx';
import { EmptyState } from '../states.tsx';
import { SINGLE_SERIES } from '../charts/chart-colors.ts';

/** The first `limit` characters of a name, with an ellipsis when cut. */
export const shorten = (name: string, limit: number) =>
  [...name].length <= limit ? name : `${[...name].slice(0, limit - 1).join('')}…`;

export interface TopChartItem {
  name: string;
  gmv: number;
}

/** The top entities by GMV for the current filters, as horizontal bars. */
export const TopChart = ({
  items,
  status,
}: {
  items: readonly TopChartItem[];
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
}) => {
  const t = useT();
  const language = useLanguage();
  if (status !== 'fulfilled' && items.length === 0)
    return (
      <div className="flex h-72 items-center justify-center">
        {status === 'rejected' ? <EmptyState title={t('report.failed')} /> : <Spinner label={t('report.loading')} />}
      </div>
    );
  if (items.length === 0) return <EmptyState title={t('report.chartEmpty')} />;
  const metric = t('report.gmv');
  // product titles are long and would wrap over each other on the axis: keep the start of each
  const limit = language === 'en' ? 22 : 12;
  const data = items.map((item) => ({ name: shorten(item.name, limit), [metric]: item.gmv }));
  return (
    <BarChart
      className="h-72"
      data={data}
      index="name"
      categories={[metric]}
      colors={SINGLE_SERIES}
      layout="vertical"
      yAxisWidth={language === 'en' ? 150 : 88}
      showLegend={false}
      showAnimation={false}
      valueFormatter={(value) => formatCompact(value, language)}
    />
  );
};
