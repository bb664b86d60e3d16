import { useCallback, useMemo } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useSnapshot, type Snapshot } from 'valtio';
import type { RouteHandle, ShellFilter } from './manifest.ts';
import { ALL_CATEGORIES_KEY, findNode, type CategoryNode } from './category-tree.ts';
import { globalState, type GlobalState } from '../stores/global-store.ts';
import { categoryState, type CategoryState } from '../stores/category-store.ts';
import { parseReportFilters, patchFilters, writeReportFilters, type ReportFilters } from './report-filters.ts';

const NO_FILTERS: readonly ShellFilter[] = [];

/** The handle of the deepest matched route that has one. */
const useRouteHandle = (): RouteHandle | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.filters) return handle;
  }
  return undefined;
};

/** The shell filters of the deepest matched route (empty on screens without filters). */
export const useRouteFilters = (): readonly ShellFilter[] => useRouteHandle()?.filters ?? NO_FILTERS;

/**
 * Whether the URL's filters may be sent to the server. A locked platform would answer 403, and a 403 logs the
 * user out (SPEC section 4), so reports wait until the platform is known to be allowed. A category or months
 * written in the URL wait for the platform's category info (the category must be in its tree, the months must
 * have data; the shell corrects the URL until then). "All categories" and the server's default months need no
 * check: the first query of a cold load goes out as soon as the platform list answers, not after the tree.
 * A screen that reads the tree or the months itself (`waitsForCategoryInfo`) always waits for them.
 */
/** Whether the URL's filters can be sent only once the platform's category info has checked them. */
export const needsCategoryInfo = (
  filters: ReportFilters,
  uses: readonly ShellFilter[],
  waitsForCategoryInfo = false,
): boolean => {
  const checksCategory = uses.includes('category') && filters.categoryId !== ALL_CATEGORIES_KEY;
  const checksPeriod = uses.includes('period') && (filters.startDate !== undefined || filters.endDate !== undefined);
  const checksShopTypes = uses.includes('shopTypes') && (filters.shopTypes?.length ?? 0) > 0;
  const usesCategoryInfo = uses.includes('category') || uses.includes('period') || uses.includes('shopTypes');
  return usesCategoryInfo && (waitsForCategoryInfo || checksCategory || checksPeriod || checksShopTypes);
};

export const filtersReady = (
  filters: ReportFilters,
  uses: readonly ShellFilter[],
  global: Snapshot<Pick<GlobalState, 'status' | 'platformList'>>,
  category: Snapshot<Pick<CategoryState, 'status' | 'platform' | 'tree' | 'dateList'>>,
  waitsForCategoryInfo = false,
): boolean => {
  if (global.status !== 'fulfilled') return false;
  const platform = global.platformList.find((item) => item.id === filters.platform);
  if (!platform || platform.permission !== 1) return false;
  if (!needsCategoryInfo(filters, uses, waitsForCategoryInfo)) return true;
  if (category.status !== 'fulfilled' || category.platform !== filters.platform) return false;
  if (uses.includes('category') && !findNode(category.tree as CategoryNode[], filters.categoryId)) return false;
  if (uses.includes('period') && filters.startDate && filters.endDate) {
    if (!category.dateList.includes(filters.startDate) || !category.dateList.includes(filters.endDate)) return false;
  }
  return true;
};

export interface UpdateOptions {
  /** Replace the history entry instead of adding one (corrections, paging). */
  replace?: boolean;
}

/** The report filters of the current URL, whether they are ready to use, and how to change them. */
export const useReportFilters = () => {
  const [params, setParams] = useSearchParams();
  const handle = useRouteHandle();
  const uses = handle?.filters ?? NO_FILTERS;
  const codec = handle?.params;
  const global = useSnapshot(globalState);
  const category = useSnapshot(categoryState);
  const { filters, issues } = useMemo(() => {
    const parsed = parseReportFilters(params);
    // the screen's own parameters (level, metrics...) are checked with the market filters: one notice system
    return codec ? { ...parsed, issues: [...parsed.issues, ...codec.issues(params)] } : parsed;
  }, [params, codec]);
  const ready = filtersReady(filters, uses, global, category, handle?.waitsForCategoryInfo ?? false);

  const update = useCallback(
    (patch: Partial<ReportFilters>, options: UpdateOptions = {}) =>
      setParams(
        (previous) => {
          const next = writeReportFilters(patchFilters(parseReportFilters(previous).filters, patch), previous);
          return codec ? codec.normalize(next) : next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams, codec],
  );

  return { filters, issues, ready, update, uses, params };
};
