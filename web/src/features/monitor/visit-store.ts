import Dexie, { type EntityTable } from 'dexie';
import { parseSnapshot, type VisitSnapshot } from './visit-marks.ts';

/**
 * Where the watchlist keeps what it showed last time: IndexedDB, one record per user, platform and tab, in the
 * same `{ id, name, value }` shape as the category cache. A database of its own, so the watchlist's records never
 * share a schema version with the category cache (clearing one leaves the other).
 */
interface StoredVisit {
  id: string;
  name: string;
  value: unknown;
}

export const VISIT_DATABASE = 'aisle-monitor';

let database: (Dexie & { visits: EntityTable<StoredVisit, 'id'> }) | null = null;
const open = () => {
  if (!database) {
    database = new Dexie(VISIT_DATABASE) as Dexie & { visits: EntityTable<StoredVisit, 'id'> };
    database.version(1).stores({ visits: 'id' });
  }
  return database;
};

export const visitId = (userId: number | string, platform: number, tab: string) => `${userId}:${platform}:${tab}`;

/** The figures shown on the last visit, or null (none, unreadable, or IndexedDB unavailable: no marks then). */
export const readVisit = async (id: string): Promise<VisitSnapshot | null> => {
  try {
    const record = await open().visits.get(id);
    return record ? parseSnapshot(record.value) : null;
  } catch {
    return null;
  }
};

/** Keeps what is on screen for the next visit. A failure only costs the next visit its marks. */
export const writeVisit = async (id: string, snapshot: VisitSnapshot): Promise<void> => {
  try {
    await open().visits.put({ id, name: 'monitorVisit', value: snapshot });
  } catch {
    // private mode or a full disk: the list works without its memory
  }
};
