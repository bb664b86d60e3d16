import type { FastifyInstance } from 'fastify';
import { contract } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { notFound } from '../lib/api-failure.ts';
import { xlsxDownload } from '../lib/xlsx.ts';
import { usageFixtures } from '../data/usage/fixtures.ts';
import { knownPages, normalisePagePath } from '../data/usage/pages.ts';
import { STATS_COLUMNS } from '../data/usage/columns.ts';
import { makeFilter, pageSlice, userDirectory, type StatsQuery, type StatsSource } from '../data/usage/stats.ts';
import {
  eventCounts,
  eventDays,
  eventRefs,
  eventRow,
  eventSummaryRows,
  pageDayRows,
  pageRows,
  requestCounts,
  requestList,
  requestRow,
  userRows,
  userVisitRefs,
  visitCounts,
  visitDays,
  visitRow,
} from '../data/usage/reports.ts';
import { HistoryCache } from '../data/usage/cache.ts';
import { usageSeed } from '../state/seed.ts';

/** A page statistics know: one of the fixture's, or a path a page visit was recorded for. */
const isKnownPage = (state: { actions: readonly { type: string; page?: string }[] }, path: string) =>
  knownPages().some((page) => page.path === path) ||
  state.actions.some(
    (action) => action.type === 'page.visit' && action.page && normalisePagePath(action.page) === path,
  );

/** Users the userList filter offers at most (a type-ahead, not a listing). */
const USER_LIST_LIMIT = 50;
const USER_TYPE_LABELS = { 1: '内部', 2: '外部' } as const;

/**
 * Usage statistics (manager only; the auth plugin checks): the 90-day generated history plus everything
 * recorded live (requests, actions, logins, downloads, SMS codes), with the statistics filters.
 */
const noUser = (id: number) =>
  notFound({ zh: `没有编号为 ${id} 的用户`, en: `No user with id ${id}` }, 'querystring.userId');

