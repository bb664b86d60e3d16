import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/helper.ts';
import { verifyPassword } from '../../state/password.ts';
import { DEMO_ACCOUNTS, seedAccounts, seededPassword } from './accounts.ts';

const { teams, users } = seedAccounts(20240618, TEST_TODAY);
const byAccount = (account: string) => users.find((user) => user.account === account)!;

describe('seeded accounts', () => {
  it('has at least 40 teams and about 300 users, with unique ids, accounts and phones', () => {
    expect(teams.length).toBeGreaterThanOrEqual(40);
    expect(users.length).toBe(300);
    expect(new Set(users.map((user) => user.id)).size).toBe(users.length);
    expect(new Set(users.map((user) => user.account.toLowerCase())).size).toBe(users.length);
    expect(new Set(users.map((user) => user.phone)).size).toBe(users.length);
    expect(users.every((user) => /^1\d{10}$/.test(user.phone) && /^[A-Za-z0-9_.@-]{3,32}$/.test(user.account))).toBe(
      true,
    );
    const teamIds = new Set(teams.map((team) => team.id));
    expect(users.every((user) => teamIds.has(user.teamId))).toBe(true);
  });

  it('has the demo accounts exactly as the README says', () => {
    expect(byAccount('admin')).toMatchObject({ id: 1, isManager: true, userType: 1, platformList: [1, 2, 4] });
    expect(byAccount('analyst')).toMatchObject({
      userType: 2,
      isManager: false,
      platformList: [1, 2, 4],
      downloadPermission: true,
      trial: false,
    });
    expect(byAccount('trial')).toMatchObject({
      trial: true,
      expireAt: '2026-11-22',
      downloadPermission: false,
      platformList: [1, 2],
    });
    expect(byAccount('expired')).toMatchObject({ trial: true, expireAt: '2026-11-12', downloadPermission: false });
    for (const demo of Object.values(DEMO_ACCOUNTS))
      expect(verifyPassword(demo.password, byAccount(demo.account).passwordHash)).toBe(true);
    expect(teams.find((team) => team.id === byAccount('analyst').teamId)!.enableType).toBe(1);
  });

  it('stores salted hashes, never passwords; generated accounts use <account>123', () => {
    const generated = users[10]!;
    expect(generated.passwordHash).not.toContain(seededPassword(generated.account));
    expect(verifyPassword(seededPassword(generated.account), generated.passwordHash)).toBe(true);
    expect(verifyPassword('wrong', generated.passwordHash)).toBe(false);
    // the same password, different salts
    expect(new Set(users.map((user) => user.passwordHash.split('$')[2])).size).toBe(users.length);
  });

  it('mixes every kind of account', () => {
    const values = <K extends keyof (typeof users)[number]>(key: K) => new Set(users.map((user) => user[key]));
    expect(values('userType')).toEqual(new Set([1, 2]));
    expect(values('trial')).toEqual(new Set([true, false]));
    expect(values('enableType')).toEqual(new Set([0, 1]));
    expect(values('packageType')).toEqual(new Set([1, 2, 3, 4]));
    expect(values('payState')).toEqual(new Set([0, 1, 2]));
    expect(values('registerType')).toEqual(new Set([1, 2]));
    expect(values('isManager')).toEqual(new Set([true, false]));
    expect(values('downloadPermission')).toEqual(new Set([true, false]));
    expect(new Set(users.map((user) => user.platformList.join(','))).size).toBeGreaterThanOrEqual(4);
    expect(new Set(teams.map((team) => team.enableType))).toEqual(new Set([0, 1]));
    // trials that ran out and trials still running
    const trials = users.filter((user) => user.trial);
    expect(trials.some((user) => user.expireAt! < TEST_TODAY)).toBe(true);
    expect(trials.some((user) => user.expireAt! >= TEST_TODAY)).toBe(true);
  });

  it('names people and customer teams with faker (zh_CN): Chinese names, company names, mobile numbers', () => {
    const customers = teams.slice(2);
    expect(customers).toHaveLength(48);
    expect(new Set(customers.map((team) => team.name)).size).toBe(48);
    expect(customers.every((team) => /^[\u4e00-\u9fa5（）]+公司$/.test(team.name))).toBe(true);
    const generated = users.slice(4);
    expect(generated.every((user) => /^[\u4e00-\u9fa5]{2,5}$/.test(user.name))).toBe(true);
    expect(generated.every((user) => /^[a-z]+\.[a-z]+\d*$/.test(user.account))).toBe(true);
    expect(generated.every((user) => /^1[3-9]\d{9}$/.test(user.phone))).toBe(true);
    // the demo accounts keep their names and phones
    expect(users.slice(0, 4).map((user) => [user.name, user.phone])).toEqual([
      ['周明轩', '13800000001'],
      ['陈思远', '13800000002'],
      ['李雨桐', '13800000003'],
      ['赵一鸣', '13800000004'],
    ]);
  });

  it('gives the same bytes for the same seed and today', () => {
    expect(JSON.stringify(seedAccounts(20240618, TEST_TODAY))).toBe(JSON.stringify({ teams, users }));
  });

  it('is the same for the same seed and today, and different for another seed', () => {
    expect(seedAccounts(20240618, TEST_TODAY)).toEqual({ teams, users });
    expect(seedAccounts(7, TEST_TODAY).users.slice(4, 10)).not.toEqual(users.slice(4, 10));
  });
});
