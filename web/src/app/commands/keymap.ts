import { useSyncExternalStore } from 'react';
import { proxy, snapshot, subscribe } from 'valtio';
import { combosClash, normalizeCombo } from '../shortcuts/combo.ts';
import { defaultScope, type ShortcutScope } from '../shortcuts/policy.ts';
import type { Command } from '../../lib/commands.ts';
import { onStorageUserChanged, readUserValue, writeUserValue } from '../../lib/user-storage.ts';

/**
 * The user's key remapping, kept in localStorage per user (`lib/user-storage.ts`): command id -> combo, or null
 * for "no key". Commands absent from it keep their default shortcut.
 */
export const KEYMAP_NAME = 'keymap';

export type KeymapOverrides = Record<string, string | null>;

const parseOverrides = (parsed: unknown): KeymapOverrides | null => {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const overrides: KeymapOverrides = {};
  for (const [id, combo] of Object.entries(parsed)) {
    if (combo === null) overrides[id] = null;
    else if (typeof combo === 'string' && normalizeCombo(combo)) overrides[id] = normalizeCombo(combo);
  }
  return overrides;
};

// unreadable settings are no settings: the defaults apply
const readOverrides = (): KeymapOverrides => readUserValue(KEYMAP_NAME, parseOverrides) ?? {};

export const keymapState = proxy({ overrides: readOverrides() });

const save = () => writeUserValue(KEYMAP_NAME, keymapState.overrides);

/** Reads the stored remapping again (after another tab changed it, or another user signed in). */
export const reloadKeymap = () => {
  keymapState.overrides = readOverrides();
};

// another user (or none, after signing out): their keys, never the previous user's
onStorageUserChanged(reloadKeymap);

/** The key a command answers to now: the user's choice, else its default; null when it has none. */
export const shortcutOf = (command: Command, overrides: KeymapOverrides = keymapState.overrides): string | null => {
  if (Object.hasOwn(overrides, command.id)) return overrides[command.id] ?? null;
  return command.shortcut ? normalizeCombo(command.shortcut) : null;
};

export const scopeOf = (command: Command, combo: string): ShortcutScope => command.scope ?? defaultScope(combo);

/** A command's key as it is bound: the command, its combo now, and where the combo works. */
export interface KeyBinding {
  command: Command;
  combo: string;
  scope: ShortcutScope;
}

/** Every command with a key (and not `bound: false`), in the commands' order. */
export const keyBindings = (commands: readonly Command[], overrides: KeymapOverrides): KeyBinding[] => {
  const bindings: KeyBinding[] = [];
  for (const command of commands) {
    if (command.bound === false) continue;
    const combo = shortcutOf(command, overrides);
    if (combo) bindings.push({ command, combo, scope: scopeOf(command, combo) });
  }
  return bindings;
};

/**
 * Whether two binding lists bind the same commands to the same keys in the same scopes. The category tree's
 * thousands of commands come and go without keys: the keys need binding again only when this changes.
 */
export const sameBindings = (a: readonly KeyBinding[], b: readonly KeyBinding[]) =>
  a.length === b.length &&
  a.every(
    (binding, index) =>
      binding.command === b[index]?.command && binding.combo === b[index].combo && binding.scope === b[index].scope,
  );

const overlaps = (a: ShortcutScope, b: ShortcutScope) =>
  a === 'anywhere' || b === 'anywhere' || a === b || a === 'view' || b === 'view';

/**
 * Keys the browser or the page already give a meaning that a shortcut must not take: moving focus, pressing
 * the focused button, scrolling; and in the grid, moving between cells.
 */
const RESERVED: Record<ShortcutScope, ReadonlySet<string>> = {
  global: new Set(['tab', 'shift+tab', 'enter', 'space', 'up', 'down', 'left', 'right', 'backspace']),
  anywhere: new Set(['tab', 'shift+tab', 'enter', 'space', 'up', 'down', 'left', 'right', 'backspace']),
  grid: new Set(['up', 'down', 'left', 'right', 'pageup', 'pagedown', 'home', 'end', 'shift+tab']),
  view: new Set(['tab', 'shift+tab', 'enter', 'space', 'up', 'down', 'left', 'right', 'backspace']),
};

export type RemapCheck =
  | { ok: true; combo: string | null }
  | { ok: false; reason: 'conflict'; combo: string; conflict: Command }
  | { ok: false; reason: 'reserved' | 'fixed'; combo: string };

/** Whether `command` may take `combo` (null: no key) given every command's current keys. */
export const checkRemap = (
  command: Command,
  rawCombo: string | null,
  commands: readonly Command[],
  overrides: KeymapOverrides = keymapState.overrides,
): RemapCheck => {
  const combo = rawCombo === null ? null : normalizeCombo(rawCombo) || null;
  if (command.remappable === false) return { ok: false, reason: 'fixed', combo: combo ?? '' };
  if (combo === null) return { ok: true, combo };
  const scope = scopeOf(command, combo);
  // a command's own default is never "reserved": Enter drills down in the grid by design
  const isDefault = command.shortcut !== undefined && normalizeCombo(command.shortcut) === combo;
  if (!isDefault && RESERVED[scope].has(combo)) return { ok: false, reason: 'reserved', combo };
  for (const other of commands) {
    if (other.id === command.id) continue;
    const taken = shortcutOf(other, overrides);
    if (taken && overlaps(scope, scopeOf(other, taken)) && combosClash(taken, combo)) {
      return { ok: false, reason: 'conflict', combo, conflict: other };
    }
  }
  return { ok: true, combo };
};

/** Gives `command` a new key (null removes it) unless that is refused; saved at once. */
export const remapCommand = (command: Command, combo: string | null, commands: readonly Command[]): RemapCheck => {
  const check = checkRemap(command, combo, commands);
  if (!check.ok) return check;
  const fallback = command.shortcut ? normalizeCombo(command.shortcut) : null;
  const overrides = { ...keymapState.overrides };
  if (check.combo === fallback) delete overrides[command.id];
  else overrides[command.id] = check.combo;
  keymapState.overrides = overrides;
  save();
  return check;
};

/** Back to the default key; refused when another command has taken that key meanwhile. */
export const resetShortcut = (command: Command, commands: readonly Command[]): RemapCheck =>
  remapCommand(command, command.shortcut ?? null, commands);

export const resetKeymap = () => {
  keymapState.overrides = {};
  save();
};

const subscribeKeymap = (onChange: () => void) => subscribe(keymapState, onChange);
const keymapSnapshot = () => snapshot(keymapState).overrides as KeymapOverrides;

/**
 * The overrides as a plain frozen object, a new one after each change. Not useSnapshot's tracking proxy: the
 * keyboard layer looks up every command (thousands, with the category tree's), and each lookup through the
 * proxy was recorded as a dependency, about 50 ms of the main thread around a report's first rows.
 */
export const useKeymap = (): KeymapOverrides => useSyncExternalStore(subscribeKeymap, keymapSnapshot, keymapSnapshot);
