import { proxy, useSnapshot } from 'valtio';
import { onStorageUserChanged, readUserValue, writeUserValue } from '../../lib/user-storage.ts';

/**
 * What the user ran last from the palette, newest first, kept in localStorage per user (`lib/user-storage.ts`):
 * commands by id (resolved against the registry when shown, so a command that no longer exists drops out) and
 * entities with what is needed to show and open them again without a search.
 */
export const RECENT_NAME = 'recent';
export const RECENT_LIMIT = 20;

export interface RecentEntity {
  menuKey: string;
  entityId: number;
  name: string;
  nameEn: string;
  detail: string;
  platform: number;
}

export type RecentEntry = { kind: 'command'; id: string } | ({ kind: 'entity' } & RecentEntity);

const keyOf = (entry: RecentEntry) =>
  entry.kind === 'command' ? `command:${entry.id}` : `entity:${entry.platform}:${entry.menuKey}:${entry.entityId}`;

const isEntry = (value: unknown): value is RecentEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  if (entry.kind === 'command') return typeof entry.id === 'string';
  return (
    entry.kind === 'entity' &&
    typeof entry.menuKey === 'string' &&
    typeof entry.entityId === 'number' &&
    typeof entry.name === 'string' &&
    typeof entry.nameEn === 'string' &&
    typeof entry.detail === 'string' &&
    typeof entry.platform === 'number'
  );
};

const read = (): RecentEntry[] =>
  readUserValue(RECENT_NAME, (parsed) =>
    Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_LIMIT) : null,
  ) ?? [];

export const recentState = proxy({ entries: read() });

const remember = (entry: RecentEntry) => {
  const key = keyOf(entry);
  recentState.entries = [entry, ...recentState.entries.filter((other) => keyOf(other) !== key)].slice(0, RECENT_LIMIT);
  writeUserValue(RECENT_NAME, recentState.entries);
};

export const recordRecentCommand = (id: string) => remember({ kind: 'command', id });

export const recordRecentEntity = (entity: RecentEntity) => remember({ kind: 'entity', ...entity });

export const reloadRecent = () => {
  recentState.entries = read();
};

// another user (or none, after signing out): their recents, never the previous user's
onStorageUserChanged(reloadRecent);

export const useRecent = (): readonly RecentEntry[] => useSnapshot(recentState).entries as readonly RecentEntry[];
