import { paths } from '../../lib/paths.ts';
import { defineRankReport } from '../../ui/rank-report/define-rank-report.ts';

export const shopRank = defineRankReport({
  id: 'shop-rank',
  path: paths.shopRank,
  navTitle: 'nav.shopRank',
  texts: { title: 'shopRank.title', subtitle: 'shopRank.subtitle', chartTitle: 'shopRank.chartTitle' },
  commandTitle: 'command.goShopRank',
  keywords: ['shop rank', 'shops', 'stores', 'dianpu', 'dpph', '店铺', '排行'],
  shortcut: 'g s',
  order: 50,
  fetch: (client, query) => client.category.shopRank(query),
  load: () => import('./shop-rank-page.tsx').then((module) => module.ShopRankPage),
});
