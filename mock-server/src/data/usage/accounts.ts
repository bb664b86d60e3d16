import type { PackageTypeId, PayStateId, PlatformId } from '@aisle/contract';
import type { TeamRecord, UserRecord } from '../../state/types.ts';
import { hashPassword, SEED_COST, STRONG_COST } from '../../state/password.ts';
import type { Faker } from '@faker-js/faker';
// the locale entry points, not the package's index: the index loads every locale (over a second at start)
import { faker as zhCN } from '@faker-js/faker/locale/zh_CN';
import { faker as en } from '@faker-js/faker/locale/en';
import { makeRandom, type Random } from './random.ts';
import { addDays, dayStart, formatTime } from './time.ts';

/** The internal team (Aisle's own staff) and the team of self-registered individuals. */
export const INTERNAL_TEAM_ID = 1;
export const INDIVIDUAL_TEAM_ID = 2;

export interface DemoAccount {
  account: string;
  password: string;
}

/** The demo accounts of the README; their ids are fixed (1..4). */
export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'admin123' },
  analyst: { account: 'analyst', password: 'analyst123' },
  trial: { account: 'trial', password: 'trial123' },
  expired: { account: 'expired', password: 'expired123' },
} as const satisfies Record<string, DemoAccount>;
export type DemoName = keyof typeof DEMO_ACCOUNTS;

/** Generated accounts (not the demo ones) have the password `<account>123`, so any of them can log in. */
export const seededPassword = (account: string) => `${account}123`;

/** What differs from one trial account to the next; the rest of a trial is the same for all. */
export type TrialUserFields = Pick<
  UserRecord,
  'id' | 'account' | 'name' | 'phone' | 'expireAt' | 'passwordHash' | 'createdAt'
>;

/**
 * A trial account as self-registration makes it: an external individual on the basic package, unpaid,
 * without downloads, on Taobao/Tmall and JD. The seeded trial and expired demo accounts are made the same
 * way, so the demo shows exactly what a new sign-up gets.
 */
export const makeTrialUser = ({
  id,
  account,
  name,
  phone,
  expireAt,
  passwordHash,
  createdAt,
  ...overrides
}: TrialUserFields & Partial<UserRecord>): UserRecord => ({
  id,
  account,
  name,
  phone,
  teamId: INDIVIDUAL_TEAM_ID,
  userType: 2,
  packageType: 1,
  payState: 0,
  registerType: 2,
  enableType: 1,
  isManager: false,
  trial: true,
  downloadPermission: false,
  platformList: [1, 2],
  expireAt,
  passwordHash,
  createdAt,
  lastLoginAt: null,
  ...overrides,
});

export interface SeededAccounts {
  teams: TeamRecord[];
  users: UserRecord[];
}

const GENERATED_USERS = 296;
/** How many customer teams the seed has (besides the internal team and the individuals). */
const CUSTOMER_TEAMS = 48;

/**
 * The people and companies of the usage seed come from faker: Chinese names, company names and mobile numbers
 * from the zh_CN locale; accounts from English names, as many Chinese staff use at work (faker has no pinyin).
 * Own instances (the locale modules' shared ones may be drawn from elsewhere), each seeded from its own stream
 * of the seed, like makeRandom's families: the same seed gives the same bytes.
 */
const seededFakers = (seed: number) => {
  const seedOf = (key: string) => Math.floor(makeRandom(seed, key).next() * 2 ** 32);
  // the locale entry points export instances only; their class makes private ones with the same definitions
  const FakerClass = zhCN.constructor as typeof Faker;
  return {
    chinese: new FakerClass({ locale: zhCN.rawDefinitions, seed: seedOf('usage.faker.zh') }),
    english: new FakerClass({ locale: en.rawDefinitions, seed: seedOf('usage.faker.en') }),
  };
};

