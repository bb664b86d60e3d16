import { describe, expect, it } from 'vitest';
import {
  taskFieldOf,
  isActive,
  isFinished,
  keywordProblem,
  newlyEnded,
  rerunBody,
  type KeywordTask,
} from './task-status.ts';

const makeTask = (overrides: Partial<KeywordTask> = {}): KeywordTask => ({
  id: 1,
  keyword: '连衣裙',
  platform: 1,
  categoryId: 0,
  categoryName: '全部类目',
  startDate: '2026-01',
  endDate: '2026-06',
  status: 'done',
  progress: 100,
  spuCount: 120,
  attempt: 1,
  failure: null,
  createdAt: '2026-11-15T09:00:00+08:00',
  startedAt: '2026-11-15T09:00:00+08:00',
  finishedAt: '2026-11-15T09:00:06+08:00',
  ...overrides,
});

describe('keyword task status', () => {
  it('tells active from finished', () => {
    expect(isActive(makeTask({ status: 'queued' }))).toBe(true);
    expect(isActive(makeTask({ status: 'running' }))).toBe(true);
    expect(isActive(makeTask({ status: 'failed' }))).toBe(false);
    expect(isFinished(makeTask({ status: 'empty' }))).toBe(true);
    expect(isFinished(makeTask({ status: 'failed' }))).toBe(false);
  });

  it('checks the keyword length in characters, after trimming', () => {
    expect(keywordProblem('   ')).toEqual({ kind: 'required' });
    expect(keywordProblem('裙'.repeat(30))).toBeNull();
    expect(keywordProblem(` ${'裙'.repeat(31)} `)).toEqual({ kind: 'tooLong', count: 31 });
    expect(keywordProblem('😀'.repeat(30))).toBeNull();
  });

  it('finds the field a server message names', () => {
    expect(taskFieldOf('body.keyword')).toBe('keyword');
    expect(taskFieldOf('body.categoryId')).toBe('category');
    expect(taskFieldOf('body.startDate')).toBe('period');
    expect(taskFieldOf('body.endDate')).toBe('period');
    expect(taskFieldOf('body.platform')).toBe('platform');
    expect(taskFieldOf('querystring.keyword')).toBeNull();
    expect(taskFieldOf(undefined)).toBeNull();
  });

  it('announces each task once, when it stops running', () => {
    const before = [makeTask({ id: 1, status: 'running' }), makeTask({ id: 2, status: 'queued' }), makeTask({ id: 3 })];
    const after = [makeTask({ id: 1, status: 'done' }), makeTask({ id: 2, status: 'running' }), makeTask({ id: 3 })];
    expect(newlyEnded(before, after).map((task) => task.id)).toEqual([1]);
    expect(newlyEnded(after, after)).toEqual([]);
  });

  it('reruns with the same fields', () => {
    expect(rerunBody(makeTask({ status: 'failed', platform: 2, categoryId: 16 }))).toEqual({
      keyword: '连衣裙',
      platform: 2,
      categoryId: 16,
      startDate: '2026-01',
      endDate: '2026-06',
    });
  });
});
