import { createContext, useContext } from 'react';
import { shortcutRegistry, type ShortcutRegistry } from './registry.ts';

/** The registry components register with; tests provide one bound to their own element. */
export const ShortcutRegistryContext = createContext<(() => ShortcutRegistry) | null>(null);

export const useShortcutRegistry = (): ShortcutRegistry => (useContext(ShortcutRegistryContext) ?? shortcutRegistry)();
