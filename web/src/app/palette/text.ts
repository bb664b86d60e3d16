import { messagePair, translate, type Language, type MessageKey, type MessageParams } from '../../i18n/i18n.ts';
import type { LocalizedText } from '../../lib/commands.ts';

/**
 * The keyboard layer's strings live in the app's message catalogue (web/src/i18n/messages.ts, keys palette.*,
 * cheatsheet.*, keymap.*, shortcut.*, command.*); these helpers keep its call sites short.
 */
export type KeyboardTextKey = MessageKey;

export const keyboardText = (language: Language, key: KeyboardTextKey, params?: MessageParams) =>
  translate(language, key, params);

/** Both languages of a string, for command titles (which are `{ 'zh-CN', en }` data). */
export const localizedText = (key: KeyboardTextKey): LocalizedText => messagePair(key);
