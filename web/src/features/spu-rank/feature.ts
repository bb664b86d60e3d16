import { paths } from '../../lib/paths.ts';
import { oneOf } from '../../lib/report-params.ts';
import { defineRankReport } from '../../ui/rank-report/define-rank-report.ts';

export const spuRank = defineRankReport({
  id: 'spu-rank',
  path: paths.spuRank,
  navTitle: 'nav.spuRank',
  texts: { title: 'spuRank.title', subtitle: 'spuRank.subtitle', chartTitle: 'spuRank.chartTitle' },
  commandTitle: 'command.goSpuRank',
  keywords: ['product rank', 'products', 'spu', 'items', 'shangpin', 'spph', '商品', '排行'],
  shortcut: 'g p',
  order: 60,
  // 0 every product, 1 products first sold in the period (SPEC section 3: type, default 0)
  params: { type: oneOf([0, 1] as const, 0) },
  fetch: (client, query) => client.category.spuRank(query),
  load: () => import('./spu-rank-page.tsx').then((module) => module.SpuRankPage),
});
