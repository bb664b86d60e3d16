import type { TreeNodeValue } from '@aisle/contract';

/** A category tree node as the pickers use it: the server's id and name copied to key and title. */
export interface CategoryNode {
  key: number;
  title: string;
  titleEn: string;
  level: number;
  children?: CategoryNode[];
}

/** The market reports' "all categories" entry (categoryId 0), placed first so it is the fallback selection. */
export const ALL_CATEGORIES_KEY = 0;

export const mapTree = (nodes: readonly TreeNodeValue[]): CategoryNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.name,
    titleEn: node.nameEn,
    level: node.level,
    ...(node.children && node.children.length > 0 ? { children: mapTree(node.children) } : {}),
  }));

/** Keys of the nodes that have children (the ones a tree can expand). */
export const collectParentKeys = (nodes: readonly CategoryNode[]): number[] =>
  nodes.flatMap((node) => (node.children ? [node.key, ...collectParentKeys(node.children)] : []));

export const findNode = (nodes: readonly CategoryNode[], key: number): CategoryNode | null => {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children ? findNode(node.children, key) : null;
    if (found) return found;
  }
  return null;
};

/** The path of titles from the top to `key` (empty when absent). */
export const pathTo = (nodes: readonly CategoryNode[], key: number): CategoryNode[] => {
  for (const node of nodes) {
    if (node.key === key) return [node];
    const below = node.children ? pathTo(node.children, key) : [];
    if (below.length > 0) return [node, ...below];
  }
  return [];
};

/** The selection rule: a key in the tree stays, anything else falls back to the first node (null for no tree). */
export const pickSelectedKey = (nodes: readonly CategoryNode[], key: number | null | undefined): number | null => {
  if (key !== null && key !== undefined && findNode(nodes, key)) return key;
  return nodes[0]?.key ?? null;
};

/** Every node with its ancestors, depth first, for searching. */
export interface FlatCategory {
  node: CategoryNode;
  path: CategoryNode[];
}

export const flattenTree = (nodes: readonly CategoryNode[], parents: CategoryNode[] = []): FlatCategory[] =>
  nodes.flatMap((node) => {
    const path = [...parents, node];
    return [{ node, path }, ...(node.children ? flattenTree(node.children, path) : [])];
  });
