import type { ColumnFormat } from '@aisle/contract';
import type { Language } from '../i18n/i18n.ts';

/**
 * Numbers through Intl.NumberFormat: compact notation gives 万/亿 in zh-CN and K/M/B in English. Formatters
 * are cached per language because building one is far slower than using it (a grid formats thousands of cells).
 */
const cache = new Map<string, Intl.NumberFormat>();
const formatter = (language: Language, key: string, options: Intl.NumberFormatOptions) => {
  const id = `${language}|${key}`;
  let found = cache.get(id);
  if (!found) {
    found = new Intl.NumberFormat(language, options);
    cache.set(id, found);
  }
  return found;
};

export const EMPTY_VALUE = '—';

/** 12345 -> "1.23万" (zh-CN) / "12.35K" (en); below 10,000 the number is written out. */
export const formatCompact = (value: number, language: Language) =>
  Math.abs(value) < 10_000
    ? formatter(language, 'plain2', { maximumFractionDigits: 2 }).format(value)
    : formatter(language, 'compact', { notation: 'compact', maximumFractionDigits: 2 }).format(value);

export const formatInteger = (value: number, language: Language) =>
  formatter(language, 'int', { maximumFractionDigits: 0 }).format(value);

export const formatPercent = (value: number, language: Language) =>
  formatter(language, 'pct', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** A change ratio with its sign: +12.5%, -3.2%. */
export const formatChange = (value: number, language: Language) =>
  formatter(language, 'chg', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(value);

/** The full value, for tooltips next to a compact one: 123,456,789.5 */
export const formatExact = (value: number, language: Language) =>
  formatter(language, 'exact', { maximumFractionDigits: 2 }).format(value);

/** Renders one cell of a server-described column. Null and missing values show a dash, never "NaN". */
export const formatCell = (value: unknown, format: ColumnFormat, language: Language): string => {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return EMPTY_VALUE;
  switch (format) {
    case 'money':
      return formatCompact(value, language);
    case 'integer':
      return formatCompact(value, language);
    case 'rank':
      return formatInteger(value, language);
    case 'percent':
      return formatPercent(value, language);
    case 'change':
      return formatChange(value, language);
    default:
      return String(value);
  }
};

/** Units arrive in Chinese (元, 件); English headers get the English word. */
const UNITS_EN: Record<string, string> = { 元: 'CNY', 件: 'units', 个: '', 人: 'people', '%': '%' };

export const formatUnit = (unit: string | undefined, language: Language): string => {
  if (!unit) return '';
  if (language === 'zh-CN') return unit;
  return UNITS_EN[unit] ?? unit;
};

/**
 * Builds the language's formatters ahead of need (the first compact formatter loads the locale's data, tens of
 * ms): called in an idle moment of a cold load, so the first rows do not pay for it.
 */
export const warmFormats = (language: Language) => {
  formatCompact(123_456, language);
  formatCompact(1, language);
  formatInteger(1, language);
  formatPercent(0.1, language);
  formatChange(0.1, language);
  formatExact(1, language);
};
