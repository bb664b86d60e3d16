import { describe, expect, it } from 'vitest';
import { auth, loginAs, TEST_TODAY, useTestApp } from '../../test/helper.ts';

const server = useTestApp('admin');

const post = (url: string, payload: unknown, token?: string) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? auth(token) : {} });

const makeRegistration = (overrides: Record<string, unknown> = {}) => ({
  phone: '13700001111',
  code: '000000',
  password: 'secret123',
  name: '新用户',
  ...overrides,
});

const latestEvents = async (eventType: number, userType: 1 | 2 = 2) => {
  const response = await server.app.inject({
    url: `/api/lite/event/detail?eventTypeList=${eventType}&userType=${userType}&startDate=${TEST_TODAY}&orderBy=desc`,
    headers: auth(server.token),
  });
  return response.json<{ data: { resultData: { account: string; detail: string; userId: number | null }[] } }>().data
    .resultData;
};

describe('POST /api/user/login', () => {
  it('issues a random token that expires in 7 days, and records the login', async () => {
    const before = Date.now();
    const first = await post('/api/user/login', { account: 'analyst', password: 'analyst123' });
    const second = await post('/api/user/login', { account: 'analyst', password: 'analyst123' });
    expect(first.statusCode).toBe(200);
    const { token, expireAt } = first.json<{ data: { token: string; expireAt: string } }>().data;
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(second.json<{ data: { token: string } }>().data.token).not.toBe(token);
    const lifetime = Date.parse(expireAt) - before;
    expect(lifetime).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThan(7 * 86_400_000 + 60_000);
    const logins = await latestEvents(1);
    expect(logins[0]).toMatchObject({ account: 'analyst', userId: 2 });
  });

  it('accepts the account in any case', async () => {
    expect((await post('/api/user/login', { account: 'ADMIN', password: 'admin123' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account with the same 400', async () => {
    const wrong = await post('/api/user/login', { account: 'admin', password: 'nope' });
    const unknown = await post('/api/user/login', { account: 'nobody', password: 'admin123' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().resFormatMsg).toBe('账号或密码错误');
    expect(unknown.json().resFormatMsg).toBe('账号或密码错误');
  });

  it('names the field of a malformed body', async () => {
    const response = await post('/api/user/login', { account: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.password', resFormatMsg: '密码不能为空' });
    const english = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { account: 'admin' },
    });
    expect(english.json()).toMatchObject({ field: 'body.password', resFormatMsg: 'The password is required' });
  });

  it('lets a generated account log in with <account>123', async () => {
    const teams = await server.app.inject({ url: '/api/user/listTeam?perPage=100', headers: auth(server.token) });
    const team = teams
      .json<{ data: { resultData: { id: number; enableType: number; userCount: number }[] } }>()
      .data.resultData.find((candidate) => candidate.id > 3 && candidate.enableType === 1 && candidate.userCount > 0)!;
    const list = await server.app.inject({
      url: `/api/user/listTeamUser?teamId=${team.id}&enableTypeList=1&perPage=1`,
      headers: auth(server.token),
    });
    const [user] = list.json<{ data: { resultData: { account: string }[] } }>().data.resultData;
    const response = await post('/api/user/login', { account: user!.account, password: `${user!.account}123` });
    expect(response.statusCode).toBe(200);
  });
});

describe('sendCode and register', () => {
  it('sends a code (event type 3) and registers a self-registered external trial user with it', async () => {
    const phone = '13700002222';
    const sent = await post('/api/user/sendCode', { phone });
    expect(sent.statusCode).toBe(200);
    const { debugCode, expiresInSeconds } = sent.json<{ data: { debugCode: string; expiresInSeconds: number } }>().data;
    expect(debugCode).toMatch(/^\d{6}$/);
    expect(expiresInSeconds).toBe(300);

    const wrongCode = String((Number(debugCode) + 1) % 1_000_000).padStart(6, '0');
    const refused = await post('/api/user/register', makeRegistration({ phone, code: wrongCode }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'body.code', resFormatMsg: '验证码错误' });

    const registered = await post(
      '/api/user/register',
      makeRegistration({ phone, code: debugCode, name: '王新', company: '测试新公司' }),
    );
    expect(registered.statusCode).toBe(200);
    const { token } = registered.json<{ data: { token: string } }>().data;

    const config = await server.app.inject({
      url: '/api/user/listTeamUser?keyword=13700002222',
      headers: auth(server.token),
    });
    const [user] = config.json<{ data: { resultData: Record<string, unknown>[] } }>().data.resultData;
    expect(user).toMatchObject({
      account: phone,
      name: '王新',
      teamName: '测试新公司',
      userType: 2,
      registerType: 2,
      trial: true,
      downloadPermission: false,
      platformList: [1, 2],
      expireAt: '2026-11-22',
      enableType: 1,
    });
    // the token works, and the new user can log in with the password
    expect((await post('/api/user/logout', {}, token)).statusCode).toBe(200);
    expect((await post('/api/user/login', { account: phone, password: 'secret123' })).statusCode).toBe(200);

    // the SMS code was recorded as an anonymous event (the phone had no account yet), masked
    const sms = await latestEvents(3);
    expect(sms[0]).toMatchObject({ userId: null, detail: '137****2222 注册' });
  });

  it('refuses a code that was never sent, and a phone that is already registered', async () => {
    const notSent = await post('/api/user/register', makeRegistration({ phone: '13700003333' }));
    expect(notSent.statusCode).toBe(400);
    expect(notSent.json().resFormatMsg).toMatch(/验证码已过期/);

    const code = (await post('/api/user/sendCode', { phone: '13800000002' })).json<{ data: { debugCode: string } }>()
      .data.debugCode;
    const taken = await post('/api/user/register', makeRegistration({ phone: '13800000002', code }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ field: 'body.phone', resFormatMsg: '该手机号已注册，请直接登录' });
  });

  it('forgets a code after five wrong attempts', async () => {
    const phone = '13700004444';
    const code = (await post('/api/user/sendCode', { phone })).json<{ data: { debugCode: string } }>().data.debugCode;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await post('/api/user/register', makeRegistration({ phone, code: wrong }));
    const late = await post('/api/user/register', makeRegistration({ phone, code }));
    expect(late.statusCode).toBe(400);
    expect(late.json().resFormatMsg).toMatch(/验证码已过期/);
  });

  it('validates the phone', async () => {
    const response = await post('/api/user/sendCode', { phone: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.phone', resFormatMsg: '手机号应为 11 位数字' });
  });
});

describe('POST /api/user/logout', () => {
  it('ends only the session it is called with', async () => {
    const one = await loginAs(server.app, 'analyst');
    const two = await loginAs(server.app, 'analyst');
    expect((await post('/api/user/logout', {}, one)).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/common/checkManager', headers: auth(one) })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/api/common/checkManager', headers: auth(two) })).statusCode).not.toBe(401);
  });

  it('needs a session', async () => {
    expect((await post('/api/user/logout', {})).statusCode).toBe(401);
  });
});
