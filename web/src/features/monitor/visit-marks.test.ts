import { describe, expect, it } from 'vitest';
import {
  GMV_THRESHOLD,
  NO_MARKS,
  entityKey,
  hasMarks,
  markSeen,
  marksOf,
  parseSnapshot,
  snapshotOf,
  type SeenFigures,
} from './visit-marks.ts';

const makeFigures = (overrides: Partial<SeenFigures> = {}): SeenFigures => ({ rank: 3, gmv: 1000, ...overrides });

describe('marks since the last visit', () => {
  it('marks nothing on a first visit, even rows that would be new', () => {
    expect(marksOf(makeFigures(), undefined, false)).toEqual(NO_MARKS);
  });

  it('marks a row that was not in the list last time as new, and only as new', () => {
    const marks = marksOf(makeFigures({ rank: 1, gmv: 5 }), undefined, true);
    expect(marks).toEqual({ isNew: true, rankDelta: null, gmvChange: null });
    expect(hasMarks(marks)).toBe(true);
  });

  it('gives the rank move as places up (positive) or down (negative)', () => {
    expect(marksOf(makeFigures({ rank: 1 }), makeFigures({ rank: 4 }), true).rankDelta).toBe(3);
    expect(marksOf(makeFigures({ rank: 5 }), makeFigures({ rank: 2 }), true).rankDelta).toBe(-3);
    expect(marksOf(makeFigures(), makeFigures(), true)).toEqual(NO_MARKS);
  });

  it('marks a GMV move at or beyond the threshold, either way, and ignores smaller ones', () => {
    const at = 1000 * (1 + GMV_THRESHOLD);
    expect(marksOf(makeFigures({ gmv: at }), makeFigures(), true).gmvChange).toBeCloseTo(GMV_THRESHOLD);
    expect(marksOf(makeFigures({ gmv: 700 }), makeFigures(), true).gmvChange).toBeCloseTo(-0.3);
    expect(marksOf(makeFigures({ gmv: 1049 }), makeFigures(), true).gmvChange).toBeNull();
    expect(marksOf(makeFigures({ gmv: 951 }), makeFigures(), true).gmvChange).toBeNull();
    expect(marksOf(makeFigures({ gmv: 1200 }), makeFigures(), true, 0.25).gmvChange).toBeNull();
  });

  it('counts sales from nothing as a rise, and nothing to nothing as no move', () => {
    expect(marksOf(makeFigures({ gmv: 10 }), makeFigures({ gmv: 0 }), true).gmvChange).toBe(Number.POSITIVE_INFINITY);
    expect(marksOf(makeFigures({ gmv: 0 }), makeFigures({ gmv: 0 }), true).gmvChange).toBeNull();
    expect(marksOf(makeFigures({ gmv: 0 }), makeFigures({ gmv: 10 }), true).gmvChange).toBe(-1);
  });

  it('keeps a rank move and a GMV move together', () => {
    expect(marksOf(makeFigures({ rank: 2, gmv: 2000 }), makeFigures(), true)).toEqual({
      isNew: false,
      rankDelta: 1,
      gmvChange: 1,
    });
  });
});

describe('snapshots', () => {
  const rows = [
    { menuKey: 'brand' as const, entityId: 10001, rank: 1, gmv: 50 },
    { menuKey: 'shop' as const, entityId: 500001, rank: 2, gmv: 20 },
  ];

  it('keeps each row by kind and id with the period shown', () => {
    const snapshot = snapshotOf(rows, { startDate: '2026-05', endDate: '2026-07' }, new Date('2026-11-15T08:00:00Z'));
    expect(snapshot).toEqual({
      savedAt: '2026-11-15T08:00:00.000Z',
      startDate: '2026-05',
      endDate: '2026-07',
      rows: { 'brand:10001': { rank: 1, gmv: 50 }, 'shop:500001': { rank: 2, gmv: 20 } },
    });
    expect(entityKey(rows[0] as (typeof rows)[number])).toBe('brand:10001');
  });

  it('marking a row seen takes its current figures, so it has no marks left', () => {
    const baseline = snapshotOf(rows, {});
    const seen = markSeen(baseline, 'brand:10001', { rank: 4, gmv: 90 });
    expect(marksOf({ rank: 4, gmv: 90 }, seen.rows['brand:10001'], true)).toEqual(NO_MARKS);
    expect(seen.rows['shop:500001']).toEqual({ rank: 2, gmv: 20 });
    expect(baseline.rows['brand:10001']).toEqual({ rank: 1, gmv: 50 });
  });

  it('reads stored data defensively: damaged records or rows are dropped, never thrown', () => {
    expect(parseSnapshot(null)).toBeNull();
    expect(parseSnapshot('x')).toBeNull();
    expect(parseSnapshot({ rows: {} })).toBeNull();
    expect(
      parseSnapshot({
        savedAt: 'then',
        endDate: 7,
        rows: { 'brand:1': { rank: 1, gmv: 2 }, 'brand:2': { rank: '1', gmv: 2 }, 'brand:3': null },
      }),
    ).toEqual({ savedAt: 'then', rows: { 'brand:1': { rank: 1, gmv: 2 } } });
  });
});
