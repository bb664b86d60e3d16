import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canDrillBack, drillBack, noteDrillStart, noteLocation, resetDrill } from './drill.ts';

beforeEach(resetDrill);

describe('drill path', () => {
  it('records a step when Enter in a grid leads somewhere, and goes back up it', () => {
    noteDrillStart('/brand/rank?platform=2', 1000);
    noteLocation('/monitor/brand/7?platform=2', 1200);
    expect(canDrillBack('/monitor/brand/7?platform=2')).toBe(true);
    const back = vi.fn();
    expect(drillBack({ location: '/monitor/brand/7?platform=2' }, back)).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    expect(canDrillBack('/monitor/brand/7?platform=2')).toBe(false);
  });

  it('does not treat other navigation as a drill', () => {
    noteDrillStart('/brand/rank', 1000);
    noteLocation('/brand/rank?page=2', 9000);
    expect(canDrillBack('/brand/rank?page=2')).toBe(false);
    noteLocation('/shop/rank', 9100);
    const back = vi.fn();
    expect(drillBack({ location: '/shop/rank' }, back)).toBe(false);
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back only from the screen the drill led to (whatever its query)', () => {
    noteDrillStart('/brand/rank', 1000);
    noteLocation('/monitor/brand/7', 1100);
    // the profile writes its default period, then switches sections: still the screen the drill led to
    noteLocation('/monitor/brand/7?startDate=2025-11&endDate=2026-10&section=trend', 5000);
    expect(canDrillBack('/monitor/brand/7?startDate=2025-11&endDate=2026-10&section=trend')).toBe(true);
    expect(canDrillBack('/monitor/brand/8')).toBe(false);
    expect(canDrillBack('/brand/rank')).toBe(false);
  });
});
