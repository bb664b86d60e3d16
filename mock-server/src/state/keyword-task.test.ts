import { describe, expect, it } from 'vitest';
import { FIRST_RUN_FAILURE_RATE, FORCED_FAILURE, failureOf, taskPhase } from './keyword-task.ts';
import type { KeywordTaskRecord } from './types.ts';

const makeRecord = (overrides: Partial<KeywordTaskRecord> = {}): KeywordTaskRecord => ({
  id: 1,
  userId: 2,
  keyword: '连衣裙',
  platform: 1,
  categoryId: 0,
  startDate: '2026-01',
  endDate: '2026-06',
  createdAt: '2026-11-15T09:00:00+08:00',
  attempt: 1,
  runStartMs: 1_000_000,
  ...overrides,
});
const at = (record: KeywordTaskRecord, elapsed: number, taskMs = 6000, matches = true) =>
  taskPhase(record, { nowMs: (record.runStartMs ?? 0) + elapsed, taskMs, seed: 20240618, matches, shiftMs: 0 });

describe('keyword task phases', () => {
  it('is queued for a fifth of MOCK_TASK_MS, then running, then done or empty', () => {
    const record = makeRecord();
    expect(at(record, 0)).toMatchObject({ status: 'queued', progress: 0, finishedAt: null });
    expect(at(record, 1199).status).toBe('queued');
    expect(at(record, 1200)).toMatchObject({ status: 'running', progress: 0 });
    expect(at(record, 3600)).toMatchObject({ status: 'running', progress: 50 });
    expect(at(record, 6000)).toMatchObject({ status: 'done', progress: 100, failure: null });
    expect(at(record, 6000, 6000, false).status).toBe('empty');
    expect(at(record, 6000).finishedAt).toBe(at(record, 60_000).finishedAt);
  });

  it('finishes at once when MOCK_TASK_MS is 0', () => {
    expect(at(makeRecord(), 0, 0)).toMatchObject({ status: 'done', progress: 100 });
  });

  it('reads tasks saved before the lifecycle as finished, never failed', () => {
    const legacy = makeRecord({ keyword: `x${FORCED_FAILURE}`, attempt: undefined, runStartMs: undefined });
    const phase = taskPhase(legacy, { nowMs: 0, taskMs: 6000, seed: 1, matches: true, shiftMs: 0 });
    expect(phase).toMatchObject({ status: 'done', attempt: 1, startedAt: legacy.createdAt });
  });

  it('fails the first run of about one keyword in eight, the same ones for the same seed', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `词${i}`);
    const failing = words.filter((keyword) => failureOf(7, { keyword, platform: 1 }, 1) !== null);
    expect(failing.length / words.length).toBeGreaterThan(FIRST_RUN_FAILURE_RATE * 0.7);
    expect(failing.length / words.length).toBeLessThan(FIRST_RUN_FAILURE_RATE * 1.3);
    expect(words.filter((keyword) => failureOf(7, { keyword, platform: 1 }, 1) !== null)).toEqual(failing);
    expect(failing.filter((keyword) => failureOf(7, { keyword, platform: 1 }, 2) !== null)).toEqual([]);
  });
});
