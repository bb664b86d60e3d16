import { afterEach, describe, expect, it } from 'vitest';
import { readUserValue, setStorageUser, storageUser, userKey, writeUserValue } from './user-storage.ts';

const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : null);

afterEach(() => {
  setStorageUser(null);
  localStorage.clear();
});

describe('user storage', () => {
  it('reads and writes under the signed-in user only', () => {
    setStorageUser(1);
    writeUserValue('recent', ['a']);
    expect(localStorage.getItem(userKey(1, 'recent'))).toBe('["a"]');
    setStorageUser(2);
    expect(readUserValue('recent', list)).toBeNull();
    writeUserValue('recent', ['b']);
    setStorageUser(1);
    expect(readUserValue('recent', list)).toEqual(['a']);
    expect(localStorage.getItem(userKey(2, 'recent'))).toBe('["b"]');
  });

  it('keeps nothing and reads nothing while no user is known', () => {
    expect(storageUser()).toBeNull();
    writeUserValue('recent', ['a']);
    expect(localStorage.length).toBe(0);
    localStorage.setItem(userKey(0, 'recent'), '["x"]');
    expect(readUserValue('recent', list)).toBeNull();
  });

  it.each([
    ['broken JSON', '[{"kind":'],
    ['the wrong shape', '{"kind":"command"}'],
  ])('drops a stored value with %s, without throwing', (_, raw) => {
    setStorageUser(3);
    localStorage.setItem(userKey(3, 'recent'), raw);
    expect(readUserValue('recent', list)).toBeNull();
    expect(localStorage.getItem(userKey(3, 'recent'))).toBeNull();
  });
});
