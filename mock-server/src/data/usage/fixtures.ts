import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The hand-written reference data the usage statistics draw on (fixtures/ at the repository root): pages, platforms. */
const FIXTURES = resolve(import.meta.dirname, '../../../../fixtures');
const readJson = <T>(name: string): T => JSON.parse(readFileSync(resolve(FIXTURES, name), 'utf8')) as T;

export interface PageFixture {
  path: string;
  name: string;
  nameEn: string;
}

export interface DictFixture {
  value: number;
  label: string;
  labelEn: string;
  name?: string;
  offline?: boolean;
}

let cache: { pages: PageFixture[]; platforms: DictFixture[] } | undefined;

/** Read once per process: every server built in the same process shares the same fixtures. */
export const usageFixtures = () => {
  cache ??= {
    pages: readJson<PageFixture[]>('pages.json'),
    platforms: readJson<Record<string, DictFixture[]>>('dictionaries.json').platform_type ?? [],
  };
  return cache;
};
