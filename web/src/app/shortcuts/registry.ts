import Mousetrap from 'mousetrap';
import { comboSteps, normalizeCombo } from './combo.ts';
import {
  classifyTarget,
  defaultScope,
  isComposing,
  scopeAccepts,
  type KeyTarget,
  type ShortcutScope,
} from './policy.ts';

/** Returns 'pass' to hand the key to the handler below it (e.g. Enter when no row is focused). */
export type ShortcutHandler = (event: KeyboardEvent) => void | 'pass';

export interface ShortcutOptions {
  scope?: ShortcutScope;
}

interface Entry {
  id: number;
  handler: ShortcutHandler;
  scope: ShortcutScope;
}

export interface ShortcutRegistry {
  /**
   * Puts a handler on top of the combo's stack: it gets the key until popped, then the one below gets it
   * back (a dialog takes Escape while open). Returns the pop function; popping twice is harmless.
   */
  push(combo: string, handler: ShortcutHandler, options?: ShortcutOptions): () => void;
  /** Combos with at least one handler, normalized. */
  combos(): string[];
  /** How many handlers a combo has (tests, the cheat sheet's "live" check). */
  depth(combo: string): number;
  /** Unbinds everything (tests, hot reload). */
  destroy(): void;
}

/** Time allowed between the keys of a sequence, as mousetrap allows. */
export const SEQUENCE_MS = 1000;

/** A key event that continues or breaks a sequence: not a key release, not a modifier pressed alone. */
const endsWaiting = (event: KeyboardEvent) =>
  event.type === 'keypress' ||
  (event.type === 'keydown' &&
    !['Shift', 'Control', 'Alt', 'Meta'].includes(event.key) &&
    (event.key.length > 1 || event.ctrlKey || event.metaKey || event.altKey));

/**
 * The one place that talks to mousetrap. Mousetrap keeps one callback per combo (binding again replaces it,
 * unbinding removes it for everyone), so each key is bound once, to a dispatcher over stacks of handlers,
 * and unbound when no combo uses it.
 *
 * Sequences ("g b") are followed here rather than by mousetrap: mousetrap forgets a started sequence after one
 * second of wall clock, so a long task between the two keys (a report's first render) lost "g b" although the
 * keys were typed 50 ms apart. Here the time between keys is the time between the events' own timestamps,
 * taken when they were typed.
 */
export const createShortcutRegistry = (target: Document | Element = document): ShortcutRegistry => {
  const trap = new Mousetrap(target as Element);
  const stacks = new Map<string, Entry[]>();
  /** How many bound combos use each key ("g" in "g b" and "g c"): a key is bound to mousetrap while used. */
  const keyUses = new Map<string, number>();
  /** The keys of a sequence typed so far, and when the last one was typed (event time). */
  let waiting: { keys: string; at: number } | null = null;
  let nextId = 1;

  const accepting = (combo: string, where: KeyTarget) =>
    (stacks.get(combo) ?? []).filter((entry) => scopeAccepts(entry.scope, where));
  /** Whether a longer sequence that starts with `keys` would fire here. */
  const continues = (keys: string, where: KeyTarget) => {
    for (const combo of stacks.keys())
      if (combo.startsWith(`${keys} `) && accepting(combo, where).length > 0) return true;
    return false;
  };

  // a key a component already handled (a Radix dialog closing on Escape, cmdk moving on Enter) is not also a
  // shortcut: they call preventDefault, and they listen before this document-level listener
  trap.stopCallback = (event) => event.defaultPrevented || isComposing(event);

  // a key bound to nothing, typed between the keys of a sequence, breaks it ("g x b" is not "g b")
  const handleKey = trap.handleKey.bind(trap);
  trap.handleKey = (character, modifiers, event) => {
    // mousetrap matches a typed character ("?") without its modifiers, as here
    const key = event.type === 'keypress' ? character : normalizeCombo([...modifiers, character].join('+'));
    if (waiting && endsWaiting(event) && !keyUses.has(key)) waiting = null;
    handleKey(character, modifiers, event);
  };

  /** Runs the combo's handlers from the top; false tells mousetrap the key was handled. */
  const run = (combo: string, event: KeyboardEvent, where: KeyTarget) => {
    const entries = accepting(combo, where);
    for (let k = entries.length - 1; k >= 0; k--) {
      if ((entries[k] as Entry).handler(event) !== 'pass') return false;
    }
    return true;
  };

  const dispatch = (event: KeyboardEvent, key: string) => {
    const where = classifyTarget(event.target instanceof Element ? event.target : null);
    const before = waiting;
    waiting = null;
    if (before && event.timeStamp - before.at <= SEQUENCE_MS) {
      const keys = `${before.keys} ${key}`;
      if (continues(keys, where)) {
        waiting = { keys, at: event.timeStamp };
        return false;
      }
      if (accepting(keys, where).length > 0) return run(keys, event, where);
    }
    if (continues(key, where)) {
      waiting = { keys: key, at: event.timeStamp };
      return false;
    }
    return run(key, event, where);
  };

  const countKeys = (combo: string, delta: 1 | -1) => {
    for (const key of new Set(comboSteps(combo))) {
      const uses = (keyUses.get(key) ?? 0) + delta;
      if (uses > 0) keyUses.set(key, uses);
      else keyUses.delete(key);
      if (delta === 1 && uses === 1) trap.bind(key, dispatch);
      if (delta === -1 && uses === 0) trap.unbind(key);
    }
  };

  return {
    push(rawCombo, handler, options = {}) {
      const combo = normalizeCombo(rawCombo);
      if (!combo) return () => undefined;
      const entry: Entry = { id: nextId++, handler, scope: options.scope ?? defaultScope(combo) };
      const stack = stacks.get(combo);
      if (stack) stack.push(entry);
      else {
        stacks.set(combo, [entry]);
        countKeys(combo, 1);
      }
      return () => {
        const current = stacks.get(combo);
        if (!current) return;
        const index = current.findIndex((candidate) => candidate.id === entry.id);
        if (index < 0) return;
        current.splice(index, 1);
        if (current.length === 0) {
          stacks.delete(combo);
          countKeys(combo, -1);
        }
      };
    },
    combos: () => [...stacks.keys()],
    depth: (combo) => stacks.get(normalizeCombo(combo))?.length ?? 0,
    destroy() {
      stacks.clear();
      keyUses.clear();
      waiting = null;
      trap.reset();
    },
  };
};

let shared: ShortcutRegistry | null = null;

/** The app's registry on `document`, created on first use. */
export const shortcutRegistry = (): ShortcutRegistry => {
  shared ??= createShortcutRegistry(document);
  return shared;
};
