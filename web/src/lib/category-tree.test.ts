import { describe, expect, it } from 'vitest';
import type { TreeNodeValue } from '@aisle/contract';
import { collectParentKeys, findNode, flattenTree, mapTree, pathTo, pickSelectedKey } from './category-tree.ts';

const makeNode = (overrides: Partial<TreeNodeValue> = {}): TreeNodeValue => ({
  id: 1,
  name: '女装',
  nameEn: "Women's Clothing",
  level: 1,
  ...overrides,
});

const sample = (): TreeNodeValue[] => [
  makeNode({
    id: 1,
    children: [
      makeNode({
        id: 11,
        name: '上装',
        nameEn: 'Tops',
        level: 2,
        children: [makeNode({ id: 111, name: 'T恤', level: 3 })],
      }),
      makeNode({ id: 12, name: '裙装', nameEn: 'Dresses', level: 2, children: [] }),
    ],
  }),
  makeNode({ id: 2, name: '男装', nameEn: "Men's Clothing" }),
];

describe('mapTree', () => {
  it('copies id to key and name to title, keeping the English name and level', () => {
    const [first] = mapTree(sample());
    expect(first).toMatchObject({ key: 1, title: '女装', titleEn: "Women's Clothing", level: 1 });
    expect(first?.children?.[0]).toMatchObject({ key: 11, title: '上装', titleEn: 'Tops', level: 2 });
  });

  it('drops empty children arrays so leaves look like leaves', () => {
    expect(findNode(mapTree(sample()), 12)).not.toHaveProperty('children');
  });
});

describe('collectParentKeys', () => {
  it('collects the keys of nodes that have children', () => {
    expect(collectParentKeys(mapTree(sample()))).toEqual([1, 11]);
  });
});

describe('selection', () => {
  const tree = mapTree(sample());

  it('keeps a key that is in the tree, at any depth', () => {
    expect(pickSelectedKey(tree, 111)).toBe(111);
  });

  it('falls back to the first node for a key not in the tree', () => {
    expect(pickSelectedKey(tree, 999)).toBe(1);
    expect(pickSelectedKey(tree, null)).toBe(1);
  });

  it('has no selection in an empty tree', () => {
    expect(pickSelectedKey([], 1)).toBeNull();
  });

  it('finds the path to a node', () => {
    expect(pathTo(tree, 111).map((n) => n.title)).toEqual(['女装', '上装', 'T恤']);
    expect(pathTo(tree, 999)).toEqual([]);
  });

  it('flattens depth first with ancestors', () => {
    expect(flattenTree(tree).map((f) => f.path.map((n) => n.key).join('/'))).toEqual([
      '1',
      '1/11',
      '1/11/111',
      '1/12',
      '2',
    ]);
  });
});
