import type * as Sentry from '@sentry/react';

/**
 * Error reporting (SPEC section 9) through Sentry, only when the build has a DSN (`VITE_SENTRY_DSN`): without one
 * the SDK is never loaded and nothing is sent. With one, the SDK is a chunk of its own, loaded after the first
 * screen, so the entry chunk does not grow by it. Errors caught before it has loaded are sent once it has.
 */
export interface ReportingEnv {
  VITE_SENTRY_DSN?: string;
  VITE_SENTRY_ENVIRONMENT?: string;
}

export interface SentryOptions {
  dsn: string;
  environment: string;
  /**
   * Every trace in `prod`, where the users are. None elsewhere: staging and development runs are benchmarks,
   * browser tests and people trying things, whose traces say nothing about the product's speed and would spend
   * the project's quota; their errors are still reported.
   */
  tracesSampleRate: number;
  /** No IP addresses, cookies or user names: the account id is what a report needs. */
  sendDefaultPii: false;
}

const DEFAULT_ENVIRONMENT = 'development';

/** The SDK's options for a build's environment, or null when reporting is off (no DSN). */
export const sentryOptions = (env: ReportingEnv): SentryOptions | null => {
  const dsn = env.VITE_SENTRY_DSN?.trim();
  if (!dsn) return null;
  const environment = env.VITE_SENTRY_ENVIRONMENT?.trim() || DEFAULT_ENVIRONMENT;
  return { dsn, environment, tracesSampleRate: environment === 'prod' ? 1 : 0, sendDefaultPii: false };
};

type Integration = Extract<NonNullable<Sentry.BrowserOptions['integrations']>, unknown[]>[number];

/** What the reporter needs of `@sentry/react` (a seam for tests). */
export interface SentrySdk {
  init: (options: Sentry.BrowserOptions) => unknown;
  captureException: (error: unknown, hint?: { tags?: Record<string, string> }) => unknown;
  browserTracingIntegration: () => Integration;
}

export interface ErrorReporter {
  /** Starts the SDK (once); does nothing without a DSN. */
  start: () => void;
  /** Sends an error (after starting the SDK if needed); does nothing without a DSN. */
  report: (error: unknown, where?: string) => void;
}

export const makeErrorReporter = (env: ReportingEnv, load: () => Promise<SentrySdk>): ErrorReporter => {
  const options = sentryOptions(env);
  let sdk: Promise<SentrySdk | null> | null = null;
  const start = () => {
    if (!options) return null;
    sdk ??= load().then(
      (loaded) => {
        const integrations = options.tracesSampleRate > 0 ? [loaded.browserTracingIntegration()] : [];
        loaded.init({ ...options, integrations });
        return loaded;
      },
      // a reporter that cannot load must not become an error of its own
      () => null,
    );
    return sdk;
  };
  return {
    start: () => void start(),
    report: (error, where) => {
      void start()?.then((loaded) => loaded?.captureException(error, where ? { tags: { where } } : undefined));
    },
  };
};

export const errorReporter = makeErrorReporter(import.meta.env as ReportingEnv, () =>
  import('./sentry-sdk.ts').then((module) => module.sentrySdk),
);
