import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { auth, loginAs, makeDataDir, makeTestApp, TEST_TODAY } from './helper.ts';
import { STATE_FILE } from '../src/state/store.ts';

const makeUser = (overrides: Record<string, unknown> = {}) => ({
  account: 'persisted.user',
  password: 'secret123',
  name: '持久用户',
  phone: '13600009999',
  teamId: 3,
  userType: 2,
  packageType: 2,
  payState: 1,
  platformList: [1],
  trial: false,
  downloadPermission: false,
  expireAt: null,
  ...overrides,
});

/** A server on `dataDir` in which the admin has renamed the analyst (user 2). */
const serverWithAnalystRenamed = async (dataDir: string, name: string) => {
  const app = await makeTestApp({ dataDir });
  const admin = await loginAs(app, 'admin');
  await app.inject({ method: 'POST', url: '/api/user/updateUser', headers: auth(admin), payload: { id: 2, name } });
  return app;
};

/** The analyst's name, as the admin lists it. */
const analystName = async (app: FastifyInstance) => {
  const token = await loginAs(app, 'admin');
  const users = await app.inject({ url: '/api/user/listTeamUser?keyword=analyst', headers: auth(token) });
  return users.json<{ data: { resultData: { name: string }[] } }>().data.resultData[0]?.name;
};

describe('persistence across restarts (MOCK_DATA_DIR)', () => {
  it('keeps accounts, enable states, sessions and recorded requests', async () => {
    const dataDir = makeDataDir();
    const first = await makeTestApp({ dataDir });
    const admin = await loginAs(first, 'admin');
    const post = (url: string, payload: object) => first.inject({ method: 'POST', url, payload, headers: auth(admin) });
    expect((await post('/api/user/saveUser', makeUser())).statusCode).toBe(200);
    expect((await post('/api/user/teamEnableType', { teamId: 4, enableType: 0 })).statusCode).toBe(200);
    await first.inject({ url: '/api/lite/common/pageList', headers: auth(admin) });
    await first.close();

    const second = await makeTestApp({ dataDir });
    // the session survived, so did the account and the team state
    const users = await second.inject({ url: '/api/user/listTeamUser?keyword=persisted', headers: auth(admin) });
    expect(users.statusCode).toBe(200);
    expect(users.json().data.resultData[0]).toMatchObject({ account: 'persisted.user', teamId: 3 });
    const teams = await second.inject({ url: '/api/user/listTeam?perPage=10', headers: auth(admin) });
    expect(teams.json().data.resultData.find((team: { id: number }) => team.id === 4).enableType).toBe(0);
    await loginAs(second, 'persisted.user', 'secret123');
    // the request log was flushed on close
    const requests = await second.inject({
      url: `/api/lite/api/page?userType=1&keyword=admin&startDate=${TEST_TODAY}&orderBy=asc`,
      headers: auth(admin),
    });
    expect(requests.json().data.resultData.map((row: { path: string }) => row.path)).toContain(
      '/api/lite/common/pageList',
    );
    await second.close();
  });

  it('survives a truncated state file: moved aside, started from the seed', async () => {
    const dataDir = makeDataDir();
    const first = await serverWithAnalystRenamed(dataDir, '会丢失');
    await first.close();
    const file = join(dataDir, STATE_FILE);
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 1000));

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await makeTestApp({ dataDir });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/WARNING: .*state\.json is unreadable/));
    warn.mockRestore();
    expect(readdirSync(dataDir).some((name) => name.startsWith('state.json.corrupt-'))).toBe(true);
    expect(await analystName(second)).toBe('陈思远');
    await second.close();
  });

  it('keeps the seeded state after POST /__mock/reset, across a restart', async () => {
    const dataDir = makeDataDir();
    const first = await serverWithAnalystRenamed(dataDir, '重置前');
    expect((await first.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(200);
    await first.close();
    const second = await makeTestApp({ dataDir });
    expect(await analystName(second)).toBe('陈思远');
    await second.close();
  });
});
