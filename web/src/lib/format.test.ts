import { describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUE, formatCell, formatChange, formatCompact, formatExact, formatUnit } from './format.ts';

describe('formatCompact', () => {
  it('uses 万 and 亿 in zh-CN', () => {
    expect(formatCompact(12_345, 'zh-CN')).toBe('1.23万');
    expect(formatCompact(123_456_789, 'zh-CN')).toBe('1.23亿');
    expect(formatCompact(9_999, 'zh-CN')).toBe('9,999');
  });

  it('uses K and M in English', () => {
    expect(formatCompact(12_345, 'en')).toBe('12.35K');
    expect(formatCompact(123_456_789, 'en')).toBe('123.46M');
  });
});

describe('formatCell', () => {
  it('formats by the column format', () => {
    expect(formatCell(256_000_000, 'money', 'zh-CN')).toBe('2.56亿');
    expect(formatCell(45_600, 'integer', 'zh-CN')).toBe('4.56万');
    expect(formatCell(0.1234, 'percent', 'en')).toBe('12.3%');
    expect(formatCell(-0.032, 'change', 'en')).toBe('-3.2%');
    expect(formatCell(3, 'rank', 'zh-CN')).toBe('3');
    expect(formatCell('2026-10', 'month', 'zh-CN')).toBe('2026-10');
    expect(formatCell('安踏', 'text', 'zh-CN')).toBe('安踏');
  });

  it('shows a dash for missing values', () => {
    expect(formatCell(null, 'change', 'zh-CN')).toBe(EMPTY_VALUE);
    expect(formatCell(undefined, 'money', 'zh-CN')).toBe(EMPTY_VALUE);
    expect(formatCell(Number.NaN, 'money', 'zh-CN')).toBe(EMPTY_VALUE);
  });

  it('signs changes', () => {
    expect(formatChange(0.125, 'zh-CN')).toBe('+12.5%');
    expect(formatChange(0, 'zh-CN')).toBe('0.0%');
  });

  it('writes the exact value for tooltips', () => {
    expect(formatExact(123_456_789.456, 'en')).toBe('123,456,789.46');
  });
});

describe('formatUnit', () => {
  it('translates units for English headers', () => {
    expect(formatUnit('元', 'zh-CN')).toBe('元');
    expect(formatUnit('元', 'en')).toBe('CNY');
    expect(formatUnit(undefined, 'en')).toBe('');
  });

  it('builds the formatters of a language ahead of need, so a grid cell builds none', async () => {
    // a fresh module: the tests above filled this one's cache already
    vi.resetModules();
    const fresh = await import('./format.ts');
    fresh.warmFormats('en');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      fresh.formatCell(1234567, 'money', 'en');
      fresh.formatCell(0.25, 'percent', 'en');
      fresh.formatCell(42, 'integer', 'en');
      fresh.formatCell(0.1, 'change', 'en');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
