import type { ApiClient } from '@aisle/contract';
import { matchPath } from 'react-router-dom';
import { earlyApi } from '../api/client.ts';
import { features } from '../features/index.ts';
import { parseReportFilters } from '../lib/report-filters.ts';
import { hasSession } from '../lib/session.ts';
import { loadCategoryInfo } from '../stores/category-store.ts';
import { allowedPlatforms, globalState, loadGlobalInfo } from '../stores/global-store.ts';

/** Whether the path is one of the logged-in screens (not a public page, not the 404). */
export const isPrivatePath = (pathname: string) =>
  features.some((feature) =>
    feature.routes.some((route) => route.access !== 'public' && matchPath(route.path, pathname) !== null),
  );

/**
 * On a page load straight into a logged-in screen, asks for the screen's code, the user's platforms and the
 * category info as soon as the entry runs, instead of after the app's first render and the shell's mount.
 * The stores load once, so the shell's own calls then share these answers. The screen's own first requests
 * (its route's `early`) go out at the same moment through the early API: the screen takes their answers once
 * the platform list has shown the platform is allowed, and a locked platform's answer is never taken.
 */
export const startEarlyLoads = (
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  client: ApiClient = earlyApi,
) => {
  if (!hasSession() || !isPrivatePath(location.pathname)) return;
  for (const feature of features)
    for (const route of feature.routes) {
      if (route.access === 'public' || !matchPath(route.path, location.pathname)) continue;
      // the screen's code too: the router would ask for it only after the app's first render. A failure is
      // the router's to show, when it asks for the same module
      route.load().catch(() => undefined);
      route.early?.(location.search, client);
    }
  void loadGlobalInfo().then(() => {
    const { platform } = parseReportFilters(location.search).filters;
    // only an allowed platform: a locked one would answer 403, which logs the user out
    if (globalState.status === 'fulfilled' && allowedPlatforms(globalState).includes(platform))
      void loadCategoryInfo(platform);
  });
};
