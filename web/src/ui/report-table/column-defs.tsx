import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { ColumnDef } from '@aisle/contract';
import type { ReactNode } from 'react';
import { pickName, translate, type Language } from '../../i18n/i18n.ts';
import { changeText, directionClass, directionOf, type UpColour } from '../../lib/direction.ts';
import { formatCell, formatUnit } from '../../lib/format.ts';

const NUMERIC = new Set(['integer', 'money', 'percent', 'change', 'rank']);

/** Every rank row carries rankChange (positive = moved up, null = not ranked before): arrows say it faster. */
export const formatRankChange = (value: unknown, language: Language) => {
  if (value === null || value === undefined) return translate(language, 'report.rankNew');
  if (typeof value !== 'number' || value === 0) return '–';
  return changeText(value, 'rank', language);
};

/** Rank change and 环比/同比 cells take the colour of their direction under the up/down setting. */
const directionCellClass =
  (upColour: UpColour) =>
  ({ value }: { value: unknown }) =>
    `ag-right-aligned-cell tabular-nums ${directionClass(directionOf(typeof value === 'number' ? value : null), upColour)}`;

/** Row-level extras a report adds: a link on the name column, an actions column. */
export interface ColumnExtras<Row> {
  /** Renders a cell of these keys (e.g. the brand name as a link to its details). */
  renderers?: Record<string, (row: Row) => ReactNode>;
  /** A last, unsortable column with per-row actions. */
  actions?: { title: string; render: (row: Row) => ReactNode };
}

/** Grid columns from the server's `columns`: titles in the user's language, formats, server-side sort. */
export const toColumnDefs = <Row,>(
  columns: readonly ColumnDef[],
  language: Language,
  sort: { contentSort?: string; orderBy: 'asc' | 'desc' },
  extras: ColumnExtras<Row> = {},
  upColour: UpColour = 'red',
): ColDef<Row>[] => {
  const changeClass = directionCellClass(upColour);
  const defs: ColDef<Row>[] = columns.map((column) => {
    const numeric = NUMERIC.has(column.format);
    const unit = formatUnit(column.unit, language);
    const render = extras.renderers?.[column.key];
    return {
      colId: column.key,
      field: column.key as ColDef<Row>['field'],
      headerName: unit
        ? `${pickName(language, column.title, column.titleEn)} (${unit})`
        : pickName(language, column.title, column.titleEn),
      sortable: column.sortable,
      sort: sort.contentSort === column.key ? sort.orderBy : null,
      // the server sorts; two states (desc first, like every rank) and no "unsorted" third click
      sortingOrder: ['desc', 'asc'],
      valueFormatter: ({ value }) =>
        column.key === 'rankChange'
          ? formatRankChange(value, language)
          : column.format === 'change'
            ? changeText(typeof value === 'number' ? value : null, 'ratio', language)
            : formatCell(value, column.format, language),
      cellClass:
        column.key === 'rankChange' || column.format === 'change'
          ? changeClass
          : numeric
            ? 'ag-right-aligned-cell tabular-nums'
            : undefined,
      headerClass: numeric ? 'ag-right-aligned-header' : undefined,
      minWidth: column.format === 'text' ? 160 : column.format === 'rank' ? 72 : 100,
      // long English titles wrap onto a second line rather than being cut
      wrapHeaderText: true,
      autoHeaderHeight: true,
      flex: column.format === 'text' ? 2 : 1,
      ...(render
        ? { cellRenderer: (params: ICellRendererParams<Row>) => (params.data ? render(params.data) : null) }
        : {}),
    };
  });
  if (extras.actions) {
    const { title, render } = extras.actions;
    defs.push({
      colId: '__actions',
      headerName: title,
      sortable: false,
      // wide tables scroll sideways; the way to a row's details stays in view
      pinned: 'right',
      minWidth: 90,
      maxWidth: 110,
      cellRenderer: (params: ICellRendererParams<Row>) => (params.data ? render(params.data) : null),
    });
  }
  return defs;
};
