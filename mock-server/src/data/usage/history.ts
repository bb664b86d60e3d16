import type { PlatformId } from '@aisle/contract';
import type { UserRecord } from '../../state/types.ts';
import { knownPages } from './pages.ts';
import { makeRandom, type Random } from './random.ts';
import { DAY_SECONDS, addDays, dayStart, weekday } from './time.ts';
import {
  ACTIVITY_RATE,
  LOGIN_ROUTE,
  PAGE_PROFILES,
  SESSION_CALLS,
  SESSION_HOURS,
  type Activity,
} from './history-profiles.ts';

export const HISTORY_DAYS = 90;

/** One generated row per visit, request and event, in time order, kept as columns (typed arrays). */
export interface VisitColumns {
  length: number;
  time: Float64Array;
  userId: Int32Array;
  /** index into `UsageHistory.pagePaths` */
  page: Uint16Array;
  /** 0 = none */
  platform: Uint8Array;
  durationMs: Uint32Array;
}

export interface RequestColumns {
  length: number;
  time: Float64Array;
  /** 0 = anonymous */
  userId: Int32Array;
  /** index into `UsageHistory.routes` */
  route: Uint16Array;
  status: Uint16Array;
  durationMs: Float32Array;
  platform: Uint8Array;
}

export interface EventColumns {
  length: number;
  time: Float64Array;
  userId: Int32Array;
  eventType: Uint8Array;
  /** index into `UsageHistory.details` */
  detail: Uint16Array;
}

export interface UsageHistory {
  /** first and last day covered (the 90 days before today) */
  from: string;
  to: string;
  visits: VisitColumns;
  requests: RequestColumns;
  events: EventColumns;
  pagePaths: readonly string[];
  routes: readonly { method: string; path: string }[];
  details: readonly string[];
  /** the last generated login of each user (local seconds) */
  lastLogin: ReadonlyMap<number, number>;
}

const KIND_VISIT = 0;
const KIND_REQUEST = 1;
const KIND_EVENT = 2;

/**
 * One day's rows as parallel arrays (kind, time, user, a..d), reused from day to day: generating ~300,000
 * rows as objects and sorting them with a comparator took most of the start-up time.
 */
const makeDayBuffer = () => {
  const columns = {
    kind: [] as number[],
    time: [] as number[],
    userId: [] as number[],
    a: [] as number[],
    b: [] as number[],
    c: [] as number[],
    d: [] as number[],
  };
  return {
    columns,
    push: (kind: number, time: number, userId: number, a: number, b = 0, c = 0, d = 0) => {
      columns.kind.push(kind);
      // whole milliseconds: the day's order (by millisecond) is then exactly the time order
      columns.time.push(Math.round(time * 1000) / 1000);
      columns.userId.push(userId);
      columns.a.push(a);
      columns.b.push(b);
      columns.c.push(c);
      columns.d.push(d);
    },
    clear: () => {
      for (const column of Object.values(columns)) column.length = 0;
    },
    /** row indexes in time order (ties: insertion order), sorted natively on packed keys */
    order: (dayStartSeconds: number) => {
      const count = columns.time.length;
      const packed = new Float64Array(count);
      for (let i = 0; i < count; i++)
        packed[i] = Math.round((columns.time[i]! - dayStartSeconds + 600) * 1000) * 2 ** 20 + i;
      packed.sort();
      return Int32Array.from(packed, (key) => key % 2 ** 20);
    },
  };
};

const lognormal = (random: Random, median: number, spread: number) => median * Math.exp(random.normal() * spread);

/**
 * 90 days of usage before "today": page visits, API requests and events of the seeded users, following
 * weekdays and working hours, with active and idle users. Generated in memory at start (never persisted);
 * deterministic from seed + today.
 */
