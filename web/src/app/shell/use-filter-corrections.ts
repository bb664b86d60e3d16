import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { languageState, pickName, t } from '../../i18n/i18n.ts';
import { findNode } from '../../lib/category-tree.ts';
import { useReportFilters } from '../../lib/use-report-filters.ts';
import { categoryState, loadCategoryInfo, selectCategory } from '../../stores/category-store.ts';
import { allowedPlatforms, globalState } from '../../stores/global-store.ts';
import { addFilterNotice, clearFilterNotices } from './filter-notices.tsx';

/**
 * Keeps the URL's report filters usable: drops parameters that do not parse, moves a locked or unknown platform
 * to the first allowed one, a category outside the tree to the first node, months without data to the latest
 * month, each time with a notice saying so. Loads the category info of the platform in use.
 */
export const useFilterCorrections = () => {
  const { filters, issues, update, uses } = useReportFilters();
  const global = useSnapshot(globalState);
  const category = useSnapshot(categoryState);
  const { pathname } = useLocation();
  const active = uses.length > 0;

  // notices belong to the screen they were raised on
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) clearFilterNotices();
    lastPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!active || issues.length === 0) return;
    for (const issue of issues) addFilterNotice(t('shell.paramIgnored', { name: issue.name, value: issue.value }));
    update({}, { replace: true });
  }, [active, issues, update]);

  const platformAllowed = global.platformList.some((p) => p.id === filters.platform && p.permission === 1);
  useEffect(() => {
    if (!active || global.status !== 'fulfilled' || platformAllowed) return;
    const fallback = allowedPlatforms(global)[0];
    if (fallback === undefined) return;
    const label = (id: number) => {
      const platform = global.platformList.find((p) => p.id === id);
      return platform ? pickName(languageState.language, platform.label, platform.labelEn) : String(id);
    };
    addFilterNotice(t('shell.platformFallback', { value: label(filters.platform), name: label(fallback) }));
    update({ platform: fallback }, { replace: true });
  }, [active, global, platformAllowed, filters.platform, update]);

  const needsCategoryInfo = uses.includes('category') || uses.includes('period') || uses.includes('shopTypes');
  useEffect(() => {
    if (needsCategoryInfo && global.status === 'fulfilled' && platformAllowed) void loadCategoryInfo(filters.platform);
  }, [needsCategoryInfo, global.status, platformAllowed, filters.platform]);

  const categoryReady = category.status === 'fulfilled' && category.platform === filters.platform;
  useEffect(() => {
    if (!categoryReady || !uses.includes('category')) return;
    const chosen = selectCategory(filters.categoryId);
    if (chosen === null || chosen === filters.categoryId) return;
    const node = findNode(categoryState.tree, chosen);
    addFilterNotice(t('shell.categoryFallback', { value: filters.categoryId, name: node?.title ?? String(chosen) }));
    update({ categoryId: chosen }, { replace: true });
  }, [categoryReady, uses, filters.categoryId, update]);

  useEffect(() => {
    if (!categoryReady || !uses.includes('period') || !filters.startDate || !filters.endDate) return;
    const known = categoryState.dateList;
    if (known.includes(filters.startDate) && known.includes(filters.endDate)) return;
    const bad = known.includes(filters.startDate) ? filters.endDate : filters.startDate;
    addFilterNotice(t('shell.paramIgnored', { name: 'startDate/endDate', value: bad }));
    update({ startDate: undefined, endDate: undefined }, { replace: true });
  }, [categoryReady, uses, filters.startDate, filters.endDate, update]);
};
