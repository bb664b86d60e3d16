import { api } from '../../api/client.ts';
import type { ShopRankRow } from '../../api/types.ts';

import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { shopRank } from './feature.ts';

export const ShopRankPage = () => (
  <RankReportPage<ShopRankRow>
    report={shopRank}
    download={(query, options) => api.category.shopRankDownload(query, options)}
    rowId={(row) => row.shopId}
    nameKey="shopName"
    rowName={(row) => row.shopName}
    rowUrl={(row, filters) => entityDetailUrl('shop', row.shopId, { platform: filters.platform })}
  />
);
