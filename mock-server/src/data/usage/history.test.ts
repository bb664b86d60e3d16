import { describe, expect, it } from 'vitest';
import { listEndpoints } from '@aisle/contract';
import { TEST_TODAY } from '../../../test/helper.ts';
import { usageSeed } from '../../state/seed.ts';
import { HISTORY_DAYS } from './history.ts';
import { knownPages } from './pages.ts';
import { DAY_SECONDS, dayOf, dayStart, weekday } from './time.ts';

const { history, users } = usageSeed({ seed: 20240618, today: TEST_TODAY });

describe('usage history', () => {
  it('covers the 90 days before today, in time order', () => {
    expect(history.from).toBe('2026-08-17');
    expect(history.to).toBe('2026-11-14');
    for (const log of [history.visits, history.requests, history.events]) {
      expect(log.length).toBeGreaterThan(0);
      expect(log.time[0]!).toBeGreaterThanOrEqual(dayStart(history.from));
      expect(log.time[log.length - 1]!).toBeLessThan(dayStart(TEST_TODAY));
      for (let i = 1; i < log.length; i++) if (log.time[i - 1]! > log.time[i]!) throw new Error(`out of order at ${i}`);
    }
    expect((dayStart(history.to) - dayStart(history.from)) / DAY_SECONDS + 1).toBe(HISTORY_DAYS);
  });

  it('only requests documented endpoints and visits known pages', () => {
    const documented = new Set(listEndpoints().map(({ def }) => `${def.method} ${def.path}`));
    expect(history.routes.filter((route) => !documented.has(`${route.method} ${route.path}`))).toEqual([]);
    expect(history.pagePaths).toEqual(knownPages().map((page) => page.path));
  });

  it('has weekday peaks, working hours, and active and idle users', () => {
    const perWeekday = new Array<number>(7).fill(0);
    const perHour = new Array<number>(24).fill(0);
    const visitsPerUser = new Map<number, number>();
    for (let i = 0; i < history.visits.length; i++) {
      const time = history.visits.time[i]!;
      perWeekday[weekday(dayOf(time))]! += 1;
      perHour[Math.floor((time % DAY_SECONDS) / 3600)]! += 1;
      const userId = history.visits.userId[i]!;
      visitsPerUser.set(userId, (visitsPerUser.get(userId) ?? 0) + 1);
    }
    expect(perWeekday[3]!).toBeGreaterThan(perWeekday[0]! * 4);
    expect(perHour[10]!).toBeGreaterThan(perHour[3]! + perHour[4]! + perHour[5]! + 10);
    const idle = users.filter((user) => !visitsPerUser.has(user.id));
    expect(idle.length).toBeGreaterThan(20);
    expect(Math.max(...visitsPerUser.values())).toBeGreaterThan(10 * Math.min(...visitsPerUser.values()));
  });

  it('has logins, downloads only by users allowed to download, and SMS codes', () => {
    const byId = new Map(users.map((user) => [user.id, user]));
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < history.events.length; i++) {
      const type = history.events.eventType[i]!;
      counts[type]! += 1;
      if (type === 2) expect(byId.get(history.events.userId[i]!)!.downloadPermission).toBe(true);
    }
    expect(counts[1]!).toBeGreaterThan(500);
    expect(counts[2]!).toBeGreaterThan(50);
    expect(counts[3]!).toBeGreaterThan(0);
  });

  it('sets lastLoginAt from the last generated login', () => {
    const withLogin = users.filter((user) => user.lastLoginAt !== null);
    expect(withLogin.length).toBeGreaterThan(100);
    expect(withLogin.every((user) => user.lastLoginAt! < `${TEST_TODAY}T`)).toBe(true);
  });
});
