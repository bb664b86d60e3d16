import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_KEY,
  clearAllLocalStorage,
  hasSession,
  onSessionCleared,
  parseSession,
  readSession,
  sessionGeneration,
  writeSession,
} from './session.ts';
import { userKey } from './user-storage.ts';

afterEach(() => localStorage.clear());

describe('parseSession', () => {
  it('reads a JSON object with a token', () => {
    expect(parseSession('{"token":"abc","account":"analyst"}')).toEqual({ token: 'abc', account: 'analyst' });
  });

  it.each([
    ['missing', null],
    ['empty string', ''],
    ['broken JSON', '{"token":'],
    ['plain text', 'abc'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '["abc"]'],
    ['no token', '{"account":"analyst"}'],
    ['empty token', '{"token":""}'],
    ['blank token', '{"token":"   "}'],
    ['token of the wrong type', '{"token":123}'],
  ])('reads %s as logged out', (_, raw) => {
    expect(parseSession(raw)).toBeNull();
  });

  it('drops fields of the wrong type but keeps the token', () => {
    expect(parseSession('{"token":"abc","account":7}')).toEqual({ token: 'abc' });
  });
});

describe('stored session', () => {
  it('round-trips through localStorage', () => {
    writeSession({ token: 't1', account: 'admin' });
    expect(readSession()).toEqual({ token: 't1', account: 'admin' });
    expect(hasSession()).toBe(true);
  });

  it('reads garbage in storage as logged out', () => {
    localStorage.setItem(SESSION_KEY, '%%%garbage');
    expect(readSession()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('clears every key and tells the listeners', () => {
    const listener = vi.fn();
    const off = onSessionCleared(listener);
    writeSession({ token: 't1' });
    localStorage.setItem('other', 'x');
    clearAllLocalStorage();
    off();
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the per-user keys (they are not the session) and starts a new generation of answers', () => {
    const before = sessionGeneration();
    writeSession({ token: 't1' });
    localStorage.setItem('aisle.recent', '[]');
    localStorage.setItem(userKey(7, 'recent'), '[]');
    clearAllLocalStorage();
    expect(Object.keys(localStorage)).toEqual([userKey(7, 'recent')]);
    expect(sessionGeneration()).toBe(before + 1);
  });
});
