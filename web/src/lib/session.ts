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

/** Logging out clears all of local storage (SPEC section 4), then tells the stores. */
export const clearAllLocalStorage = () => {
  storage()?.clear();
  for (const listener of clearListeners) listener();
};
