import { describe, expect, it, vi } from 'vitest';
import { makeErrorReporter, sentryOptions, type SentrySdk } from './error-reporting.ts';

const makeSdk = (overrides: Partial<SentrySdk> = {}) => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  ...overrides,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sentryOptions', () => {
  it('is off without a DSN (missing or blank)', () => {
    expect(sentryOptions({})).toBeNull();
    expect(sentryOptions({ VITE_SENTRY_DSN: '  ', VITE_SENTRY_ENVIRONMENT: 'prod' })).toBeNull();
  });

  it('samples every trace in prod', () => {
    expect(
      sentryOptions({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', VITE_SENTRY_ENVIRONMENT: 'prod' }),
    ).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'prod',
      tracesSampleRate: 1,
      sendDefaultPii: false,
    });
  });

  it.each([
    ['staging', 'staging'],
    [undefined, 'development'],
  ])('reports errors but no traces in %s', (environment, expected) => {
    expect(
      sentryOptions({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/2', VITE_SENTRY_ENVIRONMENT: environment }),
    ).toMatchObject({ environment: expected, tracesSampleRate: 0 });
  });
});

describe('the error reporter', () => {
  it('loads, starts and sends nothing without a DSN', async () => {
    const sdk = makeSdk();
    const load = vi.fn(async () => sdk);
    const reporter = makeErrorReporter({ VITE_SENTRY_ENVIRONMENT: 'prod' }, load);
    reporter.start();
    reporter.report(new Error('boom'));
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN: starts once with the options and tracing in prod, and sends what it is given', async () => {
    const sdk = makeSdk();
    const load = vi.fn(async () => sdk);
    const reporter = makeErrorReporter({ VITE_SENTRY_DSN: 'https://k@o1/2', VITE_SENTRY_ENVIRONMENT: 'prod' }, load);
    const error = new Error('boom');
    reporter.report(error, 'route');
    reporter.start();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(
      expect.objectContaining({ environment: 'prod', tracesSampleRate: 1, integrations: [{ name: 'BrowserTracing' }] }),
    );
    expect(sdk.captureException).toHaveBeenCalledWith(error, { tags: { where: 'route' } });
  });

  it('outside prod: no tracing integration', async () => {
    const sdk = makeSdk();
    makeErrorReporter({ VITE_SENTRY_DSN: 'https://k@o1/2' }, async () => sdk).start();
    await flush();
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ tracesSampleRate: 0, integrations: [] }));
    expect(sdk.browserTracingIntegration).not.toHaveBeenCalled();
  });

  it('an SDK that fails to load is not an error of its own', async () => {
    const reporter = makeErrorReporter({ VITE_SENTRY_DSN: 'https://k@o1/2' }, () =>
      Promise.reject(new Error('offline')),
    );
    reporter.report(new Error('boom'));
    await flush();
  });
});
