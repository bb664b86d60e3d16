import { afterEach, describe, expect, it } from 'vitest';
import { auth, loginAs, makeTestApp, useTestApp } from '../../test/helper.ts';
import { pathMatcher } from '../plugins/faults.ts';

const server = useTestApp('admin');
afterEach(async () => {
  await server.app.inject({ method: 'DELETE', url: '/__mock/faults' });
});

const COUNT = '/api/user/teamUserCount';
const call = (url = COUNT, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { ...auth(server.token), ...headers } });
const addRule = (rule: object) => server.app.inject({ method: 'POST', url: '/__mock/faults', payload: rule });

describe('per-request fault headers', () => {
  it('answers x-mock-status with an envelope of that status, before authentication', async () => {
    const response = await call(COUNT, { 'x-mock-status': '500' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, data: null, resFormatMsg: '模拟故障：HTTP 500' });
    const anonymous = await server.app.inject({ url: COUNT, headers: { 'x-mock-status': '403' } });
    expect(anonymous.statusCode).toBe(403);
  });

  it('waits x-mock-delay-ms, then answers normally', async () => {
    const started = performance.now();
    const response = await call(COUNT, { 'x-mock-delay-ms': '120' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['x-mock-status', 'abc', '请求头 x-mock-status 应为 200 到 599 之间的整数'],
    ['x-mock-status', '99', '请求头 x-mock-status 应为 200 到 599 之间的整数'],
    ['x-mock-delay-ms', '-5', '请求头 x-mock-delay-ms 应为 0 到 60000 之间的整数'],
    ['x-mock-delay-ms', '600000', '请求头 x-mock-delay-ms 应为 0 到 60000 之间的整数'],
  ])('refuses %s: %s', async (header, value, message) => {
    const response = await call(COUNT, { [header]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: `headers.${header}`, resFormatMsg: message });
  });
});

describe('fault rules', () => {
  it('fails the matching requests the given number of times', async () => {
    const added = await addRule({ path: COUNT, status: 503, times: 2, resFormatMsg: '维护中' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ id: 1, path: COUNT, status: 503, times: 2, rate: 1 });
    const first = await call();
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ code: 503, data: null, resFormatMsg: '维护中' });
    expect((await call()).statusCode).toBe(503);
    expect((await call()).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/__mock/faults' })).json().data).toEqual([]);
  });

  it('matches paths with * and only the given method', async () => {
    await addRule({ method: 'post', path: '/api/user/*', status: 500 });
    expect((await call()).statusCode).toBe(200);
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/user/userEnableType',
      headers: auth(server.token),
      payload: { userId: 5, enableType: 1 },
    });
    expect(post.statusCode).toBe(500);
    await addRule({ path: '/api/*/teamUserCount', status: 418 });
    expect((await call()).statusCode).toBe(418);
  });

  it('leaves resFormatMsg out when it is null, and the body empty with emptyBody', async () => {
    await addRule({ path: COUNT, status: 500, resFormatMsg: null, times: 1 });
    const bare = await call();
    expect(bare.statusCode).toBe(500);
    expect(bare.json()).toEqual({ code: 500, data: null });
    await addRule({ path: COUNT, status: 502, emptyBody: true, times: 1 });
    const empty = await call();
    expect(empty.statusCode).toBe(502);
    expect(empty.body).toBe('');
  });

  it('sends the field a rule names, as a server refusal of one form field would', async () => {
    await addRule({ path: COUNT, status: 400, resFormatMsg: '关键词不能为空', field: 'body.keyword', times: 1 });
    const refused = await call();
    expect(refused.json()).toEqual({ code: 400, data: null, resFormatMsg: '关键词不能为空', field: 'body.keyword' });
  });

  it('fails a seeded share of requests with rate: the same pattern every time', async () => {
    const pattern = async () => {
      await server.app.inject({ method: 'DELETE', url: '/__mock/faults' });
      await addRule({ path: COUNT, status: 500, rate: 0.3 });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await call()).statusCode);
      return statuses;
    };
    const first = await pattern();
    const failures = first.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(30);
    expect(await pattern()).toEqual(first);
  });

  it('delays with delayMs and no status', async () => {
    await addRule({ path: COUNT, delayMs: 100 });
    const started = performance.now();
    expect((await call()).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it.each([
    [{ path: COUNT }, 'body', '规则需要 status 或 delayMs'],
    [{ path: 'api/x', status: 500 }, 'body.path', '页面路径格式不正确'],
    [{ path: COUNT, status: 700 }, 'body.status', '状态码不能大于 599'],
    [{ path: COUNT, status: 500, rate: 2 }, 'body.rate', '触发比例不能大于 1'],
    [{ path: COUNT, status: 500, times: 0 }, 'body.times', '次数不能小于 1'],
    [{ path: COUNT, status: 500, method: 'TRACE' }, 'body.method', '请求方法只能是 '],
    [{ path: COUNT, status: 500, extra: true }, 'body.extra', '不认识的字段：extra'],
    [{ path: COUNT, delayMs: 5, emptyBody: true }, 'body.emptyBody', 'emptyBody 需要同时给出 status'],
  ])('refuses the rule %j', async (rule, field, message) => {
    const response = await addRule(rule);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    expect(response.json().resFormatMsg).toContain(message);
  });

  it('never applies to the control routes themselves', async () => {
    await addRule({ path: '/*', status: 500 });
    expect((await server.app.inject({ url: '/__mock/faults', headers: { 'x-mock-status': '500' } })).statusCode).toBe(
      200,
    );
    expect((await call()).statusCode).toBe(500);
  });
});

describe('POST /__mock/reset', () => {
  it('restores the seeded state and clears the rules', async () => {
    const token = await loginAs(server.app, 'admin');
    await server.app.inject({
      method: 'POST',
      url: '/api/user/updateUser',
      headers: auth(token),
      payload: { id: 2, name: '改名' },
    });
    await addRule({ path: '/api/lite/*', status: 500 });
    const reset = await server.app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(reset.json()).toEqual({ code: 200, data: { reset: true } });
    expect((await server.app.inject({ url: '/__mock/faults' })).json().data).toEqual([]);
    // sessions are part of the state: log in again
    expect((await call(COUNT, auth(token))).statusCode).toBe(401);
    server.token = await loginAs(server.app, 'admin');
    const list = await call('/api/user/listTeamUser?keyword=analyst');
    expect(list.json().data.resultData[0].name).toBe('陈思远');
  });
});

describe('control routes switched off', () => {
  it('has no /__mock routes with control off', async () => {
    const closed = await makeTestApp({ control: false });
    expect((await closed.inject({ method: 'POST', url: '/__mock/reset' })).statusCode).toBe(404);
    expect((await closed.inject({ method: 'POST', url: '/__mock/faults', payload: { path: '/x' } })).statusCode).toBe(
      404,
    );
    await closed.close();
  });
});

describe('pathMatcher', () => {
  it('matches exactly, or with * across segments', () => {
    expect(pathMatcher('/api/a').test('/api/a')).toBe(true);
    expect(pathMatcher('/api/a').test('/api/ab')).toBe(false);
    expect(pathMatcher('/api/*').test('/api/a/b')).toBe(true);
    expect(pathMatcher('/api/(x)+').test('/api/(x)+')).toBe(true);
    expect(pathMatcher('/api/(x)+').test('/api/xx')).toBe(false);
  });
});
