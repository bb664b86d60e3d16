import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { defineReport, type Report } from '../../lib/define-report.ts';
import type { ParamSpecs } from '../../lib/report-params.ts';

/** What differs between the rank screens (categories, brands, shops, products, anchors). */
export interface RankReportSpec<P extends ParamSpecs> {
  /** Feature id and the stem of its command ids: "shop-rank" -> "nav.shop-rank". */
  id: string;
  /** From `lib/paths.ts`. */
  path: string;
  /** The sidebar's entry, the route's browser tab title and the page's words. */
  navTitle: MessageKey;
  texts: { title: MessageKey; subtitle: MessageKey; chartTitle: MessageKey };
  /** "Open the shop rank" in the palette. */
  commandTitle: MessageKey;
  keywords: readonly string[];
  /** Default keys in mousetrap syntax, "g s". */
  shortcut: string;
  /** Position in the sidebar's market group. */
  order: number;
  /** The endpoint's own parameters beyond the market filters (the product rank's `type`). */
  params?: P;
  load: () => Promise<ComponentType>;
}

export type RankSource = 'table' | 'chart';

export type RankReport<P extends ParamSpecs = ParamSpecs> = Report<P, RankSource> & {
  texts: RankReportSpec<P>['texts'];
};

/** A rank screen: the shared report definition with a table and a top-10 chart in the market group. */
export const defineRankReport = <P extends ParamSpecs = Record<never, never>>(
  spec: RankReportSpec<P>,
): RankReport<P> => ({
  ...defineReport<P, 'table' | 'chart'>({
    id: spec.id,
    path: spec.path,
    title: spec.texts.title,
    sources: ['table', 'chart'],
    ...(spec.params ? { params: spec.params } : {}),
    nav: {
      group: 'market',
      order: spec.order,
      title: spec.navTitle,
      commandTitle: spec.commandTitle,
      keywords: spec.keywords,
      shortcut: spec.shortcut,
    },
    load: spec.load,
  }),
  texts: spec.texts,
});
