import { describe, expect, it } from 'vitest';
import type { ActionRecord, RequestRecord } from '../../state/types.ts';
import { liveActions, liveRequests } from './live-columns.ts';
import { parseTime } from './time.ts';

const makeAction = (overrides: Partial<ActionRecord> = {}): ActionRecord => ({
  id: 1,
  userId: 7,
  time: '2026-11-15T10:00:00+08:00',
  type: 'page.visit',
  page: '/brand/rank',
  durationMs: 1000,
  platform: 1,
  ...overrides,
});

const makeRequest = (overrides: Partial<RequestRecord> = {}): RequestRecord => ({
  time: '2026-11-15T10:00:00+08:00',
  userId: 1,
  method: 'GET',
  path: '/api/lite/user/page',
  status: 200,
  durationMs: 3,
  platform: null,
  ...overrides,
});

/** What the columns say of each record of the log, read through the view's shift. */
const readRequests = (log: RequestRecord[]) => {
  const { columns, shift } = liveRequests(log);
  return log.map((_, j) => ({
    time: columns.time[j + shift],
    userId: columns.userId[j + shift],
    status: columns.status[j + shift],
    route: columns.route[j + shift],
  }));
};
const expectedRequests = (log: RequestRecord[]) =>
  log.map((record) => ({
    time: parseTime(record.time),
    userId: record.userId ?? 0,
    status: record.status,
    route: `${record.method} ${record.path}`,
  }));

describe('live columns', () => {
  it('parse each action once: times, normalised visit paths, and non-visits marked', () => {
    const log = [
      makeAction({ page: '/monitor/brand/12?x=1', platform: 2 }),
      makeAction({ type: 'palette.open', page: undefined, time: '2026-11-15T02:00:00Z' }),
    ];
    const { columns, shift } = liveActions(log);
    expect(shift).toBe(0);
    expect(columns.visit).toEqual([1, 0]);
    expect(columns.path).toEqual(['/monitor/detail', '']);
    expect(columns.platform).toEqual([2, 1]);
    expect(columns.time).toEqual([parseTime(log[0]!.time), parseTime('2026-11-15T10:00:00+08:00')]);
  });

  it('follow a log appended at the end, trimmed from the front (past compaction) and edited in place', () => {
    const log: RequestRecord[] = [];
    for (let i = 0; i < 30; i++) log.push(makeRequest({ status: 200 + i }));
    expect(readRequests(log)).toEqual(expectedRequests(log));
    // appended and trimmed in batches, as the store does, far past the point the columns drop trimmed rows
    for (let batch = 0; batch < 12; batch++) {
      for (let i = 0; i < 500; i++)
        log.push(makeRequest({ status: 200 + (i % 300), userId: i % 3 ? 1 : null, path: `/api/x/${batch}` }));
      expect(readRequests(log)).toEqual(expectedRequests(log));
      log.splice(0, 500);
      expect(readRequests(log)).toEqual(expectedRequests(log));
    }
    // not what the store does, but read correctly: a record replaced in place at the end
    log[log.length - 1] = makeRequest({ status: 599 });
    expect(readRequests(log)).toEqual(expectedRequests(log));
    log.length = 10;
    expect(readRequests(log)).toEqual(expectedRequests(log));
  });

  it('read only what was appended since the last read', () => {
    const log = [makeRequest()];
    const before = liveRequests(log).columns.time.length;
    log.push(makeRequest({ status: 204 }));
    const { columns, shift } = liveRequests(log);
    expect(columns.time.length).toBe(before + 1);
    expect(columns.status[1 + shift]).toBe(204);
  });

  it('keep one mirror per log array: a replaced log starts over', () => {
    const first = [makeRequest({ status: 201 })];
    const second = [makeRequest({ status: 202 }), makeRequest({ status: 203 })];
    expect(readRequests(first)).toEqual(expectedRequests(first));
    expect(readRequests(second)).toEqual(expectedRequests(second));
    expect(readRequests(first)).toEqual(expectedRequests(first));
  });
});
