import type { CategoryRankRow } from '../../api/types.ts';
import { defineRankReport } from '../define-rank-report.ts';

export const categoryRank = defineRankReport<CategoryRankRow>({
  id: 'category-rank',
  path: '/category/rank',
  navTitle: 'nav.categoryRank',
  title: 'categoryRank.title',
  commandTitle: 'command.goCategoryRank',
  keywords: ['category rank', 'categories', 'pinlei', 'plph', '品类', '类目', '排行'],
  shortcut: 'g c',
  order: 30,
  load: () => import('./category-rank-page.tsx').then((module) => module.CategoryRankPage),
});
