import { afterEach, describe, expect, it, vi } from 'vitest';

const { loadGlobalInfo, loadCategoryInfo, globalState } = vi.hoisted(() => ({
  loadGlobalInfo: vi.fn(async () => {}),
  loadCategoryInfo: vi.fn(async () => {}),
  globalState: {
    status: 'fulfilled',
    platformList: [
      { id: 1, permission: 1 },
      { id: 4, permission: 0 },
    ],
  },
}));
vi.mock('../stores/global-store.ts', () => ({
  loadGlobalInfo,
  globalState,
  allowedPlatforms: (state: typeof globalState) =>
    state.platformList.filter((p) => p.permission === 1).map((p) => p.id),
}));
vi.mock('../stores/category-store.ts', () => ({ loadCategoryInfo }));

const { isPrivatePath, startEarlyLoads } = await import('./early-loads.ts');

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early loads', () => {
  it('knows the logged-in screens', () => {
    expect(isPrivatePath('/brand/rank')).toBe(true);
    expect(isPrivatePath('/monitor/brand/12')).toBe(true);
    expect(isPrivatePath('/')).toBe(false);
    expect(isPrivatePath('/login')).toBe(false);
    expect(isPrivatePath('/no/such/page')).toBe(false);
  });

  it('starts the platforms and the category info of an allowed platform', async () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=1' });
    await flush();
    expect(loadGlobalInfo).toHaveBeenCalledTimes(1);
    expect(loadCategoryInfo).toHaveBeenCalledWith(1);
  });

  it('never asks for a locked platform', async () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=4' });
    await flush();
    expect(loadCategoryInfo).not.toHaveBeenCalled();
  });

  it('does nothing without a session or on a public page', async () => {
    startEarlyLoads({ pathname: '/brand/rank', search: '' });
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    startEarlyLoads({ pathname: '/', search: '' });
    await flush();
    expect(loadGlobalInfo).not.toHaveBeenCalled();
  });
});
