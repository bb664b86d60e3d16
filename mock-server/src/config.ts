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
  /**
   * How long a keyword task takes from queued to its outcome (MOCK_TASK_MS), in milliseconds: long enough
   * to watch it move (queued, running with progress) in the app, short in tests; 0 finishes at once.
   */
  taskMs: number;
}

/** Default of MOCK_TASK_MS: six seconds, time to see a task queued, then running, then done. */
export const DEFAULT_TASK_MS = 6000;
/** A task longer than ten minutes would look stuck, so MOCK_TASK_MS is capped. */
export const MAX_TASK_MS = 600_000;

const isoToday = () => new Date().toISOString().slice(0, 10);

export const makeConfig = (overrides: Partial<MockConfig> = {}): MockConfig => ({
  seed: 20240618,
  today: isoToday(),
  dataDir: resolve('.mock-data'),
  control: true,
  webDir: null,
  logger: false,
  taskMs: DEFAULT_TASK_MS,
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
  if (env.MOCK_TASK_MS !== undefined) {
    const ms = Number(env.MOCK_TASK_MS);
    if (env.MOCK_TASK_MS.trim() === '' || !Number.isSafeInteger(ms) || ms < 0 || ms > MAX_TASK_MS)
      throw new Error(`MOCK_TASK_MS must be an integer from 0 to ${MAX_TASK_MS}, got "${env.MOCK_TASK_MS}"`);
    overrides.taskMs = ms;
  }
  return makeConfig(overrides);
};
