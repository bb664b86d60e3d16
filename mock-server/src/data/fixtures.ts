import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The hand-written reference data in /fixtures (see fixtures/README.md for the shapes). */
export const FIXTURES_DIR = resolve(import.meta.dirname, '../../../fixtures');

export interface TaxonomyNode {
  id: number;
  name: string;
  nameEn: string;
  children?: TaxonomyNode[];
}

export interface AttributeFixture {
  name: string;
  nameEn: string;
  values: { name: string; nameEn: string }[];
}

export interface Word {
  zh: string;
  en: string;
}

export interface NamesFixture {
  brandStems: Word[];
  brandSuffixes: Word[];
  latinBrands: string[];
  shopSuffixes: Record<string, string[]>;
  shopPrefixes: Word[];
  titleModifiers: Word[];
  anchorNames: Word[];
}

export interface DictEntry {
  value: number;
  label: string;
  labelEn: string;
  name?: string;
  offline?: boolean;
  disabled?: boolean;
  tooltip?: string;
  tooltipEn?: string;
}

export type DictionariesFixture = Record<string, DictEntry[]>;

export interface PageFixture {
  path: string;
  name: string;
  nameEn: string;
}

export interface Fixtures {
  taxonomy: { categories: TaxonomyNode[] };
  attributes: { byLevel2: Record<string, AttributeFixture[]> };
  names: NamesFixture;
  dictionaries: DictionariesFixture;
  pages: PageFixture[];
}

const readJson = <T>(file: string): T => {
  const path = resolve(FIXTURES_DIR, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`cannot read fixture ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

let cached: Fixtures | undefined;

/** Reads the fixture files once per process; they are read-only reference data. */
export const loadFixtures = (): Fixtures => {
  cached ??= {
    taxonomy: readJson('taxonomy.json'),
    attributes: readJson('attributes.json'),
    names: readJson('names.json'),
    dictionaries: readJson('dictionaries.json'),
    pages: readJson('pages.json'),
  };
  return cached;
};
