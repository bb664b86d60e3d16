import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { features } from '../features/index.ts';
import type { FeatureManifest, FeatureRoute, RouteHandle } from '../lib/manifest.ts';
import { RequireManager } from './require-manager.tsx';
import { RequireSession } from './require-session.tsx';
import { Root } from './root.tsx';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell/shell.tsx';
import { StartupSplash } from './startup-splash.tsx';

const toRouteObject = (route: FeatureRoute): RouteObject => ({
  path: route.path,
  handle: {
    title: route.title,
    filters: route.filters ?? [],
    access: route.access,
    ...(route.params ? { params: route.params } : {}),
    ...(route.waitsForCategoryInfo ? { waitsForCategoryInfo: true } : {}),
  } satisfies RouteHandle,
  errorElement: <RouteError />,
  lazy: async () => {
    const Screen = await route.load();
    if (route.access !== 'manager') return { Component: Screen };
    return {
      Component: () => (
        <RequireManager>
          <Screen />
        </RequireManager>
      ),
    };
  },
});

/**
 * The route tree, built from the feature manifests: public screens stand alone; every other screen sits in
 * the shell behind the session check. Each route has its own error boundary, so one broken screen keeps the
 * shell and the rest of the app working.
 */
export const buildRoutes = (manifests: readonly FeatureManifest[] = features): RouteObject[] => {
  const routes = manifests.flatMap((feature) => feature.routes);
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      // shown while the first screen's code loads
      hydrateFallbackElement: <StartupSplash />,
      children: [
        ...routes.filter((route) => route.access === 'public').map(toRouteObject),
        {
          element: (
            <RequireSession>
              <Shell />
            </RequireSession>
          ),
          errorElement: <RouteError />,
          children: routes.filter((route) => route.access !== 'public').map(toRouteObject),
        },
      ],
    },
  ];
};

export const createAppRouter = () => createBrowserRouter(buildRoutes());
