import type { ColumnDef, ColumnFormat, MetricId, OrderByValue } from '@aisle/contract';
import { badRequest } from '../../lib/api-failure.ts';
import { sortIds, wholeNumbers } from './sort-ids.ts';

/** Most rows a download writes. */
export const MAX_DOWNLOAD_ROWS = 100_000;

/**
 * A table ready to sort and page: rows are numbered 0..count-1 in their natural order (rank order for rank
 * tables), `sortValues` gives the numbers a sortable column sorts by (NaN for null: nulls always sort last),
 * `row` builds one row object. Orders are cached in `orders`, which lives as long as the cached figures.
 */
export interface Table<Row> {
  count: number;
  columns: readonly ColumnDef[];
  sortValues(key: string): Float64Array;
  row(index: number): Row;
  orders: Map<string, Uint32Array>;
  /** The order without contentSort; absent: the natural order (rank), whatever orderBy says. */
  defaultSort?: { key: string; direction: OrderByValue };
}

export interface TablePage<Row> {
  result: { columns: ColumnDef[]; data: Row[] };
  meta: { total: number };
}

export interface SortInput {
  contentSort?: string | undefined;
  orderBy: OrderByValue;
}

export interface PageInput extends SortInput {
  page: number;
  perPage: number;
}

export const column = (
  key: string,
  title: string,
  titleEn: string,
  format: ColumnFormat,
  sortable: boolean,
  unit?: string,
): ColumnDef => ({ key, title, titleEn, format, ...(unit ? { unit } : {}), sortable });

/** Checks contentSort against the table's sortable columns: anything else is a 400 naming the field. */
export const checkSort = (columns: readonly ColumnDef[], contentSort: string | undefined) => {
  if (contentSort === undefined || contentSort === '') return;
  const sortable = columns.filter((c) => c.sortable).map((c) => c.key);
  if (!sortable.includes(contentSort))
    throw badRequest(`querystring.contentSort must be one of ${sortable.join(', ')} (got "${contentSort}")`);
};

const sortIndices = (values: Float64Array, direction: OrderByValue): Uint32Array => {
  const sign = direction === 'asc' ? 1 : -1;
  const order = new Uint32Array(values.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  if (wholeNumbers(values)) return sortIds(order, values, direction === 'desc');
  // ties keep the natural (rank) order; NaN (null) sorts last in both directions
  return order.sort((a, b) => {
    const va = values[a] as number;
    const vb = values[b] as number;
    if (va !== va) return vb !== vb ? a - b : 1;
    if (vb !== vb) return -1;
    return sign * (va - vb) || a - b;
  });
};

/** The row numbers in display order, or null for the natural order. */
export const orderOf = <Row>(table: Table<Row>, input: SortInput): Uint32Array | null => {
  checkSort(table.columns, input.contentSort);
  const sort = input.contentSort ? { key: input.contentSort, direction: input.orderBy } : table.defaultSort;
  if (!sort) return null;
  const cacheKey = `${sort.key}:${sort.direction}`;
  let order = table.orders.get(cacheKey);
  if (!order) {
    order = sortIndices(table.sortValues(sort.key), sort.direction);
    table.orders.set(cacheKey, order);
  }
  return order;
};

export const pageOf = <Row>(table: Table<Row>, input: PageInput): TablePage<Row> => {
  const order = orderOf(table, input);
  const from = (input.page - 1) * input.perPage;
  const to = Math.min(table.count, from + input.perPage);
  const data: Row[] = [];
  for (let i = from; i < to; i += 1) data.push(table.row(order ? (order[i] as number) : i));
  return { result: { columns: [...table.columns], data }, meta: { total: table.count } };
};

/**
 * Every row in display order (up to the download limit), built one at a time as the file is written. The sort
 * is checked (and computed) now, so a bad contentSort is a 400 rather than a broken file.
 */
export const allRows = <Row>(table: Table<Row>, input: SortInput, limit = MAX_DOWNLOAD_ROWS): Iterable<Row> => {
  const order = orderOf(table, input);
  const count = Math.min(table.count, limit);
  return (function* rows() {
    for (let i = 0; i < count; i += 1) yield table.row(order ? (order[i] as number) : i);
  })();
};

/** Rounds a ratio for the wire: six decimals is 0.0001% precision. */
export const ratio = (value: number) => Math.round(value * 1e6) / 1e6;
/** Cents to yuan with two decimals. */
export const yuan = (cents: number) => Math.round(cents) / 100;
/** Average price in yuan (two decimals) of a GMV in cents over units. */
export const average = (gmvCents: number, units: number) => (units > 0 ? Math.round(gmvCents / units) / 100 : 0);
/** A trend or price-zone metric (1 GMV in yuan, 2 units sold, 3 average price) of a GMV in cents and its units. */
export const metricValue = (metric: MetricId, gmvCents: number, units: number) =>
  metric === 1 ? yuan(gmvCents) : metric === 2 ? units : average(gmvCents, units);
export const change = (current: number, previous: number, available: boolean) =>
  available && previous > 0 ? ratio(current / previous - 1) : null;
