import type { Static } from 'typebox';
import type { KeywordTask } from '@aisle/contract';
import { hashString } from '../data/prng.ts';
import { formatTime, parseTime } from '../data/usage/time.ts';
import type { KeywordTaskRecord } from './types.ts';

/**
 * The life of a keyword task, computed from the clock rather than driven by timers: a run that started at
 * `runStartMs` is queued for the first fifth of MOCK_TASK_MS, then running with its progress, then finished.
 * Nothing has to be scheduled or persisted while a task runs, and a restarted server shows the same state.
 *
 * Outcomes are deterministic by MOCK_SEED, so tests can force each one:
 * - a keyword containing FORCED_FAILURE (模拟失败) fails on every run (code `simulated`);
 * - otherwise the first run fails for about one keyword in FIRST_RUN_FAILURE_RATE, drawn from the seed, the
 *   keyword (lower case, trimmed) and the platform (code `timeout` or `overload`); a run again never fails;
 * - a run that does not fail ends `done`, or `empty` when no product's title holds the keyword.
 * A failing run stops at FAILS_AT of its running time.
 */
type KeywordTaskStatus = Static<typeof KeywordTask>['status'];
type KeywordTaskFailure = NonNullable<Static<typeof KeywordTask>['failure']>['code'];

export const FORCED_FAILURE = '模拟失败';
export const FIRST_RUN_FAILURE_RATE = 1 / 8;
const QUEUED_SHARE = 0.2;
const FAILS_AT = 0.6;

const FAILURE_MESSAGES: Readonly<Record<KeywordTaskFailure, string>> = {
  timeout: '数据源响应超时，请重新运行',
  overload: '分析队列繁忙，请重新运行',
  simulated: `模拟失败：关键词含“${FORCED_FAILURE}”的任务总是失败`,
};

export const normalizeKeyword = (keyword: string) => keyword.trim().toLowerCase();

/** Why the given run of a task fails, or null when it succeeds. */
export const failureOf = (
  seed: number,
  task: Pick<KeywordTaskRecord, 'keyword' | 'platform'>,
  attempt: number,
): KeywordTaskFailure | null => {
  if (task.keyword.includes(FORCED_FAILURE)) return 'simulated';
  if (attempt !== 1) return null;
  const draw = hashString(`${seed}:keyword-task:${task.platform}:${normalizeKeyword(task.keyword)}`);
  if ((draw % 1000) / 1000 >= FIRST_RUN_FAILURE_RATE) return null;
  return draw % 2 === 0 ? 'timeout' : 'overload';
};

export interface TaskPhase {
  status: KeywordTaskStatus;
  progress: number;
  attempt: number;
  failure: { code: KeywordTaskFailure; message: string } | null;
  startedAt: string;
  finishedAt: string | null;
}

/**
 * Where a task stands at `nowMs` (real milliseconds, `Date.now()`). `matches` says whether any product holds
 * the keyword (it decides done against empty); `taskMs` is MOCK_TASK_MS; `shiftMs` turns real time into the
 * server clock's local time (the clock is shifted to MOCK_TODAY, in UTC+8) for the times shown.
 */
export const taskPhase = (
  task: KeywordTaskRecord,
  options: { nowMs: number; taskMs: number; seed: number; matches: boolean; shiftMs: number },
): TaskPhase => {
  const { nowMs, taskMs, seed, matches, shiftMs } = options;
  // tasks saved before the lifecycle existed have neither field: they finished long ago and never failed
  const legacy = task.attempt === undefined || task.runStartMs === undefined;
  const attempt = task.attempt ?? 1;
  const start = task.runStartMs ?? parseTime(task.createdAt) * 1000 - shiftMs;
  const startedAt = formatTime((start + shiftMs) / 1000);
  const failure = legacy ? null : failureOf(seed, task, attempt);
  const queuedMs = Math.round(taskMs * QUEUED_SHARE);
  const runningMs = taskMs - queuedMs;
  const endMs = failure === null ? taskMs : queuedMs + Math.round(runningMs * FAILS_AT);
  const elapsed = nowMs - start;
  const base = { attempt, startedAt };
  if (!legacy && elapsed < endMs) {
    if (elapsed < queuedMs) return { ...base, status: 'queued', progress: 0, failure: null, finishedAt: null };
    const progress = Math.min(99, Math.max(0, Math.floor(((elapsed - queuedMs) / runningMs) * 100)));
    return { ...base, status: 'running', progress, failure: null, finishedAt: null };
  }
  const finishedAt = formatTime((start + shiftMs + (legacy ? 0 : endMs)) / 1000);
  if (failure !== null)
    return {
      ...base,
      status: 'failed',
      progress: Math.floor(FAILS_AT * 100),
      failure: { code: failure, message: FAILURE_MESSAGES[failure] },
      finishedAt,
    };
  return { ...base, status: matches ? 'done' : 'empty', progress: 100, failure: null, finishedAt };
};
