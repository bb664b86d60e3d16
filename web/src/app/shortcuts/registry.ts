import Mousetrap from 'mousetrap';
import { normalizeCombo } from './combo.ts';
import { classifyTarget, defaultScope, isComposing, scopeAccepts, type ShortcutScope } from './policy.ts';

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

/**
 * The one place that talks to mousetrap. Mousetrap keeps one callback per combo (binding again replaces it,
 * unbinding removes it for everyone), so each combo is bound once, to a dispatcher over a stack of handlers,
 * and unbound when its stack empties.
 */
export const createShortcutRegistry = (target: Document | Element = document): ShortcutRegistry => {
  const trap = new Mousetrap(target as Element);
  const stacks = new Map<string, Entry[]>();
  let nextId = 1;

  const acceptingEntries = (combo: string, element: Element | null) => {
    const where = classifyTarget(element);
    return (stacks.get(combo) ?? []).filter((entry) => scopeAccepts(entry.scope, where));
  };

  // for each key of a sequence mousetrap passes that key as `combo` and the whole sequence ("g b") as a fourth
  // argument its types leave out: judge the sequence, so one cannot start in a field either
  // a key a component already handled (a Radix dialog closing on Escape, cmdk moving on Enter) is not also a
  // shortcut: they call preventDefault, and they listen before this document-level listener
  const stop = (event: KeyboardEvent, element: Element, combo: string, sequence?: string) =>
    event.defaultPrevented || isComposing(event) || acceptingEntries(sequence ?? combo, element).length === 0;
  trap.stopCallback = stop as typeof trap.stopCallback;

  const dispatch = (event: KeyboardEvent, combo: string) => {
    const entries = acceptingEntries(combo, event.target instanceof Element ? event.target : null);
    for (let k = entries.length - 1; k >= 0; k--) {
      if ((entries[k] as Entry).handler(event) !== 'pass') return false; // handled: prevent default, stop
    }
    return true;
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
        trap.bind(combo, dispatch);
      }
      return () => {
        const current = stacks.get(combo);
        if (!current) return;
        const index = current.findIndex((candidate) => candidate.id === entry.id);
        if (index < 0) return;
        current.splice(index, 1);
        if (current.length === 0) {
          stacks.delete(combo);
          trap.unbind(combo);
        }
      };
    },
    combos: () => [...stacks.keys()],
    depth: (combo) => stacks.get(normalizeCombo(combo))?.length ?? 0,
    destroy() {
      stacks.clear();
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
