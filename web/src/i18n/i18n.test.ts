import { afterEach, describe, expect, it } from 'vitest';
import { en, zhCN } from './messages.ts';
import { LANGUAGE_KEY, languageState, setLanguage, t, toggleLanguage, translate } from './i18n.ts';

afterEach(() => setLanguage('zh-CN'));

describe('messages', () => {
  it('has the same keys in both languages and no empty text', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
    for (const table of [zhCN, en]) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[])
      expect(placeholders(en[key]), key).toEqual(placeholders(zhCN[key]));
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('zh-CN', 'report.total', { total: 42 })).toBe('共 42 条');
    expect(translate('en', 'palette.results')).toBe('{count, plural, one {# result} other {# results}}');
  });

  it('chooses plural forms by the rules of the language', () => {
    expect(translate('en', 'shell.trial', { days: 1, date: '2026-11-30' })).toBe('Trial: 1 day left (ends 2026-11-30)');
    expect(translate('en', 'shell.trial', { days: 2, date: '2026-11-30' })).toBe(
      'Trial: 2 days left (ends 2026-11-30)',
    );
    expect(translate('zh-CN', 'shell.trial', { days: 1, date: '2026-11-30' })).toBe(
      '试用版：还剩 1 天（2026-11-30 到期）',
    );
    expect(translate('en', 'report.total', { total: 1 })).toBe('1 row');
    expect(translate('en', 'report.total', { total: 0 })).toBe('0 rows');
    expect(translate('en', 'admin.selected', { count: 1 })).toBe('1 account selected');
  });

  it('defaults to zh-CN and switches, remembering the choice', () => {
    expect(t('login.title')).toBe('登录');
    toggleLanguage();
    expect(languageState.language).toBe('en');
    expect(t('login.title')).toBe('Log in');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
