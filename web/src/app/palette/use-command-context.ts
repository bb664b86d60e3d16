import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { currentLocation } from '../../lib/navigation.ts';
import { useRouteFilters } from '../../lib/use-report-filters.ts';
import { allowedPlatforms, globalState } from '../../stores/global-store.ts';
import type { CommandContext } from '../../lib/commands.ts';

/** What commands see of the app: the location, navigation, the user's rights and the screen's filters. */
export const useCommandContext = (): CommandContext => {
  const location = useLocation();
  const navigate = useNavigate();
  const global = useSnapshot(globalState);
  const routeFilters = useRouteFilters();
  const allowed = allowedPlatforms(global);
  const allowedKey = allowed.join(',');
  return useMemo(
    () => ({
      // read when a command runs, not when React last rendered: the router updates the address first and
      // renders the new location in a transition, and a key pressed in between must act on where the user is
      get location() {
        return currentLocation();
      },
      navigate: (to: string) => void navigate(to),
      isManager: global.isManager,
      downloadPermission: global.downloadPermission,
      allowedPlatforms: allowed,
      routeFilters,
    }),
    // allowedKey stands for allowed
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      location.pathname,
      location.search,
      navigate,
      global.isManager,
      global.downloadPermission,
      allowedKey,
      routeFilters,
    ],
  );
};
