import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n.ts';
import { paths } from '../lib/paths.ts';
import { globalState } from '../stores/global-store.ts';
import { buttonClass } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorState } from '../ui/states.tsx';

/**
 * Manager-only screens: others see why (and the way back) instead of requests the server would refuse with 403,
 * which would sign them out. The screen itself is not rendered, so it asks for nothing.
 */
export const RequireManager = ({ children }: { children: ReactNode }) => {
  const { status, isManager } = useSnapshot(globalState);
  const t = useT();
  if (status !== 'fulfilled')
    return (
      <div className="p-8">
        <Spinner label={t('shell.loading')} />
      </div>
    );
  if (!isManager)
    return (
      <div className="mx-auto max-w-xl px-6 py-12" data-testid="manager-only">
        <ErrorState title={t('shell.managerOnly')} hint={t('admin.managerOnly.hint')}>
          <Link to={paths.brandRank} className={buttonClass('primary', 'mt-3')}>
            {t('admin.managerOnly.back')}
          </Link>
        </ErrorState>
      </div>
    );
  return children;
};
