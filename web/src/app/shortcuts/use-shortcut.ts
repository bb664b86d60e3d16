import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { ShortcutScope } from './policy.ts';
import { shortcutRegistry, type ShortcutHandler, type ShortcutRegistry } from './registry.ts';

/** The registry components register with; tests provide one bound to their own element. */
export const ShortcutRegistryContext = createContext<(() => ShortcutRegistry) | null>(null);

export const useShortcutRegistry = (): ShortcutRegistry => (useContext(ShortcutRegistryContext) ?? shortcutRegistry)();

export interface UseShortcutOptions {
  scope?: ShortcutScope;
  /** Off: not registered (a closed dialog gives its keys back). */
  enabled?: boolean;
}

/**
 * Registers `handler` for `combo` while the component is mounted (and enabled), on top of whatever had the
 * key before. The latest handler always runs, without re-registering on every render.
 */
export const useShortcut = (
  combo: string | null | undefined,
  handler: ShortcutHandler,
  { scope, enabled = true }: UseShortcutOptions = {},
) => {
  const registry = useShortcutRegistry();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!combo || !enabled) return;
    return registry.push(combo, (event) => latest.current(event), scope ? { scope } : {});
  }, [registry, combo, scope, enabled]);
};
