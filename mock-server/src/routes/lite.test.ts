import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { auth, loginAs, makeDataDir, makeTestApp, TEST_TODAY, useTestApp } from '../../test/helper.ts';
import { knownPages } from '../data/usage/pages.ts';
import { STATS_COLUMNS, sortableKeys, type StatsTable } from '../data/usage/columns.ts';
import { STATE_FILE } from '../state/store.ts';
import type { ActionRecord, PersistentState } from '../state/types.ts';

type Row = Record<string, unknown>;
interface StatsList {
  resultData: Row[];
  totalCount: number;
}

const server = useTestApp('admin');

const get = async <T = StatsList>(url: string, token = server.token) => {
  const response = await server.app.inject({ url, headers: auth(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
};

/** every row of a paged list */
const allRows = async (url: string) => {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const { resultData, totalCount } = await get(`${url}${url.includes('?') ? '&' : '?'}perPage=100&page=${page}`);
    rows.push(...resultData);
    if (rows.length >= totalCount || resultData.length === 0) return rows;
  }
};

const compare = (a: unknown, b: unknown) => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-CN');
};
const expectSorted = (rows: Row[], key: string, order: 'asc' | 'desc') => {
  for (let i = 1; i < rows.length; i++) {
    const step = compare(rows[i - 1]![key], rows[i]![key]);
    expect(order === 'asc' ? step <= 0 : step >= 0, `${key} ${order} at row ${i}`).toBe(true);
  }
};

/** sortable columns of a table whose key is a field of the row (pageName of visits is derived) */
const sortCases = (table: StatsTable) =>
  sortableKeys(table).flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]);

describe('filter lists', () => {
  it('lists the known pages, the live platforms and every team', async () => {
    expect(await get('/api/lite/common/pageList')).toEqual(knownPages());
    expect((await get<{ value: number }[]>('/api/lite/common/platformList')).map((item) => item.value)).toEqual([
      1, 2, 4,
    ]);
    const teams = await get<{ id: number; name: string }[]>('/api/lite/common/teamList');
    expect(teams.length).toBeGreaterThanOrEqual(40);
    expect(teams[0]).toEqual({ id: 1, name: expect.any(String) });
  });

  it('finds users by account or name, at most 50', async () => {
    const found = await get<{ account: string; name: string }[]>('/api/lite/common/userList?keyword=analyst');
    expect(found).toEqual([{ id: 2, account: 'analyst', name: '陈思远' }]);
    const everyone = await get<{ name: string }[]>('/api/lite/common/userList');
    const surname = everyone[10]!.name.slice(0, 1);
    const byName = await get<{ name: string }[]>(`/api/lite/common/userList?keyword=${encodeURIComponent(surname)}`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((user) => user.name.includes(surname))).toBe(true);
    expect((await get<unknown[]>('/api/lite/common/userList')).length).toBe(50);
  });
});

