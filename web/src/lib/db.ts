import Dexie, { type EntityTable } from 'dexie';
import type { TreeNodeValue } from '@aisle/contract';

/** One cached list: `id` is `${platformId}categoryList` or `${platformId}attr-categoryList`. */
export interface CachedList {
  id: string;
  name: string;
  value: TreeNodeValue[];
}

export type TreeKind = 'categoryList' | 'attr-categoryList';

export const DATABASE_NAME = 'myDatabase';

export const db = new Dexie(DATABASE_NAME) as Dexie & { categoryList: EntityTable<CachedList, 'id'> };
db.version(1).stores({ categoryList: 'id' });

export const treeCacheId = (platform: number, kind: TreeKind) => `${platform}${kind}`;
