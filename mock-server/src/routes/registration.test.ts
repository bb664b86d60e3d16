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
      resFormatMsg: 'no such endpoint: GET /api/no/such/thing',
    });
  });

  it('answers bad input with a 400 that names the field', async () => {
    // with a valid token: without one the answer is 401, before validation
    const response = await server.app.inject({
      url: '/api/category/brandRank?platform=3',
      headers: auth(await loginAs(server.app, 'admin')),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().resFormatMsg).toBe('querystring.platform must be one of 1, 2, 4');
  });
});
