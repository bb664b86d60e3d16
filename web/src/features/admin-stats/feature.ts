import type { ComponentType } from 'react';
import { defineReport } from '../../lib/define-report.ts';
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
    nav: {
      group: 'admin',
      order,
      commandTitle,
      keywords: ['statistics', 'usage', 'tongji', '统计', ...keywords],
      ...(extra.shortcut ? { shortcut: extra.shortcut } : {}),
    },
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
