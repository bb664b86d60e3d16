export { comboFromEvent, comboKeyCaps, combosClash, formatCombo, normalizeCombo } from './combo.ts';
export { classifyTarget, GLOBAL_ALLOWLIST, isComposing, scopeAccepts, type ShortcutScope } from './policy.ts';
export { createShortcutRegistry, shortcutRegistry, type ShortcutHandler, type ShortcutRegistry } from './registry.ts';
export { ShortcutRegistryContext, useShortcut, useShortcutRegistry } from './use-shortcut.ts';
