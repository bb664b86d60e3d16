import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    const header = `attachment; filename="brand-rank.xlsx"; filename*=UTF-8''${encodeURIComponent('品牌排行 2026-10.xlsx')}`;
    expect(fileNameFromDisposition(header, 'x.xlsx')).toBe('品牌排行 2026-10.xlsx');
  });

  it("decodes the name as the mock server sends it, with ' ( ) percent-encoded (RFC 8187)", () => {
    const header =
      `attachment; filename="____Levi's ___(_)______2026-01_2026-06.xlsx"; filename*=UTF-8''` +
      '%E5%85%B3%E9%94%AE%E8%AF%8D_Levi%27s%20%E7%89%9B%E4%BB%94%E8%A3%A4%28%E7%94%B7%29_' +
      '%E5%93%81%E7%89%8C%E6%8E%92%E8%A1%8C_2026-01_2026-06.xlsx';
    expect(fileNameFromDisposition(header, 'x.xlsx')).toBe("关键词_Levi's 牛仔裤(男)_品牌排行_2026-01_2026-06.xlsx");
  });

  it('falls back to the quoted name, then the bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
  });

  it('uses the fallback without a usable header', () => {
    expect(fileNameFromDisposition(undefined, 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition('attachment', 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
  });

  it('keeps path separators out of the name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.xlsx')).toBe('.._.._etc_passwd');
  });
});
