import { describe, expect, it } from 'vitest';
import { auth, loginAs, useTestApp } from '../../test/helper.ts';

interface Row {
  id: number;
  account: string;
  name: string;
  phone: string;
  teamId: number;
  teamName: string;
  userType: number;
  packageType: number;
  payState: number;
  registerType: number;
  enableType: number;
  platformList: number[];
  trial: boolean;
  createdAt: string;
  expireAt: string | null;
  downloadPermission: boolean;
}

const server = useTestApp('admin');

const list = async (query: string) => {
  const response = await server.app.inject({ url: `/api/user/listTeamUser?${query}`, headers: auth(server.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { resultData: Row[]; total: number } }>().data;
};
/** every matching row, through the pages */
const all = async (query: string) => {
  const first = await list(`${query}&perPage=100&page=1`);
  const rows = [...first.resultData];
  for (let page = 2; rows.length < first.total; page++)
    rows.push(...(await list(`${query}&perPage=100&page=${page}`)).resultData);
  return rows;
};
const post = (url: string, payload: object, token = server.token) =>
  server.app.inject({ method: 'POST', url, payload, headers: auth(token) });

const makeNewUser = (overrides: Record<string, unknown> = {}) => ({
  account: 'new.person',
  password: 'secret123',
  name: '新同事',
  phone: '13600000001',
  teamId: 3,
  userType: 2,
  packageType: 2,
  payState: 1,
  platformList: [1, 2],
  trial: false,
  downloadPermission: true,
  expireAt: null,
  ...overrides,
});

describe('GET /api/user/listTeamUser', () => {
  it('applies the defaults: external users, every pay/enable/register state, any of the three platforms', async () => {
    const rows = await all('');
    expect(rows.length).toBeGreaterThan(150);
    expect(rows.every((row) => row.userType === 2)).toBe(true);
    expect(new Set(rows.map((row) => row.enableType))).toEqual(new Set([0, 1]));
    expect(new Set(rows.map((row) => row.payState))).toEqual(new Set([0, 1, 2]));
    expect(new Set(rows.map((row) => row.registerType))).toEqual(new Set([1, 2]));
    const { total } = await list('');
    expect(total).toBe(rows.length);
  });

  it('pages with perPage 20 by default, newest accounts first', async () => {
    const first = await list('');
    const second = await list('page=2');
    expect(first.resultData).toHaveLength(20);
    expect(second.resultData[0]!.id).not.toBe(first.resultData[0]!.id);
    const both = [...first.resultData, ...second.resultData];
    for (let i = 1; i < both.length; i++) expect(both[i - 1]!.createdAt >= both[i]!.createdAt).toBe(true);
    expect((await list('page=1000')).resultData).toEqual([]);
  });

  it.each([
    ['userType=1', (row: Row) => row.userType === 1],
    ['packageTypeList=3&packageTypeList=4', (row: Row) => row.packageType >= 3],
    ['payStateList=2', (row: Row) => row.payState === 2],
    ['enableTypeList=0', (row: Row) => row.enableType === 0],
    ['registerType=2', (row: Row) => row.registerType === 2],
    ['platformList=4', (row: Row) => row.platformList.includes(4)],
    ['teamId=2', (row: Row) => row.teamId === 2],
    ['startDate=2026-10-01&endDate=2026-10-31', (row: Row) => row.createdAt.slice(0, 7) === '2026-10'],
  ])('filters with %s', async (query, test) => {
    const rows = await all(query);
    const unfiltered = await all(query.startsWith('userType') ? 'userType=1' : '');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every(test)).toBe(true);
    // and misses none
    expect(rows.length).toBe(unfiltered.filter(test).length);
  });

  it('searches account, name and phone with keyword', async () => {
    expect((await list('keyword=analyst')).resultData.map((row) => row.account)).toEqual(['analyst']);
    expect((await list('keyword=陈思远')).resultData.map((row) => row.account)).toEqual(['analyst']);
    expect((await list('keyword=13800000002')).resultData.map((row) => row.account)).toEqual(['analyst']);
    expect((await list('keyword=ANALYST')).total).toBe(1);
  });

  it('refuses an inverted date range and bad values, naming the field', async () => {
    const inverted = await server.app.inject({
      url: '/api/user/listTeamUser?startDate=2026-11-01&endDate=2026-10-01',
      headers: auth(server.token),
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({ field: 'querystring.endDate', resFormatMsg: '结束日期不能早于开始日期' });
    const bad = await server.app.inject({ url: '/api/user/listTeamUser?perPage=500', headers: auth(server.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'querystring.perPage', resFormatMsg: '每页条数不能大于 100' });
  });
});

describe('GET /api/user/teamUserCount and /listTeam', () => {
  it('counts all accounts, and one team', async () => {
    const response = await server.app.inject({ url: '/api/user/teamUserCount', headers: auth(server.token) });
    const counts = response.json<{
      data: { total: number; enabled: number; disabled: number; internal: number; external: number; trial: number };
    }>().data;
    expect(counts.total).toBeGreaterThanOrEqual(290);
    expect(counts.enabled + counts.disabled).toBe(counts.total);
    expect(counts.internal + counts.external).toBe(counts.total);
    expect(counts.trial).toBeGreaterThan(0);
    const external = await all('');
    expect(counts.external).toBe(external.length);

    const team = await server.app.inject({ url: '/api/user/teamUserCount?teamId=1', headers: auth(server.token) });
    expect(team.json<{ data: { total: number; internal: number } }>().data).toMatchObject({
      total: (await all('userType=1&teamId=1')).length,
    });
    expect(
      (await server.app.inject({ url: '/api/user/teamUserCount?teamId=9999', headers: auth(server.token) })).statusCode,
    ).toBe(404);
  });

  it('lists teams with their user counts, by keyword, paged', async () => {
    const response = await server.app.inject({ url: '/api/user/listTeam?perPage=100', headers: auth(server.token) });
    const { resultData, total } = response.json<{
      data: { resultData: { id: number; name: string; userCount: number }[]; total: number };
    }>().data;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(resultData).toHaveLength(total);
    const counted = resultData.reduce((sum, team) => sum + team.userCount, 0);
    const counts = await server.app.inject({ url: '/api/user/teamUserCount', headers: auth(server.token) });
    expect(counted).toBe(counts.json<{ data: { total: number } }>().data.total);

    // generated team names come from the seed: search for the start of one
    const keyword = resultData.find((team) => team.id > 2)!.name.slice(0, 2);
    const search = await server.app.inject({
      url: `/api/user/listTeam?keyword=${encodeURIComponent(keyword)}`,
      headers: auth(server.token),
    });
    const found = search.json<{ data: { resultData: { name: string }[]; total: number } }>().data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.resultData.every((team) => team.name.includes(keyword))).toBe(true);

    const paged = await server.app.inject({ url: '/api/user/listTeam?perPage=5&page=2', headers: auth(server.token) });
    expect(paged.json<{ data: { resultData: { id: number }[] } }>().data.resultData.map((team) => team.id)).toEqual(
      resultData.slice(5, 10).map((team) => team.id),
    );
  });
});

describe('changes', () => {
  it('disables a team: its users cannot log in, their live sessions stop; enabling restores', async () => {
    const analyst = await loginAs(server.app, 'analyst');
    expect((await post('/api/user/teamEnableType', { teamId: 3, enableType: 0 })).statusCode).toBe(200);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'analyst', password: 'analyst123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().resFormatMsg).toMatch(/团队「.+」已被停用/);
    const live = await server.app.inject({ url: '/api/common/checkManager', headers: auth(analyst) });
    expect(live.statusCode).toBe(403);
    expect((await post('/api/user/teamEnableType', { teamId: 3, enableType: 1 })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/common/checkManager', headers: auth(analyst) })).statusCode).not.toBe(
      403,
    );
  });

  it('refuses unknown teams and users (404), and disabling oneself (400)', async () => {
    expect((await post('/api/user/teamEnableType', { teamId: 999, enableType: 0 })).statusCode).toBe(404);
    expect((await post('/api/user/userEnableType', { userId: 9999, enableType: 0 })).statusCode).toBe(404);
    const self = await post('/api/user/userEnableType', { userId: 1, enableType: 0 });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: 'body.userId', resFormatMsg: '不能停用自己的账号' });
    // team 1 holds every manager: disabling it is refused as leaving no manager
    expect((await post('/api/user/teamEnableType', { teamId: 1, enableType: 0 })).statusCode).toBe(409);
  });

  it('disables and enables a user', async () => {
    expect((await post('/api/user/userEnableType', { userId: 3, enableType: 0 })).statusCode).toBe(200);
    expect((await list('keyword=trial&enableTypeList=0')).total).toBe(1);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'trial', password: 'trial123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().resFormatMsg).toMatch(/账号已被停用/);
    expect((await post('/api/user/userEnableType', { userId: 3, enableType: 1 })).statusCode).toBe(200);
    expect((await list('keyword=trial&enableTypeList=1')).total).toBe(1);
  });

  it('updates only the given fields', async () => {
    const [before] = (await list('keyword=analyst')).resultData;
    const response = await post('/api/user/updateUser', { id: 2, name: '陈思远（改）', platformList: [1] });
    expect(response.statusCode).toBe(200);
    const after = response.json<{ data: Row }>().data;
    expect(after).toEqual({ ...before, name: '陈思远（改）', platformList: [1] });
    expect((await list('keyword=analyst')).resultData[0]).toEqual(after);
    await post('/api/user/updateUser', { id: 2, name: '陈思远', platformList: [1, 2, 4] });
  });

  it('refuses updates of unknown users (404), unknown teams and taken phones (400)', async () => {
    expect((await post('/api/user/updateUser', { id: 9999, name: 'x' })).statusCode).toBe(404);
    const team = await post('/api/user/updateUser', { id: 2, teamId: 9999 });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toMatchObject({ field: 'body.teamId', resFormatMsg: '没有编号为 9999 的团队' });
    const phone = await post('/api/user/updateUser', { id: 2, phone: '13800000001' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({
      field: 'body.phone',
      resFormatMsg: '手机号 13800000001 已被账号「admin」使用',
    });
    const unknown = await post('/api/user/updateUser', { id: 2, password: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'body.password', resFormatMsg: '不认识的字段：password' });
  });

  it('creates a user who can log in; a duplicate account is a 400 naming the field', async () => {
    const response = await post('/api/user/saveUser', makeNewUser());
    expect(response.statusCode).toBe(200);
    const created = response.json<{ data: Row }>().data;
    expect(created).toMatchObject({ account: 'new.person', registerType: 1, enableType: 1, teamId: 3 });
    expect((await list('keyword=new.person')).resultData[0]).toEqual(created);
    await loginAs(server.app, 'new.person', 'secret123');

    const duplicate = await post('/api/user/saveUser', makeNewUser({ account: 'NEW.PERSON', phone: '13600000002' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({ field: 'body.account', resFormatMsg: '账号「new.person」已存在' });
    const phone = await post('/api/user/saveUser', makeNewUser({ account: 'other.person' }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ field: 'body.phone', resFormatMsg: expect.stringMatching(/^手机号 /) });
    const badAccount = await post('/api/user/saveUser', makeNewUser({ account: 'a b' }));
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json()).toMatchObject({ field: 'body.account', resFormatMsg: '账号格式不正确' });
  });
});

describe('safety: the admin area keeps a manager', () => {
  /** every enabled manager, through the list (internal and external) */
  const enabledManagers = async () =>
    (await all('userType=1&enableTypeList=1'))
      .concat(await all('userType=2&enableTypeList=1'))
      .filter((row) => (row as Row & { isManager: boolean }).isManager);

  it('refuses to disable oneself (400), and the last enabled manager (409), each with a message naming the field', async () => {
    const others = (await enabledManagers()).filter((row) => row.id !== 1);
    expect(others.length).toBeGreaterThan(0);
    // with other managers around, the refusal is about oneself
    const self = await post('/api/user/userEnableType', { userId: 1, enableType: 0 });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ field: 'body.userId', resFormatMsg: '不能停用自己的账号' });

    // disabling the other managers is allowed ...
    for (const row of others)
      expect((await post('/api/user/userEnableType', { userId: row.id, enableType: 0 })).statusCode).toBe(200);
    expect((await enabledManagers()).map((row) => row.id)).toEqual([1]);
    // ... and then the caller is the last one: that is the reason given
    const last = await post('/api/user/userEnableType', { userId: 1, enableType: 0 });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      field: 'body.userId',
      resFormatMsg: expect.stringMatching(/^不能停用最后一位启用的管理员/),
    });
    const lastTeam = await post('/api/user/teamEnableType', { teamId: 1, enableType: 0 });
    expect(lastTeam.statusCode).toBe(409);
    expect(lastTeam.json()).toMatchObject({
      field: 'body.teamId',
      resFormatMsg: expect.stringMatching(/^不能停用最后一位启用的管理员/),
    });
    // nothing changed: the caller still works, and enabling is never refused
    expect((await server.app.inject({ url: '/api/user/teamUserCount', headers: auth(server.token) })).statusCode).toBe(
      200,
    );
    for (const row of others)
      expect((await post('/api/user/userEnableType', { userId: row.id, enableType: 1 })).statusCode).toBe(200);
    expect(await enabledManagers()).toHaveLength(others.length + 1);
  });

  it("refuses to disable one's own team while other managers remain (400)", async () => {
    // a manager elsewhere keeps the admin area usable, so the refusal is about the caller's own team
    const other = (await enabledManagers()).find((row) => row.id !== 1)!;
    expect((await post('/api/user/updateUser', { id: other.id, teamId: 3 })).statusCode).toBe(200);
    const response = await post('/api/user/teamEnableType', { teamId: 1, enableType: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.teamId', resFormatMsg: '不能停用自己所在的团队' });
    await post('/api/user/updateUser', { id: other.id, teamId: other.teamId });
  });
});

describe('a disabled account', () => {
  it('loses its live session at once and cannot sign in; enabling gives both back', async () => {
    const created = (
      await post('/api/user/saveUser', makeNewUser({ account: 'soon.gone', phone: '13600000091' }))
    ).json<{ data: Row }>().data;
    const token = await loginAs(server.app, 'soon.gone', 'secret123');
    const use = () => server.app.inject({ url: '/api/common/userConfig', headers: auth(token) });
    expect((await use()).statusCode).toBe(200);

    expect((await post('/api/user/userEnableType', { userId: created.id, enableType: 0 })).statusCode).toBe(200);
    // 403 (not 401): the token is genuine but the account may not be used; the message says why, and the web
    // app signs out on 401 and 403 alike
    const refused = await use();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().resFormatMsg).toMatch(/账号已被停用/);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { account: 'soon.gone', password: 'secret123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().resFormatMsg).toMatch(/账号已被停用/);

    expect((await post('/api/user/userEnableType', { userId: created.id, enableType: 1 })).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(200);
  });
});

describe('validation of saveUser and updateUser (contract)', () => {
  it.each([
    [{ account: 'ab' }, 'body.account', '账号格式不正确'],
    [{ account: 'has space' }, 'body.account', '账号格式不正确'],
    [{ password: '12345' }, 'body.password', '密码至少需要 6 个字符'],
    [{ name: '' }, 'body.name', '名称不能为空'],
    [{ name: '   ' }, 'body.name', '名称不能为空'],
    [{ name: 'x'.repeat(33) }, 'body.name', '名称不能超过 32 个字符'],
    [{ phone: '12345' }, 'body.phone', '手机号应为 11 位数字'],
    [{ platformList: [] }, 'body.platformList', '平台至少需要 1 项'],
    [{ platformList: [1, 1] }, 'body.platformList', '平台不能有重复的值'],
    [{ platformList: [3] }, 'body.platformList.0', '平台只能是 1、2、4'],
    [{ userType: 3 }, 'body.userType', '用户类型只能是 1、2'],
    [{ packageType: 99 }, 'body.packageType', '套餐只能是 1、2、3、4'],
    [{ payState: 7 }, 'body.payState', '付费状态只能是 0、1、2'],
    [{ expireAt: '2026-02-30' }, 'body.expireAt', '到期日 2026-02-30 不是有效日期'],
    [{ expireAt: '26-1-1' }, 'body.expireAt', '到期日应为 YYYY-MM-DD 格式的日期'],
    [{ teamId: 9999 }, 'body.teamId', '没有编号为 9999 的团队'],
    [{ isManager: true }, 'body.isManager', '不认识的字段：isManager'],
  ])('saveUser refuses %j (400, naming %s), and creates nothing', async (change, field, message) => {
    const before = await list('keyword=bad.input&userType=2');
    const response = await post(
      '/api/user/saveUser',
      makeNewUser({ account: 'bad.input', phone: '13600000099', ...change }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ field, resFormatMsg: message });
    expect(await list('keyword=bad.input&userType=2')).toEqual(before);
  });

  it.each(['account', 'password', 'name', 'phone', 'teamId', 'platformList'])('saveUser requires %s', async (field) => {
    const payload: Record<string, unknown> = makeNewUser({ account: 'no.field', phone: '13600000098' });
    delete payload[field];
    const response = await post('/api/user/saveUser', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(`body.${field}`);
    expect(response.json().resFormatMsg).toMatch(/^(账号|密码|名称|手机号|团队|平台)不能为空$/);
  });

  it.each([
    [{ phone: 'abc' }, 'body.phone', '手机号应为 11 位数字'],
    [{ name: ' ' }, 'body.name', '名称不能为空'],
    [{ platformList: [] }, 'body.platformList', '平台至少需要 1 项'],
    [{ account: 'renamed' }, 'body.account', '不认识的字段：account'],
  ])('updateUser refuses %j and changes nothing', async (change, field, message) => {
    const [before] = (await list('keyword=analyst')).resultData;
    const response = await post('/api/user/updateUser', { id: 2, name: '改了', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, resFormatMsg: message });
    expect((await list('keyword=analyst')).resultData[0]).toEqual(before);
  });
});

describe('the account filter as the web app sends it (repeated keys)', () => {
  it('gives the same rows for the explicit defaults as for none', async () => {
    const explicit =
      'payStateList=0&payStateList=1&payStateList=2&platformList=1&platformList=2&platformList=4' +
      '&enableTypeList=1&enableTypeList=0&registerType=1&registerType=2&page=1&perPage=20';
    expect(await list(explicit)).toEqual(await list(''));
  });

  it('takes a single value of a list as a list of one, and refuses repeated duplicates and unknown values', async () => {
    const one = await all('enableTypeList=0');
    expect(one.every((row) => row.enableType === 0)).toBe(true);
    for (const query of [
      'payStateList=1&payStateList=1',
      'platformList=3',
      'registerType=5',
      'page=0',
      'perPage=abc',
    ]) {
      const response = await server.app.inject({ url: `/api/user/listTeamUser?${query}`, headers: auth(server.token) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field, query).toMatch(/^querystring\./);
      expect(response.json().resFormatMsg, query).not.toMatch(/querystring|body\./);
    }
  });
});
