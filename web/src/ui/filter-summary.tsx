import { useSnapshot } from 'valtio';
import { pickName, useLanguage, useT } from '../i18n/i18n.ts';
import { pathTo, type CategoryNode } from '../lib/category-tree.ts';
import { effectivePeriod, formatPeriod } from '../lib/period.ts';
import type { ReportFilters } from '../lib/report-filters.ts';
import { categoryState } from '../stores/category-store.ts';
import { globalState } from '../stores/global-store.ts';

/** "淘宝/天猫 · 女装 › 上装 · 2026-05 ~ 2026-10 · 全部类型": what the report shows, in one line. */
export const FilterSummary = ({ filters }: { filters: ReportFilters }) => {
  const t = useT();
  const language = useLanguage();
  const { platformList } = useSnapshot(globalState);
  const { tree, dateList, shopTypeList } = useSnapshot(categoryState);
  const platform = platformList.find((item) => item.id === filters.platform);
  const path = pathTo(tree as CategoryNode[], filters.categoryId);
  const category = path.length
    ? path.map((node) => pickName(language, node.title, node.titleEn)).join(' › ')
    : t('shell.categoryAll');
  const shopTypes = filters.shopTypes
    ? filters.shopTypes
        .map((value) => {
          const item = shopTypeList.find((type) => type.value === value);
          return item ? pickName(language, item.label, item.labelEn) : String(value);
        })
        .join('、')
    : t('shell.shopTypesAll');
  return (
    <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="filter-summary">
      {t('report.filters', {
        platform: platform ? pickName(language, platform.label, platform.labelEn) : String(filters.platform),
        category,
        period: formatPeriod(effectivePeriod(filters, dateList)),
        shopTypes,
      })}
    </p>
  );
};
