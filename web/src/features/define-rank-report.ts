import type { ComponentType } from 'react';
import { defineCommand } from '../lib/commands.ts';
import { messagePair } from '../i18n/i18n.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { marketFiltersOf, reportUrl, type ReportFilters } from '../lib/report-filters.ts';
import { makeRankReportState, requestRankDownload, type RankReportState } from '../ui/rank-report/rank-report-state.ts';
import { defineFeature, type FeatureManifest } from '../lib/manifest.ts';

/** What differs between the rank screens (categories, brands, shops, products, anchors). */
export interface RankReportSpec {
  /** Feature id and the stem of its command ids: "shop-rank" -> "nav.shop-rank". */
  id: string;
  /** "/shop/rank". */
  path: string;
  /** The sidebar's entry and the route's browser tab title. */
  navTitle: MessageKey;
  title: MessageKey;
  /** "Open the shop rank" in the palette. */
  commandTitle: MessageKey;
  /** Extra words the palette matches: English, pinyin, initials, synonyms. */
  keywords: readonly string[];
  /** Default keys in mousetrap syntax, "g s". */
  shortcut: string;
  /** Position in the sidebar's market group. */
  order: number;
  load: () => Promise<ComponentType>;
}

export interface RankReport<Row> {
  feature: FeatureManifest;
  /** The screen's state, kept while the user goes elsewhere, so coming back shows the last rows at once. */
  state: RankReportState<Row>;
  /** The screen's link with filters; left out, the defaults (platform 1, all categories, latest month). */
  url: (filters?: Partial<ReportFilters>) => string;
}

/**
 * A rank screen's manifest: its route, its sidebar entry, "go to" (its `g` keys and palette entry, carrying the
 * market filters of the report the user is on) and "export" while the screen is open.
 */
export const defineRankReport = <Row>(spec: RankReportSpec): RankReport<Row> => {
  const state = makeRankReportState<Row>();
  const url = (filters: Partial<ReportFilters> = {}) => reportUrl(spec.path, filters);
  const isOpen = (location: string) => location === spec.path || location.startsWith(`${spec.path}?`);
  const feature = defineFeature({
    id: spec.id,
    routes: [
      {
        path: spec.path,
        access: 'user',
        title: spec.title,
        filters: ['platform', 'category', 'period', 'shopTypes'],
        load: spec.load,
      },
    ],
    nav: [
      {
        id: spec.id,
        title: messagePair(spec.navTitle),
        group: 'market',
        href: (location) => url(marketFiltersOf(location)),
        match: spec.path,
        access: 'user',
        order: spec.order,
        shortcut: spec.shortcut.toUpperCase(),
      },
    ],
    commands: [
      defineCommand({
        id: `nav.${spec.id}`,
        title: messagePair(spec.commandTitle),
        keywords: spec.keywords,
        group: 'navigate',
        shortcut: spec.shortcut,
        // the platform, category, period and shop types come along from the report the user is on
        run: (context) => context.navigate(url(marketFiltersOf(context.location))),
      }),
      defineCommand({
        id: `action.${spec.id}.download`,
        title: messagePair('command.download'),
        keywords: ['export', 'excel', 'xlsx', 'download', 'daochu', '导出', '下载'],
        group: 'actions',
        when: (context) => isOpen(context.location),
        disabledReason: (context) => (context.downloadPermission ? null : messagePair('report.downloadDenied')),
        run: () => requestRankDownload(state),
      }),
    ],
  });
  return { feature, state, url };
};
