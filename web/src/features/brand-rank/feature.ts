import { paths } from '../../lib/paths.ts';
import { defineRankReport } from '../../ui/rank-report/define-rank-report.ts';

export const brandRank = defineRankReport({
  id: 'brand-rank',
  path: paths.brandRank,
  navTitle: 'nav.brandRank',
  texts: { title: 'brandRank.title', subtitle: 'brandRank.subtitle', chartTitle: 'brandRank.chartTitle' },
  commandTitle: 'command.goBrandRank',
  keywords: ['brand rank', 'brands', 'pinpai', 'ppph', '品牌', '排行'],
  shortcut: 'g b',
  order: 40,
  fetch: (client, query) => client.category.brandRank(query),
  load: () => import('./brand-rank-page.tsx').then((module) => module.BrandRankPage),
});
