import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    const header = `attachment; filename="brand-rank.xlsx"; filename*=UTF-8''${encodeURIComponent('品牌排行 2026-10.xlsx')}`;
    expect(fileNameFromDisposition(header, 'x.xlsx')).toBe('品牌排行 2026-10.xlsx');
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
