import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { logoutCommand } from '../../lib/common-commands.ts';
import { readSession } from '../../lib/session.ts';
import { globalState } from '../../stores/global-store.ts';
import { LogoutIcon } from '../../ui/icons.tsx';
import { Popover } from '../../ui/popover.tsx';

export const UserMenu = () => {
  const t = useT();
  const navigate = useNavigate();
  const { userInfo, isManager } = useSnapshot(globalState);
  const name = userInfo?.name ?? readSession()?.account ?? '';
  return (
    <Popover
      label={t('shell.user')}
      align="right"
      panelClassName="w-56"
      testId="user-menu"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex h-6 w-6 items-center justify-center rounded-full bg-blue-600 text-xs font-medium text-white"
          >
            {name.slice(0, 1).toUpperCase() || '?'}
          </span>
          <span className="hidden max-w-[8rem] truncate lg:inline">{name}</span>
        </>
      }
    >
      {() => (
        <div>
          <div className="border-b border-slate-100 px-2 pb-2 dark:border-slate-800">
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('shell.user')}</p>
            <p className="truncate font-medium text-slate-900 dark:text-white">{name}</p>
            {userInfo ? (
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                {userInfo.account} · {userInfo.teamName}
                {isManager ? ` · ${t('shell.manager')}` : ''}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="mt-1 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            onClick={() => void logoutCommand.run({ navigate: (to) => void navigate(to, { replace: true }) })}
          >
            <LogoutIcon />
            {t('shell.logout')}
          </button>
        </div>
      )}
    </Popover>
  );
};
