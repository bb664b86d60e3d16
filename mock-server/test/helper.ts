import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { MockConfig } from '../src/config.ts';
import { DEMO_ACCOUNTS, seededPassword, type DemoName } from '../src/data/usage/accounts.ts';

/** The fixed "today" of the tests: the data does not move with the calendar. */
export const TEST_TODAY = '2026-11-15';

/** A fresh, empty state directory. */
export const makeDataDir = () => mkdtempSync(join(tmpdir(), 'aisle-mock-'));

/**
 * A server with a fixed "today" and its own state directory, built without a port. A directory it made
 * itself is removed on close; one passed in (to test restarts) is left to the caller.
 */
export const makeTestApp = async (overrides: Partial<MockConfig> = {}) => {
  const ownDir = overrides.dataDir === undefined ? makeDataDir() : null;
  const app = await buildApp({ today: TEST_TODAY, ...(ownDir ? { dataDir: ownDir } : {}), ...overrides });
  if (ownDir) {
    // after everything else has closed (the store writes its last records on close)
    const close = app.close.bind(app);
    app.close = (async () => {
      await close();
      rmSync(ownDir, { recursive: true, force: true });
    }) as typeof app.close;
  }
  return app;
};

/**
 * Logs in and returns the token. `who` is a demo account (admin, analyst, trial, expired) or any account;
 * generated accounts have the password `<account>123`.
 */
export const loginAs = async (app: FastifyInstance, who: DemoName | (string & {}), password?: string) => {
  const demo = (DEMO_ACCOUNTS as Record<string, { account: string; password: string } | undefined>)[who];
  const account = demo?.account ?? who;
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { account, password: password ?? demo?.password ?? seededPassword(account) },
  });
  if (response.statusCode !== 200)
    throw new Error(`login as ${account} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
};

/** The headers of an authenticated call. */
export const auth = (token: string) => ({ authorization: token });

/** The server of a test file, and the token of the account it logged in as (if any). */
export interface TestServer {
  readonly app: FastifyInstance;
  /** reassign after something ends the session (a reset) */
  token: string;
}

/**
 * One server for the calling test file, logged in as `who` when given: built before the file's tests and
 * closed after them. The fields are only there once the tests run, so read them inside tests and hooks; a
 * read before (at the top level of the file) throws rather than handing out undefined.
 */
export const useTestApp = (who?: DemoName): TestServer => {
  let app: FastifyInstance | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    app = await makeTestApp();
    if (who !== undefined) token = await loginAs(app, who);
  });
  afterAll(() => app?.close());
  return {
    get app() {
      if (app === undefined) throw new Error('the test app is built in beforeAll: use it inside tests and hooks');
      return app;
    },
    get token() {
      if (token === undefined)
        throw new Error(
          who
            ? 'the test app logs in in beforeAll: read the token inside tests and hooks'
            : 'the test app was built without a login',
        );
      return token;
    },
    set token(value) {
      token = value;
    },
  };
};
