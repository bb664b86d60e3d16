import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { listEndpoints, type EndpointDef } from '@aisle/contract';
import { auth, loginAs, useTestApp } from './helper.ts';
import { makeRandom, type Random } from '../src/data/usage/random.ts';

/**
 * Seeded random junk to every endpoint of the contract, with a valid admin token and without one: wrong
 * types, huge strings, arrays where scalars belong, broken JSON, unicode, negative numbers, missing fields,
 * and near-valid inputs that reach the handlers. The server must never answer 5xx.
 */

interface JsonSchema {
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
}

const CASES_WITH_TOKEN = 9;
const CASES_WITHOUT = 2;

const JUNK_SCALARS = [
  -1,
  0,
  -999999999,
  1e308,
  3.5,
  'abc',
  '',
  ' ',
  '💥🚀中文\u0000\u202e',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'true',
  'null',
  '2026-02-30',
  '9999-99-99',
  '1'.repeat(40),
  'x'.repeat(5000),
];

const junk = (random: Random): unknown => {
  const roll = random.int(0, 9);
  if (roll < 5) return random.pick(JUNK_SCALARS);
  if (roll === 5) return [random.pick(JUNK_SCALARS), random.pick(JUNK_SCALARS)];
  if (roll === 6) return { nested: random.pick(JUNK_SCALARS) };
  if (roll === 7) return null;
  if (roll === 8) return random.chance(0.5);
  return Array.from({ length: random.int(0, 300) }, () => random.int(-5, 5));
};

/** A value that satisfies the schema, so that near-valid requests reach the handler. */
const valid = (schema: JsonSchema, random: Random): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return valid(random.pick(schema.anyOf), random);
  if (schema.default !== undefined && random.chance(0.3)) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 5000, min + 5000);
      return random.int(min, max);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array':
      return schema.items
        ? [...new Set(Array.from({ length: random.int(1, 3) }, () => valid(schema.items!, random)))]
        : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) || random.chance(0.6))
          .map(([key, property]) => [key, valid(property, random)]),
      );
    case 'null':
      return null;
    default: {
      if (schema.pattern?.includes('(0[1-9]|1[0-2])-'))
        return `2026-${random.pick(['01', '06', '10', '11'])}-1${random.int(0, 9)}`;
      if (schema.pattern?.includes('(0[1-9]|1[0-2])$')) return `202${random.int(5, 6)}-0${random.int(1, 9)}`;
      if (schema.pattern === '^1\\d{10}$') return `139${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
      if (schema.pattern === '^\\d{6}$') return String(random.int(0, 999_999)).padStart(6, '0');
      if (schema.pattern?.startsWith('^[A-Za-z0-9')) return `fuzz${random.int(0, 1e6)}`;
      if (schema.pattern === '^/') return '/api/x';
      const text = random.pick(['brand', '女装', 'a', '/brand/rank', 'time', 'visitCount', '手机']);
      return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
    }
  }
};

/** Near-valid input with one field broken (or an extra one), or plain junk. */
const mutate = (schema: JsonSchema | undefined, random: Random): Record<string, unknown> | unknown => {
  const base = (schema ? valid(schema as JsonSchema, random) : {}) as Record<string, unknown>;
  const keys = Object.keys(schema?.properties ?? {});
  const roll = random.int(0, 5);
  if (roll === 0) return base;
  if (roll === 1 && keys.length > 0) return { ...base, [random.pick(keys)]: junk(random) };
  if (roll === 2 && keys.length > 0) {
    const copy = { ...base };
    delete copy[random.pick(keys)];
    return copy;
  }
  if (roll === 3) return { ...base, [`extra${random.int(0, 9)}`]: junk(random) };
  if (roll === 4) return junk(random);
  return Object.fromEntries(keys.map((key) => [key, junk(random)]));
};

const toQueryString = (value: unknown, random: Random) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return random.chance(0.5) ? `?${encodeURIComponent(String(value))}` : `?=${encodeURIComponent(String(value))}&&&`;
  }
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const items = Array.isArray(item) ? item : [item];
    for (const one of items)
      parts.push(
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof one === 'object' ? JSON.stringify(one) : String(one))}`,
      );
  }
  if (random.chance(0.1)) parts.push('%E0%A4%A=%', 'a[b]=c', 'platform[]=1');
  return parts.length > 0 ? `?${parts.join('&')}` : '';
};

const fillParams = (def: EndpointDef, random: Random) =>
  def.path.replace(/:(\w+)/g, () =>
    encodeURIComponent(String(random.chance(0.5) ? random.int(-3, 50) : random.pick(JUNK_SCALARS))).slice(0, 90),
  );

const makeRequest = (def: EndpointDef, random: Random, token: string | null): InjectOptions => {
  const headers: Record<string, string> = token ? auth(token) : {};
  const url = fillParams(def, random) + toQueryString(mutate(def.query as JsonSchema | undefined, random), random);
  if (def.method === 'GET' || def.method === 'DELETE') {
    if (random.chance(0.1))
      return { method: def.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"a":' };
    return { method: def.method, url, headers };
  }
  const kind = random.int(0, 9);
  if (kind === 0)
    return {
      method: def.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"account": "a",',
    };
  if (kind === 1)
    return { method: def.method, url, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' };
  if (kind === 2)
    return { method: def.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: '' };
  if (kind === 3) return { method: def.method, url, headers, payload: JSON.stringify('x'.repeat(20_000)) };
  const body = mutate(def.body as JsonSchema | undefined, random);
  return {
    method: def.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body === undefined ? null : body),
  };
};

/**
 * A download that succeeds may be a 100,000-row file: its status is all the fuzz needs, so the response is
 * taken as a stream and closed at once (the server stops writing the workbook when the client goes away).
 */
const send = async (def: EndpointDef, request: InjectOptions) => {
  if (def.kind !== 'download') {
    const response = await server.app.inject(request);
    return { statusCode: response.statusCode, body: response.body };
  }
  const response = await server.app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    (response.raw.res as unknown as { destroy(): void }).destroy();
    stream.destroy();
    return { statusCode: 200, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { statusCode: response.statusCode, body: Buffer.concat(chunks).toString() };
};

const server = useTestApp('admin');

describe('fuzz: every endpoint, seeded junk', () => {
  const endpoints = listEndpoints();

  it.each(endpoints.map((endpoint) => [`${endpoint.def.method} ${endpoint.def.path}`, endpoint.def] as const))(
    '%s never answers 5xx',
    async (name, def) => {
      const random = makeRandom(20240618, `fuzz.${name}`);
      const failures: string[] = [];
      for (let i = 0; i < CASES_WITH_TOKEN + CASES_WITHOUT; i++) {
        // logout would end the admin session the other cases use: it gets its own token each time
        const token =
          i >= CASES_WITH_TOKEN
            ? null
            : def.path === '/api/user/logout'
              ? await loginAs(server.app, 'admin')
              : server.token;
        const request = makeRequest(def, random, token);
        const { statusCode, body } = await send(def, request);
        if (statusCode >= 500)
          failures.push(
            `${statusCode} ${request.method} ${String(request.url).slice(0, 300)} -> ${body.slice(0, 300)}`,
          );
        if (!token) expect(def.access === 'public' || statusCode === 401, `${request.url}`).toBe(true);
      }
      expect(failures).toEqual([]);
    },
  );
});
