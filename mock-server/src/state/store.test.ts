import { describe, expect, it, vi } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeConfig, type MockConfig } from '../config.ts';
import { makeDataDir, TEST_TODAY } from '../../test/helper.ts';
import { LOG_FLUSH_MS, LOG_LIMITS, STATE_FILE, makeSerializer, openStore, writeFileAtomic } from './store.ts';
import type { PersistentState, RequestRecord } from './types.ts';

const makeStoreConfig = (overrides: Partial<MockConfig> = {}) =>
  makeConfig({ today: TEST_TODAY, dataDir: makeDataDir(), ...overrides });
const open = (config: MockConfig, warn: (message: string) => void = () => {}) =>
  openStore(config, undefined as never, { warn });
const readState = (config: MockConfig) =>
  JSON.parse(readFileSync(join(config.dataDir, STATE_FILE), 'utf8')) as PersistentState;
const makeRequestRecord = (overrides: Partial<RequestRecord> = {}): RequestRecord => ({
  time: '2026-11-15T10:00:00+08:00',
  userId: 1,
  method: 'GET',
  path: '/api/common/userConfig',
  status: 200,
  durationMs: 3,
  ...overrides,
});

describe('file-backed store', () => {
  it('seeds a fresh directory and writes state.json at once', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const saved = readState(config);
    expect(saved.version).toBe(1);
    expect(saved.seed).toBe(config.seed);
    expect(saved.users.map((user) => user.account).slice(0, 4)).toEqual(['admin', 'analyst', 'trial', 'expired']);
    expect(saved.users).toHaveLength(store.read().users.length);
    await store.close();
  });

  it('keeps a mutation across close and reopen', async () => {
    const config = makeStoreConfig();
    const first = await open(config);
    first.mutate((state) => {
      state.users[1]!.name = '改过的名字';
    });
    await first.close();
    const second = await open(config);
    expect(second.findUser(2)?.name).toBe('改过的名字');
    await second.close();
  });

  it('saves a mutation synchronously, before close', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    store.mutate((state) => {
      state.teams[0]!.name = '新团队名';
    });
    expect(readState(config).teams[0]!.name).toBe('新团队名');
    await store.close();
  });

  it('moves a truncated state file aside with a warning and starts from the seed', async () => {
    const config = makeStoreConfig();
    const first = await open(config);
    first.mutate((state) => {
      state.users[0]!.name = 'lost';
    });
    await first.close();
    const file = join(config.dataDir, STATE_FILE);
    const content = readFileSync(file, 'utf8');
    writeFileSync(file, content.slice(0, Math.floor(content.length / 2)));

    const warn = vi.fn();
    const store = await open(config, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toMatch(/unreadable .*moved it to .*state\.json\.corrupt-/);
    expect(store.findUser(1)?.name).not.toBe('lost');
    const aside = readdirSync(config.dataDir).filter((name) => name.startsWith(`${STATE_FILE}.corrupt-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(config.dataDir, aside[0]!), 'utf8')).toBe(
      content.slice(0, Math.floor(content.length / 2)),
    );
    // and the seeded state is saved in its place
    expect(readState(config).users[0]!.account).toBe('admin');
    await store.close();
  });

  it.each([
    ['a wrong version', { version: 2 }, /unknown version 2/],
    ['another seed', { seed: 7 }, /MOCK_SEED=7/],
    ['a broken list', { users: 'nope' }, /"users" is not a list/],
    ['a malformed user', { users: [{ id: 'x' }] }, /user record is malformed/],
  ])('moves aside a state file with %s', async (_label, change, message) => {
    const config = makeStoreConfig();
    await (await open(config)).close();
    writeFileSync(join(config.dataDir, STATE_FILE), JSON.stringify({ ...readState(config), ...change }));
    const warn = vi.fn();
    const store = await open(config, warn);
    expect(warn.mock.calls[0]![0]).toMatch(message);
    expect(store.read().users[0]!.account).toBe('admin');
    await store.close();
  });

  it('removes temporary files left by an interrupted write, keeping the state', async () => {
    const config = makeStoreConfig();
    const first = await open(config);
    first.mutate((state) => {
      state.users[0]!.name = 'kept';
    });
    await first.close();
    // what a crash between write and rename leaves behind: a half-written temporary file
    writeFileSync(join(config.dataDir, `${STATE_FILE}.999.1.tmp`), '{"version":1,"users":[');
    const store = await open(config);
    expect(store.findUser(1)?.name).toBe('kept');
    expect(readdirSync(config.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });

  it('leaves the old file intact when an atomic write fails', () => {
    const dir = makeDataDir();
    const file = join(dir, 'target');
    // a directory where the file should go: the rename fails after the temporary file is written
    mkdirSync(file);
    writeFileSync(join(file, 'inside'), 'old');
    expect(() => writeFileAtomic(file, 'new')).toThrow();
    expect(readFileSync(join(file, 'inside'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['target']);
  });

  it('restores the seeded state on reset and saves it', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const seeded = structuredClone(store.read());
    const onReset = vi.fn();
    store.onReset(onReset);
    store.mutate((state) => {
      state.users.pop();
      state.teams[0]!.enableType = 0;
    });
    store.append('requests', makeRequestRecord());
    store.reset();
    expect(store.read()).toEqual(seeded);
    expect(readState(config)).toEqual(seeded);
    expect(onReset).toHaveBeenCalledOnce();
    await store.close();
  });

  it('batches log records and writes them on flush or close', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    store.append('requests', makeRequestRecord({ path: '/api/a' }));
    const action = store.recordAction({ userId: 1, type: 'page.visit', page: '/brand/rank', durationMs: 1200 });
    expect(action.id).toBe(1);
    expect(action.time.startsWith(TEST_TODAY)).toBe(true);
    expect(readState(config).requests).toEqual([]);
    await store.close();
    const saved = readState(config);
    expect(saved.requests.map((record) => record.path)).toEqual(['/api/a']);
    expect(saved.actions).toEqual([action]);
    expect(saved.nextId.action).toBe(2);
  });

  it('writes the logs in the background a moment later', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    store.append('requests', makeRequestRecord({ path: '/api/later' }));
    const deadline = Date.now() + LOG_FLUSH_MS + 3000;
    while (readState(config).requests.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readState(config).requests.map((record) => record.path)).toEqual(['/api/later']);
    expect(readdirSync(config.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await store.close();
  });

  it('never lets a background write overwrite a newer synchronous save', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      store.append('requests', makeRequestRecord({ path: '/api/first' }));
      vi.advanceTimersByTime(LOG_FLUSH_MS); // the background write starts with the old state
      store.mutate((state) => {
        state.users[0]!.name = 'newer';
      });
    } finally {
      vi.useRealTimers();
    }
    await store.close();
    const saved = readState(config);
    expect(saved.users[0]!.name).toBe('newer');
    expect(saved.requests.map((record) => record.path)).toEqual(['/api/first']);
    expect(readdirSync(config.dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('serialises the state as plain JSON, remembering the log records', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    store.append('events', { time: 't', eventType: 2, userId: 1, detail: '下载 "x".xlsx' });
    const serialize = makeSerializer();
    const first = serialize(store.read() as PersistentState);
    expect(JSON.parse(first)).toEqual(JSON.parse(JSON.stringify(store.read())));
    store.append('events', { time: 't2', eventType: 1, userId: 2, detail: '' });
    expect(JSON.parse(serialize(store.read() as PersistentState)).events).toHaveLength(2);
    await store.close();
  });

  it('keeps only the last records of each log', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const total = LOG_LIMITS.requests * 2;
    for (let i = 0; i < total; i++) store.append('requests', makeRequestRecord({ path: `/api/r/${i}` }));
    const kept = store.read().requests;
    expect(kept.length).toBeLessThanOrEqual(LOG_LIMITS.requests * 1.25);
    expect(kept.length).toBeGreaterThanOrEqual(LOG_LIMITS.requests);
    expect(kept.at(-1)!.path).toBe(`/api/r/${total - 1}`);
    store.flush();
    expect(readState(config).requests.length).toBe(kept.length);
    await store.close();
  });

  it('finds users by account regardless of case, and sessions by token, after changes', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    expect(store.findUserByAccount('ADMIN')?.id).toBe(1);
    store.mutate((state) => {
      state.sessions.push({ token: 't1', userId: 2, createdAt: '', expiresAt: '2999-01-01T00:00:00Z' });
      state.users[0]!.account = 'root';
    });
    expect(store.findSession('t1')?.userId).toBe(2);
    expect(store.findUserByAccount('admin')).toBeUndefined();
    expect(store.findUserByAccount('Root')?.id).toBe(1);
    await store.close();
  });

  it('creates a missing data directory', async () => {
    const config = makeStoreConfig();
    const nested = makeStoreConfig({ dataDir: join(config.dataDir, 'a', 'b') });
    const store = await open(nested);
    expect(existsSync(join(nested.dataDir, STATE_FILE))).toBe(true);
    await store.close();
  });
});
