import { api } from '../../api/client.ts';
import type { CategoryRankRow } from '../../api/types.ts';
import { pickName } from '../../i18n/i18n.ts';
import { rankUrl } from '../../lib/entity-urls.ts';
import { marketSlice } from '../../lib/report-filters.ts';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { categoryRank } from './feature.ts';

export const CategoryRankPage = () => (
  <RankReportPage<CategoryRankRow>
    report={categoryRank}
    download={(query, options) => api.category.categoryRankDownload(query, options)}
    rowId={(row) => row.categoryId}
    nameKey="categoryName"
    rowName={(row, language) => pickName(language, row.categoryName, row.categoryNameEn)}
    action={{ label: 'categoryRank.brands', labelOf: 'categoryRank.brandsOf' }}
    rowUrl={(row, filters) =>
      // category -> brands: the drill path's next step is the brand rank of this category
      rankUrl('brand', { ...marketSlice(filters), categoryId: row.categoryId })
    }
  />
);
