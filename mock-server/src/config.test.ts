import { describe, expect, it } from 'vitest';
import { DEFAULT_TASK_MS, configFromEnv } from './config.ts';

describe('MOCK_TASK_MS', () => {
  it('defaults to six seconds and reads whole milliseconds from 0 to 600000', () => {
    expect(DEFAULT_TASK_MS).toBe(6000);
    expect(configFromEnv({}).taskMs).toBe(6000);
    expect(configFromEnv({ MOCK_TASK_MS: '0' }).taskMs).toBe(0);
    expect(configFromEnv({ MOCK_TASK_MS: '250' }).taskMs).toBe(250);
  });

  it('refuses anything else with a message naming the setting', () => {
    for (const value of ['', 'fast', '-1', '1.5', '600001'])
      expect(() => configFromEnv({ MOCK_TASK_MS: value }), value).toThrow(/^MOCK_TASK_MS must be an integer/);
  });
});
