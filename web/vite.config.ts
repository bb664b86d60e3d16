import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const mockPort = process.env.MOCK_PORT ?? '4010';

/**
 * @tremor/react and recharts declare no `sideEffects: false`, so importing one chart keeps all of them
 * (~240 KiB gzip). Their modules have no import-time effects that the charts rely on: let Rollup drop what is
 * unused. Browser tests check that the charts still render.
 */
const SIDE_EFFECT_FREE = /node_modules\/(@tremor\/react|recharts)\//;

export default defineConfig({
  plugins: [react()],
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
