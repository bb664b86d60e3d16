import type { ApiClient } from '@aisle/contract';
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
const { features } = await import('../features/index.ts');

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

// a client that asks nothing (the tests of the stores' loads)
const quiet = new Proxy({}, { get: () => new Proxy({}, { get: () => async () => undefined }) }) as ApiClient;

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
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=1' }, quiet);
    await flush();
    expect(loadGlobalInfo).toHaveBeenCalledTimes(1);
    expect(loadCategoryInfo).toHaveBeenCalledWith(1);
  });

  it("asks for the screen's code at once, and only the code of the screen in the URL", async () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    const routes = features.flatMap((feature) => feature.routes);
    const loads = routes.map((route) => vi.spyOn(route, 'load').mockResolvedValue(() => null));
    startEarlyLoads({ pathname: '/brand/rank', search: '' }, quiet);
    const asked = routes.filter((_, index) => loads[index]?.mock.calls.length);
    expect(asked.map((route) => route.path)).toEqual(['/brand/rank']);
    // signed out: the screen is the login page's business
    localStorage.clear();
    startEarlyLoads({ pathname: '/shop/rank', search: '' }, quiet);
    expect(routes.filter((_, index) => loads[index]?.mock.calls.length)).toHaveLength(1);
    for (const load of loads) load.mockRestore();
  });

  it("asks for the screen's first requests from the URL alone, before the platform list answers", async () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    const brandRank = vi.fn(async () => undefined);
    const client = { category: { brandRank } } as unknown as ApiClient;
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=2&page=3&contentSort=units&orderBy=asc' }, client);
    expect(brandRank.mock.calls).toEqual([
      [{ platform: 2, categoryId: 0, page: 3, perPage: 20, orderBy: 'asc', contentSort: 'units' }],
      [{ platform: 2, categoryId: 0, page: 1, perPage: 10, contentSort: 'gmv', orderBy: 'desc' }],
    ]);
  });

  it('asks nothing early for a URL the screen would correct or check against the category tree first', () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    const brandRank = vi.fn(async () => undefined);
    const client = { category: { brandRank } } as unknown as ApiClient;
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=9' }, client);
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=1&categoryId=12' }, client);
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=1&startDate=2026-01' }, client);
    startEarlyLoads({ pathname: '/monitor/brand', search: '' }, client);
    expect(brandRank).not.toHaveBeenCalled();
  });

  it('never asks for a locked platform', async () => {
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    startEarlyLoads({ pathname: '/brand/rank', search: '?platform=4' }, quiet);
    await flush();
    expect(loadCategoryInfo).not.toHaveBeenCalled();
  });

  it('does nothing without a session or on a public page', async () => {
    startEarlyLoads({ pathname: '/brand/rank', search: '' }, quiet);
    localStorage.setItem('session', JSON.stringify({ token: 't' }));
    startEarlyLoads({ pathname: '/', search: '' }, quiet);
    await flush();
    expect(loadGlobalInfo).not.toHaveBeenCalled();
  });
});
