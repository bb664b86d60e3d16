import { messagePair, messagePairWith, translate } from '../../i18n/i18n.ts';
import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { paths } from '../../lib/paths.ts';
import { intParam, oneOf } from '../../lib/report-params.ts';
import { nextWidth } from './band-widths.ts';

export const METRICS = [1, 2, 3] as const;

/** How the category's sales spread over price bands. */
export const priceZone = defineReport({
  id: 'price-zone',
  path: paths.priceZone,
  title: 'priceZone.title',
  // SPEC section 3: price zone requests carry metrics (default 1) and typeValue (0 automatic bands, else the width)
  params: { metrics: oneOf(METRICS, 1), typeValue: intParam(0, 0, 100_000) },
  sources: ['table', 'chart'],
  nav: {
    group: 'market',
    order: 80,
    commandTitle: 'command.goPriceZone',
    keywords: ['price zone', 'price band', 'price range', 'jiagedai', 'jgd', '价格带', '价格'],
    shortcut: 'g z',
  },
  commands: (report) => {
    const on = (context: { location: string }) => report.isOpen(context.location);
    return [
      defineCommand({
        id: 'action.price-zone.next-metric',
        title: messagePair('command.priceZoneNextMetric'),
        keywords: ['metric', 'gmv', 'units', 'zhibiao'],
        group: 'actions',
        shortcut: 'm',
        when: on,
        run: (context) => {
          const { metrics } = report.paramsOf(context.location);
          const next = METRICS[(METRICS.indexOf(metrics) + 1) % METRICS.length];
          context.navigate(report.withParams(context.location, { metrics: next }));
        },
      }),
      ...METRICS.map((metric) =>
        defineCommand({
          id: `action.price-zone.metric-${metric}`,
          title: messagePairWith('command.priceZoneMetric', (language) => ({
            metric: translate(language, `metric.${metric}`),
          })),
          keywords: ['metric', 'zhibiao'],
          group: 'actions',
          when: on,
          run: (context) => context.navigate(report.withParams(context.location, { metrics: metric })),
        }),
      ),
      defineCommand({
        id: 'action.price-zone.next-band',
        title: messagePair('command.priceZoneNextBand'),
        keywords: ['band width', 'price band', 'daikuan', 'qujian'],
        group: 'actions',
        shortcut: 'b',
        when: on,
        run: (context) => {
          const { typeValue } = report.paramsOf(context.location);
          context.navigate(report.withParams(context.location, { typeValue: nextWidth(typeValue) }));
        },
      }),
    ];
  },
  load: () => import('./price-zone-page.tsx').then((module) => module.PriceZonePage),
});
