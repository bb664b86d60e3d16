import type { ApiClient } from '@aisle/contract';
import type { ComponentType } from 'react';
import { proxy } from 'valtio';
import { messagePair } from '../i18n/i18n.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { defineCommand, type Command, type CommandContext } from './commands.ts';
import { defineFeature, type FeatureManifest, type NavGroup, type RouteAccess, type ShellFilter } from './manifest.ts';
import { fillPath, isOnPath } from './paths.ts';
import { marketFiltersOf, marketQuery, parseReportFilters, reportUrl, type ReportFilters } from './report-filters.ts';
import {
  paramsCodec,
  parseParams,
  requestValues,
  writeParams,
  type ParamSpecs,
  type ParamValues,
  type ParamsCodec,
  type RequestValues,
} from './report-params.ts';
import { makeTableState, type TableState } from './table-state.ts';
import { needsCategoryInfo } from './use-report-filters.ts';

/** The query every request of a screen starts from (useReport's `query`): the market filters and its parameters. */
export type ReportQuery<P extends ParamSpecs> = ReturnType<typeof marketQuery> & RequestValues<P>;

/** That query, for the URL's filters and the screen's parameters. */
export const reportQuery = <P extends ParamSpecs>(
  specs: P,
  filters: ReportFilters,
  params: ParamValues<P>,
): ReportQuery<P> => ({ ...marketQuery(filters), ...requestValues(specs, params) });

/**
 * What a screen declares about itself. One `defineReport` call per screen gives its route, its sidebar entry, its
 * `g` keys and palette entry, its URL parameters, the states of its data sources, its download command and any
 * commands of its own. The page reads all of it back through `useReport(report)`.
 */
export interface ReportSpec<P extends ParamSpecs, S extends string> {
  /** Feature id and the stem of its command ids: "category-trend" -> "nav.category-trend". */
  id: string;
  /** From `lib/paths.ts`; patterns with `:name` segments take their values in `url(..., pathParams)`. */
  path: string;
  /** The route's browser tab title (and the sidebar's text unless `nav.title` says otherwise). */
  title: MessageKey;
  /** Who may open it; a manager screen tells others why they cannot. */
  access?: Exclude<RouteAccess, 'public'>;
  /** Which top-bar filters the screen uses (default: platform, category, period and shop types). */
  filters?: readonly ShellFilter[];
  /**
   * The screen reads the category tree or the months with data itself (e.g. to work out comparison periods), so
   * its requests wait for the category info even when the URL asks for all categories and the default months.
   */
  waitsForCategoryInfo?: boolean;
  /** The screen's own URL parameters with defaults and validation (level, metrics, view...). */
  params?: P;
  /** Its data sources, each with its own pending/fulfilled/rejected state ("chart", "table"...). */
  sources?: readonly S[];
  /** Whether `d` and the palette's "export" act here (default true). */
  download?: boolean;
  /** The sidebar entry and the "go to" command; left out for screens reached from others (a task, a profile). */
  nav?: {
    group: NavGroup;
    order: number;
    title?: MessageKey;
    /** "Open the category trend" in the palette. */
    commandTitle: MessageKey;
    /** Extra words the palette matches: English, pinyin, initials, synonyms. */
    keywords: readonly string[];
    /** Default keys in mousetrap syntax, "g t". */
    shortcut?: string;
  };
  /**
   * The screen's first requests, made through `client` with the query of a URL and its filters. A cold load makes
   * them early (before the screen's code has arrived); the screen's identical requests then take their answers.
   */
  early?: (client: ApiClient, query: ReportQuery<P>, filters: ReportFilters) => void;
  /** The screen's own commands (metric switches...), given the report so they can read and write its URL. */
  commands?: (report: Report<P, S>) => readonly Command[];
  load: () => Promise<ComponentType>;
}

export interface ReportState<S extends string> {
  /** One table state per data source. */
  sources: Record<S, TableState<unknown>>;
  /** Bumped by the "export" command; the page's download button starts when it changes. */
  downloadRequests: number;
}

export interface Report<P extends ParamSpecs = ParamSpecs, S extends string = string> {
  id: string;
  path: string;
  specs: P;
  feature: FeatureManifest;
  /** Kept while the user goes elsewhere, so coming back shows the last answer at once. */
  state: ReportState<S>;
  codec: ParamsCodec;
  /** The screen's link: market filters (defaults left out), its own parameters (defaults left out), path values. */
  url: (
    filters?: Partial<ReportFilters>,
    params?: Partial<ParamValues<P>>,
    pathParams?: Readonly<Record<string, string | number>>,
  ) => string;
  /** Whether a location (path + query) is this screen. */
  isOpen: (location: string) => boolean;
  /** The screen's parameters in a location, every one with a value. */
  paramsOf: (location: string) => ParamValues<P>;
  /** A location with some of the screen's parameters changed (and page 1: a new question starts at the top). */
  withParams: (location: string, patch: Partial<ParamValues<P>>) => string;
}

