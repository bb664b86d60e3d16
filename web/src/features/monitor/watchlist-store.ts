import type { MenuKeyValue, PlatformId } from '@aisle/contract/enums';
import { proxy, ref } from 'valtio';
import { api, ApiError } from '../../api/client.ts';
import type { ApiData } from '../../api/types.ts';
import {
  entityKey,
  markSeen,
  marksOf,
  NO_MARKS,
  snapshotOf,
  type RowMarks,
  type VisitSnapshot,
} from './visit-marks.ts';
import { readVisit, writeVisit } from './visit-store.ts';

export type WatchRow = ApiData<'monitor', 'overViewTable'>['result']['data'][number];
export type MonitorCount = ApiData<'monitor', 'count'>;

/** An entity picked for the compare view (up to four, of one kind). */
export interface Pick {
  menuKey: MenuKeyValue;
  entityId: number;
  name: string;
}

/** What a removal took away, so undo can put it back (a new monitor of the same entity). */
export interface Removed {
  menuKey: MenuKeyValue;
  entityId: number;
  platform: PlatformId;
  name: string;
}

export const COMPARE_LIMIT = 4;
/** How long the undo offer stays. */
export const UNDO_MS = 8000;

interface WatchlistState {
  /** The rows on screen, in order (the row commands act on them). */
  rows: WatchRow[];
  /** The row with the keyboard focus (key of `entityKey`), kept across reloads. */
  focused: string | null;
  /** Rows picked with `x` for bulk removal (entity keys). */
  selected: string[];
  picks: Pick[];
  /** What the marks compare against, per visit id; null: no earlier visit. */
  baselines: Record<string, VisitSnapshot | null>;
  /** Which visit id the current rows belong to (the tab's). */
  visit: string | null;
  addOpen: boolean;
  /** Asking before removing these rows. */
  confirm: { rows: Removed[] } | null;
  undo: { rows: Removed[]; until: number } | null;
  /** Bumped to make the page load again (after an add, a removal or an undo). */
  reloads: number;
  /** Bumped by the `/` command: the page focuses its name filter. */
  focusFilter: number;
}

export const watchlist = proxy<WatchlistState>({
  rows: [],
  focused: null,
  selected: [],
  picks: [],
  baselines: {},
  visit: null,
  addOpen: false,
  confirm: null,
  undo: null,
  reloads: 0,
  focusFilter: 0,
});

export const reloadWatchlist = () => {
  watchlist.reloads += 1;
};

/**
 * What the last visit showed on this tab, read once per visit (the first time the tab is shown): the marks compare
 * with it all visit long, while the store already holds what is on screen now, for the next visit.
 */
export const loadBaseline = async (id: string) => {
  watchlist.visit = id;
  if (!(id in watchlist.baselines)) watchlist.baselines[id] = await readVisit(id);
};

/** Keeps the rows on screen for the next visit (after the baseline was read, so it never compares with itself). */
export const keepForNextVisit = (
  id: string,
  rows: readonly WatchRow[],
  period: { startDate?: string | undefined; endDate?: string | undefined },
) => {
  if (id in watchlist.baselines) void writeVisit(id, snapshotOf(rows, period));
};

/** A new visit (the watchlist was opened): marks compare with what was stored before it. */
export const startVisit = () => {
  watchlist.baselines = {};
  watchlist.selected = [];
  watchlist.confirm = null;
};

/** Pass the component's snapshot of `baselines`, so reading them during render subscribes it to their changes. */
export const marksOfRow = (
  row: WatchRow,
  visit: string | null,
  baselines: Readonly<Record<string, VisitSnapshot | null>> = watchlist.baselines,
): RowMarks => {
  if (visit === null || !(visit in baselines)) return NO_MARKS;
  const baseline = baselines[visit] ?? null;
  return marksOf({ rank: row.rank, gmv: row.gmv }, baseline?.rows[entityKey(row)], baseline !== null);
};

/** `e`: the row's moves are noted; its marks go (until it moves again). */
export const markRowSeen = (row: WatchRow) => {
  const visit = watchlist.visit;
  const baseline = visit ? watchlist.baselines[visit] : null;
  if (!visit || !baseline) return;
  watchlist.baselines[visit] = markSeen(baseline, entityKey(row), { rank: row.rank, gmv: row.gmv });
};

export const toggleSelected = (key: string) => {
  watchlist.selected = watchlist.selected.includes(key)
    ? watchlist.selected.filter((item) => item !== key)
    : [...watchlist.selected, key];
};

