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

  it('goes back only from where the drill led', () => {
    noteDrillStart('/brand/rank', 1000);
    noteLocation('/monitor/brand/7', 1100);
    noteLocation('/monitor/brand/7?tab=trend', 5000);
    expect(canDrillBack('/monitor/brand/7?tab=trend')).toBe(false);
    expect(canDrillBack('/monitor/brand/7')).toBe(true);
  });
});