export const buildUsageHistory = (seed: number, today: string, users: readonly UserRecord[]): UsageHistory => {
  const random = makeRandom(seed, 'usage.history');
  const profileRandom = makeRandom(seed, 'usage.activity');
  const pagePaths = knownPages().map((page) => page.path);
  const pageIndex = new Map(pagePaths.map((path, index) => [path, index]));
  const routes: { method: string; path: string }[] = [];
  const routeIndex = new Map<string, number>();
  const route = (key: string) => {
    let index = routeIndex.get(key);
    if (index === undefined) {
      const [method = 'GET', path = '/'] = key.split(' ');
      index = routes.length;
      routes.push({ method, path });
      routeIndex.set(key, index);
    }
    return index;
  };
  const details: string[] = [];
  const detailIndex = new Map<string, number>();
  const detail = (text: string) => {
    let index = detailIndex.get(text);
    if (index === undefined) {
      index = details.length;
      details.push(text);
      detailIndex.set(text, index);
    }
    return index;
  };

  const from = addDays(today, -HISTORY_DAYS);
  const to = addDays(today, -1);
  const fromSeconds = dayStart(from);

  // who is active, how much, and until when
  const profiles = users.map((user) => {
    const internal = user.userType === 1;
    const activity = profileRandom.weighted<Activity>(
      internal
        ? [
            ['idle', 1],
            ['occasional', 2],
            ['regular', 4],
            ['heavy', 4],
          ]
        : [
            ['idle', 5],
            ['occasional', 6],
            ['regular', 6],
            ['heavy', 3],
          ],
    );
    const createdDay = user.createdAt.slice(0, 10);
    let lastDay = to;
    if (user.expireAt !== null && user.expireAt < lastDay) lastDay = user.expireAt;
    // disabled accounts stopped using the product some time ago
    if (user.enableType === 0) lastDay = addDays(today, -profileRandom.int(20, HISTORY_DAYS));
    const pages = Object.entries(PAGE_PROFILES).filter(
      ([path, profile]) =>
        pageIndex.has(path) &&
        (!profile.managerOnly || user.isManager) &&
        (profile.market || path === '/' || user.isManager),
    );
    return {
      user,
      rate: ACTIVITY_RATE[activity] * (user.trial ? 1.2 : 1),
      firstDay: createdDay > from ? createdDay : from,
      lastDay,
      pages: pages.map(
        ([path, profile]) =>
          [path, user.isManager && profile.managerOnly ? profile.weight * 3 : profile.weight] as const,
      ),
      lastLogin: -Infinity,
      // Taobao/Tmall is used most, then JD, then Douyin
      platforms: user.platformList.map((platform) => [platform, platform === 1 ? 5 : platform === 2 ? 3 : 2] as const),
    };
  });

  const visit: number[][] = [[], [], [], [], []];
  const request: number[][] = [[], [], [], [], [], []];
  const event: number[][] = [[], [], [], []];
  const lastLogin = new Map<number, number>();

  const dayBuffer = makeDayBuffer();

  for (let d = 0; d < HISTORY_DAYS; d++) {
    const day = addDays(from, d);
    const start = fromSeconds + d * DAY_SECONDS;
    const dow = weekday(day);
    const dayFactor = (dow === 0 || dow === 6 ? 0.12 : dow === 1 ? 1.1 : 1) * (0.9 + (0.2 * d) / HISTORY_DAYS);
    dayBuffer.clear();
    const push = dayBuffer.push;

    for (const profile of profiles) {
      const { user } = profile;
      // self-registration: the SMS code and the first login, on the day the account was created
      if (user.registerType === 2 && user.createdAt.slice(0, 10) === day) {
        const at = start + Number(user.createdAt.slice(11, 13)) * 3600 + random.int(0, 1800);
        push(KIND_EVENT, at - 90, user.id, 3, detail(`${user.phone.slice(0, 3)}****${user.phone.slice(7)} 注册`));
        push(KIND_REQUEST, at - 90, 0, route('POST /api/user/sendCode'), 200, random.int(20, 80));
        push(KIND_REQUEST, at, user.id, route('POST /api/user/register'), 200, random.int(30, 120));
      }
      if (profile.rate === 0 || day < profile.firstDay || day > profile.lastDay) continue;
      if (!random.chance(Math.min(0.97, profile.rate * dayFactor))) continue;

      const sessions = random.weighted([
        [1, 70],
        [2, 25],
        [3, 5],
      ] as const);
      let clock = start;
      for (let s = 0; s < sessions; s++) {
        const hour = random.weighted(SESSION_HOURS);
        clock = Math.max(clock + 600, start + hour * 3600 + random.int(0, 3599));
        if (clock >= start + DAY_SECONDS - 600) break;
        // a token lasts a week: log in again now and then
        if (clock - profile.lastLogin > 3 * DAY_SECONDS || random.chance(0.3)) {
          if (random.chance(0.04))
            push(KIND_REQUEST, clock - 5, 0, route('POST /api/user/login'), 400, lognormal(random, 40, 0.3));
          push(KIND_EVENT, clock, user.id, 1, detail(random.chance(0.9) ? '账号密码登录' : '验证码登录'));
          push(KIND_REQUEST, clock, user.id, route(LOGIN_ROUTE), 200, lognormal(random, 45, 0.3));
          push(KIND_VISIT, clock - 20, user.id, pageIndex.get('/login') ?? 0, 0, random.int(8, 40) * 1000);
          profile.lastLogin = clock;
          lastLogin.set(user.id, clock);
        } else if (random.chance(0.03)) {
          // an expired token: the app sends the user to /login first
          push(KIND_REQUEST, clock - 3, user.id, route(SESSION_CALLS[0]!), 401, lognormal(random, 3, 0.3));
        }
        for (const call of SESSION_CALLS)
          push(KIND_REQUEST, clock + random.next() * 2, user.id, route(call), 200, lognormal(random, 6, 0.4));

        const visits = 2 + Math.floor(-Math.log(1 - random.next()) * 5);
        for (let v = 0; v < visits; v++) {
          const path = random.weighted(profile.pages);
          const page = PAGE_PROFILES[path]!;
          const platform = page.market ? random.weighted<PlatformId>(profile.platforms) : 0;
          const duration = Math.round(Math.min(1_800_000, Math.max(3000, lognormal(random, 75_000, 0.9))));
          // a day's rows stay inside the day: the logs are kept in time order day by day
          if (clock + duration / 1000 + 30 >= start + DAY_SECONDS) break;
          push(KIND_VISIT, clock, user.id, pageIndex.get(path)!, platform, duration);
          for (const call of page.calls) {
            const status = random.chance(0.008) ? 400 : 200;
            push(
              KIND_REQUEST,
              clock + random.next() * 1.5,
              user.id,
              route(call),
              status,
              lognormal(random, page.market ? 28 : 9, 0.5),
              platform,
            );
          }
          if (page.interaction) {
            const interactions = random.int(0, 4);
            for (let i = 0; i < interactions; i++)
              push(
                KIND_REQUEST,
                clock + random.next() * (duration / 1000),
                user.id,
                route(page.interaction),
                200,
                lognormal(random, page.market ? 25 : 8, 0.5),
                platform,
              );
          }
          if (page.download && user.downloadPermission && random.chance(0.07)) {
            const at = clock + random.next() * (duration / 1000);
            push(KIND_REQUEST, at, user.id, route(page.download.route), 200, lognormal(random, 900, 0.6), platform);
            push(KIND_EVENT, at, user.id, 2, detail(page.download.file));
          }
          clock += duration / 1000 + random.int(1, 20);
        }
      }
    }

    const { kind, time, userId, a, b, c, d: e } = dayBuffer.columns;
    for (const i of dayBuffer.order(start)) {
      if (kind[i] === KIND_VISIT) {
        visit[0]!.push(time[i]!);
        visit[1]!.push(userId[i]!);
        visit[2]!.push(a[i]!);
        visit[3]!.push(b[i]!);
        visit[4]!.push(c[i]!);
      } else if (kind[i] === KIND_REQUEST) {
        request[0]!.push(time[i]!);
        request[1]!.push(userId[i]!);
        request[2]!.push(a[i]!);
        request[3]!.push(b[i]!);
        request[4]!.push(Math.round(c[i]! * 10) / 10);
        request[5]!.push(e[i]!);
      } else {
        event[0]!.push(time[i]!);
        event[1]!.push(userId[i]!);
        event[2]!.push(a[i]!);
        event[3]!.push(b[i]!);
      }
    }
  }

  return {
    from,
    to,
    visits: {
      length: visit[0]!.length,
      time: Float64Array.from(visit[0]!),
      userId: Int32Array.from(visit[1]!),
      page: Uint16Array.from(visit[2]!),
      platform: Uint8Array.from(visit[3]!),
      durationMs: Uint32Array.from(visit[4]!),
    },
    requests: {
      length: request[0]!.length,
      time: Float64Array.from(request[0]!),
      userId: Int32Array.from(request[1]!),
      route: Uint16Array.from(request[2]!),
      status: Uint16Array.from(request[3]!),
      durationMs: Float32Array.from(request[4]!),
      platform: Uint8Array.from(request[5]!),
    },
    events: {
      length: event[0]!.length,
      time: Float64Array.from(event[0]!),
      userId: Int32Array.from(event[1]!),
      eventType: Uint8Array.from(event[2]!),
      detail: Uint16Array.from(event[3]!),
    },
    pagePaths,
    routes,
    details,
    lastLogin,
  };
};
