// npm test: static checks, unit and integration tests, then the browser suite. Every step runs; the
// summary names the ones that failed.
import { spawnSync } from 'node:child_process';
import { ensureDeps, root } from './ensure-deps.mjs';

ensureDeps();
/** @type {Array<[string, string, string[]]>} */
const steps = [
  ['check (typecheck, lint, format)', 'npm', ['run', 'check']],
  ['unit and integration (vitest)', 'npx', ['vitest', 'run']],
  ['browser end-to-end (playwright, system Chromium)', 'npm', ['run', 'test:e2e']],
];
const results = [];
const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n[aisle] ${name}`);
  const ok = spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;
  results.push({ name, ok, seconds: (Date.now() - stepStart) / 1000 });
}
console.log('\n[aisle] summary');
for (const { name, ok, seconds } of results) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
