import { resolve } from 'node:path';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import type * as Contract from '@aisle/contract';

const mockPort = process.env.MOCK_PORT ?? '4010';

/**
 * @tremor/react and recharts declare no `sideEffects: false`, so importing one chart keeps all of them
 * (~240 KiB gzip). Their modules have no import-time effects that the charts rely on: let Rollup drop what is
 * unused. Browser tests check that the charts still render.
 */
const SIDE_EFFECT_FREE = /node_modules\/(@tremor\/react|recharts)\//;

/**
 * `virtual:api-routes`: method, path and kind of every endpoint, read from the contract when the app is built.
 * The client needs only that at run time; importing the contract itself would put the schema library
 * (~25 KiB gzip) in the entry chunk. Types still come from the contract. Restart `vite` after editing it.
 */
const apiRoutes = (): Plugin => {
  const id = 'virtual:api-routes';
  return {
    name: 'aisle-api-routes',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: async (source) => {
      if (source !== `\0${id}`) return null;
      // the contract is TypeScript source; tsx loads it in Node
      const { tsImport } = await import('tsx/esm/api');
      const contract = (await tsImport('@aisle/contract', import.meta.url)) as typeof Contract;
      return `export const routes = ${JSON.stringify(contract.routeTable())};`;
    },
  };
};

/**
 * The grid's code (the app's largest chunk) is fetched and compiled while the entry runs, not after the screen
 * asks for it: a `modulepreload` link per chunk it needs. It is only run when a table mounts, so the screen's first
 * request still goes out first; on a cold load the grid is ready when the rows arrive.
 */
/** The app's page, as Vite names it to transformIndexHtml. */
const APP_PAGE = normalizePath(resolve(import.meta.dirname, 'index.html'));

const preloadGrid = (chunkName = 'report-grid'): Plugin => ({
  name: 'aisle-preload-grid',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = context.bundle;
      // the app's page only: the bench's own pages (bench/palette.html) have no grid
      if (!bundle || context.filename !== APP_PAGE) return html;
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const grid = chunks.find((chunk) => chunk.name === chunkName && !chunk.isEntry);
      if (!grid) throw new Error(`no ${chunkName} chunk to preload`);
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName) || entryFiles.has(fileName)) return;
        files.add(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        chunk?.imports.forEach(visit);
      };
      visit(grid.fileName);
      return [...files].map((fileName) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
        injectTo: 'head' as const,
      }));
    },
  },
});

export default defineConfig({
  // NO_PRELOAD=1 builds without the grid preload, to measure what it changes
  plugins: [react(), apiRoutes(), ...(process.env.NO_PRELOAD ? [] : [preloadGrid()])],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    host: '127.0.0.1',
    // 127.0.0.1, not localhost: Node may resolve localhost to ::1 where the mock server is not listening
    proxy: { '/api': `http://127.0.0.1:${mockPort}`, '/docs': `http://127.0.0.1:${mockPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !SIDE_EFFECT_FREE.test(id) },
    },
  },
});
