import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyCompilers, type Selector } from './lazy-compilers.ts';

/** Fastify's own compiler library, noting each route schema it is asked to compile. */
const counting =
  (selector: unknown, seen: string[]): Selector =>
  () => {
    const build = (selector as Selector)();
    return (...args) => {
      const compile = build(...args);
      return (route) => {
        seen.push(`${String(route.url)} ${String(route.httpPart ?? route.httpStatus)}`);
        return compile(route);
      };
    };
  };

const makeApp = (seen: { validators: string[]; serializers: string[] }) => {
  const compilers = lazyCompilers({
    validators: counting(ValidatorSelector, seen.validators),
    serializers: counting(SerializerSelector, seen.serializers),
  });
  const app = Fastify({
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, allErrors: true } },
    schemaController: { compilersFactory: compilers },
  });
  const schema = {
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, default: 1 },
        ids: { type: 'array', items: { type: 'integer' } },
      },
      additionalProperties: false,
    },
    response: {
      200: { type: 'object', properties: { page: { type: 'integer' }, ids: { type: 'array' } } },
    },
  };
  app.get('/used', { schema }, async (request) => ({ ...(request.query as object), secret: 'dropped' }));
  app.get('/unused', { schema }, async () => ({ page: 1 }));
  return { app, compilers };
};

describe('lazy schema compilers', () => {
  it('compiles nothing at start, and a route only on its first request, once', async () => {
    const seen = { validators: [] as string[], serializers: [] as string[] };
    const { app } = makeApp(seen);
    await app.ready();
    expect(seen).toEqual({ validators: [], serializers: [] });
    await app.inject('/used?page=2');
    await app.inject('/used?page=3');
    expect(seen).toEqual({ validators: ['/used querystring'], serializers: ['/used 200'] });
    await app.close();
  });

  it('validates, coerces, fills defaults and serializes as Fastify does', async () => {
    const { app } = makeApp({ validators: [], serializers: [] });
    const ok = await app.inject('/used?ids=3');
    expect(ok.statusCode).toBe(200);
    // a single value coerced to an array, the default filled in, the undeclared field left out of the answer
    expect(ok.json()).toEqual({ page: 1, ids: [3] });
    const bad = await app.inject('/used?page=0&extra=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/querystring/);
    await app.close();
  });

  it('compiles the chosen routes ahead when asked, once, and leaves the others to their first request', async () => {
    const seen = { validators: [] as string[], serializers: [] as string[] };
    const { app, compilers } = makeApp(seen);
    await app.ready();
    // the GET route and the HEAD route Fastify adds beside it: a query schema and an answer schema each
    expect(compilers.compileNow((url) => url === '/used')).toBe(4);
    const ahead = { validators: ['/used querystring', '/used querystring'], serializers: ['/used 200', '/used 200'] };
    expect(seen).toEqual(ahead);
    expect(compilers.compileNow((url) => url === '/used')).toBe(0);
    expect((await app.inject('/used?page=2')).json()).toEqual({ page: 2 });
    expect(seen).toEqual(ahead);
    await app.inject('/unused');
    expect(seen.validators).toEqual([...ahead.validators, '/unused querystring']);
    // what a first request compiled is not compiled (nor counted) again: only the HEAD route's two schemas
    expect(compilers.compileNow((url) => url === '/unused')).toBe(2);
    expect(seen.validators).toEqual([...ahead.validators, '/unused querystring', '/unused querystring']);
    await app.close();
  });
});
