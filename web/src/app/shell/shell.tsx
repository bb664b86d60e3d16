import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { useRecordVisits } from '../../lib/usage.ts';
import { logoutCommand } from '../../lib/common-commands.ts';
import { globalState, loadGlobalInfo, reloadGlobalInfo } from '../../stores/global-store.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState } from '../../ui/states.tsx';
import { FilterNotices } from './filter-notices.tsx';
import { ShellOverlays } from './shell-overlays.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { TrialBanner } from './trial-banner.tsx';
import { useFilterCorrections } from './use-filter-corrections.ts';

/** A thin bar at the top while the next screen's code loads. */
const NavigationProgress = () => {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-blue-500" role="progressbar" />;
};

/**
 * The frame of every logged-in screen: top bar (filters, language, theme, user), sidebar from the feature
 * manifests, trial banner, filter notices, the screen, and the overlay slot for the command palette.
 */
export const Shell = () => {
  const t = useT();
  const navigate = useNavigate();
  const { status } = useSnapshot(globalState);
  useEffect(() => {
    void loadGlobalInfo();
  }, []);
  useFilterCorrections();
  useRecordVisits();

  return (
    <div className="flex h-full flex-col bg-slate-50 dark:bg-slate-950" data-testid="shell">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('shell.skip')}
      </a>
      <NavigationProgress />
      <TopBar />
      <div className="flex min-h-0 flex-1">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 overflow-y-auto">
          <TrialBanner />
          {status === 'rejected' ? (
            <ErrorState title={t('shell.loadFailed')} hint={t('shell.loadFailedBody')}>
              <div className="mt-2 flex gap-2">
                <Button variant="primary" onClick={() => void reloadGlobalInfo()}>
                  {t('shell.retry')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void logoutCommand.run({ navigate: (to) => void navigate(to) })}
                >
                  {t('shell.relogin')}
                </Button>
              </div>
            </ErrorState>
          ) : (
            <>
              <FilterNotices />
              <Outlet />
            </>
          )}
        </main>
      </div>
      <ShellOverlays />
    </div>
  );
};
