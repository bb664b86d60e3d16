import type { AnchorRankRow } from '../../api/types.ts';
import { defineRankReport } from '../define-rank-report.ts';

export const anchorRank = defineRankReport<AnchorRankRow>({
  id: 'anchor-rank',
  path: '/anchor/rank',
  navTitle: 'nav.anchorRank',
  title: 'anchorRank.title',
  commandTitle: 'command.goAnchorRank',
  keywords: ['anchor rank', 'anchors', 'livestream', 'streamers', 'zhubo', 'zbph', '主播', '直播', '排行'],
  shortcut: 'g a',
  order: 70,
  load: () => import('./anchor-rank-page.tsx').then((module) => module.AnchorRankPage),
});
