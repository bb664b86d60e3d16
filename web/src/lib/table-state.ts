import type { ColumnDef } from '@aisle/contract';
import { isCancelled } from '../api/client.ts';

/**
 * The one table state every list and table uses (SPEC section 4): pending sets loading; fulfilled fills data
 * and total; rejected clears both. `requestId` drops late answers of a request that a newer one replaced.
 */
export interface TableState<Row> {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  loading: boolean;
  data: Row[];
  total: number;
  columns: ColumnDef[];
  requestId: number;
}

export interface TablePage<Row> {
  data: Row[];
  total: number;
  columns?: ColumnDef[];
}

export const makeTableState = <Row>(): TableState<Row> => ({
  status: 'idle',
  loading: false,
  data: [],
  total: 0,
  columns: [],
  requestId: 0,
});

/** Forgets the rows (keeps `requestId` counting, so an answer still in flight is dropped). */
export const resetTable = <Row>(state: TableState<Row>) => {
  state.requestId += 1;
  Object.assign(state, { ...makeTableState<Row>(), requestId: state.requestId });
};

/** Marks the table as loading and returns the id the answer must carry. */
export const tablePending = <Row>(state: TableState<Row>): number => {
  state.status = 'pending';
  state.loading = true;
  state.requestId += 1;
  return state.requestId;
};

/** Returns false (and changes nothing) when a newer request has started since. */
export const tableFulfilled = <Row>(state: TableState<Row>, requestId: number, page: TablePage<Row>): boolean => {
  if (requestId !== state.requestId) return false;
  state.status = 'fulfilled';
  state.loading = false;
  state.data = page.data;
  state.total = page.total;
  // the same columns again keep their identity: a grid given "new" columns rebuilds them and loses its focus
  if (page.columns && JSON.stringify(page.columns) !== JSON.stringify(state.columns)) state.columns = page.columns;
  return true;
};

export const tableRejected = <Row>(state: TableState<Row>, requestId: number): boolean => {
  if (requestId !== state.requestId) return false;
  state.status = 'rejected';
  state.loading = false;
  state.data = [];
  state.total = 0;
  return true;
};

/**
 * Runs one fetch through the three transitions. A cancelled fetch (replaced by a newer identical one, or
 * abandoned) leaves the state to whoever replaced it; only when it is still the latest does loading stop.
 */
export const loadTable = async <Row>(
  state: TableState<Row>,
  fetch: () => Promise<TablePage<Row>>,
): Promise<TablePage<Row> | null> => {
  const id = tablePending(state);
  try {
    const page = await fetch();
    return tableFulfilled(state, id, page) ? page : null;
  } catch (error) {
    if (isCancelled(error)) {
      if (id === state.requestId) {
        state.loading = false;
        state.status = state.data.length > 0 ? 'fulfilled' : 'idle';
      }
      return null;
    }
    tableRejected(state, id);
    return null;
  }
};

/** Rank and trend responses: `{ result: { columns, data }, meta: { total } }` as a table page. */
export const fromRankTable = <Row>(response: {
  result: { columns: ColumnDef[]; data: Row[] };
  meta: { total: number };
}): TablePage<Row> => ({ data: response.result.data, total: response.meta.total, columns: response.result.columns });
