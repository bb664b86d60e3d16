import type { KnipConfig } from 'knip';

/**
 * Dead code stays gone: `npm run check` runs knip over every workspace. Entries are what a tool or a person starts:
 * the app's HTML entry and the benchmark page (Vite), the server (the bundle's entry), the scripts, the
 * unit tests (vitest) and the browser specs (Playwright); the plugins find most of them from the tools' configs.
 * Anything not reached from an entry is reported, as is an export nobody imports.
 */
const config: KnipConfig = {
  // an export the file itself uses is a named part of its module, not dead code
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/**/*.{ts,mjs}'],
      project: ['scripts/**/*.{ts,mjs}'],
      // the mock-server benchmark starts json-server by its path in node_modules (scripts/bench/mock-server.ts)
      ignoreDependencies: ['json-server'],
    },
    contract: {
      project: ['src/**/*.ts'],
    },
    'mock-server': {
      // the server: bundled from src/server.ts by scripts/build-mock.mjs
      entry: ['src/server.ts', 'test/**/*.ts'],
      project: ['src/**/*.ts', 'test/**/*.ts'],
    },
    web: {
      // global-setup: named in playwright.config.ts; the screens project's scenes (npm run screens)
      entry: ['bench/palette-bench.tsx', 'e2e/**/*.spec.ts', 'e2e/screens/*.screens.ts', 'e2e/support/global-setup.ts'],
      project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'bench/**/*.{ts,tsx}'],
      // the unit tests' DOM (vitest.config.ts at the root names the environment)
      ignoreDependencies: ['jsdom'],
    },
  },
  // vitest resolves a project's setup file against that project's root (web/, mock-server/), which knip reads from
  // the repo root
  ignoreUnresolved: ['./src/test/setup.ts', './test/setup.ts'],
};

export default config;
