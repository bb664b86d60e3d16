import { describe, expect, it } from 'vitest';
import { nextScope, parseAddQuery, searchable } from './add-query.ts';

describe('add dialog query', () => {
  it('reads a kind prefix in English or Chinese, with either colon', () => {
    expect(parseAddQuery('b:李宁')).toEqual({ kind: 'brand', keyword: '李宁' });
    expect(parseAddQuery(' 品牌：李宁 ')).toEqual({ kind: 'brand', keyword: '李宁' });
    expect(parseAddQuery('Shop: 旗舰')).toEqual({ kind: 'shop', keyword: '旗舰' });
    expect(parseAddQuery('p:')).toEqual({ kind: 'spu', keyword: '' });
    expect(parseAddQuery('主播:xiaoyang')).toEqual({ kind: 'anchor', keyword: 'xiaoyang' });
  });

  it('leaves words without a known prefix as they are', () => {
    expect(parseAddQuery('lining')).toEqual({ kind: null, keyword: 'lining' });
    expect(parseAddQuery('x:abc')).toEqual({ kind: null, keyword: 'x:abc' });
    expect(parseAddQuery('10001')).toEqual({ kind: null, keyword: '10001' });
  });

  it('cycles the kinds with Tab and back with Shift+Tab', () => {
    expect(nextScope('all', 1)).toBe('category');
    expect(nextScope('anchor', 1)).toBe('all');
    expect(nextScope('all', -1)).toBe('anchor');
  });

  it('asks the server for one Han character or two latin ones', () => {
    expect(searchable('李')).toBe(true);
    expect(searchable('l')).toBe(false);
    expect(searchable('li')).toBe(true);
    expect(searchable('')).toBe(false);
  });
});
