import { faker } from '@faker-js/faker/locale/zh_CN';
import { pinyin } from 'pinyin-pro';
import type { Word } from './fixtures.ts';
import { hashString, type Random } from './prng.ts';

/**
 * People, teams and companies of the mock data, from @faker-js/faker's zh_CN locale (version pinned exactly in
 * package.json: the same seed gives the same bytes). Curated lists stay only where faker has nothing: the
 * category taxonomy, brand stems, shop words, livestream room names.
 *
 * The locale's own instance is shared by the process, so every draw re-seeds it from (seed, family, draw
 * number): a family's names do not depend on what other families drew before, nor in which order.
 */

/** A person's name, with its parts (pinyin is computed per part) and an English spelling ("Wang Fang"). */
export interface PersonName extends Word {
  parts: [string, string];
  surnameEn: string;
  givenEn: string;
}

const syllablesOf = (text: string) =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .map((s) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase())
    .filter((s) => s.length > 0);
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Pinyin without tones, as one capitalised word: 欧阳 -> "Ouyang", 思远 -> "Siyuan". */
export const latinOf = (text: string) => capitalised(syllablesOf(text).join(''));

export interface People {
  /** A surname and a given name, drawn independently (as faker's fullName does). */
  person(): PersonName;
  /** An 11-digit mainland mobile number, 1[3-9]xxxxxxxxx. */
  phone(): string;
  /** An address at one of the locale's free mail providers, for a person. */
  email(person: PersonName): string;
  /** A company name ("…市…科技有限公司"), for teams. */
  company(): Word;
}

export const makePeople = (seed: number, family: string): People => {
  const key = hashString(`${seed}:people:${family}`);
  let draws = 0;
  const fresh = () => {
    faker.seed([key, draws]);
    draws += 1;
    return faker;
  };
  const people: People = {
    person: () => {
      const f = fresh();
      const surname = f.person.lastName();
      const given = f.person.firstName();
      const surnameEn = latinOf(surname);
      const givenEn = latinOf(given);
      return { zh: surname + given, en: `${surnameEn} ${givenEn}`, parts: [surname, given], surnameEn, givenEn };
    },
    phone: () => fresh().helpers.fromRegExp(/1[3-9][0-9]{9}/),
    email: (person) => fresh().internet.email({ firstName: person.givenEn, lastName: person.surnameEn }).toLowerCase(),
    company: () => {
      const zh = fresh().company.name();
      return { zh, en: syllablesOf(zh).map(capitalised).join(' ') };
    },
  };
  return people;
};

/** Pools of faker surnames and given names, for the market data's own random streams to pick from. */
export interface NamePools {
  surnames: Word[];
  givenNames: Word[];
}

export const makeNamePools = (seed: number, size = 256): NamePools => {
  const people = makePeople(seed, 'market');
  const persons = Array.from({ length: size }, () => people.person());
  return {
    surnames: persons.map((p) => ({ zh: p.parts[0], en: p.surnameEn })),
    givenNames: persons.map((p) => ({ zh: p.parts[1], en: p.givenEn })),
  };
};

/**
 * A person's name drawn with the caller's stream from the pools: two draws, as before faker, so the rest of a
 * family's stream (and every figure built on it) does not move when the names do.
 */
export const pickPerson = (random: Random, pools: NamePools): Word & { parts: string[] } => {
  const surname = random.pick(pools.surnames);
  const given = random.pick(pools.givenNames);
  return { zh: surname.zh + given.zh, en: `${surname.en} ${given.en}`, parts: [surname.zh, given.zh] };
};
