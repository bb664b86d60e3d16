import type * as PinyinPro from 'pinyin-pro';
import { describe, expect, it, vi } from 'vitest';
import taxonomy from '../../../../fixtures/taxonomy.json';
import { createMatcher, type MatchFields, type MatchResult, type SearchOptions } from './matcher.ts';

const pinyinCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('pinyin-pro', async (importOriginal) => {
  const original = await importOriginal<typeof PinyinPro>();
  return {
    ...original,
    pinyin: ((...args: Parameters<typeof original.pinyin>) => {
      pinyinCalls.count++;
      return original.pinyin(...args);
    }) as typeof original.pinyin,
  };
});

interface Category {
  id: number;
  name: string;
  nameEn: string;
  path: string[];
}

let nextId = 1;
const makeCategory = (overrides: Partial<Category> = {}): Category => ({
  id: nextId++,
  name: '连衣裙',
  nameEn: 'Dresses',
  path: [],
  ...overrides,
});

const fieldsOf = (category: Category): MatchFields => ({
  texts: [category.name, category.nameEn],
  path: category.path,
});

const names = (categories: Category[], query: string, limit?: number) =>
  createMatcher(categories, fieldsOf)
    .search(query, limit === undefined ? {} : { limit })
    .map((result) => result.item.name);

