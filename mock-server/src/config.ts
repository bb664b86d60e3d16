import { resolve } from 'node:path';

export interface MockConfig {
  seed: number;
  /** "today" of the dataset, YYYY-MM-DD; tests fix it so the data does not move with the calendar. */
  today: string;
  dataDir: string;
  control: boolean;
  /** Directory of the built web app to serve on the same port, or null. */
  webDir: string | null;
  logger: boolean;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

export const makeConfig = (overrides: Partial<MockConfig> = {}): MockConfig => ({
  seed: 20240618,
  today: isoToday(),
  dataDir: resolve('.mock-data'),
  control: true,
  webDir: null,
  logger: false,
  ...overrides,
});

/** Reads the environment; a malformed value is a start-up error with a message, not a silent default. */
export const configFromEnv = (env: NodeJS.ProcessEnv = process.env): MockConfig => {
  const overrides: Partial<MockConfig> = {};
  if (env.MOCK_SEED !== undefined) {
    const seed = Number(env.MOCK_SEED);
    if (!Number.isSafeInteger(seed)) throw new Error(`MOCK_SEED must be an integer, got "${env.MOCK_SEED}"`);
    overrides.seed = seed;
  }
  if (env.MOCK_TODAY !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(env.MOCK_TODAY) || Number.isNaN(Date.parse(env.MOCK_TODAY)))
      throw new Error(`MOCK_TODAY must be YYYY-MM-DD, got "${env.MOCK_TODAY}"`);
    overrides.today = env.MOCK_TODAY;
  }
  if (env.MOCK_DATA_DIR) overrides.dataDir = resolve(env.MOCK_DATA_DIR);
  if (env.MOCK_CONTROL === 'off') overrides.control = false;
  if (env.SERVE_WEB === '1') overrides.webDir = resolve(import.meta.dirname, '../../web/dist');
  if (env.MOCK_LOG === '1') overrides.logger = true;
  return makeConfig(overrides);
};
