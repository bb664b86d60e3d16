import type { ApiClient, ColumnDef } from '@aisle/contract';
import type { ComponentType } from 'react';
import type { MessageKey } from '../../i18n/messages.ts';
import { defineReport, type Report, type ReportQuery } from '../../lib/define-report.ts';
import type { ParamSpecs } from '../../lib/report-params.ts';
import { firstPageRequest, pageQuery, type PageRequest } from '../report-table/report-table.tsx';

/** The rank endpoints' page query: the screen's query with a page and a sort (every one explicit). */
export type RankPageQuery<P extends ParamSpecs> = ReportQuery<P> & {
  page: number;
  perPage: number;
  orderBy: 'asc' | 'desc';
  contentSort?: string;
};
export interface RankResponse<Row> {
  result: { columns: ColumnDef[]; data: Row[] };
  meta: { total: number };
}

/** How many entities the top chart shows. */
export const CHART_SIZE = 10;

/** The table's request for one page (same parameters in the same order wherever it is made). */
export const rankTableQuery = <P extends ParamSpecs>(
  query: ReportQuery<P>,
  request: PageRequest,
): RankPageQuery<P> => ({
  ...query,
  ...pageQuery(request),
});

/** The chart's request: the top entities by GMV, whatever the table's sort. */
export const rankChartQuery = <P extends ParamSpecs>(query: ReportQuery<P>): RankPageQuery<P> => ({
  ...query,
  page: 1,
  perPage: CHART_SIZE,
  contentSort: 'gmv',
  orderBy: 'desc',
});

/** What differs between the rank screens (categories, brands, shops, products, anchors). */
export interface RankReportSpec<Row, P extends ParamSpecs> {
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
  /** One page of the rank from its endpoint, through the given client (the app's, or the early one). */
  fetch: (client: ApiClient, query: RankPageQuery<P>) => Promise<RankResponse<Row>>;
  load: () => Promise<ComponentType>;
}

export type RankSource = 'table' | 'chart';

export type RankReport<Row, P extends ParamSpecs = ParamSpecs> = Report<P, RankSource> & {
  texts: RankReportSpec<Row, P>['texts'];
  fetch: RankReportSpec<Row, P>['fetch'];
};

/** A rank screen: the shared report definition with a table and a top-10 chart in the market group. */
export const defineRankReport = <Row, P extends ParamSpecs = Record<never, never>>(
  spec: RankReportSpec<Row, P>,
): RankReport<Row, P> => ({
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
    // the table's first page and the chart, as the page will ask for them
    early: (client, query, filters) => {
      void spec.fetch(client, rankTableQuery(query, firstPageRequest(filters)));
      void spec.fetch(client, rankChartQuery(query));
    },
    load: spec.load,
  }),
  texts: spec.texts,
  fetch: spec.fetch,
});
