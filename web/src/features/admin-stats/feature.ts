import type { ComponentType } from 'react';
import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { messagePair } from '../../i18n/i18n.ts';
import { marketFiltersOf } from '../../lib/report-filters.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { paths } from '../../lib/paths.ts';
import { statsParams } from './stats-params.ts';

const screen = (
  id: string,
  path: string,
  title: MessageKey,
  commandTitle: MessageKey,
  order: number,
  keywords: readonly string[],
  extra: { shortcut?: string; download?: boolean },
  load: () => Promise<ComponentType>,
) =>
  defineReport({
    id,
    path,
    title,
    access: 'manager',
    filters: [],
    params: statsParams,
    sources: ['chart', 'table'],
    ...(extra.download === false ? { download: false } : {}),
    // the sidebar has one entry for the statistics (the first screen, g x); the others are its tabs, and the
    // palette's "go to" commands
    ...(extra.shortcut
      ? {
          nav: {
            group: 'admin' as const,
            order,
            title: 'stats.nav' as const,
            commandTitle,
            keywords: ['statistics', 'usage', 'tongji', '统计', ...keywords],
            shortcut: extra.shortcut,
          },
        }
      : {
          commands: (report: { id: string; url: (filters: ReturnType<typeof marketFiltersOf>) => string }) => [
            defineCommand({
              id: `nav.${report.id}`,
              title: messagePair(commandTitle),
              keywords: ['statistics', 'usage', 'tongji', '统计', ...keywords],
              group: 'navigate',
              disabledReason: (context) => (context.isManager ? null : messagePair('shell.managerOnly')),
              run: (context) => context.navigate(report.url(marketFiltersOf(context.location))),
            }),
          ],
        }),
    load,
  });

/** Usage statistics (managers only): behaviour (g x), requests, users and pages, one screen each. */
export const statsBehaviour = screen(
  'stats-behaviour',
  paths.statsBehaviour,
  'stats.behaviour.title',
  'stats.command.goBehaviour',
  20,
  ['behaviour', 'events', 'login', 'download', 'xingwei', '行为', '事件'],
  { shortcut: 'g x' },
  () => import('./stats-pages.tsx').then((module) => module.BehaviourPage),
);
export const statsRequests = screen(
  'stats-requests',
  paths.statsRequests,
  'stats.requests.title',
  'stats.command.goRequests',
  21,
  ['requests', 'api', 'endpoints', 'qingqiu', '请求', '接口'],
  // no spreadsheet of single requests: the endpoint list of the specification has none
  { download: false },
  () => import('./stats-pages.tsx').then((module) => module.RequestsPage),
);
export const statsUsers = screen(
  'stats-users',
  paths.statsUsers,
  'stats.users.title',
  'stats.command.goUsers',
  22,
  ['users', 'visits', 'yonghu', '用户', '访问'],
  {},
  () => import('./stats-pages.tsx').then((module) => module.UsersPage),
);
export const statsPages = screen(
  'stats-pages',
  paths.statsPages,
  'stats.pages.title',
  'stats.command.goPages',
  23,
  ['pages', 'screens', 'yemian', '页面'],
  {},
  () => import('./stats-pages.tsx').then((module) => module.PagesPage),
);

export const statsScreens = [statsBehaviour, statsRequests, statsUsers, statsPages] as const;
export const adminStatsFeatures = statsScreens.map((report) => report.feature);
