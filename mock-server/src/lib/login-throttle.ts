/**
 * Failed logins, counted per account and per client address over a sliding window. When either has had too
 * many failures in the window, further attempts are refused (429) until the oldest of those failures leaves
 * the window, whatever the password: otherwise guessing could go on. A success forgets the account's
 * failures. In memory on purpose: a restart forgets them, as it would forget a real limiter's counters.
 *
 * The address limit is higher than the account limit: one address can be a whole office behind one router,
 * while one account is one person.
 */
export interface ThrottleOptions {
  /** failures of one account within the window before it is refused */
  perAccount: number;
  /** failures from one address within the window before it is refused */
  perAddress: number;
  windowMs: number;
  /** real milliseconds; read at each call, so tests can move time with a fake Date */
  now: () => number;
}

export const LOGIN_THROTTLE: Omit<ThrottleOptions, 'now'> = { perAccount: 5, perAddress: 20, windowMs: 5 * 60_000 };

/** How many keys are kept before the expired ones are swept out (a flood of addresses cannot grow memory). */
const SWEEP_AT = 10_000;

export interface LoginThrottle {
  /** Milliseconds until the account and address may try again, or 0 when they may now. */
  retryAfterMs(account: string, address: string): number;
  fail(account: string, address: string): void;
  succeed(account: string): void;
  clear(): void;
}

export const makeLoginThrottle = (options: Partial<ThrottleOptions> = {}): LoginThrottle => {
  const { perAccount, perAddress, windowMs, now } = { ...LOGIN_THROTTLE, now: () => Date.now(), ...options };
  // key -> times of its failures within the window, oldest first
  const failures = new Map<string, number[]>();
  const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
  const addressKey = (address: string) => `address:${address}`;

  const recent = (key: string, at: number) => {
    const times = failures.get(key);
    if (!times) return [];
    while (times.length > 0 && (times[0] as number) <= at - windowMs) times.shift();
    if (times.length === 0) failures.delete(key);
    return times;
  };
  /** When the key may try again: once all but `limit - 1` of its failures have left the window. */
  const waitFor = (key: string, limit: number, at: number) => {
    const times = recent(key, at);
    if (times.length < limit) return 0;
    return (times[times.length - limit] as number) + windowMs - at;
  };
  const sweep = (at: number) => {
    if (failures.size < SWEEP_AT) return;
    for (const key of [...failures.keys()]) recent(key, at);
  };

  return {
    retryAfterMs: (account, address) => {
      const at = now();
      return Math.max(waitFor(accountKey(account), perAccount, at), waitFor(addressKey(address), perAddress, at));
    },
    fail: (account, address) => {
      const at = now();
      sweep(at);
      for (const key of [accountKey(account), addressKey(address)]) {
        const times = recent(key, at);
        times.push(at);
        failures.set(key, times);
      }
    },
    succeed: (account) => {
      failures.delete(accountKey(account));
    },
    clear: () => failures.clear(),
  };
};