describe('per-user records', () => {
  it('lists active users of the default filters (external, last month), most visits first', async () => {
    const { resultData, totalCount } = await get('/api/lite/user/page');
    expect(totalCount).toBeGreaterThan(50);
    expect(resultData).toHaveLength(20);
    expect(resultData.every((row) => row.userType === 2)).toBe(true);
    expectSorted(resultData, 'visitCount', 'desc');
    expect(resultData[0]).toEqual({
      userId: expect.any(Number),
      account: expect.any(String),
      name: expect.any(String),
      teamName: expect.any(String),
      userType: 2,
      visitCount: expect.any(Number),
      pageCount: expect.any(Number),
      requestCount: expect.any(Number),
      eventCount: expect.any(Number),
      lastVisitAt: expect.stringMatching(/^2026-1[01]-\d\dT\d\d:\d\d:\d\d\+08:00$/),
    });
  });

  it.each(sortCases('user'))('sorts on %s %s', async (key, order) => {
    const { resultData } = await get(`/api/lite/user/page?contentSort=${key}&orderBy=${order}&perPage=100`);
    expect(resultData.length).toBeGreaterThan(20);
    expectSorted(resultData, key, order);
  });

  it('pages without gaps or repeats', async () => {
    const whole = await get('/api/lite/user/page?perPage=30');
    const first = await get('/api/lite/user/page?perPage=15&page=1');
    const second = await get('/api/lite/user/page?perPage=15&page=2');
    expect([...first.resultData, ...second.resultData]).toEqual(whole.resultData);
  });

  it('agrees with the visit counts', async () => {
    const rows = await allRows('/api/lite/user/page');
    const counts = await get<{ userCount: number; visitCount: number }>('/api/lite/user/count');
    expect(counts.userCount).toBe(rows.filter((row) => (row.visitCount as number) > 0).length);
    expect(counts.visitCount).toBe(rows.reduce((sum, row) => sum + (row.visitCount as number), 0));
    expect(await get('/api/lite/page/count')).toEqual(counts);
  });

  it('filters users by user type, team and keyword', async () => {
    // the generated team names and accounts come from the seed: read them rather than spell them out
    const teams = await get<{ id: number; name: string }[]>('/api/lite/common/teamList');
    const teamNames = teams.filter((team) => team.id === 3 || team.id === 4).map((team) => team.name);
    const external = await get('/api/lite/user/page?perPage=100');
    const keyword = String(external.resultData.find((row) => row.userId !== 2)!.account).split('.')[1]!;
    const cases: [string, (row: Row) => boolean][] = [
      ['userType=1', (row) => row.userType === 1],
      ['teamList=3&teamList=4', (row) => teamNames.includes(row.teamName as string)],
      [`keyword=${keyword}`, (row) => String(row.account).includes(keyword)],
    ];
    for (const [query, test] of cases) {
      const { resultData, totalCount } = await get(`/api/lite/user/page?${query}&perPage=100`);
      expect(totalCount, query).toBeGreaterThan(0);
      expect(resultData.every(test), query).toBe(true);
    }
  });

  it('narrows visits with pageList and platformList, and the dates', async () => {
    const all = await get<{ visitCount: number }>('/api/lite/user/count');
    const brand = await get<{ visitCount: number }>('/api/lite/user/count?pageList=/brand/rank');
    const douyin = await get<{ visitCount: number }>('/api/lite/user/count?platformList=4');
    const week = await get<{ visitCount: number }>(`/api/lite/user/count?startDate=2026-11-09&endDate=${TEST_TODAY}`);
    for (const part of [brand, douyin, week]) {
      expect(part.visitCount).toBeGreaterThan(0);
      expect(part.visitCount).toBeLessThan(all.visitCount);
    }
    const pages = await get('/api/lite/page/page?perPage=100');
    expect(pages.resultData.find((row) => row.path === '/brand/rank')!.visitCount).toBe(brand.visitCount);
  });

  it("lists one user's visits, whatever the user type filter", async () => {
    const top = (await get('/api/lite/user/page?userType=1')).resultData[0]!;
    const detail = await get(`/api/lite/user/detail?userId=${String(top.userId)}&perPage=100`);
    expect(detail.totalCount).toBe(top.visitCount);
    expect(detail.resultData.every((row) => row.userId === top.userId && row.account === top.account)).toBe(true);
    expectSorted(detail.resultData, 'time', 'desc');
    expect(detail.resultData[0]!.time).toBe(top.lastVisitAt);
    for (const [key, order] of sortCases('visit').filter(([key]) => key !== 'pageName')) {
      const sorted = await get(
        `/api/lite/user/detail?userId=${String(top.userId)}&contentSort=${key}&orderBy=${order}`,
      );
      expectSorted(sorted.resultData, key, order);
    }
    const missing = await server.app.inject({ url: '/api/lite/user/detail?userId=99999', headers: auth(server.token) });
    expect(missing.statusCode).toBe(404);
  });
});

