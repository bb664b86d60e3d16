import { act, renderHook } from '@testing-library/react';
import { isProxy } from 'node:util/types';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkRemap,
  keyBindings,
  KEYMAP_NAME,
  keymapState,
  reloadKeymap,
  remapCommand,
  resetKeymap,
  resetShortcut,
  sameBindings,
  shortcutOf,
  useKeymap,
} from './keymap.ts';
import { makeCommand } from '../../lib/commands-testing.ts';
import { setStorageUser, userKey } from '../../lib/user-storage.ts';

const KEYMAP_KEY = userKey(1, KEYMAP_NAME);

const brandRank = makeCommand({ id: 'nav.brand-rank', group: 'navigate', shortcut: 'g b' });
const shopRank = makeCommand({ id: 'nav.shop-rank', group: 'navigate', shortcut: 'g s' });
const theme = makeCommand({ id: 'action.theme', shortcut: 't' });
const palette = makeCommand({ id: 'palette.open', shortcut: 'mod+k' });
const drillDown = makeCommand({ id: 'grid.drill-down', shortcut: 'enter', scope: 'grid', palette: false });
const closeDialog = makeCommand({ id: 'dialog.close', shortcut: 'escape', remappable: false, palette: false });
const download = makeCommand({ id: 'action.download' });
const commands = [brandRank, shopRank, theme, palette, drillDown, closeDialog, download];

beforeEach(() => {
  window.localStorage.clear();
  setStorageUser(null);
  setStorageUser(1);
});

describe('remapping', () => {
  it('gives a command a free key, saves it, and reads it back after a reload', () => {
    expect(remapCommand(download, 'shift+D', commands)).toEqual({ ok: true, combo: 'shift+d' });
    expect(shortcutOf(download)).toBe('shift+d');
    expect(JSON.parse(window.localStorage.getItem(KEYMAP_KEY) ?? '{}')).toEqual({ 'action.download': 'shift+d' });
    keymapState.overrides = {};
    reloadKeymap();
    expect(shortcutOf(download)).toBe('shift+d');
  });

  it('refuses a key another command has, naming that command', () => {
    const check = remapCommand(download, 't', commands);
    expect(check).toMatchObject({ ok: false, reason: 'conflict', conflict: { id: 'action.theme' } });
    expect(shortcutOf(download)).toBeNull();
  });

  it('refuses a key that starts, or is started by, another sequence', () => {
    expect(checkRemap(download, 'g', commands)).toMatchObject({ ok: false, conflict: { id: 'nav.brand-rank' } });
    expect(checkRemap(theme, 't x', commands)).toEqual({ ok: true, combo: 't x' });
    expect(checkRemap(download, 't x', commands)).toMatchObject({ ok: false, conflict: { id: 'action.theme' } });
    expect(checkRemap(download, 'g x', commands)).toEqual({ ok: true, combo: 'g x' });
  });

  it('sees a key taken by a remap, and a key freed by one', () => {
    remapCommand(theme, 'shift+t', commands);
    expect(checkRemap(download, 't', commands)).toEqual({ ok: true, combo: 't' });
    expect(checkRemap(download, 'shift+t', commands)).toMatchObject({ ok: false, conflict: { id: 'action.theme' } });
  });

  it('lets grid keys and page keys share a combo, but not with keys that work anywhere', () => {
    expect(checkRemap(download, 'x', commands)).toEqual({ ok: true, combo: 'x' });
    expect(checkRemap(drillDown, 'x', commands)).toEqual({ ok: true, combo: 'x' });
    remapCommand(download, 'x', commands);
    expect(checkRemap(drillDown, 'x', commands)).toEqual({ ok: true, combo: 'x' });
    expect(checkRemap(download, 'mod+k', commands)).toMatchObject({ ok: false, conflict: { id: 'palette.open' } });
    expect(checkRemap(drillDown, 'escape', commands)).toMatchObject({ ok: false, conflict: { id: 'dialog.close' } });
  });

  it('treats keys that work on the page and in the grid as clashing with both', () => {
    const back = makeCommand({ id: 'drill.back', shortcut: 'alt+left', scope: 'view' });
    const all = [...commands, back];
    expect(checkRemap(back, 'x', all)).toEqual({ ok: true, combo: 'x' });
    expect(checkRemap(back, 't', all)).toMatchObject({ ok: false, conflict: { id: 'action.theme' } });
    expect(checkRemap(back, 'enter', all)).toMatchObject({ ok: false, reason: 'reserved' });
    remapCommand(drillDown, 'z', all);
    expect(checkRemap(back, 'z', all)).toMatchObject({ ok: false, conflict: { id: 'grid.drill-down' } });
  });

  it('refuses keys the page needs, and moving a fixed key', () => {
    expect(checkRemap(download, 'tab', commands)).toMatchObject({ ok: false, reason: 'reserved' });
    expect(checkRemap(download, 'enter', commands)).toMatchObject({ ok: false, reason: 'reserved' });
    expect(checkRemap(drillDown, 'down', commands)).toMatchObject({ ok: false, reason: 'reserved' });
    expect(checkRemap(drillDown, 'enter', commands)).toEqual({ ok: true, combo: 'enter' });
    expect(checkRemap(closeDialog, 'q', commands)).toMatchObject({ ok: false, reason: 'fixed' });
  });

  it('removes a key, and puts the default back unless it was taken meanwhile', () => {
    remapCommand(theme, null, commands);
    expect(shortcutOf(theme)).toBeNull();
    remapCommand(download, 't', commands);
    expect(resetShortcut(theme, commands)).toMatchObject({ ok: false, conflict: { id: 'action.download' } });
    remapCommand(download, null, commands);
    expect(resetShortcut(theme, commands)).toEqual({ ok: true, combo: 't' });
    // both are back to their defaults: nothing left to store
    expect(keymapState.overrides).toEqual({});
    resetKeymap();
    expect(shortcutOf(download)).toBeNull();
    expect(shortcutOf(theme)).toBe('t');
  });

  it('reads unusable stored settings as none', () => {
    window.localStorage.setItem(KEYMAP_KEY, '{not json');
    reloadKeymap();
    expect(keymapState.overrides).toEqual({});
    window.localStorage.setItem(KEYMAP_KEY, JSON.stringify({ a: 5, b: 'Shift+X', c: null, d: '' }));
    reloadKeymap();
    expect(keymapState.overrides).toEqual({ b: 'shift+x', c: null });
  });
});

