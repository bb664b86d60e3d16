import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n.ts';
import { DEFAULT_REPORT_PATH } from '../../lib/redirect.ts';
import { buttonClass } from '../../ui/button.tsx';
import { PublicLayout } from '../../ui/public-layout.tsx';

export const NotFoundPage = () => {
  const t = useT();
  const location = useLocation();
  // /404 itself says nothing useful about where the visitor wanted to go
  const path = location.pathname === '/404' ? '/404' : `${location.pathname}${location.search}`;
  return (
    <PublicLayout>
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <p className="text-6xl font-semibold tracking-tight text-blue-600 dark:text-blue-400">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-slate-900 dark:text-white">{t('notFound.title')}</h1>
        <p className="mt-3 break-all text-sm text-slate-600 dark:text-slate-400">{t('notFound.body', { path })}</p>
        <div className="mt-8 flex gap-3">
          <Link to="/" className={buttonClass('secondary')}>
            {t('notFound.home')}
          </Link>
          <Link to={DEFAULT_REPORT_PATH} className={buttonClass('primary')}>
            {t('notFound.reports')}
          </Link>
        </div>
      </section>
    </PublicLayout>
  );
};