describe('requests', () => {
  it('lists API requests, newest first, with their fields', async () => {
    const { resultData, totalCount } = await get('/api/lite/api/page');
    expect(totalCount).toBeGreaterThan(10_000);
    expectSorted(resultData, 'time', 'desc');
    expect(resultData[0]).toEqual({
      time: expect.any(String),
      userId: expect.any(Number),
      account: expect.any(String),
      method: expect.stringMatching(/^(GET|POST|DELETE)$/),
      path: expect.stringMatching(/^\/api\//),
      status: expect.any(Number),
      durationMs: expect.any(Number),
    });
  });

  it.each(sortCases('request'))('sorts on %s %s', async (key, order) => {
    const { resultData } = await get(`/api/lite/api/page?contentSort=${key}&orderBy=${order}&perPage=100&page=3`);
    expect(resultData).toHaveLength(100);
    expectSorted(resultData, key, order);
  });

  it('keeps to the range and the user filters', async () => {
    const { resultData } = await get('/api/lite/api/page?startDate=2026-11-02&endDate=2026-11-03&orderBy=asc');
    expect(resultData[0]!.time).toMatch(/^2026-11-02T/);
    const internal = await get('/api/lite/api/page?userType=1&keyword=admin&perPage=100');
    expect(internal.resultData.every((row) => row.account === 'admin')).toBe(true);
  });

  it('refuses unknown sort keys and bad ranges, naming the field', async () => {
    for (const [query, field, message] of [
      ['contentSort=nope', 'querystring.contentSort', /^排序字段只能是 time、account/],
      ['startDate=2026-11-10&endDate=2026-11-01', 'querystring.endDate', /^结束日期不能早于开始日期$/],
      ['startDate=2020-01-01&endDate=2026-11-01', 'querystring.startDate', /^日期范围不能超过 366 天$/],
      ['startDate=2026-13-01', 'querystring.startDate', /^开始日期应为 YYYY-MM-DD 格式的日期$/],
    ] as const) {
      const response = await server.app.inject({ url: `/api/lite/api/page?${query}`, headers: auth(server.token) });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().resFormatMsg).toMatch(message);
    }
  });
});

describe('events', () => {
  it('counts events by type, and the per-user rows add up', async () => {
    const counts = await get<{ total: number; userCount: number; byType: { eventType: number; count: number }[] }>(
      '/api/lite/event/count',
    );
    expect(counts.byType.map((item) => item.eventType)).toEqual([1, 2, 3]);
    expect(counts.byType.reduce((sum, item) => sum + item.count, 0)).toBe(counts.total);
    const rows = await allRows('/api/lite/event/page');
    expect(rows).toHaveLength(counts.userCount);
    const logins = rows.reduce((sum, row) => sum + (row.loginCount as number), 0);
    const downloads = rows.reduce((sum, row) => sum + (row.downloadCount as number), 0);
    expect(logins).toBe(counts.byType[0]!.count);
    expect(downloads).toBe(counts.byType[1]!.count);
  });

  it.each(sortCases('eventSummary'))('sorts per-user events on %s %s', async (key, order) => {
    const { resultData } = await get(`/api/lite/event/page?contentSort=${key}&orderBy=${order}&perPage=100`);
    expectSorted(resultData, key, order);
  });

  it('lists single events of a type, of a user', async () => {
    const downloads = await get('/api/lite/event/detail?eventTypeList=2&perPage=100');
    expect(downloads.totalCount).toBeGreaterThan(0);
    expect(downloads.resultData.every((row) => row.eventType === 2 && String(row.detail).endsWith('.xlsx'))).toBe(true);
    const someone = downloads.resultData[0]!.userId as number;
    const theirs = await get(`/api/lite/event/detail?userId=${someone}&perPage=100`);
    expect(theirs.resultData.every((row) => row.userId === someone)).toBe(true);
    for (const [key, order] of sortCases('event')) {
      const sorted = await get(`/api/lite/event/detail?contentSort=${key}&orderBy=${order}&perPage=50`);
      expectSorted(sorted.resultData, key, order);
    }
    const summary = await get('/api/lite/event/page?eventTypeList=2&perPage=100');
    expect(summary.resultData.every((row) => row.loginCount === 0 && row.smsCount === 0)).toBe(true);
  });
});

