import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../api/client.ts';

/**
 * What the app records through `POST /api/common/action` for the usage statistics: page visits (report opened),
 * exports and watches, beside what the palette records itself. Recording never gets in the user's way: a failure
 * is dropped.
 */
export interface UsageAction {
  type: 'page.visit' | 'report.export' | 'entity.watch';
  page: string;
  target?: string;
  platform?: 1 | 2 | 4;
}

const platformOf = (search: string) => {
  const value = Number(new URLSearchParams(search).get('platform') ?? 1);
  return value === 2 || value === 4 ? value : 1;
};

export const recordAction = (action: UsageAction) => {
  api.common.action(action).catch(() => undefined);
};

/** Records the current location's path as visited (once per screen entered, not per filter change). */
export const useRecordVisits = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordAction({ type: 'page.visit', page: pathname, platform: platformOf(search) });
    // a new path is a new visit; the filters of the same screen are not
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
};

/** An export, named by the file the server sent, on the screen it came from. */
export const recordExport = (fileName: string) =>
  recordAction({
    type: 'report.export',
    page: window.location.pathname,
    target: fileName,
    platform: platformOf(window.location.search),
  });
