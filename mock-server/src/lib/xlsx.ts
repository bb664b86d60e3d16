import type ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { ColumnDef, ColumnFormat } from '@aisle/contract';

/** A spreadsheet answer, as handlers return it for download endpoints (the `Download` of implement.ts). */
export interface XlsxFile {
  fileName: string;
  body: PassThrough;
}

/** Rows are plain objects; a dotted column key (`byMonth.2025-01`) reads a nested value. */
export type XlsxRow = Readonly<Record<string, unknown>>;

export interface XlsxInput {
  /** The file name offered to the browser; `.xlsx` is appended when missing. */
  fileName: string;
  columns: readonly ColumnDef[];
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
  /** Worksheet name (Excel allows 31 characters); defaults to the file name without extension. */
  sheetName?: string;
}

/** Excel number formats per column format; columns not listed are written as they come (text, dates). */
export const NUMBER_FORMATS: Partial<Record<ColumnFormat, string>> = {
  money: '#,##0.00',
  integer: '#,##0',
  percent: '0.00%',
  change: '0.00%',
  rank: '0',
};

/** How many rows are written before yielding to the event loop, so a big export does not stall other requests. */
const ROWS_PER_SLICE = 2_000;

/** Reads `a.b.c` from nested objects; a key that exists as written wins over the dotted path. */
export const readKey = (row: XlsxRow, key: string): unknown => {
  if (key in row) return row[key];
  let value: unknown = row;
  for (const part of key.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
};

const cellValue = (value: unknown): ExcelJS.CellValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
};

/** Excel refuses sheet names with []:*?/\ or longer than 31 characters. */
const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';

const columnWidth = (column: ColumnDef) => {
  // CJK characters are about twice as wide as Latin ones
  const titleWidth = [...column.title].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const minimum = column.format === 'text' ? 16 : 12;
  return Math.min(60, Math.max(minimum, titleWidth + 4));
};

const writeWorkbook = async (input: XlsxInput, sheetName: string, out: PassThrough) => {
  // loaded on the first download: importing exceljs costs ~0.4 s of CPU, at every start otherwise
  const excel = (await import('exceljs')).default;
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = input.columns.map((column) => ({ key: column.key, width: columnWidth(column) }));
  // One style object per column, shared by its cells: exceljs caches style ids per object, so sharing them
  // avoids re-serialising a style for every cell (that alone is most of the time on wide tables).
  const styles: Partial<ExcelJS.Style>[] = input.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.format];
    return numFmt ? { numFmt } : {};
  });
  const header = sheet.addRow(input.columns.map((column) => column.title));
  header.font = { bold: true };
  header.commit();

  const keys = input.columns.map((column) => column.key);
  let written = 0;
  for await (const row of input.rows) {
    const added = sheet.addRow(keys.map((key) => cellValue(readKey(row, key))));
    for (let i = 0; i < styles.length; i += 1) added.getCell(i + 1).style = styles[i] as ExcelJS.Style;
    added.commit();
    written += 1;
    if (written % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    if (out.destroyed) return; // the client went away: stop working for nobody
  }
  sheet.commit();
  await workbook.commit();
};

/**
 * A streamed .xlsx file: a header row from the columns' zh-CN titles, one row per input row, number formats
 * per column format. The body is readable at once; rows are written as the client reads, a slice at a time.
 */
export const xlsxDownload = (input: XlsxInput): XlsxFile => {
  const fileName = input.fileName.toLowerCase().endsWith('.xlsx') ? input.fileName : `${input.fileName}.xlsx`;
  const sheetName = safeSheetName(input.sheetName ?? fileName.replace(/\.xlsx$/i, ''));
  const body = new PassThrough();
  // start on the next tick so the caller can attach the stream to the reply first
  setImmediate(() => {
    writeWorkbook(input, sheetName, body).catch((error: unknown) =>
      body.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  return { fileName, body };
};
