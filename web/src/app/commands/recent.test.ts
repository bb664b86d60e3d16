import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_NAME,
  RECENT_LIMIT,
  recentState,
  recordRecentCommand,
  recordRecentEntity,
  reloadRecent,
  type RecentEntity,
} from './recent.ts';
import { setStorageUser, userKey } from '../../lib/user-storage.ts';

const RECENT_KEY = userKey(1, RECENT_NAME);

const makeEntity = (overrides: Partial<RecentEntity> = {}): RecentEntity => ({
  menuKey: 'brand',
  entityId: 7,
  name: '花间集',
  nameEn: 'Huajianji',
  detail: '女装',
  platform: 1,
  ...overrides,
});

beforeEach(() => {
  window.localStorage.clear();
  setStorageUser(null);
  setStorageUser(1);
});

describe('recent', () => {
  it('keeps the newest first, once each, and survives a reload', () => {
    recordRecentCommand('nav.brand-rank');
    recordRecentEntity(makeEntity());
    recordRecentCommand('action.theme');
    recordRecentCommand('nav.brand-rank');
    recordRecentEntity(makeEntity({ name: '花间集 (renamed)' }));
    const expected = [
      { kind: 'entity', ...makeEntity({ name: '花间集 (renamed)' }) },
      { kind: 'command', id: 'nav.brand-rank' },
      { kind: 'command', id: 'action.theme' },
    ];
    expect(recentState.entries).toEqual(expected);
    recentState.entries = [];
    reloadRecent();
    expect(recentState.entries).toEqual(expected);
  });

  it('tells apart the same entity id on two platforms', () => {
    recordRecentEntity(makeEntity({ platform: 1 }));
    recordRecentEntity(makeEntity({ platform: 2 }));
    expect(recentState.entries).toHaveLength(2);
  });

  it(`keeps at most ${RECENT_LIMIT}`, () => {
    for (let k = 0; k < RECENT_LIMIT + 5; k++) recordRecentCommand(`command.${k}`);
    expect(recentState.entries).toHaveLength(RECENT_LIMIT);
    expect(recentState.entries[0]).toEqual({ kind: 'command', id: `command.${RECENT_LIMIT + 4}` });
  });

  it('drops unusable stored entries', () => {
    window.localStorage.setItem(
      RECENT_KEY,
      JSON.stringify([{ kind: 'command', id: 'ok' }, { kind: 'entity' }, 4, null]),
    );
    reloadRecent();
    expect(recentState.entries).toEqual([{ kind: 'command', id: 'ok' }]);
    window.localStorage.setItem(RECENT_KEY, '[');
    reloadRecent();
    expect(recentState.entries).toEqual([]);
  });
});

describe('recent per user', () => {
  it('shows each user their own recents, and none while signed out', () => {
    recordRecentCommand('nav.brand-rank');
    setStorageUser(null);
    expect(recentState.entries).toEqual([]);
    // recorded while no user is known: kept for this page only, never stored under anyone
    recordRecentCommand('action.theme');
    setStorageUser(2);
    expect(recentState.entries).toEqual([]);
    recordRecentCommand('nav.shop-rank');
    setStorageUser(1);
    expect(recentState.entries).toEqual([{ kind: 'command', id: 'nav.brand-rank' }]);
  });
});