/** A mobile number (1, then 10 digits) from faker's zh_CN formats, which mix in landlines. */
const mobileFrom = (faker: Faker) => {
  for (;;) {
    const digits = faker.phone.number({ style: 'national' }).replace(/\D/g, '');
    if (/^1[3-9]\d{9}$/.test(digits)) return digits;
  }
};

/** Salts drawn from the seed's stream: the seed state is the same on every build. */
const saltFrom = (random: Random) => Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));

const time = (day: string, random: Random) =>
  formatTime(dayStart(day) + random.int(9 * 3600, 19 * 3600) + random.int(0, 59));

const platformsFor = (packageType: PackageTypeId, random: Random): PlatformId[] => {
  if (packageType === 1) return random.chance(0.6) ? [1] : [1, 2];
  if (packageType === 2) return random.chance(0.7) ? [1, 2] : [1, 4];
  if (packageType === 3) return [1, 2, 4];
  const custom = ([1, 2, 4] as const).filter(() => random.chance(0.6));
  return custom.length > 0 ? [...custom] : [4];
};

/**
 * Teams and accounts of the usage seed: the internal team, the team of self-registered individuals, one team
 * named by faker, and ~300 users with every mix of the account fields (internal/external,
 * trial, enabled/disabled, package, pay state, register type, platforms). Deterministic from seed + today.
 * `lastLoginAt` is filled in later from the generated login history.
 */