describe('per user', () => {
  it('keeps the keys of each user apart, and reads none while signed out', () => {
    remapCommand(download, 'shift+d', commands);
    setStorageUser(null);
    expect(shortcutOf(download)).toBeNull();
    setStorageUser(2);
    expect(shortcutOf(download)).toBeNull();
    remapCommand(download, 'x', commands);
    setStorageUser(1);
    expect(shortcutOf(download)).toBe('shift+d');
  });
});

describe('useKeymap', () => {
  it('gives a plain object, a new one after each remap, so lookups over thousands of commands track nothing', async () => {
    const theme = makeCommand({ id: 'action.theme', shortcut: 't' });
    const { result } = renderHook(() => useKeymap());
    const before = result.current;
    expect(isProxy(before)).toBe(false);
    expect(shortcutOf(theme, before)).toBe('t');
    await act(async () => {
      remapCommand(theme, 'g x', [theme]);
    });
    expect(result.current).not.toBe(before);
    expect(isProxy(result.current)).toBe(false);
    expect(shortcutOf(theme, result.current)).toBe('g x');
  });
});

describe('key bindings', () => {
  const noKey = (id: string) => makeCommand({ id, group: 'categories' });
  const unbound = makeCommand({ id: 'grid.next-page', shortcut: 'n', bound: false });

  it('lists the commands with a key, remaps included, in order, with their scopes', () => {
    const bindings = keyBindings([...commands, unbound, noKey('category.1')], { 'action.theme': 'y' });
    expect(bindings.map(({ command, combo, scope }) => `${command.id} ${combo} ${scope}`)).toEqual([
      'nav.brand-rank g b global',
      'nav.shop-rank g s global',
      'action.theme y global',
      'palette.open mod+k anywhere',
      'grid.drill-down enter grid',
      'dialog.close escape anywhere',
    ]);
  });

  it('are the same when only keyless commands come or go, and differ when a key, a scope or a command changes', () => {
    const before = keyBindings(commands, {});
    expect(sameBindings(before, keyBindings([...commands, noKey('category.1'), noKey('category.2')], {}))).toBe(true);
    expect(sameBindings(before, keyBindings(commands, { 'action.theme': 'y' }))).toBe(false);
    expect(sameBindings(before, keyBindings(commands, { 'action.theme': null }))).toBe(false);
    const moved = makeCommand({ id: 'action.theme', shortcut: 't', scope: 'grid' });
    expect(
      sameBindings(
        before,
        keyBindings(
          commands.map((c) => (c === theme ? moved : c)),
          {},
        ),
      ),
    ).toBe(false);
    expect(sameBindings(before, keyBindings([...commands].reverse(), {}))).toBe(false);
  });
});
