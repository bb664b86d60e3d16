import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeRandom } from './prng.ts';
import { latinOf, makeNamePools, makePeople, pickPerson } from './people.ts';

const sample = (seed: number, family = 'test') => {
  const people = makePeople(seed, family);
  return Array.from({ length: 40 }, () => {
    const person = people.person();
    return { person, phone: people.phone(), email: people.email(person), company: people.company() };
  });
};

describe('people from faker', () => {
  it('gives the same bytes for the same seed and family, other names for another seed', () => {
    expect(JSON.stringify(sample(20240618))).toBe(JSON.stringify(sample(20240618)));
    expect(JSON.stringify(sample(7))).not.toBe(JSON.stringify(sample(20240618)));
    expect(JSON.stringify(sample(20240618, 'other'))).not.toBe(JSON.stringify(sample(20240618)));
  });

  it('does not depend on what another family drew in between', () => {
    const alone = makePeople(1, 'a');
    const first = [alone.person(), alone.person()];
    const mixed = makePeople(1, 'a');
    const other = makePeople(1, 'b');
    const interleaved = [mixed.person(), other.person(), other.company(), mixed.person()];
    expect([interleaved[0], interleaved[3]]).toEqual(first);
  });

  it('looks like zh_CN people, phones, mail addresses and companies', () => {
    const rows = sample(20240618);
    for (const { person, phone, email, company } of rows) {
      expect(person.zh).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
      expect(person.zh).toBe(person.parts.join(''));
      expect(person.en).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(phone).toMatch(/^1[3-9]\d{9}$/);
      expect(email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]+$/);
      expect(company.zh).toMatch(/^[\u4e00-\u9fff（）]+(公司)$/);
      expect(company.en).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*)+$/);
    }
    // many distinct names, not a handful
    expect(new Set(rows.map((row) => row.person.zh)).size).toBeGreaterThan(30);
  });

  it('uses an exact faker version: another version may draw other names from the same seed', () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies['@faker-js/faker']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('spells pinyin without tones, capitalised', () => {
    expect(latinOf('欧阳')).toBe('Ouyang');
    expect(latinOf('思远')).toBe('Siyuan');
  });

  it('lets a market stream pick from faker pools with two draws, as the curated lists were picked', () => {
    const pools = makeNamePools(20240618);
    expect(JSON.stringify(makeNamePools(20240618))).toBe(JSON.stringify(pools));
    const random = makeRandom(1, 'pick');
    const mirror = makeRandom(1, 'pick');
    const person = pickPerson(random, pools);
    expect(person.zh).toBe(
      `${pools.surnames[Math.floor(mirror.next() * pools.surnames.length)]?.zh}${person.parts[1]}`,
    );
    mirror.next();
    expect(random.next()).toBe(mirror.next());
  });
});
