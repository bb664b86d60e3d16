import type { SpuRankRow } from '../../api/types.ts';
import { defineRankReport } from '../define-rank-report.ts';

export const spuRank = defineRankReport<SpuRankRow>({
  id: 'spu-rank',
  path: '/spu/rank',
  navTitle: 'nav.spuRank',
  title: 'spuRank.title',
  commandTitle: 'command.goSpuRank',
  keywords: ['product rank', 'products', 'spu', 'items', 'shangpin', 'spph', '商品', '排行'],
  shortcut: 'g p',
  order: 60,
  load: () => import('./spu-rank-page.tsx').then((module) => module.SpuRankPage),
});