const queryOf = (location: string) => (location.includes('?') ? location.slice(location.indexOf('?') + 1) : '');
const pathnameOf = (location: string) => location.split('?')[0] ?? location;

export const DOWNLOAD_KEYWORDS = ['export', 'excel', 'xlsx', 'download', 'daochu', '导出', '下载'];

export const defineReport = <P extends ParamSpecs = Record<never, never>, S extends string = never>(
  spec: ReportSpec<P, S>,
): Report<P, S> => {
  const specs = (spec.params ?? {}) as P;
  const codec = paramsCodec(specs);
  const sources = Object.fromEntries((spec.sources ?? []).map((name) => [name, makeTableState<unknown>()])) as Record<
    S,
    TableState<unknown>
  >;
  const state = proxy<ReportState<S>>({ sources, downloadRequests: 0 });
  const isOpen = (location: string) => isOnPath(spec.path, location);

  const url: Report<P, S>['url'] = (filters = {}, params = {}, pathParams = {}) => {
    const base = reportUrl(fillPath(spec.path, pathParams), filters);
    const search = writeParams(specs, params, queryOf(base)).toString();
    return search ? `${pathnameOf(base)}?${search}` : pathnameOf(base);
  };
  const paramsOf = (location: string) => parseParams(specs, queryOf(location)).values;
  const withParams = (location: string, patch: Partial<ParamValues<P>>) => {
    const search = writeParams(specs, { ...paramsOf(location), ...patch }, queryOf(location));
    search.delete('page');
    const query = search.toString();
    return query ? `${pathnameOf(location)}?${query}` : pathnameOf(location);
  };

  const report: Report<P, S> = {
    id: spec.id,
    path: spec.path,
    specs,
    state,
    codec,
    url,
    isOpen,
    paramsOf,
    withParams,
    feature: undefined as unknown as FeatureManifest,
  };

  const access = spec.access ?? 'user';
  const managerOnly = (context: CommandContext) =>
    access === 'manager' && !context.isManager ? messagePair('shell.managerOnly') : null;
  const commands: Command[] = [];
  if (spec.nav)
    commands.push(
      defineCommand({
        id: `nav.${spec.id}`,
        title: messagePair(spec.nav.commandTitle),
        keywords: spec.nav.keywords,
        group: 'navigate',
        ...(spec.nav.shortcut ? { shortcut: spec.nav.shortcut } : {}),
        disabledReason: managerOnly,
        // the platform, category, period and shop types come along from the report the user is on
        run: (context) => context.navigate(url(marketFiltersOf(context.location))),
      }),
    );
  if (spec.download ?? true)
    commands.push(
      defineCommand({
        id: `action.${spec.id}.download`,
        title: messagePair('command.download'),
        keywords: DOWNLOAD_KEYWORDS,
        group: 'actions',
        when: (context) => isOpen(context.location),
        disabledReason: (context) => (context.downloadPermission ? null : messagePair('report.downloadDenied')),
        run: () => {
          state.downloadRequests += 1;
        },
      }),
    );

  const filtersUsed = spec.filters ?? ['platform', 'category', 'period', 'shopTypes'];
  // only a URL the screen will send as it is: no notices to correct it, no category info to check it first
  const early = (search: string, client: ApiClient) => {
    const parsed = parseReportFilters(search);
    const params = parseParams(specs, search);
    if (parsed.issues.length > 0 || params.issues.length > 0) return;
    if (needsCategoryInfo(parsed.filters, filtersUsed, spec.waitsForCategoryInfo ?? false)) return;
    spec.early?.(client, reportQuery(specs, parsed.filters, params.values), parsed.filters);
  };

  report.feature = defineFeature({
    id: spec.id,
    routes: [
      {
        path: spec.path,
        access,
        title: spec.title,
        filters: filtersUsed,
        params: codec,
        ...(spec.waitsForCategoryInfo ? { waitsForCategoryInfo: true } : {}),
        ...(spec.early ? { early } : {}),
        load: spec.load,
      },
    ],
    nav: spec.nav
      ? [
          {
            id: spec.id,
            title: messagePair(spec.nav.title ?? spec.title),
            group: spec.nav.group,
            href: (location) => url(marketFiltersOf(location)),
            match: pathnameOf(spec.path),
            access: access === 'manager' ? 'manager' : 'user',
            order: spec.nav.order,
            ...(spec.nav.shortcut ? { shortcut: spec.nav.shortcut.toUpperCase() } : {}),
          },
        ]
      : [],
    commands: [...commands, ...(spec.commands?.(report) ?? [])],
  });
  return report;
};

/** A source's state with its row type (each page knows what its endpoints answer). */
export const sourceState = <Row, S extends string>(report: { state: ReportState<S> }, name: S) =>
  report.state.sources[name] as TableState<Row>;
