/**
 * Usage-statistics bench: throughput and p99 of the `/api/lite/...` page and count endpoints at 50 connections
 * over the same 240-query rotation as the mock-server section (scripts/bench/mock-server.ts), measured in
 * alternation with the bare Fastify route (scripts/bench/bare-server.ts), after one warm-up pass. A second
 * rotation records an action (POST /api/common/action) every few requests, as a live server does.
 *
 *   npx tsx scripts/bench/statistics.ts                      # prints one JSON line
 *   STATS_CPU_PROF=/tmp/prof npx tsx scripts/bench/statistics.ts   # also writes a .cpuprofile of the server
 *
 * Env: BENCH_DURATION (seconds per run, default 5), BENCH_ROUNDS (default 2), STATS_ROOT (the checkout whose
 * mock server is measured, default this one).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, start } from './bench-process.ts';
import { signIn } from './sign-in.ts';
import { statisticsMix, TODAY } from './mock-server-mixes.ts';
import { MOCK_SERVER_ARGS, MOCK_SERVER_ENTRY } from '../../web/e2e/support/mock-process.ts';

// STATS_ROOT: another checkout to measure (e.g. main, for a before/after on the same machine at the same time)
const root = resolve(process.env.STATS_ROOT ?? resolve(import.meta.dirname, '../..'));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PROFILE_DIR = process.env.STATS_CPU_PROF;

/** SIGINT lets a server started with --cpu-prof close and write its profile. */
const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

interface Load {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** 50 connections; each request the next path of the rotation, every `actionEvery`-th one a recorded visit. */
const load = async (base: string, paths: readonly string[], headers: Record<string, string>, actionEvery = 0) => {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [
      {
        // autocannon sends `body` too; the shared declaration (autocannon.d.ts) leaves it out
        setupRequest: (raw) => {
          const request = raw as typeof raw & { body?: string };
          next += 1;
          if (actionEvery > 0 && next % actionEvery === 0) {
            request.method = 'POST';
            request.path = '/api/common/action';
            request.headers = { ...request.headers, 'content-type': 'application/json' };
            request.body = JSON.stringify({ type: 'page.visit', page: '/brand/rank', platform: 1, durationMs: 5000 });
          } else {
            request.method = 'GET';
            request.path = paths[next % paths.length] as string;
            request.body = undefined;
          }
          return request;
        },
      },
    ],
  });
  return {
    reqPerSec: Math.round(result.requests.total / DURATION_S),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  } satisfies Load;
};

const mean = (runs: Load[], field: 'reqPerSec') =>
  Math.round(runs.reduce((sum, run) => sum + run[field], 0) / runs.length);

const run = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aisle-stats-bench-'));
  const children: ChildProcess[] = [];
  try {
    const mockPort = await freePort();
    const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
    const { child: mock } = await start(
      // the checkout's bundle when it has one (STATS_ROOT may name an older checkout that ran from source)
      [
        ...profile,
        ...(existsSync(join(root, MOCK_SERVER_ENTRY))
          ? MOCK_SERVER_ARGS
          : ['--import', 'tsx', 'mock-server/src/server.ts']),
      ],
      { MOCK_PORT: String(mockPort), MOCK_TODAY: TODAY, MOCK_DATA_DIR: dataDir, MOCK_LOG: '0', MOCK_CONTROL: 'off' },
      /Aisle mock server on/,
      60_000,
      root,
    );
    children.push(mock);
    const base = `http://127.0.0.1:${mockPort}`;
    const token = await signIn(base, 'admin');
    const admin = { authorization: token };

    const paths = statisticsMix();
    const warm = performance.now();
    for (const path of paths) {
      const response = await fetch(`${base}${path}`, { headers: admin });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
    }
    const warmUpMs = Math.round(performance.now() - warm);

    const barePort = await freePort();
    const { child: bare } = await start(
      ['--import', 'tsx', 'scripts/bench/bare-server.ts'],
      { PORT: String(barePort) },
      /^ready/,
      60_000,
      root,
    );
    children.push(bare);
    const runs: Record<'bare' | 'floor' | 'statistics' | 'withActions', Load[]> = {
      bare: [],
      floor: [],
      statistics: [],
      withActions: [],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.bare.push(await load(`http://127.0.0.1:${barePort}`, ['/bare'], {}));
      runs.floor.push(await load(base, ['/api/lite/common/pageList'], admin));
      runs.statistics.push(await load(base, paths, admin));
      runs.withActions.push(await load(base, paths, admin, 10));
    }
    const summary = (list: Load[]) => ({
      reqPerSec: mean(list, 'reqPerSec'),
      p99Ms: Math.max(...list.map((item) => item.p99Ms)),
      p50Ms: Math.max(...list.map((item) => item.p50Ms)),
      non2xx: list.reduce((sum, item) => sum + item.non2xx, 0),
      errors: list.reduce((sum, item) => sum + item.errors, 0),
      rounds: list.map(({ reqPerSec, p99Ms }) => ({ reqPerSec, p99Ms })),
    });
    const bareSummary = summary(runs.bare);
    const share = (list: Load[]) => Math.round((mean(list, 'reqPerSec') / bareSummary.reqPerSec) * 100) / 100;
    const statistics = summary(runs.statistics);
    const withActions = summary(runs.withActions);
    return {
      settings: { connections: CONNECTIONS, durationSeconds: DURATION_S, rounds: ROUNDS, today: TODAY },
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      distinctQueries: new Set(paths).size,
      warmUpMs,
      bareFastify: bareSummary,
      // the server's fixed cost per request (auth, validation, the request log) on a statistics route that
      // computes nothing: the ceiling of any statistics answer
      floorPageList: { ...summary(runs.floor), shareOfBare: share(runs.floor) },
      statistics: { ...statistics, shareOfBare: share(runs.statistics) },
      withActionsEvery10: { ...withActions, shareOfBare: share(runs.withActions) },
    };
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

console.log(JSON.stringify(await run()));
