import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '@aisle/contract';
import { formatRankChange, toColumnDefs } from './column-defs.tsx';

const makeColumn = (overrides: Partial<ColumnDef> = {}): ColumnDef => ({
  key: 'gmv',
  title: '销售额',
  titleEn: 'GMV',
  format: 'money',
  unit: '元',
  sortable: true,
  ...overrides,
});

describe('toColumnDefs', () => {
  const columns = [
    makeColumn({ key: 'brandName', title: '品牌', titleEn: 'Brand', format: 'text', unit: undefined, sortable: false }),
    makeColumn(),
  ];

  it('titles columns in the language, with the unit, and marks the server sort', () => {
    const [name, gmv] = toColumnDefs(columns, 'en', { contentSort: 'gmv', orderBy: 'asc' });
    expect(name).toMatchObject({ colId: 'brandName', headerName: 'Brand', sortable: false, sort: null });
    expect(gmv).toMatchObject({ colId: 'gmv', headerName: 'GMV (CNY)', sortable: true, sort: 'asc' });
    expect(toColumnDefs(columns, 'zh-CN', { orderBy: 'desc' })[1]?.headerName).toBe('销售额 (元)');
  });

  it('formats cells by the column format', () => {
    const gmv = toColumnDefs(columns, 'zh-CN', { orderBy: 'desc' })[1];
    const format = gmv?.valueFormatter as (params: { value: unknown }) => string;
    expect(format({ value: 123_456_789 })).toBe('1.23亿');
  });

  it('adds an unsortable actions column last', () => {
    const defs = toColumnDefs(
      columns,
      'zh-CN',
      { orderBy: 'desc' },
      { actions: { title: '操作', render: () => null } },
    );
    expect(defs.at(-1)).toMatchObject({ colId: '__actions', headerName: '操作', sortable: false });
  });
});

describe('formatRankChange', () => {
  it('shows arrows, a dash for no change and "new" for unranked', () => {
    expect(formatRankChange(3, 'zh-CN')).toBe('▲ 3');
    expect(formatRankChange(-2, 'zh-CN')).toBe('▼ 2');
    expect(formatRankChange(0, 'zh-CN')).toBe('–');
    expect(formatRankChange(null, 'zh-CN')).toBe('新上榜');
    expect(formatRankChange(null, 'en')).toBe('New');
  });
});
