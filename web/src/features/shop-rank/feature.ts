import type { ShopRankRow } from '../../api/types.ts';
import { defineRankReport } from '../define-rank-report.ts';

export const shopRank = defineRankReport<ShopRankRow>({
  id: 'shop-rank',
  path: '/shop/rank',
  navTitle: 'nav.shopRank',
  title: 'shopRank.title',
  commandTitle: 'command.goShopRank',
  keywords: ['shop rank', 'shops', 'stores', 'dianpu', 'dpph', '店铺', '排行'],
  shortcut: 'g s',
  order: 50,
  load: () => import('./shop-rank-page.tsx').then((module) => module.ShopRankPage),
});
