import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFeature, type FeatureManifest } from '../lib/manifest.ts';
import { SESSION_KEY } from '../lib/session.ts';
import { buildRoutes } from './router.tsx';
import type * as GlobalStore from '../stores/global-store.ts';
import { resetGlobalInfo } from '../stores/global-store.ts';

type GlobalStoreModule = typeof GlobalStore;

// the shell asks for the user's platforms on mount; these tests look at routing only
vi.mock('../stores/global-store.ts', async (original) => ({
  ...(await original<GlobalStoreModule>()),
  loadGlobalInfo: () => Promise.resolve(),
}));

const screenOf = (text: string) => () => Promise.resolve(() => <p>{text}</p>);

const makeFeatures = (): FeatureManifest[] => [
  defineFeature({
    id: 'test',
    routes: [
      { path: '/', access: 'public', title: 'app.tagline', load: screenOf('landing') },
      { path: '/login', access: 'public', title: 'login.title', load: screenOf('login page') },
      { path: '/brand/rank', access: 'user', title: 'brandRank.title', load: screenOf('brand rank') },
      {
        path: '/broken',
        access: 'user',
        title: 'brandRank.title',
        load: () =>
          Promise.resolve(() => {
            throw new Error('render failed');
          }),
      },
      { path: '*', access: 'public', title: 'notFound.title', load: screenOf('not found') },
    ],
    nav: [],
    commands: [],
  }),
];

const visit = async (path: string) => {
  const router = createMemoryRouter(buildRoutes(makeFeatures()), { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
};

afterEach(() => localStorage.clear());

describe('routes', () => {
  it('sends a visitor without a session to login with the path and query they tried', async () => {
    const router = await visit('/brand/rank?platform=2');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fbrand%2Frank%3Fplatform%3D2');
  });

  it('reads a garbage session as logged out, without an error', async () => {
    localStorage.setItem(SESSION_KEY, '{not json');
    const router = await visit('/brand/rank');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens public pages without a session', async () => {
    await visit('/');
    expect(await screen.findByText('landing')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    await visit('/no/such/page');
    expect(await screen.findByText('not found')).toBeTruthy();
  });

  it('shows a recoverable error screen when a screen fails', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 't' }));
    resetGlobalInfo(); // as on a page load with a stored session
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await visit('/broken');
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });
});
