import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import type { MockConfig } from '../src/config.ts';

/** A server with a fixed "today" and its own state directory, built without a port. */
export const makeTestApp = (overrides: Partial<MockConfig> = {}) =>
  buildApp({
    today: '2026-11-15',
    dataDir: mkdtempSync(join(tmpdir(), 'aisle-mock-')),
    ...overrides,
  });
