import { describe, expect, it } from 'vitest';
import contentDispositionPackage from 'content-disposition';
import { contentDisposition } from './implement.ts';

describe('contentDisposition', () => {
  it("percent-encodes ' ( ) in filename* so that strict RFC 8187 parsers accept it", () => {
    const name = "关键词_Levi's 牛仔裤(男)_品牌排行_2026-10.xlsx";
    const header = contentDisposition(name);
    const extended = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '';
    // attr-chars only: ALPHA DIGIT ! # $ & + - . ^ _ ` | ~ and %XX escapes
    expect(extended).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(extended).toContain('Levi%27s%20');
    expect(extended).toContain('%28%E7%94%B7%29');
    expect(contentDispositionPackage.parse(header).parameters).toEqual({ filename: name });
    expect(contentDispositionPackage.parse(header).type).toBe('attachment');
  });

  it('keeps an ASCII filename= fallback for old clients', () => {
    const header = contentDisposition('品牌排行 "2026".xlsx');
    expect(header).toMatch(/^attachment; filename="____ _2026_\.xlsx"; filename\*=UTF-8''/);
    expect(contentDisposition('plain.xlsx')).toBe('attachment; filename="plain.xlsx"');
  });

  it('keeps every part of a name with slashes', () => {
    expect(contentDispositionPackage.parse(contentDisposition('关键词_a/b\\c.xlsx')).parameters).toEqual({
      filename: '关键词_a_b_c.xlsx',
    });
  });
});
