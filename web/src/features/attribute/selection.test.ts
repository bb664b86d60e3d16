import { describe, expect, it } from 'vitest';
import {
  MAX_VALUES,
  groupByAttribute,
  shareQueryIds,
  splitKnown,
  toggleValue,
  totalFromTopRow,
  type AttrDef,
  type AttrValue,
} from './selection.ts';

const makeAttr = (overrides: Partial<AttrDef> = {}): AttrDef => ({
  attrId: 1,
  name: '颜色',
  nameEn: 'Colour',
  valueCount: 3,
  ...overrides,
});
const makeValue = (overrides: Partial<AttrValue> = {}): AttrValue => ({
  valueId: 101,
  attrId: 1,
  name: '黑色',
  nameEn: 'Black',
  spuCount: 10,
  ...overrides,
});
const values = new Map(
  [
    makeValue(),
    makeValue({ valueId: 102, name: '白色', nameEn: 'White' }),
    makeValue({ valueId: 601, attrId: 6, name: '棉', nameEn: 'Cotton' }),
  ].map((value) => [value.valueId, value]),
);

describe('attribute selection', () => {
  it('toggles values and refuses the 21st', () => {
    expect(toggleValue([101], 102)).toEqual({ next: [101, 102], refused: false });
    expect(toggleValue([101, 102], 101)).toEqual({ next: [102], refused: false });
    const full = Array.from({ length: MAX_VALUES }, (_, i) => i + 1);
    expect(toggleValue(full, 99)).toEqual({ next: full, refused: true });
    expect(toggleValue(full, 1).next).toHaveLength(MAX_VALUES - 1);
  });

  it('drops ids the category does not have', () => {
    expect(splitKnown([101, 999, 601], values)).toEqual({ known: [101, 601], unknown: [999] });
  });

  it('groups by attribute in the attributes order', () => {
    const groups = groupByAttribute([601, 102, 101], [makeAttr(), makeAttr({ attrId: 6, name: '面料' })], values);
    expect(groups.map((group) => [group.attr.attrId, group.values.map((value) => value.valueId)])).toEqual([
      [1, [102, 101]],
      [6, [601]],
    ]);
  });

  it('asks for one value of an attribute with the other attributes kept', () => {
    expect(shareQueryIds([101, 102, 601], values, 102)).toEqual([601, 102]);
  });

  it('derives a selection total from its top row', () => {
    expect(totalFromTopRow({ gmv: 250, share: 0.25 })).toBe(1000);
    expect(totalFromTopRow(undefined)).toBe(0);
    expect(totalFromTopRow({ gmv: 0, share: null })).toBe(0);
  });
});
