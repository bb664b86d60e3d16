import { MENU_KEYS } from '@aisle/contract/enums';
import { messagePair } from '../../i18n/i18n.ts';
import { defineCommand, type Command, type CommandContext } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { defineFeature } from '../../lib/manifest.ts';
import { paths } from '../../lib/paths.ts';
import { idListParam, oneOf, textParam } from '../../lib/report-params.ts';
import { marketFiltersOf } from '../../lib/report-filters.ts';
import { showToast } from '../../stores/toast-store.ts';
import { t } from '../../i18n/i18n.ts';
import {
  askRemove,
  focusedRow,
  markRowSeen,
  moveFocus,
  rowsToRemove,
  togglePick,
  toggleSelected,
  undoRemove,
  watchlist,
} from './watchlist-store.ts';
import { entityKey } from './visit-marks.ts';
import { KIND_LABELS } from './kinds.ts';

export const TABS = ['all', ...MENU_KEYS] as const;

/** `/monitor`: the watchlist. `g m`; `a` adds; rows: j/k, Enter, x, e, c, Delete. */
export const watchlistReport = defineReport({
  id: 'monitor',
  path: paths.monitor,
  title: 'monitor.title',
  // a watchlist spans categories: the category filter belongs to each profile, not here
  filters: ['platform', 'period', 'shopTypes'],
  params: {
    tab: oneOf(TABS, 'all'),
    q: textParam(50),
    changed: oneOf(['0', '1'] as const, '0'),
  },
  sources: ['list', 'count'],
  download: false,
  nav: {
    group: 'monitor',
    order: 10,
    title: 'monitor.nav',
    commandTitle: 'monitor.command.open',
    keywords: ['monitor', 'watchlist', 'watch', 'jiankong', 'jk', '监控', '关注'],
    shortcut: 'g m',
  },
  commands: (report) => {
    const onList = (context: CommandContext) => report.isOpen(context.location);
    const rowCommand = (
      id: string,
      shortcut: string,
      title: Parameters<typeof messagePair>[0],
      run: (context: CommandContext) => void | Promise<void>,
      palette = false,
    ): Command =>
      defineCommand({
        id: `monitor.${id}`,
        title: messagePair(title),
        group: 'actions',
        shortcut,
        palette,
        when: onList,
        run,
      });
    return [
      defineCommand({
        id: 'monitor.add',
        title: messagePair('monitor.command.add'),
        keywords: ['add', 'watch', 'monitor', 'tianjia', 'guanzhu', '添加', '关注'],
        group: 'actions',
        shortcut: 'a',
        // from anywhere in the palette: the dialog opens on the watchlist, with the market filters along
        run: (context) => {
          watchlist.addOpen = true;
          if (!onList(context)) context.navigate(report.url(marketFiltersOf(context.location)));
        },
      }),
      rowCommand('next', 'j', 'monitor.command.next', () => moveFocus(1)),
      rowCommand('previous', 'k', 'monitor.command.previous', () => moveFocus(-1)),
      rowCommand('select', 'x', 'monitor.command.select', () => {
        const row = focusedRow();
        if (row) toggleSelected(entityKey(row));
      }),
      rowCommand('seen', 'e', 'monitor.command.seen', () => {
        const row = focusedRow();
        if (row) markRowSeen(row);
      }),
      rowCommand('pick', 'c', 'monitor.command.pick', () => {
        const row = focusedRow();
        if (!row) return;
        const result = togglePick({ menuKey: row.menuKey, entityId: row.entityId, name: row.name });
        if (result === 'other-kind')
          showToast(
            'info',
            t('monitor.compare.otherKind', { kind: t(KIND_LABELS[watchlist.picks[0]?.menuKey ?? 'brand']) }),
          );
        else if (result === 'full') showToast('info', t('monitor.compare.full'));
      }),
      rowCommand('remove', 'del', 'monitor.command.remove', () => askRemove(rowsToRemove()), true),
      rowCommand('remove-hash', '#', 'monitor.command.remove', () => askRemove(rowsToRemove())),
      rowCommand(
        'compare',
        'shift+c',
        'monitor.command.compare',
        (context) => {
          const picks = watchlist.picks;
          if (picks.length < 2) {
            showToast('info', t('monitor.compare.needTwo'));
            return;
          }
          context.navigate(
            compareReport.url(marketFiltersOf(context.location), {
              kind: picks[0]?.menuKey ?? 'brand',
              ids: picks.map((pick) => pick.entityId),
            }),
          );
        },
        true,
      ),
      rowCommand(
        'changed',
        'u',
        'monitor.command.changed',
        (context) =>
          context.navigate(
            report.withParams(context.location, {
              changed: report.paramsOf(context.location).changed === '1' ? '0' : '1',
            }),
          ),
        true,
      ),
      rowCommand('filter', '/', 'monitor.command.filter', () => {
        watchlist.focusFilter += 1;
      }),
      rowCommand(
        'undo',
        'mod+z',
        'monitor.command.undo',
        async () => {
          if (watchlist.undo) await undoRemove();
        },
        true,
      ),
      ...TABS.map((tab, index) =>
        defineCommand({
          id: `monitor.tab.${tab}`,
          title: messagePair(`monitor.command.tab.${tab}`),
          group: 'actions',
          shortcut: String(index + 1),
          palette: false,
          when: onList,
          run: (context) => context.navigate(report.withParams(context.location, { tab })),
        }),
      ),
    ];
  },
  load: () => import('./watchlist-page.tsx').then((module) => module.WatchlistPage),
});

/** `/monitor/compare?kind=brand&ids=1&ids=2`: up to four entities of one kind, month by month. */
export const compareReport = defineReport({
  id: 'monitor-compare',
  path: paths.monitorCompare,
  title: 'monitor.compare.title',
  filters: ['platform', 'period', 'shopTypes'],
  params: {
    kind: oneOf(MENU_KEYS, 'brand'),
    ids: idListParam(4),
    metric: oneOf(['gmv', 'units', 'avgPrice'] as const, 'gmv'),
  },
  sources: ['series'],
  download: false,
  load: () => import('./compare-page.tsx').then((module) => module.ComparePage),
});

export const monitorFeature = defineFeature({
  id: 'monitor',
  routes: [...watchlistReport.feature.routes, ...compareReport.feature.routes],
  nav: [...watchlistReport.feature.nav],
  commands: [...watchlistReport.feature.commands, ...compareReport.feature.commands],
});
