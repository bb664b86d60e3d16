import { browserTracingIntegration, captureException, init } from '@sentry/react';
import type { SentrySdk } from './error-reporting.ts';

/**
 * The parts of `@sentry/react` the reporter uses, named here so the bundler keeps only them: importing the whole
 * namespace dynamically would bring session replay, feedback and the rest into the chunk.
 */
export const sentrySdk: SentrySdk = { init, captureException, browserTracingIntegration };
