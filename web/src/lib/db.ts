import Dexie, { type EntityTable } from 'dexie';
import type { TreeNodeValue } from '@aisle/contract';
export { treeCacheId, type TreeKind } from './db-keys.ts';

/** One cached list: `id` is `${platformId}categoryList` or `${platformId}attr-categoryList`. */
export interface CachedList {
  id: string;
  name: string;
  value: TreeNodeValue[];
}

export const DATABASE_NAME = 'myDatabase';

export const db = new Dexie(DATABASE_NAME) as Dexie & { categoryList: EntityTable<CachedList, 'id'> };
db.version(1).stores({ categoryList: 'id' });
