import { useCallback } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { LocalizedText } from '../lib/commands.ts';
import { en, zhCN, type MessageKey } from './messages.ts';

export type Language = 'zh-CN' | 'en';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];
export const LANGUAGE_KEY = 'aisle.language';

const catalogues: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, en };

const storedLanguage = (): Language => {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' || value === 'zh-CN' ? value : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
};

export const languageState = proxy({ language: storedLanguage() });

export type MessageParams = Record<string, string | number>;

export const translate = (language: Language, key: MessageKey, params?: MessageParams): string => {
  const template = catalogues[language][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
};

/** For code outside components (stores, commands); components use `useT` so they re-render on a switch. */
export const t = (key: MessageKey, params?: MessageParams) => translate(languageState.language, key, params);

export const setLanguage = (language: Language) => {
  languageState.language = language;
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
};

export const toggleLanguage = () => setLanguage(languageState.language === 'zh-CN' ? 'en' : 'zh-CN');

export const useLanguage = (): Language => useSnapshot(languageState).language;

export const useT = () => {
  const language = useLanguage();
  return useCallback((key: MessageKey, params?: MessageParams) => translate(language, key, params), [language]);
};

/** A catalogue entry in both languages, for data that carries its own texts (commands, nav entries). */
export const messagePair = (key: MessageKey, params?: MessageParams): LocalizedText => ({
  'zh-CN': translate('zh-CN', key, params),
  en: translate('en', key, params),
});

/** Picks the text of a `{ 'zh-CN', en }` pair (commands, nav entries). */
export const localize = (text: LocalizedText, language: Language) => text[language];

/** Server values that come in two languages (name / nameEn, title / titleEn). */
export const pickName = (language: Language, zh: string, english: string | undefined | null) =>
  language === 'en' && english ? english : zh;

export type { MessageKey };

/** A catalogue entry in both languages whose placeholders are themselves texts of each language. */
export const messagePairWith = (key: MessageKey, params: (language: Language) => MessageParams): LocalizedText => ({
  'zh-CN': translate('zh-CN', key, params('zh-CN')),
  en: translate('en', key, params('en')),
});
