import { api } from '../../api/client.ts';
import type { AnchorRankRow } from '../../api/types.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { anchorRank } from './feature.ts';

/** Livestream anchors sell on Douyin; the other platforms have none. */
const DOUYIN = 4;

export const AnchorRankPage = () => (
  <RankReportPage<AnchorRankRow>
    report={anchorRank}
    download={(query, options) => api.category.anchorRankDownload(query, options)}
    rowId={(row) => row.anchorId}
    nameKey="anchorName"
    rowName={(row) => row.anchorName}
    // anchors sell on Douyin: elsewhere the table is empty, and the hint says where to look
    emptyHint={(filters) => (filters.platform === DOUYIN ? null : 'anchorRank.douyinOnly')}
    rowUrl={(row, filters) => entityDetailUrl('anchor', row.anchorId, { platform: filters.platform })}
  />
);
