/**
 * npm run bench: measures what the issues set targets for and writes bench/results.json. Each section is a
 * module under scripts/bench/; a section that cannot run records why instead of a number.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sections } from './bench/sections.ts';

const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
for (const section of sections) {
  const started = performance.now();
  console.log(`[bench] ${section.name}...`);
  try {
    results[section.name] = await section.run();
  } catch (error) {
    results[section.name] = { error: error instanceof Error ? error.message : String(error) };
  }
  console.log(`[bench] ${section.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const out = resolve(import.meta.dirname, '../bench/results.json');
mkdirSync(resolve(out, '..'), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`[bench] written to ${out}`);
