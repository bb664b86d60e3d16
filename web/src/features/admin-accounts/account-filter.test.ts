import { describe, expect, it } from 'vitest';
import { parseParams, writeParams } from '../../lib/report-params.ts';
import { accountParams, accountQuery, defaultAccountParams, formFieldOf, rangeReversed } from './account-filter.ts';

const parse = (query: string) => parseParams(accountParams, query).values;

describe('account filter', () => {
  it('asks for exactly the defaults of the specification on a first visit', () => {
    expect(accountQuery(parse(''), 1)).toEqual({
      payStateList: [0, 1, 2],
      platformList: [1, 2, 4],
      enableTypeList: [1, 0],
      page: 1,
      perPage: 20,
      registerType: [1, 2],
    });
  });

  it('keeps lists in the enumeration order and leaves defaults out of the URL', () => {
    const params = parse('enableTypeList=0&enableTypeList=1&payStateList=2&payStateList=0');
    expect(accountQuery(params, 1)).toMatchObject({ enableTypeList: [1, 0], payStateList: [0, 2] });
    expect(writeParams(accountParams, { ...params, enableTypeList: [1, 0] }).toString()).toBe(
      'payStateList=2&payStateList=0',
    );
    expect(writeParams(accountParams, defaultAccountParams()).toString()).toBe('');
  });

  it('drops unusable values (the shell says so) and keeps the rest', () => {
    const { values, issues } = parseParams(
      accountParams,
      'platformList=3&platformList=4&startDate=2026-02-30&teamId=x',
    );
    expect(values.platformList).toEqual([4]);
    expect(values.startDate).toBe('');
    expect(values.teamId).toBe(0);
    expect(issues.map((issue) => issue.name)).toEqual(['platformList', 'startDate', 'teamId']);
  });

  it('sends optional fields only when set', () => {
    const query = accountQuery(
      parse('keyword=%20chen%20&startDate=2026-10-01&userType=1&teamId=3&packageTypeList=4'),
      2,
    );
    expect(query).toMatchObject({
      keyword: 'chen',
      startDate: '2026-10-01',
      userType: 1,
      teamId: 3,
      packageTypeList: [4],
      page: 2,
    });
  });

  it('reads the form field of the input a server error names', () => {
    expect(formFieldOf('body.account')).toBe('account');
    expect(formFieldOf('body.phone')).toBe('phone');
    expect(formFieldOf('body.platformList.0')).toBe('platformList');
    expect(formFieldOf('querystring.id')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });

  it('sees a creation range that ends before it starts, and only then', () => {
    expect(rangeReversed({ startDate: '2026-11-10', endDate: '2026-11-01' })).toBe(true);
    expect(rangeReversed({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBe(false);
    expect(rangeReversed({ startDate: '2026-11-10', endDate: '' })).toBe(false);
    expect(rangeReversed({ startDate: '', endDate: '2026-11-01' })).toBe(false);
  });
});