describe('pages', () => {
  it('lists every known page with visits, users and average duration', async () => {
    const { resultData, totalCount } = await get('/api/lite/page/page?perPage=100');
    expect(totalCount).toBe(knownPages().length);
    expectSorted(resultData, 'visitCount', 'desc');
    const counts = await get<{ visitCount: number }>('/api/lite/page/count');
    expect(resultData.reduce((sum, row) => sum + (row.visitCount as number), 0)).toBe(counts.visitCount);
    expect(resultData[0]).toEqual({
      path: expect.any(String),
      pageName: expect.any(String),
      visitCount: expect.any(Number),
      userCount: expect.any(Number),
      avgDurationMs: expect.any(Number),
    });
    const filtered = await get('/api/lite/page/page?pageList=/brand/rank&pageList=/shop/rank');
    expect(filtered.resultData.map((row) => row.path).sort()).toEqual(['/brand/rank', '/shop/rank']);
  });

  it.each(sortCases('page'))('sorts pages on %s %s', async (key, order) => {
    const { resultData } = await get(`/api/lite/page/page?contentSort=${key}&orderBy=${order}&perPage=100`);
    expectSorted(resultData, key, order);
  });

  it("gives one page's visits per day over the whole range", async () => {
    const detail = await get('/api/lite/page/detail?path=/brand/rank&perPage=100&orderBy=asc');
    expect(detail.totalCount).toBe(32); // 2026-10-15 .. 2026-11-15
    expect(detail.resultData[0]!.day).toBe('2026-10-15');
    expect(detail.resultData.at(-1)!.day).toBe(TEST_TODAY);
    const pages = await get('/api/lite/page/page?perPage=100');
    const brand = pages.resultData.find((row) => row.path === '/brand/rank')!;
    expect(detail.resultData.reduce((sum, row) => sum + (row.visitCount as number), 0)).toBe(brand.visitCount);
    // weekdays are busier than weekends
    const day = (date: string) => detail.resultData.find((row) => row.day === date)!.visitCount as number;
    expect(day('2026-11-11')).toBeGreaterThan(day('2026-11-08'));
    const byVisits = await get('/api/lite/page/detail?path=/brand/rank&contentSort=visitCount&orderBy=desc');
    expectSorted(byVisits.resultData, 'visitCount', 'desc');
  });
});

