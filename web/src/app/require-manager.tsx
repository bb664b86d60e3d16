import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n.ts';
import { globalState } from '../stores/global-store.ts';
import { Spinner } from '../ui/spinner.tsx';
import { ErrorState } from '../ui/states.tsx';

/** Manager-only screens: others see why instead of a request that the server would refuse with 403. */
export const RequireManager = ({ children }: { children: ReactNode }) => {
  const { status, isManager } = useSnapshot(globalState);
  const t = useT();
  if (status !== 'fulfilled')
    return (
      <div className="p-8">
        <Spinner label={t('shell.loading')} />
      </div>
    );
  if (!isManager) return <ErrorState title={t('shell.managerOnly')} />;
  return children;
};
