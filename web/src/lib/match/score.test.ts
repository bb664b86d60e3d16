import { describe, expect, it } from 'vitest';
import { prepareText } from './prepare.ts';
import { matchText, mayMatch, normalizeQuery, scoreText } from './score.ts';

const TEXTS = [
  '连衣裙',
  '碎花连衣裙',
  '品牌排行',
  '重庆火锅',
  '短袖T恤',
  'T-shirts',
  "Women's Clothing",
  'Skirts & dresses',
  'New Dresses',
  '儿童女装',
  '手机',
  'Mobile phones',
  '',
];

const QUERIES = [
  'l',
  'lyq',
  'lianyiqun',
  'lian yi qun',
  'paihang',
  'pph',
  'ppx',
  'chongqing',
  'zhongqing',
  'cq',
  'zq',
  'txu',
  'dxtx',
  't-s',
  'ts',
  "women's",
  'womens',
  'wc',
  'dress',
  'drs',
  'sj',
  'shouji',
  '女装',
  '衣裙',
  'mobile ph',
  'qq',
  'zzz',
  '-',
];

describe('mayMatch', () => {
  it('is true of every text a query matches, at every tier', () => {
    for (const text of TEXTS) {
      const prepared = prepareText(text);
      for (const raw of QUERIES) {
        const query = normalizeQuery(raw);
        if (matchText(prepared, query)) expect(mayMatch(prepared, query), `${raw} in ${text}`).toBe(true);
      }
    }
  });

  it('rules out texts a query cannot match', () => {
    expect(mayMatch(prepareText('连衣裙'), normalizeQuery('shouji'))).toBe(false);
    expect(mayMatch(prepareText('Mobile phones'), normalizeQuery('dress'))).toBe(false);
    expect(mayMatch(prepareText('手机'), normalizeQuery('女装'))).toBe(false);
    // one letter: in the text, its pinyin or another reading, or not at all
    expect(mayMatch(prepareText('连衣裙'), normalizeQuery('q'))).toBe(true);
    expect(mayMatch(prepareText('连衣裙'), normalizeQuery('z'))).toBe(false);
    expect(mayMatch(prepareText('品牌排行'), normalizeQuery('h'))).toBe(true);
    expect(mayMatch(prepareText('Mobile phones'), normalizeQuery('z'))).toBe(false);
  });
});

describe('scoreText with a floor', () => {
  it('gives the full score when it beats the floor; below it, the score or 0 (tiers that cannot beat it skipped)', () => {
    for (const text of TEXTS) {
      const prepared = prepareText(text);
      for (const raw of QUERIES) {
        const query = normalizeQuery(raw);
        const score = scoreText(prepared, query);
        for (const floor of [0, 150, 250, 350, 430, 450, 550]) {
          const floored = scoreText(prepared, query, floor);
          if (score > floor) expect(floored, `${raw} in ${text} above ${floor}`).toBe(score);
          else expect([0, score], `${raw} in ${text} above ${floor}`).toContain(floored);
        }
      }
    }
  });
});
