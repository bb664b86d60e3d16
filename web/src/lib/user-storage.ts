/**
 * What one user leaves in the browser (palette recents, key remaps) is kept under keys that carry the user's id,
 * `aisle.user.<id>.<name>`, and read only while that user is signed in: the next person who signs in on the same
 * browser starts from their own (or nothing). Signing out keeps these keys (they are not the session's) but
 * forgets who the current user is, so nothing is read or written until the next user's id is known.
 */
export const USER_KEY_PREFIX = 'aisle.user.';

let currentUser: number | null = null;
const listeners = new Set<() => void>();

export const storageUser = () => currentUser;

/** Called when the signed-in user becomes known (their id) and when the session ends (null). */
export const setStorageUser = (userId: number | null) => {
  if (userId === currentUser) return;
  currentUser = userId;
  for (const listener of listeners) listener();
};

/** Per-user stores reload from here when the user changes. */
export const onStorageUserChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const userKey = (userId: number, name: string) => `${USER_KEY_PREFIX}${userId}.${name}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The current user's stored value, checked by `parse` (which returns null for a shape it does not accept). A value
 * that is not JSON or not of the shape is removed, so it costs one read, never a crash. No user: null.
 */
export const readUserValue = <T>(name: string, parse: (value: unknown) => T | null): T | null => {
  if (currentUser === null) return null;
  const key = userKey(currentUser, name);
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = parse(JSON.parse(raw));
    if (parsed !== null) return parsed;
  } catch {
    // not JSON: dropped below
  }
  try {
    store?.removeItem(key);
  } catch {
    // storage blocked: nothing to drop
  }
  return null;
};

/** Saves a value for the current user; without one (signed out, or not known yet) nothing is kept. */
export const writeUserValue = (name: string, value: unknown) => {
  if (currentUser === null) return;
  try {
    storage()?.setItem(userKey(currentUser, name), JSON.stringify(value));
  } catch {
    // storage full or blocked: the value lasts for this page only
  }
};
