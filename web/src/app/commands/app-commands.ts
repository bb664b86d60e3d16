import { api } from '../../api/client.ts';
import { languageState, messagePair } from '../../i18n/i18n.ts';
import type { MenuKeyValue } from '@aisle/contract';
import { rankPaths } from '../../lib/paths.ts';
import { periodPresets } from '../../lib/period.ts';
import { categoryState } from '../../stores/category-store.ts';
import { currentUpColour, toggleUpColour } from '../../stores/direction-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { closeOverlay, openOverlay, overlayState, toggleCheatSheet, togglePalette } from '../palette/overlay-state.ts';
import { keyboardText, localizedText } from '../palette/text.ts';
import { canDrillBack, drillBack } from './drill.ts';
import { filtersOf, pathOf, withFilters } from './location.ts';
import { shiftPeriod } from './period-shift.ts';
import { getCommands, isVisible, runCommand } from './registry.ts';
import type { Command, CommandContext } from '../../lib/commands.ts';
import { languageCommand, logoutCommand, themeCommand } from '../../lib/common-commands.ts';
import { recordAction } from '../../lib/usage.ts';

/**
 * The shell's own commands: overlays, preferences, period and filters, the table keys. Reports add theirs
 * (navigation, downloads) through their manifests; platforms and categories come from data (sources.ts).
 */
const say = (key: Parameters<typeof keyboardText>[1], params?: Record<string, string | number>) =>
  keyboardText(languageState.language, key, params);

const uses = (context: CommandContext, filter: 'platform' | 'category' | 'period' | 'shopTypes') =>
  context.routeFilters?.includes(filter) ?? false;

/** The screen's own control, found by the test id the shell gives it: the shortcut presses what the mouse would. */
const shellControl = (testId: string) =>
  document.querySelector<HTMLElement>(`[data-testid="${testId}"] button:not([aria-disabled="true"])`);

/** Downloads are contributed per report as `action.<report>.download`; `d` runs the one of the current screen. */
const DOWNLOAD_ID = /^action\.[\w-]+\.download$/;
const currentDownload = (context: CommandContext) =>
  getCommands().find((command) => DOWNLOAD_ID.test(command.id) && isVisible(command, context));

/** The entity kind each rank report lists, for "monitor the focused row". */
const MENU_KEY_BY_PATH = Object.fromEntries(
  Object.entries(rankPaths).map(([menuKey, path]) => [path, menuKey as MenuKeyValue]),
) as Record<string, MenuKeyValue>;

/** The focused row of the report grid: AG Grid marks the focused cell, its row carries the row id. */
const focusedRow = () => {
  const cell = document.querySelector('.ag-root-wrapper .ag-cell-focus');
  const row = cell?.closest<HTMLElement>('.ag-row[row-id]');
  if (!row) return null;
  const id = Number(row.getAttribute('row-id'));
  const name = row.querySelector('.ag-cell a')?.textContent ?? row.getAttribute('row-id') ?? '';
  return Number.isInteger(id) && id > 0 ? { id, name } : null;
};

const periodShift = (direction: -1 | 1): Command => ({
  id: direction < 0 ? 'action.period-back' : 'action.period-forward',
  title: localizedText(direction < 0 ? 'command.periodBack' : 'command.periodForward'),
  keywords: direction < 0 ? ['previous period', 'earlier', 'shangyiduan'] : ['next period', 'later', 'xiayiduan'],
  group: 'actions',
  shortcut: direction < 0 ? '[' : ']',
  when: (context) => uses(context, 'period'),
  disabledReason: (context) =>
    shiftPeriod(filtersOf(context.location), categoryState.dateList, direction)
      ? null
      : localizedText(direction < 0 ? 'command.noEarlier' : 'command.noLater'),
  run: (context) => {
    const period = shiftPeriod(filtersOf(context.location), categoryState.dateList, direction);
    if (period) context.navigate(withFilters(context.location, period));
  },
});