export type PickResult = 'added' | 'removed' | 'full' | 'other-kind';

/** `c`: picks a row for the compare view (or drops it again). Picks are of one kind, four at most. */
export const togglePick = (pick: Pick): PickResult => {
  const key = entityKey(pick);
  if (watchlist.picks.some((item) => entityKey(item) === key)) {
    watchlist.picks = watchlist.picks.filter((item) => entityKey(item) !== key);
    return 'removed';
  }
  if (watchlist.picks.length > 0 && watchlist.picks[0]?.menuKey !== pick.menuKey) return 'other-kind';
  if (watchlist.picks.length >= COMPARE_LIMIT) return 'full';
  watchlist.picks = [...watchlist.picks, pick];
  return 'added';
};

const removedOf = (row: WatchRow): Removed => ({
  menuKey: row.menuKey,
  entityId: row.entityId,
  platform: row.platform,
  name: row.name,
});

/** Delete / `#`: ask first, naming what goes (the selection, else the focused row). */
export const askRemove = (rows: readonly WatchRow[]) => {
  if (rows.length > 0) watchlist.confirm = { rows: rows.map(removedOf) };
};

export const cancelRemove = () => {
  watchlist.confirm = null;
};

export interface RemoveOutcome {
  removed: Removed[];
  /** Rows someone else had removed already (the server said 404): gone either way, nothing to undo. */
  gone: Removed[];
  failed: Removed[];
}

/**
 * Removes the confirmed rows one by one (the API takes one id) and offers undo for what this call removed. The
 * list is loaded again afterwards whatever happened, so it shows the server's truth.
 */
export const confirmRemove = async (ids: ReadonlyMap<string, number>): Promise<RemoveOutcome> => {
  const rows = watchlist.confirm?.rows ?? [];
  watchlist.confirm = null;
  const outcome: RemoveOutcome = { removed: [], gone: [], failed: [] };
  for (const row of rows) {
    const id = ids.get(entityKey(row));
    if (id === undefined) {
      outcome.gone.push(row);
      continue;
    }
    try {
      await api.monitor.delete({ id });
      outcome.removed.push(row);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) outcome.gone.push(row);
      else outcome.failed.push(row);
    }
  }
  const keys = new Set([...outcome.removed, ...outcome.gone].map(entityKey));
  watchlist.selected = watchlist.selected.filter((key) => !keys.has(key));
  watchlist.picks = watchlist.picks.filter((pick) => !keys.has(entityKey(pick)));
  if (outcome.removed.length > 0) watchlist.undo = ref({ rows: outcome.removed, until: Date.now() + UNDO_MS });
  reloadWatchlist();
  return outcome;
};

/** Undo: adds the removed entities back. One that cannot come back (the limit, say) is reported, not lost silently. */
export const undoRemove = async (): Promise<Removed[]> => {
  const undo = watchlist.undo;
  watchlist.undo = null;
  if (!undo) return [];
  const failed: Removed[] = [];
  for (const row of undo.rows) {
    try {
      await api.monitor.add({ menuKey: row.menuKey, entityId: row.entityId, platform: row.platform });
    } catch (error) {
      // already back (added elsewhere meanwhile) is what undo wanted
      if (!(error instanceof ApiError && error.status === 409 && /已在/.test(error.serverMessage ?? '')))
        failed.push(row);
    }
  }
  reloadWatchlist();
  return failed;
};

export const dismissUndo = () => {
  watchlist.undo = null;
};

/** The row the keyboard acts on: the focused one, else the first. */
export const focusedRow = (): WatchRow | undefined =>
  watchlist.rows.find((row) => entityKey(row) === watchlist.focused) ?? watchlist.rows[0];

/** `j` / `k`: the next or previous row (stops at the ends). */
export const moveFocus = (step: 1 | -1) => {
  const rows = watchlist.rows;
  if (rows.length === 0) return;
  const at = rows.findIndex((row) => entityKey(row) === watchlist.focused);
  const next = at < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, at + step));
  watchlist.focused = entityKey(rows[next] as WatchRow);
};

/** What Delete removes: the selected rows when there are any, else the focused one. */
export const rowsToRemove = (): WatchRow[] => {
  if (watchlist.selected.length > 0) return watchlist.rows.filter((row) => watchlist.selected.includes(entityKey(row)));
  const row = focusedRow();
  return row ? [row] : [];
};
