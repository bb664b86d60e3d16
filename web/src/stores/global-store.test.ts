import { afterEach, describe, expect, it, vi } from 'vitest';

const { api } = vi.hoisted(() => ({
  api: {
    auth: { login: vi.fn(), logout: vi.fn() },
    common: { platformList: vi.fn(), userConfig: vi.fn(), checkManager: vi.fn() },
  },
}));
vi.mock('../api/client.ts', () => ({ api, isCancelled: () => false }));

const { allowedPlatforms, globalState, loadGlobalInfo, login, logout, resetGlobalInfo, trialDaysLeft } =
  await import('./global-store.ts');

const makePlatform = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  label: '淘宝/天猫',
  labelEn: 'Taobao/Tmall',
  name: 'taobao',
  permission: 1,
  ...overrides,
});

const answer = () => {
  api.common.platformList.mockResolvedValue([makePlatform(), makePlatform({ id: 4, permission: 0, reason: '未开通' })]);
  api.common.userConfig.mockResolvedValue({
    downloadPermission: false,
    trial: true,
    expireAt: '2026-11-22',
    userInfo: { id: 3, account: 'trial', name: '试用用户' },
  });
  api.common.checkManager.mockResolvedValue(false);
};

afterEach(() => {
  vi.clearAllMocks();
  resetGlobalInfo();
  localStorage.clear();
});

describe('global info', () => {
  it('loads platforms, permissions and the manager flag once', async () => {
    answer();
    await Promise.all([loadGlobalInfo(), loadGlobalInfo()]);
    expect(api.common.platformList).toHaveBeenCalledTimes(1);
    expect(globalState).toMatchObject({
      status: 'fulfilled',
      isLogin: true,
      downloadPermission: false,
      trial: true,
      expireAt: '2026-11-22',
      isManager: false,
    });
    expect(allowedPlatforms(globalState)).toEqual([1]);
  });

  it('marks a failed load as rejected and tries again next time', async () => {
    answer();
    api.common.checkManager.mockRejectedValueOnce(new Error('error'));
    await loadGlobalInfo();
    expect(globalState.status).toBe('rejected');
    await loadGlobalInfo();
    expect(globalState.status).toBe('fulfilled');
  });

  it('stores the session on login and clears everything on logout', async () => {
    api.auth.login.mockResolvedValue({ token: 'tok', expireAt: '2026-12-01T00:00:00Z' });
    api.auth.logout.mockResolvedValue(null);
    await login('analyst', 'analyst123');
    expect(JSON.parse(localStorage.getItem('session') ?? '{}')).toMatchObject({ token: 'tok', account: 'analyst' });
    expect(globalState.isLogin).toBe(true);
    await logout();
    expect(api.auth.logout).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(globalState.isLogin).toBe(false);
  });
});

describe('trialDaysLeft', () => {
  it('counts whole days to the expiry date', () => {
    expect(trialDaysLeft('2026-11-22', new Date(2026, 10, 15, 18))).toBe(7);
    expect(trialDaysLeft('2026-11-15', new Date(2026, 10, 15))).toBe(0);
    expect(trialDaysLeft('2026-11-10', new Date(2026, 10, 15))).toBe(-5);
    expect(trialDaysLeft(null)).toBeNull();
    expect(trialDaysLeft('garbage')).toBeNull();
  });
});
