import { api } from '../../api/client.ts';
import type { SpuRankRow } from '../../api/types.ts';
import { useT } from '../../i18n/i18n.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { useReport } from '../../lib/use-report.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { RankReportPage } from '../../ui/rank-report/rank-report-page.tsx';
import { spuRank } from './feature.ts';

/** Every product, or only the products first sold in the period: the URL's `type` (0 by default). */
const ProductTypeChoice = () => {
  const t = useT();
  const { params, setParams } = useReport(spuRank);
  return (
    <ChoiceGroup
      label={t('spuRank.type')}
      testId="spu-type"
      value={params.type}
      onChange={(type) => setParams({ type })}
      choices={[
        { value: 0, label: t('spuRank.typeAll') },
        { value: 1, label: t('spuRank.typeNew') },
      ]}
    />
  );
};

export const SpuRankPage = () => (
  <RankReportPage<SpuRankRow, typeof spuRank.specs>
    report={spuRank}
    controls={<ProductTypeChoice />}
    download={(query, options) => api.category.spuRankDownload(query, options)}
    rowId={(row) => row.spuId}
    nameKey="title"
    rowName={(row) => row.title}
    rowUrl={(row, filters) => entityDetailUrl('spu', row.spuId, { platform: filters.platform })}
  />
);
