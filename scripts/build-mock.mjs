// The mock server as plain JavaScript: `mock-server/dist/server.mjs`, bundled with
// esbuild from mock-server/src and the contract. Node starts it without compiling TypeScript on every start (tsx
// took ~0.8 s of each start); npm packages stay outside the bundle and load from node_modules.
// Plain JavaScript on purpose: npm scripts run it before anything else. `node scripts/build-mock.mjs`
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'mock-server', 'dist');

/**
 * Source modules find files (fixtures, web/dist) from their own folder; in the bundle every module's folder is
 * dist, so each `import.meta.dirname` becomes dist plus the way back to where its source file lives.
 */
/** @type {import('esbuild').Plugin} */
const sourceDirname = {
  name: 'source-dirname',
  setup: (builder) => {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.dirname')) return { contents, loader: 'ts' };
      const back = relative(outdir, dirname(args.path)).split('\\').join('/');
      return {
        contents: contents.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${back}`)})`),
        loader: 'ts',
      };
    });
  },
};

/**
 * npm packages load from node_modules, but for the workspace's own TypeScript packages (@aisle/*) and typebox:
 * typebox is ESM spread over hundreds of small modules, and resolving and loading them took ~220 ms of a start;
 * bundled, only the parts the contract uses are in, in one file.
 */
const BUNDLED = new Set(['typebox']);
/** @type {import('esbuild').Plugin} */
const packagesOutside = {
  name: 'packages-outside',
  setup: (builder) => {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aisle/') || BUNDLED.has(args.path.split('/')[0] ?? '')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Bundles the mock server into mock-server/dist; resolves with the milliseconds it took. */
export const buildMock = async () => {
  const started = performance.now();
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'mock-server/src/server.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [sourceDirname, packagesOutside],
    logLevel: 'warning',
  });
  return Math.round(performance.now() - started);
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ms = await buildMock();
  console.log(`[aisle] mock server built into mock-server/dist in ${ms} ms`);
}
