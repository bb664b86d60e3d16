import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useLanguage, useT, type Language, type MessageKey } from '../../i18n/i18n.ts';
import { DEFAULT_REPORT_PATH } from '../../lib/redirect.ts';
import { hasSession } from '../../lib/session.ts';
import { globalState } from '../../stores/global-store.ts';
import { buttonClass } from '../../ui/button.tsx';
import { ChartIcon, DownloadIcon, KeyboardIcon, StoreIcon, TagIcon } from '../../ui/icons.tsx';
import { PublicLayout } from '../../ui/public-layout.tsx';

const FEATURES: { icon: typeof ChartIcon; title: MessageKey; body: MessageKey }[] = [
  { icon: ChartIcon, title: 'landing.feature.market.title', body: 'landing.feature.market.body' },
  { icon: TagIcon, title: 'landing.feature.rank.title', body: 'landing.feature.rank.body' },
  { icon: StoreIcon, title: 'landing.feature.monitor.title', body: 'landing.feature.monitor.body' },
  { icon: DownloadIcon, title: 'landing.feature.export.title', body: 'landing.feature.export.body' },
];

const PREVIEW_ROWS: Record<Language, readonly (readonly [string, number])[]> = {
  'zh-CN': [
    ['安踏', 92],
    ['李宁', 81],
    ['波司登', 64],
    ['森马', 51],
    ['太平鸟', 42],
  ],
  en: [
    ['Anta', 92],
    ['Li-Ning', 81],
    ['Bosideng', 64],
    ['Semir', 51],
    ['Peacebird', 42],
  ],
};

/** A small picture of a rank table, drawn with divs (no grid or chart code on the landing page). */
const Preview = () => {
  const t = useT();
  const language = useLanguage();
  const rows = PREVIEW_ROWS[language];
  return (
    <div
      aria-hidden="true"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-4 flex gap-2">
        {[t('landing.preview.platform'), t('landing.preview.category'), '2026-10'].map((chip) => (
          <span
            key={chip}
            className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {chip}
          </span>
        ))}
      </div>
      <ul className="space-y-3">
        {rows.map(([name, width], index) => (
          <li key={name} className="flex items-center gap-3 text-sm">
            <span className="w-4 text-right text-slate-400">{index + 1}</span>
            <span className="w-20 text-slate-700 dark:text-slate-200">{name}</span>
            <span className="h-2.5 rounded-full bg-blue-500/80" style={{ width: `${width * 0.6}%` }} />
          </li>
        ))}
      </ul>
    </div>
  );
};

export const LandingPage = () => {
  const t = useT();
  const { isLogin } = useSnapshot(globalState);
  const loggedIn = isLogin && hasSession();
  return (
    <PublicLayout
      actions={
        loggedIn ? null : (
          <Link to="/login" className={buttonClass('ghost')}>
            {t('login.title')}
          </Link>
        )
      }
    >
      <section className="mx-auto grid w-full max-w-6xl items-center gap-10 px-6 py-12 md:grid-cols-2 md:py-20">
        <div>
          <p className="mb-3 text-sm font-medium text-blue-600 dark:text-blue-400">{t('app.tagline')}</p>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 md:text-4xl dark:text-white">
            {t('landing.title')}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-slate-600 dark:text-slate-300">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {loggedIn ? (
              <Link to={DEFAULT_REPORT_PATH} className={buttonClass('primary', 'px-4 py-2')}>
                {t('landing.openReports')}
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClass('primary', 'px-4 py-2')}>
                  {t('landing.start')}
                </Link>
                <Link to="/register" className={buttonClass('secondary', 'px-4 py-2')}>
                  {t('landing.register')}
                </Link>
              </>
            )}
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <KeyboardIcon className="shrink-0" />
            {t('landing.keyboard')}
          </p>
        </div>
        <Preview />
      </section>
      <section className="mx-auto grid w-full max-w-6xl gap-4 px-6 pb-16 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, body }) => (
          <article
            key={title}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <Icon size={20} className="text-blue-600 dark:text-blue-400" />
            <h2 className="mt-3 text-sm font-semibold text-slate-900 dark:text-white">{t(title)}</h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{t(body)}</p>
          </article>
        ))}
      </section>
    </PublicLayout>
  );
};
