import { defineConfig } from '@playwright/test';
import { chromiumPath } from './web/e2e/support/chromium.ts';

/**
 * Browser tests drive the system Chromium (no browser downloads here) against the built app served by the
 * mock server on one free port; global-setup starts it and passes its address to the workers.
 */
export default defineConfig({
  testDir: './web/e2e',
  // the tests (`npm run test:e2e`), and the screenshot scenes that people look at (`npm run screens`, not a test)
  projects: [
    { name: 'e2e', testMatch: '**/*.spec.ts' },
    { name: 'screens', testMatch: '**/*.screens.ts' },
  ],
  globalSetup: './web/e2e/support/global-setup.ts',
  fullyParallel: false,
  // one worker by default: on a 2-core machine the server, the build cache and one Chromium already share the cores
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // one retry: on a busy 2-core machine a browser test can lose a race with the machine, not with the app; the
  // report still names a test that needed it ("flaky"), and one that fails twice fails the run
  retries: Number(process.env.E2E_RETRIES ?? 1),
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
