import { describe, expect, it } from 'vitest';
import { dayStart, formatTime, parseTime } from './time.ts';

describe('formatTime', () => {
  it('writes local seconds as ISO 8601 at +08:00, the same second the same text, the next one its own', () => {
    const nine = dayStart('2026-11-15') + 9 * 3600;
    expect(formatTime(nine)).toBe('2026-11-15T09:00:00+08:00');
    expect(formatTime(nine + 0.75)).toBe('2026-11-15T09:00:00+08:00');
    expect(formatTime(nine + 1)).toBe('2026-11-15T09:00:01+08:00');
    expect(formatTime(nine)).toBe('2026-11-15T09:00:00+08:00');
    expect(formatTime(dayStart('2026-01-01') - 1)).toBe('2025-12-31T23:59:59+08:00');
    expect(parseTime(formatTime(nine + 59))).toBe(nine + 59);
  });
});
