import { describe, expect, it } from 'vitest';
import { comparisonPeriods, effectivePeriod, formatPeriod, periodPresets } from './period.ts';

const months = (from: string, count: number) => {
  const [year, month] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(year, month - 1 + i, 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
};

describe('periodPresets', () => {
  it('offers the latest month, 3, 6, 12 months and the year so far', () => {
    const presets = periodPresets(months('2024-11', 24));
    expect(presets.map((p) => [p.id, p.startDate, p.endDate])).toEqual([
      ['latest', '2026-10', '2026-10'],
      ['last3', '2026-08', '2026-10'],
      ['last6', '2026-05', '2026-10'],
      ['last12', '2025-11', '2026-10'],
      ['ytd', '2026-01', '2026-10'],
    ]);
  });

  it('leaves out what the data cannot fill', () => {
    expect(periodPresets(months('2026-06', 5)).map((p) => p.id)).toEqual(['latest', 'last3']);
    expect(periodPresets([])).toEqual([]);
  });
});

describe('effectivePeriod', () => {
  it('uses the URL period, else the latest month', () => {
    expect(effectivePeriod({ startDate: '2026-01', endDate: '2026-03' }, ['2026-10'])).toEqual({
      startDate: '2026-01',
      endDate: '2026-03',
    });
    expect(effectivePeriod({}, ['2026-09', '2026-10'])).toEqual({ startDate: '2026-10', endDate: '2026-10' });
    expect(effectivePeriod({}, [])).toBeNull();
  });

  it('formats one month or a range', () => {
    expect(formatPeriod({ startDate: '2026-10', endDate: '2026-10' })).toBe('2026-10');
    expect(formatPeriod({ startDate: '2026-01', endDate: '2026-10' })).toBe('2026-01 ~ 2026-10');
  });
});

describe('comparisonPeriods', () => {
  const months = ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-10', '2025-11', '2025-12', '2026-01'];
  it('compares with the period before (same length) and the same months a year earlier', () => {
    expect(comparisonPeriods({ startDate: '2025-12', endDate: '2026-01' }, months)).toEqual({
      previous: { startDate: '2025-10', endDate: '2025-11' },
      yearAgo: { startDate: '2024-12', endDate: '2025-01' },
    });
  });
  it('has nothing to compare with where the data does not reach', () => {
    expect(comparisonPeriods({ startDate: '2024-11', endDate: '2024-12' }, months)).toEqual({
      previous: null,
      yearAgo: null,
    });
    expect(comparisonPeriods({ startDate: '2099-01', endDate: '2099-01' }, months)).toEqual({
      previous: null,
      yearAgo: null,
    });
  });
});
