import { describe, expect, it } from 'vitest';
import { makeCommand } from '../../lib/commands-testing.ts';
import { cheatSheetSections } from './cheat-sheet.tsx';

const brandRank = makeCommand({ id: 'nav.brand-rank', group: 'navigate', shortcut: 'g b' });
const theme = makeCommand({ id: 'action.theme', shortcut: 't' });
const copyLink = makeCommand({ id: 'action.copy-link' });
const back = makeCommand({
  id: 'drill.back',
  title: { 'zh-CN': '返回', en: 'Back' },
  shortcut: 'backspace',
  scope: 'view',
});
const backAlt = makeCommand({ id: 'drill.back-alt', title: { 'zh-CN': '返回', en: 'Back' }, shortcut: 'alt+left' });
const drill = makeCommand({ id: 'grid.drill-down', shortcut: 'enter', scope: 'grid', bound: false });
const platform = makeCommand({ id: 'platform.2', group: 'platforms', shortcut: 'p 2' });

describe('cheatSheetSections', () => {
  it('lists the commands that have a key, by group, grid keys apart, one row per action', () => {
    const sections = cheatSheetSections(
      [theme, drill, brandRank, copyLink, back, backAlt, platform],
      (c) => c.shortcut ?? null,
    );
    expect(sections.map((section) => [section.id, section.rows.map((row) => [row.command.id, row.combos])])).toEqual([
      ['navigate', [['nav.brand-rank', ['g b']]]],
      ['platforms', [['platform.2', ['p 2']]]],
      [
        'actions',
        [
          ['action.theme', ['t']],
          ['drill.back', ['backspace', 'alt+left']],
        ],
      ],
      ['grid', [['grid.drill-down', ['enter']]]],
    ]);
  });

  it('shows the live keys: remapped, and without the removed ones', () => {
    const live = (command: { id: string; shortcut?: string }) =>
      command.id === 'action.theme' ? 'shift+t' : command.id === 'nav.brand-rank' ? null : (command.shortcut ?? null);
    const sections = cheatSheetSections([brandRank, theme], live);
    expect(sections).toEqual([
      { id: 'actions', title: 'palette.group.actions', rows: [{ command: theme, combos: ['shift+t'] }] },
    ]);
  });
});