export const seedAccounts = (seed: number, today: string): SeededAccounts => {
  const fakers = seededFakers(seed);
  const teamRandom = makeRandom(seed, 'usage.teams');
  const teams: TeamRecord[] = [
    {
      id: INTERNAL_TEAM_ID,
      name: 'Aisle 数据运营中心',
      enableType: 1,
      packageType: 4,
      createdAt: time(addDays(today, -1000), teamRandom),
    },
    {
      id: INDIVIDUAL_TEAM_ID,
      name: '个人注册用户',
      enableType: 1,
      packageType: 1,
      createdAt: time(addDays(today, -1000), teamRandom),
    },
  ];
  const teamNames = new Set<string>();
  while (teamNames.size < CUSTOMER_TEAMS) teamNames.add(fakers.chinese.company.name());
  for (const name of teamNames) {
    teams.push({
      id: teams.length + 1,
      name,
      // a few customers whose contract ended: disabled team, users locked out (never the demo analyst's team)
      enableType: teamRandom.chance(0.08) && teams.length > 2 ? 0 : 1,
      packageType: teamRandom.weighted<PackageTypeId>([
        [1, 3],
        [2, 4],
        [3, 2],
        [4, 1],
      ]),
      createdAt: time(addDays(today, -teamRandom.int(60, 900)), teamRandom),
    });
  }
  const customerTeams = teams.slice(2);
  // some customers are big accounts with many seats
  const teamWeights = customerTeams.map(
    (team) => [team, 0.5 + teamRandom.next() * 2 + (team.packageType >= 3 ? 1.5 : 0)] as const,
  );

  const userRandom = makeRandom(seed, 'usage.users');
  const takenAccounts = new Set<string>(Object.values(DEMO_ACCOUNTS).map((demo) => demo.account));
  const takenPhones = new Set<string>();
  const phone = () => {
    for (;;) {
      const candidate = mobileFrom(fakers.chinese);
      if (!takenPhones.has(candidate)) {
        takenPhones.add(candidate);
        return candidate;
      }
    }
  };
  const person = () => {
    const name = `${fakers.chinese.person.lastName()}${fakers.chinese.person.firstName()}`;
    const base = `${fakers.english.person.firstName()}.${fakers.english.person.lastName()}`
      .toLowerCase()
      .replace(/[^a-z0-9.]/g, '');
    let account = base;
    for (let n = 2; takenAccounts.has(account); n++) account = `${base}${n}`;
    takenAccounts.add(account);
    return { name, account };
  };

  const strong = (password: string) => hashPassword(password, STRONG_COST, saltFrom(userRandom));
  const users: UserRecord[] = [
    {
      id: 1,
      account: DEMO_ACCOUNTS.admin.account,
      name: '周明轩',
      phone: '13800000001',
      teamId: INTERNAL_TEAM_ID,
      userType: 1,
      packageType: 4,
      payState: 1,
      registerType: 1,
      enableType: 1,
      isManager: true,
      trial: false,
      downloadPermission: true,
      platformList: [1, 2, 4],
      expireAt: null,
      passwordHash: strong(DEMO_ACCOUNTS.admin.password),
      createdAt: time(addDays(today, -720), userRandom),
      lastLoginAt: null,
    },
    {
      id: 2,
      account: DEMO_ACCOUNTS.analyst.account,
      name: '陈思远',
      phone: '13800000002',
      teamId: 3,
      userType: 2,
      packageType: 3,
      payState: 1,
      registerType: 1,
      enableType: 1,
      isManager: false,
      trial: false,
      downloadPermission: true,
      platformList: [1, 2, 4],
      expireAt: addDays(today, 365),
      passwordHash: strong(DEMO_ACCOUNTS.analyst.password),
      createdAt: time(addDays(today, -400), userRandom),
      lastLoginAt: null,
    },
    makeTrialUser({
      id: 3,
      account: DEMO_ACCOUNTS.trial.account,
      name: '李雨桐',
      phone: '13800000003',
      expireAt: addDays(today, 7),
      passwordHash: strong(DEMO_ACCOUNTS.trial.password),
      createdAt: time(addDays(today, -7), userRandom),
    }),
    makeTrialUser({
      id: 4,
      account: DEMO_ACCOUNTS.expired.account,
      name: '赵一鸣',
      phone: '13800000004',
      expireAt: addDays(today, -3),
      passwordHash: strong(DEMO_ACCOUNTS.expired.password),
      createdAt: time(addDays(today, -17), userRandom),
    }),
  ];
  for (const demo of users) takenPhones.add(demo.phone);

  for (let i = 0; i < GENERATED_USERS; i++) {
    const id = users.length + 1;
    const { name, account } = person();
    const internal = userRandom.chance(0.12);
    const selfRegistered = !internal && userRandom.chance(0.3);
    const team = internal
      ? teams[0]!
      : selfRegistered && userRandom.chance(0.6)
        ? teams[1]!
        : userRandom.weighted(teamWeights);
    const trial = !internal && (selfRegistered ? userRandom.chance(0.7) : userRandom.chance(0.1));
    const packageType: PackageTypeId = internal ? 4 : trial ? 1 : team.packageType;
    const created = trial ? addDays(today, -userRandom.int(2, 60)) : addDays(today, -userRandom.int(20, 700));
    const expireAt = trial
      ? addDays(created, userRandom.pick([7, 14]))
      : internal || userRandom.chance(0.2)
        ? null
        : addDays(today, userRandom.int(-60, 540));
    const payState: PayStateId = trial
      ? 0
      : expireAt !== null && expireAt < today
        ? 2
        : userRandom.chance(0.06)
          ? 0
          : 1;
    users.push({
      id,
      account,
      name,
      phone: phone(),
      teamId: team.id,
      userType: internal ? 1 : 2,
      packageType,
      payState,
      registerType: selfRegistered ? 2 : 1,
      enableType: userRandom.chance(internal ? 0.05 : 0.09) ? 0 : 1,
      isManager: internal && userRandom.chance(0.25),
      trial,
      downloadPermission: internal || (!trial && packageType >= 2 && userRandom.chance(0.8)),
      platformList: internal ? [1, 2, 4] : platformsFor(packageType, userRandom),
      expireAt,
      passwordHash: hashPassword(seededPassword(account), SEED_COST, saltFrom(userRandom)),
      createdAt: time(created, userRandom),
      lastLoginAt: null,
    });
  }
  return { teams, users };
};