export const registerLiteRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { store, config } = ctx;
  const { history } = usageSeed(config);
  // results over the history by filter: aggregates are small, sorted request lists up to ~2 MB each
  // and the live part of each aggregate, brought up to date with what was recorded since it was last read
  // and the sorted rows of the aggregated tables (a few hundred each)
  const cache = {
    aggregates: new HistoryCache(1024),
    lists: new HistoryCache(16),
    live: new HistoryCache(1024),
    results: new HistoryCache(512),
  };
  const source = (): StatsSource => ({ history, state: store.read(), today: config.today, cache });
  const withFilter = (query: StatsQuery) => {
    const current = source();
    return { current, filter: makeFilter(current, query) };
  };
  const rangeName = (filter: { startDate: string; endDate: string }) => `${filter.startDate}_${filter.endDate}`;

  implement(
    app,
    contract.lite,
    {
      pageList: () => knownPages().map(({ path, name, nameEn }) => ({ path, name, nameEn })),

      platformList: () =>
        usageFixtures()
          .platforms.filter((platform) => !platform.offline)
          .map(({ value, label, labelEn }) => ({ value, label, labelEn })),

      teamList: () => store.read().teams.map(({ id, name }) => ({ id, name })),

      userList: ({ query }) => {
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        return store
          .read()
          .users.filter(
            (user) =>
              keyword === '' ||
              user.account.toLowerCase().includes(keyword) ||
              user.name.toLowerCase().includes(keyword),
          )
          .slice(0, USER_LIST_LIMIT)
          .map(({ id, account, name }) => ({ id, account, name }));
      },

      userPage: ({ query }) => {
        const { current, filter } = withFilter(query);
        const rows = userRows(current, filter, query);
        return { resultData: pageSlice(rows, query), totalCount: rows.length };
      },

      userCount: ({ query }) => {
        const { current, filter } = withFilter(query);
        return { ...visitCounts(current, filter), byDay: visitDays(current, filter) };
      },

      userDetail: ({ query }) => {
        if (!store.findUser(query.userId)) throw noUser(query.userId);
        const { current, filter } = withFilter(query);
        // the user is named explicitly: the user type, team and keyword filters do not apply
        filter.userOk = new Uint8Array(query.userId + 1);
        filter.userOk[query.userId] = 1;
        const refs = userVisitRefs(current, filter, query);
        const directory = userDirectory(current.state);
        return {
          resultData: pageSlice(refs, query).map((ref) => visitRow(current, directory, ref)),
          totalCount: refs.length,
        };
      },

      apiPage: ({ query }) => {
        const { current, filter } = withFilter(query);
        const list = requestList(current, filter, query);
        const directory = userDirectory(current.state);
        const { userCount, errorCount, byDay, byEndpoint } = requestCounts(current, filter);
        return {
          userCount,
          errorCount,
          byDay,
          byEndpoint,
          resultData: list
            .window((query.page - 1) * query.perPage, query.perPage)
            .map((ref) => requestRow(current, directory, ref)),
          totalCount: list.total,
        };
      },

      eventCount: ({ query }) => {
        const { current, filter } = withFilter(query);
        return { ...eventCounts(current, filter), byDay: eventDays(current, filter) };
      },

      eventPage: ({ query }) => {
        const { current, filter } = withFilter(query);
        const rows = eventSummaryRows(current, filter, query.eventTypeList, query);
        return { resultData: pageSlice(rows, query), totalCount: rows.length };
      },

      eventDetail: ({ query }) => {
        if (query.userId !== undefined && !store.findUser(query.userId)) throw noUser(query.userId);
        const { current, filter } = withFilter(query);
        if (query.userId !== undefined) {
          filter.userOk = new Uint8Array(query.userId + 1);
          filter.userOk[query.userId] = 1;
          filter.anonymousOk = false;
        }
        const refs = eventRefs(current, filter, query.eventTypeList, query);
        const directory = userDirectory(current.state);
        return {
          resultData: pageSlice(refs, query).map((ref) => eventRow(current, directory, ref)),
          totalCount: refs.length,
        };
      },

      pageCount: ({ query }) => {
        const { current, filter } = withFilter(query);
        return { ...visitCounts(current, filter), byDay: visitDays(current, filter) };
      },

      pagePage: ({ query }) => {
        const { current, filter } = withFilter(query);
        const rows = pageRows(current, filter, query);
        return { resultData: pageSlice(rows, query), totalCount: rows.length };
      },

      pageDetail: ({ query }) => {
        const path = normalisePagePath(query.path);
        if (!isKnownPage(store.read(), path))
          throw notFound({ zh: `没有页面 ${query.path}`, en: `No page ${query.path}` }, 'querystring.path');
        const { current, filter } = withFilter(query);
        filter.pages = new Set([path]);
        const rows = pageDayRows(current, filter, query);
        return { resultData: pageSlice(rows, query), totalCount: rows.length };
      },

      userDownload: ({ query }) => {
        const { current, filter } = withFilter(query);
        const rows = userRows(current, filter, query).map((row) => ({
          ...row,
          userTypeLabel: USER_TYPE_LABELS[row.userType],
        }));
        return xlsxDownload({ fileName: `用户记录_${rangeName(filter)}`, columns: STATS_COLUMNS.user, rows });
      },

      pageDownload: ({ query }) => {
        const { current, filter } = withFilter(query);
        return xlsxDownload({
          fileName: `页面记录_${rangeName(filter)}`,
          columns: STATS_COLUMNS.page,
          rows: pageRows(current, filter, query),
        });
      },

      eventDownload: ({ query }) => {
        const { current, filter } = withFilter(query);
        return xlsxDownload({
          fileName: `行为记录_${rangeName(filter)}`,
          columns: STATS_COLUMNS.eventSummary,
          rows: eventSummaryRows(current, filter, query.eventTypeList, query),
        });
      },
    },
    'lite',
  );
};
