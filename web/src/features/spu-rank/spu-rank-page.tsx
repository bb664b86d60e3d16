import { api } from '../../api/client.ts';
import type { SpuRankRow } from '../../api/types.ts';

import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { spuRank } from './feature.ts';

export const SpuRankPage = () => (
  <RankReportPage<SpuRankRow>
    texts={{ title: 'spuRank.title', subtitle: 'spuRank.subtitle', chartTitle: 'spuRank.chartTitle' }}
    state={spuRank.state}
    fetch={(query) => api.category.spuRank(query)}
    download={(query, options) => api.category.spuRankDownload(query, options)}
    rowId={(row) => row.spuId}
    nameKey="title"
    rowName={(row) => row.title}
    rowUrl={(row, filters) => entityDetailUrl('spu', row.spuId, { platform: filters.platform })}
  />
);
