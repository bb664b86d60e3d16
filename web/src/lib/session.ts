import { USER_KEY_PREFIX } from './user-storage.ts';

/**
 * The session lives in localStorage under `session` as JSON `{ token, ... }`. Anything else (missing key,
 * broken JSON, a token that is not a non-empty string) reads as logged out, without throwing.
 */
export const SESSION_KEY = 'session';

export interface Session {
  token: string;
  account?: string;
  /** When the server says the token expires (ISO date and time). */
  expireAt?: string;
}

export const parseSession = (raw: string | null): Session | null => {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, account, expireAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.trim() === '') return null;
  return {
    token,
    ...(typeof account === 'string' ? { account } : {}),
    ...(typeof expireAt === 'string' ? { expireAt } : {}),
  };
};

/** localStorage itself may throw (disabled storage, privacy modes): that is a logged-out visitor too. */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const readSession = (): Session | null => parseSession(storage()?.getItem(SESSION_KEY) ?? null);

export const hasSession = () => readSession() !== null;

export const writeSession = (session: Session) => storage()?.setItem(SESSION_KEY, JSON.stringify(session));

type Listener = () => void;
const clearListeners = new Set<Listener>();

/** Stores that hold per-user state register here so a logout resets them. */
export const onSessionCleared = (listener: Listener) => {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
};

let generation = 0;

/**
 * Bumped each time a session ends: answers kept in memory (a report's rows, a table's pages) remember the
 * generation they were fetched in, and a screen shows them again only within the same one, so the next user who
 * signs in on this page never sees the previous user's answers.
 */
export const sessionGeneration = () => generation;

/**
 * Logging out clears local storage (SPEC section 4), then tells the stores. Kept: the per-user keys
 * (`aisle.user.<id>.*`, `lib/user-storage.ts`), which belong to one user, not to the session, and are read only
 * while that user is signed in.
 */
export const clearAllLocalStorage = () => {
  const store = storage();
  try {
    const keys = store ? Array.from({ length: store.length }, (_, index) => store.key(index)) : [];
    for (const key of keys) if (key !== null && !key.startsWith(USER_KEY_PREFIX)) store?.removeItem(key);
  } catch {
    // storage blocked: nothing was kept in it
  }
  generation += 1;
  for (const listener of clearListeners) listener();
};
