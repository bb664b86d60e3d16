import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import contentDisposition from 'content-disposition';
import { auth, loginAs, makeTestApp } from '../../test/helper.ts';
import { readXlsx } from '../data/query/test-kit.ts';

// tasks finish at once (MOCK_TASK_MS = 0), so their downloads answer
const server = { app: undefined as unknown as FastifyInstance, token: '' };
beforeAll(async () => {
  server.app = await makeTestApp({ taskMs: 0 });
  server.token = await loginAs(server.app, 'analyst');
});
afterAll(() => server.app.close());
const base = '/api/tool/keyword';
const makeTask = (overrides: Record<string, unknown> = {}) => ({
  keyword: '连衣裙',
  platform: 1,
  startDate: '2026-01',
  endDate: '2026-06',
  ...overrides,
});
const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: base, headers: { ...auth(server.token), ...headers }, payload });

describe('keyword task names in file names', () => {
  it("downloads a task named Levi's 牛仔裤(男) under a header strict parsers accept", async () => {
    const created = await post(makeTask({ keyword: "Levi's 牛仔裤(男)" }));
    expect(created.statusCode).toBe(200);
    const task = created.json<{ data: { id: number; keyword: string } }>().data;
    expect(task.keyword).toBe("Levi's 牛仔裤(男)");
    const response = await server.app.inject({
      url: `${base}/downloadBrandRank?taskId=${task.id}`,
      headers: auth(server.token),
    });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['content-disposition']);
    expect(header).toContain("filename*=UTF-8''%E5%85%B3%E9%94%AE%E8%AF%8D_Levi%27s%20");
    expect(header).toMatch(/^attachment; filename="___?_Levi's _+\(_\)_/);
    expect(contentDisposition.parse(header).parameters.filename).toBe(
      "关键词_Levi's 牛仔裤(男)_品牌排行_2026-01_2026-06.xlsx",
    );
    expect((await readXlsx(response)).rows.length).toBeGreaterThanOrEqual(1);
  });

  it('names a usage statistics download under a header strict parsers accept', async () => {
    const token = await loginAs(server.app, 'admin');
    const response = await server.app.inject({ url: '/api/lite/page/download', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers['content-disposition']);
    expect(contentDisposition.parse(header).parameters.filename).toMatch(/^页面记录_.+\.xlsx$/);
  });
});

describe('control characters in keywords', () => {
  it.each([
    ['a line feed', '连衣\n裙'],
    ['a carriage return', '连衣裙\r'],
    ['a tab', '连衣\t裙'],
    ['NUL', '连衣\u0000裙'],
    ['DEL', '连衣\u007f裙'],
    ['a C1 control', '连衣\u0085裙'],
    ['a line separator', '连衣\u2028裙'],
    ['a right-to-left override', 'abc\u202exslx.exe'],
  ])('refuses a keyword with %s, naming the field, and stores nothing', async (_what, keyword) => {
    const before = await server.app.inject({ url: `${base}/list?perPage=100`, headers: auth(server.token) });
    const refused = await post(makeTask({ keyword }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 400,
      data: null,
      field: 'body.keyword',
      resFormatMsg: '关键词不能包含换行符、制表符等控制字符',
    });
    const after = await server.app.inject({ url: `${base}/list?perPage=100`, headers: auth(server.token) });
    expect(after.json().data.total).toBe(before.json().data.total);
  });

  it('says so in English when the request asks for it', async () => {
    const refused = await post(makeTask({ keyword: 'jeans\r\nX-Injected: 1' }), {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().resFormatMsg).toBe(
      'The keyword must not contain line breaks, tabs or other control characters',
    );
  });

  it('refuses them in the list filter too', async () => {
    const refused = await server.app.inject({
      url: `${base}/list?keyword=${encodeURIComponent('连衣\n裙')}`,
      headers: auth(server.token),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'querystring.keyword' });
  });
});
