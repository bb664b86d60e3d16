import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeTestApp } from '../../test/helper.ts';
import { LOGIN_THROTTLE } from '../lib/login-throttle.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeTestApp();
});
afterAll(() => app.close());

/** The server's clock (Date only: timers and I/O keep running), moved by hand. */
let now = 0;
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};
const freeze = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now = Date.now();
  vi.setSystemTime(now);
};
afterEach(async () => {
  vi.useRealTimers();
  await app.inject({ method: 'POST', url: '/__mock/reset' });
});

const login = (account: string, password: string, from = '127.0.0.1', language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: from,
    ...(language ? { headers: { 'accept-language': language } } : {}),
    payload: { account, password },
  });

describe('failed-login throttling', () => {
  it('answers 429 with Retry-After after 5 failures of one account, even to the right password', async () => {
    freeze();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i += 1) {
      const wrong = await login('admin', `guess${i}`);
      expect(wrong.statusCode, `attempt ${i + 1}`).toBe(400);
      advance(1000);
    }
    const refused = await login('admin', 'admin123');
    expect(refused.statusCode).toBe(429);
    // the oldest failure leaves the 5-minute window 5 minutes after it was made, 5 s ago
    expect(refused.headers['retry-after']).toBe(String(5 * 60 - 5));
    expect(refused.json()).toMatchObject({ code: 429, data: null, resFormatMsg: '登录失败次数过多，请 5 分钟后再试' });
    const english = await login('ADMIN', 'x', '127.0.0.1', 'en');
    expect(english.statusCode).toBe(429);
    expect(english.json().resFormatMsg).toBe('Too many failed sign-ins. Try again in 5 minutes.');
    // other accounts are not affected
    expect((await login('analyst', 'analyst123')).statusCode).toBe(200);
  });

  it('lets the right password in again once the window has passed', async () => {
    freeze();
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i += 1) await login('analyst', 'nope');
    advance(LOGIN_THROTTLE.windowMs - 61_000);
    const late = await login('analyst', 'analyst123');
    expect(late.statusCode).toBe(429);
    expect(late.headers['retry-after']).toBe('61');
    expect(late.json().resFormatMsg).toBe('登录失败次数过多，请 2 分钟后再试');
    advance(61_000);
    expect((await login('analyst', 'analyst123')).statusCode).toBe(200);
  });

  it('limits one address across accounts', async () => {
    freeze();
    const attacker = '203.0.113.7';
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i += 1)
      expect((await login(`nobody${i}`, 'x', attacker)).statusCode).toBe(400);
    const refused = await login('trial', 'trial123', attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(LOGIN_THROTTLE.windowMs / 1000);
    // the same account from elsewhere is fine
    expect((await login('trial', 'trial123', '198.51.100.1')).statusCode).toBe(200);
    advance(LOGIN_THROTTLE.windowMs);
    expect((await login('trial', 'trial123', attacker)).statusCode).toBe(200);
  });

  it("forgets an account's failures when it logs in, and never counts successes", async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < LOGIN_THROTTLE.perAccount - 1; i += 1)
        expect((await login('admin', 'nope', `192.0.2.${round}`)).statusCode).toBe(400);
      expect((await login('admin', 'admin123', `192.0.2.${round}`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 30; i += 1) expect((await login('admin', 'admin123')).statusCode).toBe(200);
  });
});
