import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ColumnDef } from '@aisle/contract';
import { expect } from 'vitest';
import ExcelJS from 'exceljs';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { auth, loginAs, useTestApp } from '../../../test/helper.ts';

/** Test support for the market route tests: one app per test file, requests with a logged-in user. */

export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;
export type Query = Record<string, QueryValue>;

/** Query string with arrays as repeated keys, as the web app sends them. */
export const toSearch = (query: Query = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The `data` of a table endpoint: its columns, one page of rows, and how many rows there are in all. */
export interface Page<Row = Record<string, unknown>> {
  result: { columns: ColumnDef[]; data: Row[] };
  meta: { total: number };
}
/** A row of a market table: ids, names and figures (null where a figure has no value). */
export type Row = Record<string, number | string | null>;

export interface MarketClient {
  app: FastifyInstance;
  token: string;
  get(path: string, query?: Query, token?: string): Promise<LightMyRequestResponse>;
  /** GET that must answer 200; returns `data`. */
  data<T = unknown>(path: string, query?: Query, token?: string): Promise<T>;
  send(
    method: 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    query?: Query,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  login(account: string): Promise<string>;
}

/**
 * A market client over one server for the calling test file (see `useTestApp`), as the analyst demo account:
 * every platform, may download.
 */
export const useMarketClient = (): MarketClient => {
  const server = useTestApp('analyst');
  // the server is read at each call: it is only there once the tests run
  const get = (path: string, query?: Query, as = server.token) =>
    server.app.inject({ method: 'GET', url: `${path}${toSearch(query)}`, headers: auth(as) });
  return {
    get app() {
      return server.app;
    },
    get token() {
      return server.token;
    },
    get,
    data: async <T>(path: string, query?: Query, as = server.token) => {
      const response = await get(path, query, as);
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      return response.json<{ data: T }>().data;
    },
    send: (method, path, body, query, as = server.token) =>
      server.app.inject({
        method,
        url: `${path}${toSearch(query)}`,
        headers: auth(as),
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    login: (account) => loginAs(server.app, account),
  };
};

/** Fails with the first schema errors when `value` does not match the contract schema. */
export const expectShape = (schema: TSchema, value: unknown, label = 'response') => {
  if (Value.Check(schema, value)) return;
  const errors = [...Value.Errors(schema, value)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
  throw new Error(`${label} does not match the contract: ${errors.join('; ')}`);
};

/** Reads an .xlsx answer: the file name from Content-Disposition and the first sheet's rows. */
export const readXlsx = async (response: LightMyRequestResponse) => {
  const disposition = String(response.headers['content-disposition'] ?? '');
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { fileName: decodeURIComponent(encoded), rows, sheet };
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sorts a table endpoint by `key` both ways (nulls last) and checks that page 2 continues page 1. Returns the
 * total, so callers can also check that something was there to sort.
 */
export const expectSortsAndPages = async (client: MarketClient, path: string, query: Query, key: string) => {
  let total = 0;
  for (const orderBy of ['asc', 'desc'] as const) {
    const both = await client.data<Page>(path, { ...query, contentSort: key, orderBy, perPage: 10 });
    const next = await client.data<Page>(path, { ...query, contentSort: key, orderBy, perPage: 5, page: 2 });
    total = both.meta.total;
    expect(next.meta.total).toBe(total);
    expect(next.result.data).toEqual(both.result.data.slice(5, 10));
    const values = both.result.data.map((row) => row[key] as number | null);
    const numbers = values.filter((value): value is number => value !== null);
    expect(values.slice(0, numbers.length), `${path} ${key} ${orderBy}: nulls last`).toEqual(numbers);
    expect(numbers, `${path} ${key} ${orderBy}`).toEqual(
      [...numbers].sort((a, b) => (orderBy === 'asc' ? a - b : b - a)),
    );
  }
  return total;
};
