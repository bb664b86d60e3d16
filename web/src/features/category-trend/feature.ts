import { messagePair, messagePairWith, translate } from '../../i18n/i18n.ts';
import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { paths } from '../../lib/paths.ts';
import { localParam, oneOf } from '../../lib/report-params.ts';

export const METRICS = [1, 2, 3] as const;
export const LEVELS = [1, 2, 3, 4] as const;
export const VIEWS = ['table', 'heatmap'] as const;

/** Categories by month: one row per category at the chosen level, one column per month of the chosen metric. */
export const categoryTrend = defineReport({
  id: 'category-trend',
  path: paths.categoryTrend,
  title: 'categoryTrend.title',
  // SPEC section 3: trend requests carry level (default 1) and metrics (1 GMV, 2 units, 3 average price; default 1)
  params: { level: oneOf(LEVELS, 1), metrics: oneOf(METRICS, 1), view: localParam(oneOf(VIEWS, 'table')) },
  sources: ['table'],
  nav: {
    group: 'market',
    order: 35,
    commandTitle: 'command.goCategoryTrend',
    keywords: ['category trend', 'trend', 'monthly', 'qushi', 'plqs', '品类', '趋势'],
    shortcut: 'g t',
  },
  commands: (report) => {
    const on = (context: { location: string }) => report.isOpen(context.location);
    const go = (
      context: { location: string; navigate: (to: string) => void },
      patch: Parameters<typeof report.withParams>[1],
    ) => context.navigate(report.withParams(context.location, patch));
    const current = (location: string) => report.paramsOf(location);
    return [
      defineCommand({
        id: 'action.category-trend.next-metric',
        title: messagePair('command.trendNextMetric'),
        keywords: ['metric', 'gmv', 'units', 'price', 'zhibiao'],
        group: 'actions',
        shortcut: 'm',
        when: on,
        run: (context) => {
          const { metrics } = current(context.location);
          go(context, { metrics: METRICS[(METRICS.indexOf(metrics) + 1) % METRICS.length] });
        },
      }),
      ...METRICS.map((metric) =>
        defineCommand({
          id: `action.category-trend.metric-${metric}`,
          title: messagePairWith('command.trendMetric', (language) => ({
            metric: translate(language, `metric.${metric}`),
          })),
          keywords: ['metric', 'zhibiao'],
          group: 'actions',
          when: on,
          run: (context) => go(context, { metrics: metric }),
        }),
      ),
      defineCommand({
        id: 'action.category-trend.view',
        title: messagePair('command.trendView'),
        keywords: ['heatmap', 'table', 'view', 'relitu', 'shitu'],
        group: 'actions',
        shortcut: 'v',
        when: on,
        run: (context) => go(context, { view: current(context.location).view === 'table' ? 'heatmap' : 'table' }),
      }),
      defineCommand({
        id: 'action.category-trend.level-down',
        title: messagePair('command.trendLevelDown'),
        keywords: ['level', 'deeper', 'cengji'],
        group: 'actions',
        shortcut: '+',
        when: on,
        run: (context) =>
          go(context, { level: LEVELS[Math.min(3, LEVELS.indexOf(current(context.location).level) + 1)] ?? 4 }),
      }),
      defineCommand({
        id: 'action.category-trend.level-up',
        title: messagePair('command.trendLevelUp'),
        keywords: ['level', 'higher', 'cengji'],
        group: 'actions',
        shortcut: '-',
        when: on,
        run: (context) =>
          go(context, { level: LEVELS[Math.max(0, LEVELS.indexOf(current(context.location).level) - 1)] ?? 1 }),
      }),
    ];
  },
  load: () => import('./category-trend-page.tsx').then((module) => module.CategoryTrendPage),
});
