import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), apiRoutes()],
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
