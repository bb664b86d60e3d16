import { describe, expect, it, vi } from 'vitest';
import { appendFileSync, cpSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeConfig, type MockConfig } from '../config.ts';
import { auth, loginAs, makeDataDir, makeTestApp, TEST_TODAY } from '../../test/helper.ts';
import { ACTION_LOG } from './action-log.ts';
import { LOG_FLUSH_MS, STATE_FILE, openStore, type Store } from './store.ts';
import type { ActionRecord, PersistentState } from './types.ts';

const makeStoreConfig = (overrides: Partial<MockConfig> = {}) =>
  makeConfig({ today: TEST_TODAY, dataDir: makeDataDir(), ...overrides });
const open = (config: MockConfig, warn: (message: string) => void = () => {}) =>
  openStore(config, undefined as never, { warn });
const makeAction = (n: number): Omit<ActionRecord, 'id' | 'time'> => ({
  userId: 2,
  type: 'page.visit',
  page: `/brand/rank?n=${n}`,
  durationMs: n,
});

/**
 * What a kill -9 leaves: the files as they are now, with no save on the way out. The directory is copied
 * (the store that wrote it keeps running, as if it were another process that died).
 */
const crash = (config: MockConfig): MockConfig => {
  const copy = makeDataDir();
  cpSync(config.dataDir, copy, { recursive: true });
  return { ...config, dataDir: copy };
};
const savedActions = (config: MockConfig) =>
  (JSON.parse(readFileSync(join(config.dataDir, STATE_FILE), 'utf8')) as PersistentState).actions;
const recordMany = (store: Store, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => store.recordAction(makeAction(from + i)));

describe('action log', () => {
  it('keeps every acknowledged action across a crash with no save', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const acknowledged = recordMany(store, 0, 25);
    const after = crash(config);
    expect(savedActions(after)).toEqual([]); // the 1 s timer has not saved them: only the log has them

    const restarted = await open(after);
    expect(restarted.read().actions).toEqual(acknowledged);
    expect(restarted.recordAction(makeAction(99)).id).toBe(26);
    await Promise.all([restarted.close(), store.close()]);
  });

  it('acknowledges POST /api/common/action only once it is on disk', async () => {
    const config = makeStoreConfig();
    const app = await makeTestApp({ dataDir: config.dataDir });
    const token = await loginAs(app, 'analyst');
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/common/action',
        headers: auth(token),
        payload: { type: 'page.visit', page: '/brand/rank', durationMs: i },
      });
      expect(response.statusCode).toBe(200);
      ids.push(response.json<{ data: { id: number } }>().data.id);
    }
    const restarted = await open(crash(config));
    expect(restarted.read().actions.map((action) => action.id)).toEqual(ids);
    await Promise.all([restarted.close(), app.close()]);
  });

  it('skips a torn last line with a warning, loses nothing else, and appends cleanly after it', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const acknowledged = recordMany(store, 0, 5);
    const after = crash(config);
    appendFileSync(join(after.dataDir, ACTION_LOG), '{"id":6,"userId":2,"time":"2026-11-15T1');
    const warn = vi.fn();
    const restarted = await open(after, warn);
    expect(restarted.read().actions).toEqual(acknowledged);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/skipped line 6 .*cut short/));

    const more = recordMany(restarted, 5, 3);
    const again = await open(crash(after));
    expect(again.read().actions).toEqual([...acknowledged, ...more]);
    await Promise.all([again.close(), restarted.close(), store.close()]);
  });

  it('skips a damaged line in the middle and keeps the lines around it', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const [first, second] = recordMany(store, 0, 2);
    const after = crash(config);
    const log = join(after.dataDir, ACTION_LOG);
    const [line1, line2] = readFileSync(log, 'utf8').split('\n');
    writeFileSync(log, `${line1}\n\u0000\u0000garbage\n{"id":"x"}\n${line2}\n`);
    const warn = vi.fn();
    const restarted = await open(after, warn);
    expect(restarted.read().actions).toEqual([first, second]);
    expect(warn.mock.calls.filter(([message]) => /damaged/.test(String(message)))).toHaveLength(2);
    await Promise.all([restarted.close(), store.close()]);
  });

  it('starts on a corrupt state file, from the seed, with the logged actions put back', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const acknowledged = recordMany(store, 0, 4);
    const after = crash(config);
    writeFileSync(join(after.dataDir, STATE_FILE), '{"version":1,"users":[{"id":1,');
    const warn = vi.fn();
    const restarted = await open(after, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/moved it to .*corrupt/));
    expect(restarted.findUserByAccount('admin')).toBeDefined();
    expect(restarted.read().actions).toEqual(acknowledged);
    await Promise.all([restarted.close(), store.close()]);
  });

  it('is compacted into the state file when the state is saved', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    const logSize = () => statSync(join(config.dataDir, ACTION_LOG)).size;
    const acknowledged = recordMany(store, 0, 10);
    expect(logSize()).toBeGreaterThan(0);
    // a synchronous save holds them all: the log is emptied
    store.mutate((state) => {
      state.teams[0]!.name = '改名';
    });
    expect(logSize()).toBe(0);
    expect(savedActions(config)).toEqual(acknowledged);

    // the background save (the 1 s timer) moves the log aside with its snapshot and drops it once written
    const later = recordMany(store, 10, 3);
    const deadline = Date.now() + LOG_FLUSH_MS + 5000;
    while (savedActions(config).length < 13 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(savedActions(config)).toEqual([...acknowledged, ...later]);
    expect(logSize()).toBe(0);
    expect(readdirSync(config.dataDir).filter((name) => name.endsWith('.old'))).toEqual([]);
    const restarted = await open(crash(config));
    expect(restarted.read().actions).toEqual([...acknowledged, ...later]);
    await Promise.all([restarted.close(), store.close()]);
  });

  it('forgets the log on reset, so a restart does not bring back actions from before it', async () => {
    const config = makeStoreConfig();
    const store = await open(config);
    recordMany(store, 0, 3);
    store.reset();
    const restarted = await open(crash(config));
    expect(restarted.read().actions).toEqual([]);
    await Promise.all([restarted.close(), store.close()]);
  });
});
