import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/i18n.ts';
import { errorReporter } from '../lib/error-reporting.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { AlertIcon } from '../ui/icons.tsx';

/** A route answer of 4xx (a path that does not exist) is the visitor's, not a fault of the app: not reported. */
export const isReportable = (error: unknown) => !isRouteErrorResponse(error) || error.status >= 500;

/**
 * The error boundary of every route: a failed screen (a render error, a chunk that did not load after a
 * deploy) shows this recoverable panel inside the shell instead of a blank page, and is reported (when error
 * reporting is on).
 */
export const RouteError = () => {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    if (isReportable(error)) errorReporter.report(error, 'route');
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section
      role="alert"
      data-testid="route-error"
      className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center"
    >
      <AlertIcon size={32} className="text-rose-500" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{t('error.title')}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('error.body')}</p>
      <div className="mt-6 flex gap-3">
        {/* a reload also fetches a fresh copy of a chunk that failed to load */}
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('error.retry')}
        </Button>
        <Link to="/" className={buttonClass('secondary')} reloadDocument>
          {t('error.home')}
        </Link>
      </div>
      <details className="mt-6 w-full text-left text-xs text-slate-500 dark:text-slate-400">
        <summary className="cursor-pointer">{t('error.details')}</summary>
        <pre className="mt-2 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 dark:bg-slate-900">
          {detail}
        </pre>
      </details>
    </section>
  );
};
