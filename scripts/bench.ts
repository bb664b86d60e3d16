/**
 * npm run bench: measures what the issues set targets for and writes bench/results.json. Each section is a
 * module under scripts/bench/; a section that cannot run records why instead of a number.
 * `npm run bench -- web palette` runs those sections only and keeps the others' last figures in the file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sections } from './bench/sections.ts';
import { buildMock } from './build-mock.mjs';

const out = resolve(import.meta.dirname, '../bench/results.json');
const only = process.argv.slice(2);
const unknown = only.filter((name) => !sections.some((section) => section.name === name));
if (unknown.length > 0)
  throw new Error(`no bench section ${unknown.join(', ')}; sections: ${sections.map((s) => s.name).join(', ')}`);
const previous = only.length > 0 && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as object) : {};
// the servers measured are the bundle people run (npm run mock / serve), built from this checkout's sources
console.log(`[bench] mock server built in ${await buildMock()} ms`);
const results: Record<string, unknown> = { ...previous, date: new Date().toISOString(), node: process.version };
for (const section of sections.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
  const started = performance.now();
  console.log(`[bench] ${section.name}...`);
  try {
    results[section.name] = await section.run();
  } catch (error) {
    results[section.name] = { error: error instanceof Error ? error.message : String(error) };
  }
  console.log(`[bench] ${section.name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
mkdirSync(resolve(out, '..'), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
console.log(`[bench] written to ${out}`);
