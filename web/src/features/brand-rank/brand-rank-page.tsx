import { api } from '../../api/client.ts';
import type { BrandRankRow } from '../../api/types.ts';
import { pickName } from '../../i18n/i18n.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { brandRank } from './feature.ts';

export const BrandRankPage = () => (
  <RankReportPage<BrandRankRow>
    report={brandRank}
    download={(query, options) => api.category.brandRankDownload(query, options)}
    rowId={(row) => row.brandId}
    nameKey="brandName"
    rowName={(row, language) => pickName(language, row.brandName, row.brandNameEn)}
    rowUrl={(row, filters) => entityDetailUrl('brand', row.brandId, { platform: filters.platform })}
  />
);
