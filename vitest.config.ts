import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'contract', environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'mock-server',
          root: 'mock-server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files share their worker's modules, so the seeded dataset (about 3 s to build, kept by
          // buildDataset) is built once per worker instead of once per file. Each file still builds its own
          // server on its own state directory; the setup file puts timers, mocks and stubs back after each file.
          isolate: false,
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
