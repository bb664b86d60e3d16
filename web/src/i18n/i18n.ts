import { useCallback } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { LocalizedText } from '../lib/commands.ts';
import { en, zhCN, type MessageKey } from './messages.ts';

export type Language = 'zh-CN' | 'en';
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

/**
 * Plurals in the ICU form, `{days, plural, one {# day} other {# days}}`: the form is chosen by `Intl.PluralRules`
 * of the language (`=0`, `=1`... for exact numbers first), `#` is the number. Chinese needs none.
 */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
};

/** `value` may come formatted ("1,234", "1.2万"): `#` shows it as given, the rules read its digits. */
const plural = (language: Language, value: string | number, cases: string) => {
  const count = typeof value === 'number' ? value : Number(value.replace(/[^\d.-]/g, ''));
  const forms = new Map([...cases.matchAll(/(=\d+|\w+)\s*\{([^{}]*)\}/g)].map((match) => [match[1], match[2]]));
  const form = forms.get(`=${count}`) ?? forms.get(pluralOf(language, count)) ?? forms.get('other') ?? '';
  return form.replace(/#/g, String(value));
};

export const translate = (language: Language, key: MessageKey, params?: MessageParams): string => {
  const template = catalogues[language][key];
  if (!params) return template;
  return template
    .replace(PLURAL, (whole, name: string, cases: string) =>
      name in params ? plural(language, params[name] ?? '', cases) : whole,
    )
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
