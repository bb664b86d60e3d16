import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const mockPort = process.env.MOCK_PORT ?? '4010';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    host: '127.0.0.1',
    // 127.0.0.1, not localhost: Node may resolve localhost to ::1 where the mock server is not listening
    proxy: { '/api': `http://127.0.0.1:${mockPort}`, '/docs': `http://127.0.0.1:${mockPort}` },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1000 },
});
