import { paths } from '../../lib/paths.ts';
import { defineRankReport } from '../../ui/rank-report/define-rank-report.ts';

export const anchorRank = defineRankReport({
  id: 'anchor-rank',
  path: paths.anchorRank,
  navTitle: 'nav.anchorRank',
  texts: { title: 'anchorRank.title', subtitle: 'anchorRank.subtitle', chartTitle: 'anchorRank.chartTitle' },
  commandTitle: 'command.goAnchorRank',
  keywords: ['anchor rank', 'anchors', 'livestream', 'streamers', 'zhubo', 'zbph', '主播', '直播', '排行'],
  shortcut: 'g a',
  order: 70,
  fetch: (client, query) => client.category.anchorRank(query),
  load: () => import('./anchor-rank-page.tsx').then((module) => module.AnchorRankPage),
});
