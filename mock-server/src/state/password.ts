import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt hashes, stored as `scrypt$N$salt$hash` (base64url), so the cost travels with the hash.
 * Accounts created at run time and the demo accounts use N = 4096 (~10 ms); the ~300 generated accounts
 * of the seed use N = 16 so that building the seed stays fast. Nobody types those generated passwords in
 * anger: this is a mock server, and the cost is recorded, so verification works for both.
 */
export const STRONG_COST = 4096;
export const SEED_COST = 16;
const KEY_LENGTH = 32;

export const hashPassword = (password: string, cost = STRONG_COST, salt: Buffer = randomBytes(16)) => {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 });
  return `scrypt$${cost}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
};

export const verifyPassword = (password: string, stored: string) => {
  const [scheme, costText, saltText, hashText] = stored.split('$');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !saltText || !hashText || !Number.isInteger(cost) || cost < 2 || cost > 2 ** 20)
    return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = scryptSync(password, Buffer.from(saltText, 'base64url'), expected.length || KEY_LENGTH, {
    N: cost,
    r: 8,
    p: 1,
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