describe('live records', () => {
  it('shows a request and a login of a moment ago', async () => {
    const analyst = await loginAs(server.app, 'analyst');
    await server.app.inject({ url: '/api/lite/user/count', headers: auth(analyst) }); // a 403, recorded too
    const { resultData } = await get(`/api/lite/api/page?keyword=analyst&startDate=${TEST_TODAY}`);
    expect(resultData[0]).toMatchObject({ account: 'analyst', path: '/api/lite/user/count', status: 403 });
    expect(resultData[1]).toMatchObject({ account: 'analyst', method: 'POST', path: '/api/user/login', status: 200 });
    expect(resultData[0]!.time).toMatch(new RegExp(`^${TEST_TODAY}T`));
    const events = await get(`/api/lite/event/detail?userId=2&startDate=${TEST_TODAY}`);
    expect(events.resultData[0]).toMatchObject({ eventType: 1, account: 'analyst' });
  });

  it('counts a page visit posted to /api/common/action a moment ago', async () => {
    const analyst = await loginAs(server.app, 'analyst');
    const url = `/api/lite/page/page?keyword=analyst&startDate=${TEST_TODAY}&pageList=/monitor/detail`;
    const before = (await get(url)).resultData[0]!;
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/common/action',
      headers: auth(analyst),
      payload: { type: 'page.visit', page: '/monitor/brand/12', durationMs: 4200, platform: 1 },
    });
    expect(posted.statusCode).toBe(200);
    const after = (await get(url)).resultData[0]!;
    expect(after).toMatchObject({
      path: '/monitor/detail',
      visitCount: (before.visitCount as number) + 1,
      userCount: 1,
    });
    const visits = await get(`/api/lite/user/detail?userId=2&startDate=${TEST_TODAY}`);
    expect(visits.resultData[0]).toMatchObject({ path: '/monitor/detail', durationMs: 4200, platform: 1 });
  });

  it('streams the user records as .xlsx, and records the download', async () => {
    const response = await server.app.inject({
      url: '/api/lite/user/download?userType=1',
      headers: auth(server.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('用户记录_2026-10-15_2026-11-15.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...STATS_COLUMNS.user.map((column) => column.title)]);
    const { totalCount } = await get('/api/lite/user/page?userType=1');
    expect(sheet.rowCount).toBe(totalCount + 1);
    expect(sheet.getRow(2).getCell(4).value).toBe('内部');

    const downloads = await get(`/api/lite/event/detail?userType=1&eventTypeList=2&startDate=${TEST_TODAY}`);
    expect(downloads.resultData[0]).toMatchObject({ account: 'admin', detail: '用户记录_2026-10-15_2026-11-15.xlsx' });
  });

  it.each(['page', 'event'])('streams the %s records as .xlsx', async (name) => {
    const response = await server.app.inject({ url: `/api/lite/${name}/download`, headers: auth(server.token) });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const { totalCount } = await get(`/api/lite/${name}/page`);
    expect(workbook.worksheets[0]!.rowCount).toBe(totalCount + 1);
  });
});

describe('recorded actions', () => {
  it('counts page visits recorded through /api/common/action, parametrised paths under their page', async () => {
    const dataDir = makeDataDir();
    const first = await makeTestApp({ dataDir });
    const token = await loginAs(first, 'admin');
    const countOf = async (server: FastifyInstance) => {
      const response = await server.inject({
        url: '/api/lite/page/page?keyword=analyst&pageList=/monitor/detail',
        headers: auth(await loginAs(server, 'admin')),
      });
      return response.json<{ data: StatsList }>().data.resultData[0]!.visitCount as number;
    };
    const before = await countOf(first);
    expect(token).toBeTruthy();
    await first.close();
    // actions as the common route stores them (store.recordAction), saved in the state file
    const file = join(dataDir, STATE_FILE);
    const state = JSON.parse(readFileSync(file, 'utf8')) as PersistentState;
    const makeAction = (overrides: Partial<ActionRecord>): ActionRecord => ({
      id: state.nextId.action++,
      userId: 2,
      time: `${TEST_TODAY}T10:00:00+08:00`,
      type: 'page.visit',
      page: '/monitor/brand/12',
      durationMs: 5000,
      platform: 1,
      ...overrides,
    });
    state.actions.push(
      makeAction({}),
      makeAction({ page: '/monitor/shop/7?tab=trend' }),
      makeAction({ type: 'palette.open' }),
    );
    writeFileSync(file, JSON.stringify(state));
    const second = await makeTestApp({ dataDir });
    expect(await countOf(second)).toBe(before + 2);
    await second.close();
  });
});

describe('over time (the charts)', () => {
  const range = 'startDate=2026-10-20&endDate=2026-11-15';
  const days = 27;

  it('counts visits per day, one row per day of the range, adding up to the totals', async () => {
    for (const endpoint of ['user', 'page']) {
      const counts = await get<{ visitCount: number; userCount: number; byDay: Row[] }>(
        `/api/lite/${endpoint}/count?${range}`,
      );
      expect(counts.byDay).toHaveLength(days);
      expect(counts.byDay[0]!.day).toBe('2026-10-20');
      expect(counts.byDay.at(-1)!.day).toBe(TEST_TODAY);
      expect(counts.byDay.reduce((sum, day) => sum + (day.visitCount as number), 0)).toBe(counts.visitCount);
      expect(counts.byDay.every((day) => (day.userCount as number) <= counts.userCount)).toBe(true);
    }
  });

  it('counts events of each type per day, adding up to the counts by type', async () => {
    const counts = await get<{ byType: { eventType: number; count: number }[]; byDay: Row[] }>(
      `/api/lite/event/count?${range}`,
    );
    expect(counts.byDay).toHaveLength(days);
    for (const [eventType, key] of [
      [1, 'login'],
      [2, 'download'],
      [3, 'sms'],
    ] as const) {
      const perDay = counts.byDay.reduce((sum, day) => sum + (day[key] as number), 0);
      expect(perDay).toBe(counts.byType.find((row) => row.eventType === eventType)!.count);
    }
  });

  it('counts requests per day and per endpoint beside the request list, adding up to its total', async () => {
    const counts = await get<{ totalCount: number; errorCount: number; byDay: Row[]; byEndpoint: Row[] }>(
      `/api/lite/api/page?${range}&userType=1`,
    );
    const total = counts.totalCount;
    expect(counts.byDay).toHaveLength(days);
    expect(counts.byDay.reduce((sum, row) => sum + (row.count as number), 0)).toBe(total);
    expect(counts.byEndpoint.reduce((sum, row) => sum + (row.count as number), 0)).toBe(total);
    expect(counts.byEndpoint.reduce((sum, row) => sum + (row.errorCount as number), 0)).toBe(counts.errorCount);
    for (let i = 1; i < counts.byEndpoint.length; i++)
      expect(counts.byEndpoint[i - 1]!.count as number).toBeGreaterThanOrEqual(counts.byEndpoint[i]!.count as number);
    // live: this very test's calls count today, under their endpoint
    const again = await get<{ byEndpoint: Row[]; byDay: Row[] }>(`/api/lite/api/page?${range}&userType=1&page=2`);
    const countsOf = (rows: Row[]) => rows.find((row) => row.path === '/api/lite/api/page')?.count ?? 0;
    expect(countsOf(again.byEndpoint)).toBe((countsOf(counts.byEndpoint) as number) + 1);
    expect(again.byDay.at(-1)!.count as number).toBeGreaterThan(counts.byDay.at(-1)!.count as number);
  });

  it('refuses a reversed or too long range on the counts too, naming the field', async () => {
    for (const endpoint of ['api/page', 'event/count', 'user/count', 'page/count']) {
      const reversed = await server.app.inject({
        url: `/api/lite/${endpoint}?startDate=2026-11-10&endDate=2026-11-01`,
        headers: auth(server.token),
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ field: 'querystring.endDate', resFormatMsg: '结束日期不能早于开始日期' });
      const long = await server.app.inject({
        url: `/api/lite/${endpoint}?startDate=2025-01-01&endDate=2026-11-01`,
        headers: auth(server.token),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'querystring.startDate', resFormatMsg: '日期范围不能超过 366 天' });
    }
  });
});

describe('details of something that does not exist', () => {
  it.each([
    ['/api/lite/user/detail?userId=99999', 'querystring.userId', '没有编号为 99999 的用户'],
    ['/api/lite/event/detail?userId=99999', 'querystring.userId', '没有编号为 99999 的用户'],
    ['/api/lite/page/detail?path=/no/such/page', 'querystring.path', '没有页面 /no/such/page'],
  ])('%s is a 404 naming the field', async (url, field, message) => {
    const response = await server.app.inject({ url, headers: auth(server.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ field, resFormatMsg: message });
  });

  it('knows a page only seen live, and parametrised paths under their page', async () => {
    expect((await get('/api/lite/page/detail?path=/monitor/brand/12')).totalCount).toBeGreaterThan(0);
    const analyst = await loginAs(server.app, 'analyst');
    await server.app.inject({
      method: 'POST',
      url: '/api/common/action',
      headers: auth(analyst),
      payload: { type: 'page.visit', page: '/brand/new-screen' },
    });
    expect((await get('/api/lite/page/detail?path=/brand/new-screen')).totalCount).toBeGreaterThan(0);
  });
});
