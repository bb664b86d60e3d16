import { describe, expect, it } from 'vitest';
import { changedFields, makeDraft, newAccountBody, validateDraft } from './account-form.ts';

describe('account form', () => {
  const valid = makeDraft({ account: 'li.na', password: 'secret1', name: '李娜', phone: '13600000001' });

  it('accepts a valid new account and sends every field', () => {
    expect(validateDraft(valid, true)).toEqual({});
    expect(newAccountBody(valid)).toEqual({
      account: 'li.na',
      password: 'secret1',
      name: '李娜',
      phone: '13600000001',
      teamId: 2,
      userType: 2,
      packageType: 1,
      payState: 0,
      platformList: [1, 2],
      trial: false,
      downloadPermission: false,
      expireAt: null,
    });
  });

  it.each([
    [{ account: 'ab' }, 'account'],
    [{ account: 'has space' }, 'account'],
    [{ password: '12345' }, 'password'],
    [{ name: '  ' }, 'name'],
    [{ phone: '2360000000' }, 'phone'],
    [{ platformList: [] }, 'platformList'],
    [{ expireAt: '2026-02-30' }, 'expireAt'],
    [{ trial: true, expireAt: '' }, 'expireAt'],
  ])('refuses %j at its field', (change, field) => {
    expect(Object.keys(validateDraft({ ...valid, ...change }, true))).toEqual([field]);
  });

  it('does not ask for account and password when editing', () => {
    expect(validateDraft({ ...valid, account: '', password: '' }, false)).toEqual({});
  });

  it('sends only the changed fields of an edit', () => {
    expect(changedFields(valid, { ...valid, name: ' 李娜娜 ', platformList: [4] })).toEqual({
      name: '李娜娜',
      platformList: [4],
    });
    expect(changedFields(valid, valid)).toEqual({});
  });
});
