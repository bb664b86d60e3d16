import { describe, expect, it, vi } from 'vitest';
import type { ColumnDef } from '@aisle/contract';
import {
  fromRankTable,
  loadTable,
  makeTableState,
  tableFulfilled,
  tablePending,
  tableRejected,
  type TableState,
} from './table-state.ts';

/** Stands in for the client's cancellation error: loadTable asks isCancelled, which is mocked to know it. */
class Cancelled extends Error {}
vi.mock('../api/client.ts', () => ({ isCancelled: (error: unknown) => error instanceof Cancelled }));

interface Row {
  id: number;
}

const makeColumn = (overrides: Partial<ColumnDef> = {}): ColumnDef => ({
  key: 'gmv',
  title: '销售额',
  titleEn: 'GMV',
  format: 'money',
  sortable: true,
  ...overrides,
});

const filled = (): TableState<Row> => {
  const state = makeTableState<Row>();
  tableFulfilled(state, tablePending(state), { data: [{ id: 1 }, { id: 2 }], total: 42, columns: [makeColumn()] });
  return state;
};

describe('table state transitions', () => {
  it('pending sets loading and keeps the rows on screen', () => {
    const state = filled();
    tablePending(state);
    expect(state).toMatchObject({ status: 'pending', loading: true, total: 42 });
    expect(state.data).toHaveLength(2);
  });

  it('fulfilled fills data, total and columns', () => {
    const state = filled();
    expect(state).toMatchObject({ status: 'fulfilled', loading: false, total: 42, data: [{ id: 1 }, { id: 2 }] });
    expect(state.columns.map((c) => c.key)).toEqual(['gmv']);
  });

  it('rejected clears data and total', () => {
    const state = filled();
    const id = tablePending(state);
    expect(tableRejected(state, id)).toBe(true);
    expect(state).toMatchObject({ status: 'rejected', loading: false, data: [], total: 0 });
  });

  it('drops the answer of a request that a newer one replaced', () => {
    const state = makeTableState<Row>();
    const old = tablePending(state);
    const latest = tablePending(state);
    expect(tableFulfilled(state, old, { data: [{ id: 9 }], total: 1 })).toBe(false);
    expect(tableRejected(state, old)).toBe(false);
    expect(state).toMatchObject({ loading: true, data: [] });
    tableFulfilled(state, latest, { data: [{ id: 3 }], total: 1 });
    expect(state.data).toEqual([{ id: 3 }]);
  });
});

describe('columns', () => {
  it('keeps the same columns object when the answer repeats them', () => {
    const state = filled();
    const before = state.columns;
    tableFulfilled(state, tablePending(state), { data: [], total: 0, columns: [makeColumn()] });
    expect(state.columns).toBe(before);
    tableFulfilled(state, tablePending(state), { data: [], total: 0, columns: [makeColumn({ key: 'units' })] });
    expect(state.columns.map((c) => c.key)).toEqual(['units']);
  });
});

describe('loadTable', () => {
  it('runs pending then fulfilled', async () => {
    const state = makeTableState<Row>();
    const running = loadTable(state, async () => ({ data: [{ id: 5 }], total: 1 }));
    expect(state.loading).toBe(true);
    await running;
    expect(state).toMatchObject({ status: 'fulfilled', loading: false, data: [{ id: 5 }], total: 1 });
  });

  it('runs pending then rejected on failure', async () => {
    const state = filled();
    await loadTable(state, async () => {
      throw new Error('error');
    });
    expect(state).toMatchObject({ status: 'rejected', data: [], total: 0 });
  });

  it('leaves the rows alone when the fetch is cancelled', async () => {
    const state = filled();
    await loadTable(state, async () => {
      throw new Cancelled('canceled');
    });
    expect(state).toMatchObject({ status: 'fulfilled', loading: false, total: 42 });
  });
});

describe('fromRankTable', () => {
  it('reads result.columns, result.data and meta.total', () => {
    const page = fromRankTable({ result: { columns: [makeColumn()], data: [{ id: 1 }] }, meta: { total: 7 } });
    expect(page).toEqual({ data: [{ id: 1 }], total: 7, columns: [makeColumn()] });
  });
});
