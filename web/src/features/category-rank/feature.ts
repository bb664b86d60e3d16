import { paths } from '../../lib/paths.ts';
import { defineRankReport } from '../../ui/rank-report/define-rank-report.ts';

export const categoryRank = defineRankReport({
  id: 'category-rank',
  path: paths.categoryRank,
  navTitle: 'nav.categoryRank',
  texts: { title: 'categoryRank.title', subtitle: 'categoryRank.subtitle', chartTitle: 'categoryRank.chartTitle' },
  commandTitle: 'command.goCategoryRank',
  keywords: ['category rank', 'categories', 'pinlei', 'plph', '品类', '类目', '排行'],
  shortcut: 'g c',
  order: 30,
  fetch: (client, query) => client.category.categoryRank(query),
  load: () => import('./category-rank-page.tsx').then((module) => module.CategoryRankPage),
});