describe('createMatcher ranking', () => {
  it('ranks exact > prefix > pinyin initials > full pinyin > fuzzy', () => {
    const categories = [
      makeCategory({ name: 'Leaning', nameEn: '' }), // fuzzy: l..an
      makeCategory({ name: '蓝色', nameEn: '' }), // full pinyin: "lanse"
      makeCategory({ name: '蓝爱你', nameEn: '' }), // initials: l-a-n
      makeCategory({ name: 'Lantern', nameEn: '' }), // prefix
      makeCategory({ name: 'lan', nameEn: '' }), // exact
      makeCategory({ name: '毛衣', nameEn: '' }), // no match
    ];
    const results = createMatcher(categories, fieldsOf).search('lan');
    expect(results.map((result) => [result.item.name, result.tier])).toEqual([
      ['lan', 'exact'],
      ['Lantern', 'prefix'],
      ['蓝爱你', 'initials'],
      ['蓝色', 'pinyin'],
      ['Leaning', 'fuzzy'],
    ]);
    const scores = results.map((result) => result.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('finds 连衣裙 by its characters, its initials and its full pinyin, before longer names', () => {
    const categories = [
      makeCategory({ name: '碎花连衣裙' }),
      makeCategory({ name: '连衣裙套装' }),
      makeCategory({ name: '连衣裙' }),
      makeCategory({ name: '半身裙', nameEn: 'Skirts' }),
    ];
    expect(names(categories, '连衣裙')).toEqual(['连衣裙', '连衣裙套装', '碎花连衣裙']);
    expect(names(categories, 'lyq')).toEqual(['连衣裙', '连衣裙套装', '碎花连衣裙']);
    expect(names(categories, 'lianyiqun')).toEqual(['连衣裙', '连衣裙套装', '碎花连衣裙']);
    expect(names(categories, 'lian yi qun')).toEqual(['连衣裙', '连衣裙套装', '碎花连衣裙']);
    // a syllable inside the pinyin: shorter names and earlier syllables first
    expect(names(categories, 'qun')).toEqual(['连衣裙', '半身裙', '连衣裙套装', '碎花连衣裙']);
  });

  it('ranks English titles the same way, and word starts and acronyms above loose subsequences', () => {
    const categories = [
      makeCategory({ name: 'Pranks', nameEn: '' }),
      makeCategory({ name: 'Brand rank', nameEn: '' }),
      makeCategory({ name: 'Ranking', nameEn: '' }),
      makeCategory({ name: 'Rank', nameEn: '' }),
      makeCategory({ name: 'Shop rank', nameEn: '' }),
      makeCategory({ name: 'Sparrow', nameEn: '' }),
    ];
    expect(names(categories, 'rank')).toEqual(['Rank', 'Ranking', 'Shop rank', 'Brand rank', 'Pranks']);
    const acronym = createMatcher(categories, fieldsOf).search('sr');
    expect(acronym.map((result) => [result.item.name, result.tier])).toEqual([
      ['Shop rank', 'initials'],
      ['Sparrow', 'fuzzy'],
    ]);
  });

  it('matches mixed Chinese and latin names', () => {
    const categories = [makeCategory({ name: '短袖T恤', nameEn: '' }), makeCategory({ name: 'T恤', nameEn: '' })];
    expect(names(categories, 'tx')).toEqual(['T恤', '短袖T恤']);
    expect(names(categories, 'txu')).toEqual(['T恤', '短袖T恤']);
    expect(names(categories, 'dxtx')).toEqual(['短袖T恤']);
  });

  it('matches the second text (the English title) a little below the same tier in the first', () => {
    const categories = [
      makeCategory({ name: '连衣裙', nameEn: 'Dresses' }),
      makeCategory({ name: 'dress', nameEn: '' }),
    ];
    const results = createMatcher(categories, fieldsOf).search('dress');
    expect(results.map((result) => [result.item.name, result.field, result.tier])).toEqual([
      ['dress', 0, 'exact'],
      ['连衣裙', 1, 'prefix'],
    ]);
  });

  it('matches paths by segments, in order, skipping levels, with half- or full-width separators', () => {
    const womenDress = makeCategory({ name: '连衣裙', path: ['女装', '裙装'] });
    const kidsDress = makeCategory({ name: '连衣裙', path: ['童装', '女童'] });
    const categories = [kidsDress, womenDress];
    const ids = (query: string) =>
      createMatcher(categories, fieldsOf)
        .search(query)
        .map((result) => result.item.id);
    expect(ids('连衣裙')).toEqual([kidsDress.id, womenDress.id]);
    expect(ids('女装 > 连衣裙')).toEqual([womenDress.id]);
    expect(ids('女装 > 裙装 > 连衣裙')).toEqual([womenDress.id]);
    expect(ids('nz>lyq')).toEqual([womenDress.id]);
    expect(ids('童装 》 lianyiqun')).toEqual([kidsDress.id]);
    expect(ids('裙装 > 女装 > 连衣裙')).toEqual([]);
    expect(ids('女装 > 毛衣')).toEqual([]);
  });

  it('matches an ancestor by any of its names', () => {
    const matcher = createMatcher(
      [
        {
          texts: ['连衣裙', 'Dresses'],
          path: [
            ['女装', "Women's Clothing"],
            ['裙装', 'Skirts & dresses'],
          ],
        },
      ],
      (item) => item,
    );
    expect(matcher.search("women's > dresses")).toHaveLength(1);
    expect(matcher.search('女装 > dresses')).toHaveLength(1);
    expect(matcher.search('kids > dresses')).toHaveLength(0);
  });

  it('returns highlight ranges in the matched text', () => {
    const matcher = createMatcher([makeCategory({ name: '碎花连衣裙', nameEn: 'Floral dresses' })], fieldsOf);
    const ranges = (query: string) => matcher.search(query)[0]?.ranges;
    expect(ranges('lyq')).toEqual([[2, 5]]);
    expect(ranges('lianyi')).toEqual([[2, 4]]);
    expect(ranges('碎花')).toEqual([[0, 2]]);
    expect(ranges('shq')).toEqual([
      [0, 2],
      [4, 5],
    ]);
    expect(matcher.search('dress')[0]).toMatchObject({ field: 1, ranges: [[7, 12]] });
  });

  it('keeps only the best `limit` results, ranked over the whole list', () => {
    const categories = Array.from({ length: 500 }, (_, k) => makeCategory({ name: `连衣裙款式${k}`, nameEn: '' }));
    categories.splice(321, 0, makeCategory({ name: '连衣裙', nameEn: '' }));
    const results = createMatcher(categories, fieldsOf).search('lyq', { limit: 5 });
    expect(results).toHaveLength(5);
    expect(results[0]?.item.name).toBe('连衣裙');
    expect(results[0]?.index).toBe(321);
    // equal scores keep the list's order
    expect(results.slice(1).map((result) => result.item.name)).toEqual([
      '连衣裙款式0',
      '连衣裙款式1',
      '连衣裙款式2',
      '连衣裙款式3',
    ]);
  });

  it('leaves out filtered items and answers an empty query with nothing', () => {
    const categories = [makeCategory({ name: '连衣裙' }), makeCategory({ name: '连衣裙套装' })];
    const matcher = createMatcher(categories, fieldsOf);
    expect(matcher.search('lyq', { filter: (item) => item.name !== '连衣裙' }).map((r) => r.item.name)).toEqual([
      '连衣裙套装',
    ]);
    expect(matcher.search('   ')).toEqual([]);
    expect(matcher.search('zzzz')).toEqual([]);
  });

  it('finds characters of several readings by any of them, the dictionary reading first', () => {
    // the dictionary reads 排行 "pai xing"; people type "paihang"
    const categories = [makeCategory({ name: '品牌排行', nameEn: '' }), makeCategory({ name: '排行', nameEn: '' })];
    expect(names(categories, 'pph')).toEqual(['品牌排行']);
    expect(names(categories, 'paihang')).toEqual(['排行', '品牌排行']);
    expect(names(categories, 'pinpaipaih')).toEqual(['品牌排行']);
    const matcher = createMatcher([makeCategory({ name: '品牌排行', nameEn: '' })], fieldsOf);
    expect(matcher.search('ppx')[0]?.score).toBeGreaterThan(matcher.search('pph')[0]?.score ?? 0);
    expect(matcher.search('paihang')[0]?.ranges).toEqual([[2, 4]]);
  });

  it('computes pinyin when a text is first prepared, never per keystroke', () => {
    const categories = [
      makeCategory({ name: '羽绒服', nameEn: '' }),
      makeCategory({ name: '冲锋衣', nameEn: '' }),
      makeCategory({ name: '羽绒服', nameEn: '' }),
    ];
    const matcher = createMatcher(categories, fieldsOf);
    const afterPreparing = pinyinCalls.count;
    for (const query of ['y', 'yr', 'yrf', 'yu', 'yurong', 'cfy', 'chongfeng']) matcher.search(query);
    createMatcher(categories, fieldsOf);
    expect(pinyinCalls.count).toBe(afterPreparing);
    expect(matcher.search('yrf').map((result) => result.item.name)).toEqual(['羽绒服', '羽绒服']);
  });
});

interface TaxonomyNode {
  id: number;
  name: string;
  nameEn: string;
  children?: TaxonomyNode[];
}

interface Named {
  name: string;
  nameEn: string;
  path: [string, string][];
}

/** The fixture taxonomy (2,009 categories with their paths) and a few names of several readings and scripts. */
const taxonomyItems = (): Named[] => {
  const items: Named[] = [];
  const walk = (nodes: readonly TaxonomyNode[], path: [string, string][]) => {
    for (const node of nodes) {
      items.push({ name: node.name, nameEn: node.nameEn, path });
      if (node.children) walk(node.children, [...path, [node.name, node.nameEn]]);
    }
  };
  walk((taxonomy as { categories: TaxonomyNode[] }).categories, []);
  for (const [name, nameEn] of [
    ['品牌排行', 'Brand rank'],
    ['排行', 'Rank'],
    ['短袖T恤', 'T-shirts'],
    ["Women's-wear", ''],
    ['重庆火锅', 'Hot pot'],
  ] as const)
    items.push({ name, nameEn, path: [] });
  return items;
};

/** Each prefix of each word as it is typed, then as it is erased. */
const typedAndErased = (words: readonly string[]) =>
  words.flatMap((word) => [
    ...Array.from(word, (_, k) => word.slice(0, k + 1)),
    ...Array.from(word, (_, k) => word.slice(0, word.length - 1 - k)),
  ]);

/** A fixed pseudo-random sequence, so a failure can be replayed. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

describe('createMatcher narrowing to the matches of earlier queries', () => {
  const items = taxonomyItems();
  const fields = (item: Named): MatchFields => ({ texts: [item.name, item.nameEn], path: item.path });
  const summary = (results: MatchResult<Named>[]) =>
    results.map((result) => [result.index, result.score, result.field, result.tier, result.ranges]);

  it('answers every query as a search of all items would, while typing, erasing and changing the options', () => {
    const random = seeded(7);
    const alphabet = "abcdefghijklmnopqrstuvwxyz  -'>连衣裙女装童";
    const randomWords = Array.from({ length: 25 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      ),
    );
    const queries = typedAndErased([
      'lyq',
      'dress',
      'nvzhuang',
      'shouji',
      'txu',
      'paihang',
      'chongqing',
      '连衣裙',
      '女装 > 连衣裙',
      'nz>lyq',
      "women's",
      'lian yi qun',
      't-sh',
      '-a',
      'zzz',
      ...randomWords,
    ]);
    const narrowing = createMatcher(items, fields);
    const optionsOf: SearchOptions<Named>[] = [{}, { limit: 5, filter: (item) => !item.name.includes('女') }];
    for (const query of queries) {
      for (const options of optionsOf) {
        const expected = summary(createMatcher(items, fields).search(query, options));
        expect(summary(narrowing.search(query, options)), JSON.stringify(query)).toEqual(expected);
      }
    }
    // a fresh matcher per query for reference: slow on a busy machine
  }, 60_000);

  it('keeps the same best results when it skips what cannot beat them as when it ranks every match', () => {
    const matcher = createMatcher(items, fields);
    const everything = createMatcher(items, fields);
    for (const query of typedAndErased(['n', 's', 'lyq', 'dress', 'shouji', 'nz>lyq', 'paihang', 'a b', '连衣裙'])) {
      for (const limit of [1, 5, 50]) {
        const all = summary(everything.search(query, { limit: items.length }));
        expect(summary(matcher.search(query, { limit })), `${query} top ${limit}`).toEqual(all.slice(0, limit));
      }
    }
  });

  it('does not narrow a path query by a query with other ancestors', () => {
    const matcher = createMatcher(items, fields);
    const women = matcher.search('女装 > 连衣裙');
    expect(women.length).toBeGreaterThan(0);
    expect(women.every((result) => result.item.path.some(([name]) => name === '女装'))).toBe(true);
    const kids = matcher.search('童装 > 连衣裙');
    expect(summary(kids)).toEqual(summary(createMatcher(items, fields).search('童装 > 连衣裙')));
  });
});
