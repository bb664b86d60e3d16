import { defineCommand } from '../../app/commands/types.ts';
import { messagePair } from '../../i18n/i18n.ts';
import { marketFiltersOf, reportUrl, type ReportFilters } from '../../lib/report-filters.ts';
import { defineFeature } from '../manifest.ts';
import { requestBrandRankDownload } from './brand-rank-store.ts';

export const BRAND_RANK_PATH = '/brand/rank';

/** `/brand/rank` with filters; leaving them out shows the defaults (platform 1, all categories, latest month). */
export const brandRankUrl = (filters: Partial<ReportFilters> = {}) => reportUrl(BRAND_RANK_PATH, filters);

const onBrandRank = (location: string) => location === BRAND_RANK_PATH || location.startsWith(`${BRAND_RANK_PATH}?`);

export const brandRankFeature = defineFeature({
  id: 'brand-rank',
  routes: [
    {
      path: BRAND_RANK_PATH,
      access: 'user',
      title: 'brandRank.title',
      filters: ['platform', 'category', 'period', 'shopTypes'],
      load: () => import('./brand-rank-page.tsx').then((module) => module.BrandRankPage),
    },
  ],
  nav: [
    {
      id: 'brand-rank',
      title: messagePair('nav.brandRank'),
      group: 'market',
      href: (location) => brandRankUrl(marketFiltersOf(location)),
      match: BRAND_RANK_PATH,
      access: 'user',
      order: 40,
      shortcut: 'G B',
    },
  ],
  commands: [
    defineCommand({
      id: 'nav.brand-rank',
      title: messagePair('command.goBrandRank'),
      keywords: ['brand rank', 'brands', 'pinpai', 'ppph', '品牌', '排行'],
      group: 'navigate',
      shortcut: 'g b',
      // the platform, category, period and shop types come along from the report the user is on
      run: (context) => context.navigate(brandRankUrl(marketFiltersOf(context.location))),
    }),
    defineCommand({
      id: 'action.brand-rank.download',
      title: messagePair('command.download'),
      keywords: ['export', 'excel', 'xlsx', 'download', 'daochu', '导出', '下载'],
      group: 'actions',
      when: (context) => onBrandRank(context.location),
      disabledReason: (context) => (context.downloadPermission ? null : messagePair('report.downloadDenied')),
      run: () => requestBrandRankDownload(),
    }),
  ],
});
