import { defineReport } from '../../lib/define-report.ts';
import { paths } from '../../lib/paths.ts';

/** The category overview: KPIs, the monthly chart and table of the selected category, and its sub-categories. */
export const categoryOverview = defineReport({
  id: 'category-overview',
  path: paths.categoryOverview,
  title: 'categoryOverview.title',
  sources: ['kpi', 'chart', 'table', 'children'],
  // the KPIs' comparison periods come from the months with data
  waitsForCategoryInfo: true,
  nav: {
    group: 'market',
    order: 20,
    commandTitle: 'command.goCategoryOverview',
    keywords: ['category overview', 'market overview', 'dapan', 'gailan', 'plgl', '品类', '大盘', '概览'],
    shortcut: 'g o',
  },
  load: () => import('./category-overview-page.tsx').then((module) => module.CategoryOverviewPage),
});
