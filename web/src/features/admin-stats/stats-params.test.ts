import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseParams } from '../../lib/report-params.ts';
import { defaultRange, makeStatsParams, rangeProblem, statsQuery } from './stats-params.ts';

describe('statistics filters', () => {
  it('default to one month back to today, month ends kept right', () => {
    expect(defaultRange(dayjs('2026-11-15'))).toEqual({ startDate: '2026-10-15', endDate: '2026-11-15' });
    expect(defaultRange(dayjs('2026-03-31'))).toEqual({ startDate: '2026-02-28', endDate: '2026-03-31' });
    expect(defaultRange(dayjs('2026-01-10'))).toEqual({ startDate: '2025-12-10', endDate: '2026-01-10' });
  });

  it('ask with the range explicit and the external users by default', () => {
    const specs = makeStatsParams(dayjs('2026-11-15'));
    expect(statsQuery(parseParams(specs, '').values)).toEqual({
      startDate: '2026-10-15',
      endDate: '2026-11-15',
      userType: 2,
    });
    const chosen = parseParams(
      specs,
      'teamList=3&teamList=4&platformList=4&pageList=/brand/rank&userType=1&keyword=chen',
    );
    expect(statsQuery(chosen.values)).toEqual({
      startDate: '2026-10-15',
      endDate: '2026-11-15',
      userType: 1,
      teamList: [3, 4],
      platformList: [4],
      pageList: ['/brand/rank'],
      keyword: 'chen',
    });
  });

  it('drop unusable values with a notice', () => {
    const { values, issues } = parseParams(makeStatsParams(dayjs('2026-11-15')), 'startDate=2026-02-30&platformList=3');
    expect(values.startDate).toBe('2026-10-15');
    expect(values.platformList).toEqual([]);
    expect(issues.map((issue) => issue.name)).toEqual(['startDate', 'platformList']);
  });

  it('refuse a reversed range and one longer than the server allows', () => {
    expect(rangeProblem('2026-11-10', '2026-11-01')).toBe('reversed');
    expect(rangeProblem('2025-11-14', '2026-11-15')).toBe('tooLong');
    expect(rangeProblem('2025-11-15', '2026-11-15')).toBeNull();
    expect(rangeProblem('2026-11-15', '2026-11-15')).toBeNull();
  });
});
