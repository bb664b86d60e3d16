import { NavLink, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { navEntries } from '../../features/index.ts';
import type { NavGroup } from '../../lib/manifest.ts';
import { localize, useLanguage, useT, type MessageKey } from '../../i18n/i18n.ts';
import { globalState } from '../../stores/global-store.ts';

const GROUPS: { id: NavGroup; title: MessageKey }[] = [
  { id: 'market', title: 'nav.group.market' },
  { id: 'monitor', title: 'nav.group.monitor' },
  { id: 'operator', title: 'nav.group.operator' },
  { id: 'admin', title: 'nav.group.admin' },
];

/** The navigation, built from the feature manifests; manager entries only for managers. */
export const Sidebar = () => {
  const t = useT();
  const language = useLanguage();
  const { isManager } = useSnapshot(globalState);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const entries = navEntries().filter((entry) => entry.access === 'user' || isManager);
  return (
    <nav
      aria-label={t('shell.nav')}
      className="hidden w-52 shrink-0 overflow-y-auto border-r border-slate-200 bg-white px-3 py-4 md:block dark:border-slate-800 dark:bg-slate-950"
    >
      {GROUPS.map((group) => {
        const items = entries.filter((entry) => entry.group === group.id).sort((a, b) => a.order - b.order);
        if (items.length === 0) return null;
        return (
          <div key={group.id} className="mb-5">
            <h2 className="px-2 pb-1 text-xs font-medium uppercase tracking-wide text-slate-400 dark:text-slate-500">
              {t(group.title)}
            </h2>
            <ul className="space-y-0.5">
              {items.map((entry) => {
                const active = location.pathname.startsWith(entry.match);
                return (
                  <li key={entry.id}>
                    <NavLink
                      to={entry.href(here)}
                      aria-current={active ? 'page' : undefined}
                      className={`flex items-center justify-between rounded-md px-2 py-1.5 text-sm ${active ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950/60 dark:text-blue-300' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-900 dark:hover:text-white'}`}
                    >
                      <span>{localize(entry.title, language)}</span>
                      {entry.shortcut ? (
                        <kbd className="font-sans text-[11px] text-slate-400 dark:text-slate-500">{entry.shortcut}</kbd>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
};
