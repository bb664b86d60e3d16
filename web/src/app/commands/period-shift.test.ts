import { describe, expect, it } from 'vitest';
import { shiftPeriod } from './period-shift.ts';

const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'];

describe('shiftPeriod', () => {
  it('moves a period by its own length', () => {
    expect(shiftPeriod({ startDate: '2026-04', endDate: '2026-06' }, months, -1)).toEqual({
      startDate: '2026-01',
      endDate: '2026-03',
    });
    expect(shiftPeriod({ startDate: '2026-02', endDate: '2026-03' }, months, 1)).toEqual({
      startDate: '2026-04',
      endDate: '2026-05',
    });
  });

  it('starts from the latest month when the URL has no period', () => {
    expect(shiftPeriod({}, months, -1)).toEqual({ startDate: '2026-06', endDate: '2026-06' });
    expect(shiftPeriod({}, months, 1)).toBeNull();
  });

  it('refuses to leave the months that have data', () => {
    expect(shiftPeriod({ startDate: '2026-01', endDate: '2026-04' }, months, -1)).toBeNull();
    expect(shiftPeriod({ startDate: '2026-05', endDate: '2026-07' }, months, 1)).toBeNull();
    expect(shiftPeriod({ startDate: '2025-01', endDate: '2025-02' }, months, 1)).toBeNull();
  });
});
