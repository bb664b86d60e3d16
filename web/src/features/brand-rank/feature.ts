import type { BrandRankRow } from '../../api/types.ts';
import { defineRankReport } from '../define-rank-report.ts';

export const brandRank = defineRankReport<BrandRankRow>({
  id: 'brand-rank',
  path: '/brand/rank',
  navTitle: 'nav.brandRank',
  title: 'brandRank.title',
  commandTitle: 'command.goBrandRank',
  keywords: ['brand rank', 'brands', 'pinpai', 'ppph', '品牌', '排行'],
  shortcut: 'g b',
  order: 40,
  load: () => import('./brand-rank-page.tsx').then((module) => module.BrandRankPage),
});
