import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { messagePair } from '../../i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { accountParams } from './account-filter.ts';
import { requestAccountAction } from './accounts-store.ts';

/** Accounts and teams (managers only): the filtered account list, teams beside it, enable/disable, create and edit. */
export const adminAccounts = defineReport({
  id: 'admin-accounts',
  path: paths.adminAccounts,
  title: 'admin.accounts.title',
  access: 'manager',
  filters: [],
  params: accountParams,
  sources: ['list', 'teams', 'counts'],
  // there is no account export: the list is for managing, the statistics have the downloads
  download: false,
  nav: {
    group: 'admin',
    order: 10,
    commandTitle: 'admin.command.goAccounts',
    keywords: ['accounts', 'users', 'teams', 'zhanghao', 'zhgl', '账号', '用户', '团队'],
    shortcut: 'g u',
  },
  commands: (report) => {
    const here = (context: { location: string }) => report.isOpen(context.location);
    return [
      defineCommand({
        id: 'action.admin-accounts.create',
        title: messagePair('admin.command.create'),
        keywords: ['new', 'add', 'create', 'xinjian', '新建', '添加'],
        group: 'actions',
        shortcut: 'n',
        when: here,
        run: () => requestAccountAction('create'),
      }),
      defineCommand({
        id: 'action.admin-accounts.disable',
        title: messagePair('admin.command.disableSelected'),
        keywords: ['disable', 'tingyong', '停用'],
        group: 'actions',
        when: here,
        run: () => requestAccountAction('disableSelected'),
      }),
      defineCommand({
        id: 'action.admin-accounts.enable',
        title: messagePair('admin.command.enableSelected'),
        keywords: ['enable', 'qiyong', '启用'],
        group: 'actions',
        when: here,
        run: () => requestAccountAction('enableSelected'),
      }),
      defineCommand({
        id: 'action.admin-accounts.reset',
        title: messagePair('admin.command.resetFilters'),
        keywords: ['reset', 'clear', 'chongzhi', '重置'],
        group: 'actions',
        when: here,
        run: () => requestAccountAction('reset'),
      }),
      defineCommand({
        id: 'action.admin-accounts.select',
        title: messagePair('admin.command.selectRow'),
        group: 'actions',
        shortcut: 'x',
        when: here,
        // the list handles x on its focused row itself; the cheat sheet lists it
        bound: false,
        palette: false,
        run: () => undefined,
      }),
    ];
  },
  load: () => import('./accounts-page.tsx').then((module) => module.AccountsPage),
});
