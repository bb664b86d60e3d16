import { describe, expect, it } from 'vitest';
import { monthOnMonth } from './heatmap.tsx';

describe('the trend heatmap', () => {
  it('colours each month by its change from the month before; the first month has none', () => {
    const cells = monthOnMonth({ byMonth: { '2026-01': 100, '2026-02': 150, '2026-03': 75 } }, [
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(cells.map((cell) => cell.change)).toEqual([null, 0.5, -0.5]);
  });

  it('has no change after a month without sales (nothing to divide by)', () => {
    expect(monthOnMonth({ byMonth: { '2026-01': 0, '2026-02': 10 } }, ['2026-01', '2026-02'])[1]?.change).toBeNull();
  });
});