export const appCommands: readonly Command[] = [
  {
    id: 'palette.open',
    title: localizedText('command.openPalette'),
    keywords: ['command palette', 'search', 'mingling'],
    group: 'actions',
    shortcut: 'mod+k',
    scope: 'anywhere',
    palette: false,
    run: () => togglePalette(),
  },
  {
    id: 'cheatsheet.open',
    title: localizedText('command.cheatSheet'),
    keywords: ['keyboard shortcuts', 'keys', 'help', 'kuaijiejian', 'bangzhu'],
    group: 'actions',
    shortcut: '?',
    run: () => toggleCheatSheet(),
  },
  {
    id: 'keymap.open',
    title: localizedText('command.keymap'),
    keywords: ['remap', 'keys', 'settings', 'kuaijiejian', 'shezhi'],
    group: 'actions',
    run: () => openOverlay('keymap'),
  },
  {
    id: 'dialog.close',
    title: localizedText('command.closeDialog'),
    group: 'actions',
    shortcut: 'escape',
    scope: 'anywhere',
    palette: false,
    remappable: false,
    // with nothing of ours open, Escape goes on to whoever else wants it (a popover, the grid)
    when: () => overlayState.overlay !== null,
    run: () => closeOverlay(),
  },
  themeCommand,
  {
    id: 'action.up-colour',
    title: localizedText('command.upColour'),
    keywords: ['up down colour', 'red green', 'zhangdie', 'yanse', 'hongzhang', 'lvzhang', '涨跌', '红涨绿跌'],
    group: 'actions',
    run: () => {
      toggleUpColour();
      showToast('success', say(currentUpColour() === 'red' ? 'command.upRed' : 'command.upGreen'));
    },
  },
  languageCommand,
  {
    id: 'action.copy-link',
    title: localizedText('command.copyLink'),
    keywords: ['share', 'url', 'link', 'fuzhi', 'lianjie'],
    group: 'actions',
    run: async (context) => {
      const url = new URL(context.location, window.location.origin).href;
      try {
        await navigator.clipboard.writeText(url);
        showToast('success', say('command.linkCopied'));
      } catch {
        showToast('info', say('command.copyFailed', { url }));
      }
    },
  },
  logoutCommand,
  periodShift(-1),
  periodShift(1),
  {
    id: 'action.period-presets',
    title: localizedText('command.periodPresets'),
    keywords: ['period', 'months', 'date', 'shijian', 'yuefen'],
    group: 'actions',
    when: (context) => uses(context, 'period'),
    run: () => undefined,
    children: () =>
      periodPresets(categoryState.dateList).map((preset) => ({
        id: `period.${preset.id}`,
        title: messagePair(preset.label),
        hint: {
          'zh-CN': preset.startDate === preset.endDate ? preset.startDate : `${preset.startDate} ~ ${preset.endDate}`,
          en: preset.startDate === preset.endDate ? preset.startDate : `${preset.startDate} ~ ${preset.endDate}`,
        },
        group: 'actions',
        run: (context: CommandContext) =>
          context.navigate(withFilters(context.location, { startDate: preset.startDate, endDate: preset.endDate })),
      })),
  },
  {
    id: 'action.switch-platform',
    title: localizedText('command.switchPlatform'),
    keywords: ['platform', 'taobao', 'jd', 'douyin', 'pingtai'],
    group: 'actions',
    run: () => undefined,
    children: () => getCommands().filter((command) => command.group === 'platforms'),
  },
  {
    id: 'action.pick-category',
    title: localizedText('command.pickCategory'),
    keywords: ['category', 'pinlei', 'leimu'],
    group: 'actions',
    shortcut: 'c',
    when: (context) => uses(context, 'category'),
    run: () => shellControl('category-picker')?.click(),
  },
  {
    id: 'action.focus-filters',
    title: localizedText('command.focusFilters'),
    keywords: ['filters', 'shaixuan'],
    group: 'actions',
    shortcut: 'f',
    when: (context) => (context.routeFilters?.length ?? 0) > 0,
    run: () => {
      const filters = document.querySelector('[data-testid="shell-filters"]');
      const target =
        filters?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        filters?.querySelector<HTMLElement>('button');
      target?.focus();
    },
  },
  {
    id: 'action.focus-table',
    title: localizedText('command.focusTable'),
    keywords: ['table', 'grid', 'rows', 'biaoge'],
    group: 'actions',
    shortcut: 'i',
    when: () => document.querySelector('.ag-root-wrapper') !== null,
    run: () => {
      // the row the grid had focused, else its first row (then arrows, Enter to open, up into the headers to sort)
      const cell =
        document.querySelector<HTMLElement>('.ag-root-wrapper .ag-cell-focus') ??
        document.querySelector<HTMLElement>('.ag-root-wrapper .ag-row[row-index="0"] .ag-cell');
      cell?.focus();
    },
  },
  {
    id: 'action.download',
    title: localizedText('command.download'),
    keywords: ['export', 'excel', 'xlsx', 'download', 'daochu', 'xiazai'],
    group: 'actions',
    shortcut: 'd',
    // the report's own download command is the one listed in the palette
    palette: false,
    when: (context) => currentDownload(context) !== undefined,
    disabledReason: (context) => (context.downloadPermission ? null : messagePair('report.downloadDenied')),
    run: async (context) => {
      const command = currentDownload(context);
      if (command) await runCommand(command, context);
    },
  },
  {
    id: 'grid.add-monitor',
    title: localizedText('command.addMonitor'),
    keywords: ['watch', 'monitor', 'jiankong'],
    group: 'actions',
    shortcut: 'w',
    scope: 'grid',
    palette: false,
    when: (context) => MENU_KEY_BY_PATH[pathOf(context.location)] !== undefined,
    run: async (context) => {
      const row = focusedRow();
      const menuKey = MENU_KEY_BY_PATH[pathOf(context.location)];
      if (!row || !menuKey) {
        showToast('info', say('command.noRow'));
        return;
      }
      await api.monitor.add({ menuKey, entityId: row.id, platform: filtersOf(context.location).platform });
      recordAction({ type: 'entity.watch', page: pathOf(context.location), target: `${menuKey}:${row.id}` });
      showToast('success', say('command.monitorAdded', { name: row.name }));
    },
  },
  {
    // the grid opens the focused row itself (ReportTable's onRowOpen); listed here for the cheat sheet
    id: 'grid.drill-down',
    title: localizedText('command.drillDown'),
    group: 'actions',
    shortcut: 'enter',
    scope: 'grid',
    palette: false,
    remappable: false,
    bound: false,
    run: () => undefined,
  },
  {
    id: 'drill.back',
    title: localizedText('command.drillBack'),
    keywords: ['back', 'up', 'fanhui'],
    group: 'actions',
    shortcut: 'backspace',
    scope: 'view',
    palette: false,
    // elsewhere Backspace passes on (and alt+left is the browser's own back)
    when: (context) => canDrillBack(context.location),
    run: (context) => void drillBack(context),
  },
  {
    id: 'drill.back-alt',
    title: localizedText('command.drillBack'),
    keywords: ['back', 'up', 'fanhui'],
    group: 'actions',
    shortcut: 'alt+left',
    scope: 'view',
    when: (context) => canDrillBack(context.location),
    run: (context) => void drillBack(context),
  },
  {
    id: 'grid.leave',
    title: localizedText('command.leaveGrid'),
    group: 'actions',
    shortcut: 'tab',
    scope: 'grid',
    palette: false,
    remappable: false,
    bound: false,
    run: () => undefined,
  },
  {
    id: 'grid.leave-escape',
    title: localizedText('command.leaveGridEscape'),
    group: 'actions',
    shortcut: 'escape',
    scope: 'grid',
    palette: false,
    remappable: false,
    bound: false,
    run: () => undefined,
  },
];
