import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import type { ColumnDef } from '@aisle/contract';
import { readKey, xlsxDownload } from './xlsx.ts';

const makeColumn = (overrides: Partial<ColumnDef> & Pick<ColumnDef, 'key'>): ColumnDef => ({
  title: overrides.key,
  titleEn: overrides.key,
  format: 'text',
  sortable: false,
  ...overrides,
});

const columns: ColumnDef[] = [
  makeColumn({ key: 'name', title: '品牌', titleEn: 'Brand' }),
  makeColumn({ key: 'gmv', title: '销售额', titleEn: 'GMV', format: 'money', unit: '元', sortable: true }),
  makeColumn({ key: 'units', title: '销量', titleEn: 'Units', format: 'integer', unit: '件', sortable: true }),
  makeColumn({ key: 'share', title: '份额', titleEn: 'Share', format: 'percent', sortable: true }),
  makeColumn({ key: 'mom', title: '环比', titleEn: 'MoM', format: 'change', sortable: true }),
  makeColumn({ key: 'byMonth.2025-01', title: '2025-01', titleEn: '2025-01', format: 'money' }),
];

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const load = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
};

describe('xlsxDownload', () => {
  it('writes a header from the zh-CN titles, the rows, nested values and number formats', async () => {
    const rows = [
      { name: '甲', gmv: 1234.5, units: 10, share: 0.25, mom: -0.125, byMonth: { '2025-01': 99.99 } },
      { name: '乙', gmv: 10, units: 2, share: 0.75, mom: null, byMonth: {} },
    ];
    const file = xlsxDownload({ fileName: '品牌排行_2025-10', columns, rows });
    expect(file.fileName).toBe('品牌排行_2025-10.xlsx');
    const sheet = await load(await readAll(file.body as Readable));

    expect(sheet.name).toBe('品牌排行_2025-10');
    expect(sheet.getRow(1).values).toEqual([undefined, '品牌', '销售额', '销量', '份额', '环比', '2025-01']);
    expect(sheet.getRow(2).values).toEqual([undefined, '甲', 1234.5, 10, 0.25, -0.125, 99.99]);
    expect(sheet.getRow(3).getCell(5).value).toBeNull();
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(2).getCell(3).numFmt).toBe('#,##0');
    expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.00%');
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('0.00%');
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
  });

  it('streams rows from a generator, with only the header when there are none', async () => {
    function* many() {
      for (let i = 0; i < 5_000; i += 1) yield { name: `n${i}`, gmv: i, units: i, share: 0, mom: 0, byMonth: {} };
    }
    const big = await load(await readAll(xlsxDownload({ fileName: 'x.xlsx', columns, rows: many() }).body as Readable));
    expect(big.rowCount).toBe(5_001);
    expect(big.getRow(5_001).getCell(1).value).toBe('n4999');

    const empty = await load(await readAll(xlsxDownload({ fileName: 'y', columns, rows: [] }).body as Readable));
    expect(empty.rowCount).toBe(1);
  });

  it('keeps sheet names within what Excel accepts', async () => {
    const file = xlsxDownload({
      fileName: 'a/b:c*d?e[f]g-very-long-name-beyond-thirty-one-characters',
      columns,
      rows: [],
    });
    const sheet = await load(await readAll(file.body as Readable));
    expect(sheet.name).toBe('a_b_c_d_e_f_g-very-long-name-be');
  });
});

describe('readKey', () => {
  it('reads plain, dotted and missing keys', () => {
    const row = { a: 1, 'x.y': 2, b: { c: { d: 3 } } };
    expect(readKey(row, 'a')).toBe(1);
    expect(readKey(row, 'x.y')).toBe(2);
    expect(readKey(row, 'b.c.d')).toBe(3);
    expect(readKey(row, 'b.z.d')).toBeUndefined();
  });
});
