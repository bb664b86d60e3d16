import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/i18n.ts';
import { LogoMark } from './icons.tsx';
import { PreferenceButtons } from './preference-buttons.tsx';

/** The frame of the public pages: logo, language and theme, then the page, then a footer with the legal links. */
export const PublicLayout = ({ children, actions }: { children: ReactNode; actions?: ReactNode }) => {
  const t = useT();
  return (
    <div className="flex min-h-full flex-col bg-slate-50 dark:bg-slate-950">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-6 py-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
          <LogoMark size={28} />
          <span>{t('app.name')}</span>
        </Link>
        <nav className="flex items-center gap-1">
          {actions}
          <PreferenceButtons />
        </nav>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <footer className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-5 gap-y-1 px-6 py-6 text-sm text-slate-500 dark:text-slate-400">
        <span>© 2026 Aisle</span>
        <Link className="hover:text-slate-800 dark:hover:text-slate-200" to="/about">
          {t('about.title')}
        </Link>
        <Link className="hover:text-slate-800 dark:hover:text-slate-200" to="/userAgreement">
          {t('agreement.title')}
        </Link>
        <Link className="hover:text-slate-800 dark:hover:text-slate-200" to="/personalInfo">
          {t('personalInfo.title')}
        </Link>
      </footer>
    </div>
  );
};
