import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@aisle/contract';
import { auth, loginAs, useTestApp } from '../../test/helper.ts';

const server = useTestApp();

describe('route registration', () => {
  it('registers every endpoint of the contract', () => {
    for (const { def } of listEndpoints()) {
      expect(server.app.hasRoute({ method: def.method, url: def.path }), `${def.method} ${def.path}`).toBe(true);
    }
  });

  it('documents every endpoint in the OpenAPI document, and no control route', async () => {
    const doc = (await server.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = listEndpoints().map(({ def }) => `${def.method} ${def.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await server.app.inject({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      data: null,
      resFormatMsg: '没有这个接口：GET /api/no/such/thing',
    });
    const english = await server.app.inject({ url: '/api/no/such/thing', headers: { 'accept-language': 'en' } });
    expect(english.json().resFormatMsg).toBe('No such endpoint: GET /api/no/such/thing');
  });

  it('answers bad input with a 400 that names the field in words, and its path apart', async () => {
    // with a valid token: without one the answer is 401, before validation
    const token = await loginAs(server.app, 'admin');
    const response = await server.app.inject({ url: '/api/category/brandRank?platform=3', headers: auth(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      data: null,
      resFormatMsg: '平台只能是 1、2、4',
      field: 'querystring.platform',
    });
    const english = await server.app.inject({
      url: '/api/category/brandRank?platform=3',
      headers: { ...auth(token), 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(english.json()).toMatchObject({
      resFormatMsg: 'The platform must be one of 1, 2, 4',
      field: 'querystring.platform',
    });
  });

  it('answers a body that is not JSON, or too large, with a sentence and no 500', async () => {
    const token = await loginAs(server.app, 'admin');
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/common/action',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().resFormatMsg).toBe('请求内容不是有效的 JSON');
    const huge = await server.app.inject({
      method: 'POST',
      url: '/api/common/action',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'x', detail: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().resFormatMsg).toBe('请求内容过大（不能超过 1 MB）');
  });
});
