// npm start: mock server and Vite dev server side by side (installs dependencies first on a fresh clone).
import { spawnSync } from 'node:child_process';
import { ensureDeps, root } from './ensure-deps.mjs';

ensureDeps();
const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
console.log(
  `[aisle] mock server on http://127.0.0.1:${mockPort} (API docs at /docs), app on http://127.0.0.1:${webPort}`,
);
console.log('[aisle] demo logins: admin / admin123 (manager), analyst / analyst123, trial / trial123');
const result = spawnSync(
  'npx',
  [
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'mock,web',
    '--prefix-colors',
    'cyan,magenta',
    'npm:mock',
    'npm run dev -w web',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, MOCK_PORT: mockPort, WEB_PORT: webPort } },
);
process.exit(result.status ?? 1);
