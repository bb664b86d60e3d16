import type { MockConfig } from '../config.ts';
import { seedAccounts } from '../data/usage/accounts.ts';
import { buildUsageHistory, type UsageHistory } from '../data/usage/history.ts';
import { formatTime } from '../data/usage/time.ts';
import type { PersistentState, TeamRecord, UserRecord } from './types.ts';

export interface UsageSeed {
  teams: readonly TeamRecord[];
  users: readonly UserRecord[];
  /** 90 days of generated usage; in memory only, statistics add the live records on top */
  history: UsageHistory;
}

const cache = new Map<string, UsageSeed>();

/**
 * Seeded accounts and their usage history, deterministic from seed + today. Built once per process and
 * seed/today (tests build many servers); callers get the frozen original and copy what they change.
 */
export const usageSeed = (config: Pick<MockConfig, 'seed' | 'today'>): UsageSeed => {
  const key = `${config.seed}|${config.today}`;
  let seed = cache.get(key);
  if (!seed) {
    const { teams, users } = seedAccounts(config.seed, config.today);
    const history = buildUsageHistory(config.seed, config.today, users);
    for (const user of users) {
      const last = history.lastLogin.get(user.id);
      user.lastLoginAt = last === undefined ? null : formatTime(last);
    }
    seed = { teams, users, history };
    cache.set(key, seed);
  }
  return seed;
};

/** The state a fresh server starts from, and what POST /__mock/reset restores. */
export const seedState = (config: Pick<MockConfig, 'seed' | 'today'>): PersistentState => {
  const { teams, users } = usageSeed(config);
  return {
    version: 1,
    seed: config.seed,
    users: structuredClone(users) as UserRecord[],
    teams: structuredClone(teams) as TeamRecord[],
    sessions: [],
    monitors: [],
    keywordTasks: [],
    actions: [],
    events: [],
    requests: [],
    nextId: {
      user: users.length + 1,
      team: teams.length + 1,
      monitor: 1,
      keywordTask: 1,
      action: 1,
    },
  };
};
