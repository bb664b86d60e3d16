import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { auth, loginAs, makeDataDir, makeTestApp } from '../../test/helper.ts';
import { STATE_FILE } from '../state/store.ts';
import type { PersistentState } from '../state/types.ts';

const dataDir = makeDataDir();
let app: FastifyInstance;
let admin: string;
let analyst: string;
let trial: string;

beforeAll(async () => {
  app = await makeTestApp({ dataDir });
  [admin, analyst, trial] = await Promise.all([loginAs(app, 'admin'), loginAs(app, 'analyst'), loginAs(app, 'trial')]);
});
afterAll(() => app.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(token === undefined ? {} : auth(token)), ...headers } });

const expectFailure = (response: { statusCode: number; json: () => unknown }, status: number, message: RegExp) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code: status, data: null, resFormatMsg: expect.stringMatching(message) });
};

describe('authentication (401)', () => {
  it('refuses a missing token', async () => {
    expectFailure(await get('/api/user/teamUserCount'), 401, /请先登录/);
  });

  it('refuses an unknown token, raw or as Bearer', async () => {
    expectFailure(await get('/api/user/teamUserCount', 'not-a-token'), 401, /登录已失效/);
    expectFailure(await get('/api/user/teamUserCount', undefined, { authorization: 'Bearer nope' }), 401, /登录已失效/);
  });

  it('accepts the token raw and as Bearer', async () => {
    expect((await get('/api/user/teamUserCount', admin)).statusCode).toBe(200);
    expect((await get('/api/user/teamUserCount', undefined, { authorization: `Bearer ${admin}` })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 before validating the input', async () => {
    expectFailure(await get('/api/category/brandRank?platform=3'), 401, /请先登录/);
    expectFailure(await get('/api/user/listTeamUser?page=-4', 'wrong'), 401, /登录已失效/);
  });

  it('leaves public endpoints open', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/sendCode', payload: { phone: '13912345678' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a session after logout', async () => {
    const token = await loginAs(app, 'analyst');
    expect((await get('/api/common/checkManager', token)).statusCode).not.toBe(401);
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expectFailure(await get('/api/common/checkManager', token), 401, /登录已失效/);
  });
});

describe('permissions (403)', () => {
  it('keeps non-managers out of the admin endpoints', async () => {
    expectFailure(await get('/api/user/listTeamUser', analyst), 403, /需要管理员权限/);
    expectFailure(
      await app.inject({
        method: 'POST',
        url: '/api/user/userEnableType',
        headers: auth(analyst),
        payload: { userId: 5, enableType: 0 },
      }),
      403,
      /需要管理员权限/,
    );
  });

  it('keeps non-managers out of the usage statistics', async () => {
    expectFailure(await get('/api/lite/common/pageList', analyst), 403, /需要管理员权限/);
    expectFailure(await get('/api/lite/user/page', trial), 403, /需要管理员权限/);
  });

  it('refuses a locked platform in the query, after validation', async () => {
    expectFailure(await get('/api/category/brandRank?platform=4', trial), 403, /您没有该平台的权限：抖音/);
    // an invalid platform is still a 400, not a 403
    expect((await get('/api/category/brandRank?platform=3', trial)).statusCode).toBe(400);
    // an allowed one passes the permission check
    expect([200, 501]).toContain((await get('/api/category/brandRank?platform=1', trial)).statusCode);
  });

  it('refuses a locked platform in a body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/monitor/add',
      headers: auth(trial),
      payload: { menuKey: 'brand', entityId: 1, platform: 4 },
    });
    expectFailure(response, 403, /没有该平台的权限/);
  });

  it('refuses downloads without downloadPermission', async () => {
    expectFailure(await get('/api/category/brandRankDownload?platform=1', trial), 403, /下载权限/);
    expect([200, 501]).toContain((await get('/api/category/brandRankDownload?platform=1', analyst)).statusCode);
  });

  it('refuses an expired trial at login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'expired', password: 'expired123' },
    });
    expectFailure(response, 403, /试用已于 2026-11-12 到期/);
  });
});

describe('sessions that stop working', () => {
  it('refuses an expired token, an expired trial and a disabled user with a live session', async () => {
    const token = await loginAs(app, 'analyst');
    const trialToken = await loginAs(app, 'trial');
    const userToken = await loginAs(app, 'analyst');
    await app.close();
    // change the saved state behind the server's back, as time passing would
    const file = join(dataDir, STATE_FILE);
    const state = JSON.parse(readFileSync(file, 'utf8')) as PersistentState;
    state.sessions.find((session) => session.token === token)!.expiresAt = '2020-01-01T00:00:00.000Z';
    state.users.find((user) => user.account === 'trial')!.expireAt = '2026-11-14';
    writeFileSync(file, JSON.stringify(state));
    app = await makeTestApp({ dataDir });

    expectFailure(await get('/api/common/checkManager', token), 401, /登录已过期/);
    expectFailure(await get('/api/common/checkManager', trialToken), 403, /试用已于 2026-11-14 到期/);
    // a blocked user may still log out
    expect((await app.inject({ method: 'POST', url: '/api/user/logout', headers: auth(trialToken) })).statusCode).toBe(
      200,
    );

    const disable = await app.inject({
      method: 'POST',
      url: '/api/user/userEnableType',
      headers: auth(await loginAs(app, 'admin')),
      payload: { userId: 2, enableType: 0 },
    });
    expect(disable.statusCode).toBe(200);
    expectFailure(await get('/api/common/checkManager', userToken), 403, /账号已被停用/);
  });
});
