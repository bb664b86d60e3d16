// Plain JavaScript on purpose: it runs before node_modules (and so tsx) exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} command @param {string[]} args */
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

/** Installs the dependencies when node_modules is missing (a fresh clone), saying so on the console. */
export const ensureDeps = () => {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('[aisle] node_modules is missing: installing dependencies (npm ci), about 1-2 minutes...');
  if (run('npm', ['ci', '--no-audit', '--no-fund'])) return;
  // npm ci refuses a lockfile that lacks optional platform packages the registry no longer serves
  console.log('[aisle] npm ci failed; retrying with npm install');
  if (!run('npm', ['install', '--no-audit', '--no-fund'])) {
    console.error('[aisle] installing dependencies failed; see the npm output above');
    process.exit(1);
  }
};
