import dayjs from 'dayjs';
import { proxy, type Snapshot } from 'valtio';
import type { PlatformId } from '@aisle/contract';
import { api, isCancelled } from '../api/client.ts';
import type { PlatformInfo, UserInfo } from '../api/types.ts';
import { clearAllLocalStorage, hasSession, onSessionCleared, readSession, writeSession } from '../lib/session.ts';
import { setStorageUser } from '../lib/user-storage.ts';

/**
 * Global info (SPEC section 3): platforms with their permission, download permission, trial and expiry,
 * manager flag, login state and the user. Loaded once after login by `loadGlobalInfo`.
 */
export interface GlobalState {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  isLogin: boolean;
  platformList: PlatformInfo[];
  downloadPermission: boolean;
  expireAt: string | null;
  trial: boolean;
  isManager: boolean;
  userInfo: UserInfo | null;
}

const initialState = (): GlobalState => ({
  status: 'idle',
  isLogin: hasSession(),
  platformList: [],
  downloadPermission: false,
  expireAt: null,
  trial: false,
  isManager: false,
  userInfo: null,
});

export const globalState = proxy<GlobalState>(initialState());

let loading: Promise<void> | null = null;

const load = async () => {
  globalState.status = 'pending';
  try {
    const [platformList, config, isManager] = await Promise.all([
      api.common.platformList(),
      api.common.userConfig(),
      api.common.checkManager(),
    ]);
    Object.assign(globalState, {
      status: 'fulfilled',
      isLogin: true,
      platformList,
      downloadPermission: config.downloadPermission,
      expireAt: config.expireAt,
      trial: config.trial,
      isManager,
      userInfo: config.userInfo,
    } satisfies GlobalState);
    // the user's own recents and keys (kept per user id) come back
    setStorageUser(config.userInfo.id);
  } catch (error) {
    // the client has already shown the error (and logged out on 401/403)
    globalState.status = isCancelled(error) ? 'idle' : 'rejected';
    loading = null;
  }
};

/** Loads once per session; later calls share the same answer. */
export const loadGlobalInfo = (): Promise<void> => {
  loading ??= load();
  return loading;
};

export const reloadGlobalInfo = () => {
  loading = null;
  return loadGlobalInfo();
};

export const resetGlobalInfo = () => {
  loading = null;
  Object.assign(globalState, initialState());
  setStorageUser(null);
};

// a 401/403 anywhere clears storage: forget the user's platforms and permissions with it
onSessionCleared(resetGlobalInfo);

export const login = async (account: string, password: string) => {
  const { token, expireAt } = await api.auth.login({ account, password });
  writeSession({ token, account, expireAt });
  resetGlobalInfo();
  globalState.isLogin = true;
};

export const register = async (input: {
  phone: string;
  code: string;
  password: string;
  name: string;
  company?: string;
}) => {
  const { token, expireAt } = await api.auth.register(input);
  writeSession({ token, account: input.phone, expireAt });
  resetGlobalInfo();
  globalState.isLogin = true;
};

/** Ends the session on the server when possible; the local session goes either way. */
export const logout = async () => {
  if (readSession()) await api.auth.logout().catch(() => undefined);
  clearAllLocalStorage();
};

/** Platforms the user may read (permission 1). */
export const allowedPlatforms = (state: Snapshot<Pick<GlobalState, 'platformList'>>): PlatformId[] =>
  state.platformList.filter((platform) => platform.permission === 1).map((platform) => platform.id);

/** Whole days from `today` to the trial's end (negative once it has passed), or null without an expiry. */
export const trialDaysLeft = (expireAt: string | null, today: Date = new Date()): number | null => {
  if (!expireAt) return null;
  // calendar days in the user's time zone (dayjs counts a day across a clock change as one)
  const end = dayjs(expireAt.slice(0, 10));
  if (!end.isValid()) return null;
  return end.diff(dayjs(today).startOf('day'), 'day');
};
