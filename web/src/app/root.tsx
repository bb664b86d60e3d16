import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import type { RouteHandle } from '../lib/manifest.ts';
import { useLanguage, useT } from '../i18n/i18n.ts';
import { setNavigator } from '../lib/navigation.ts';
import { ToastViewport } from '../ui/toast-viewport.tsx';

/** Above every route: lets the HTTP client navigate inside the app, keeps the tab title, shows toasts. */
export const Root = () => {
  const navigate = useNavigate();
  const matches = useMatches();
  const t = useT();
  const language = useLanguage();

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useEffect(() => {
    document.title = handle ? `${t(handle.title)} · ${t('app.name')}` : t('app.name');
    document.documentElement.lang = language;
  }, [handle, t, language]);

  return (
    <>
      <Outlet />
      <ToastViewport />
    </>
  );
};
