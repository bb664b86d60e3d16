import Dexie, { type EntityTable } from 'dexie';
import type { TreeNodeValue } from '@aisle/contract';
export { treeCacheId } from './db-keys.ts';

/** One cached list: `id` is `${platformId}categoryList` or `${platformId}attr-categoryList`. */
export interface CachedList {
  id: string;
  name: string;
  value: TreeNodeValue[];
  /**
   * The data's version when the list was fetched: the newest month of the platform's `dateList`. A list cached
   * for another version (or before versions were kept) is fetched again.
   */
  version?: string;
}

export const DATABASE_NAME = 'myDatabase';

export const db = new Dexie(DATABASE_NAME) as Dexie & { categoryList: EntityTable<CachedList, 'id'> };
db.version(1).stores({ categoryList: 'id' });
