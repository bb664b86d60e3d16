import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  statSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { ActionRecord, PersistentState } from './types.ts';

/**
 * Acknowledged actions (`POST /api/common/action`) reach the disk before the answer: each is one JSON line
 * appended to `actions.log` and synced, which costs far less than saving the state. The state file remains the
 * truth; the log holds what came after the last save:
 * - at start its records whose id the saved state has not counted yet (id >= nextId.action) are put back;
 * - a synchronous save (the whole state, actions included, is then on disk) empties it;
 * - a background save moves it aside as it takes its snapshot, and deletes that file once the snapshot is on
 *   disk, so records appended while the snapshot is written stay in the new log.
 * A line that cannot be read (a torn last line after kill -9, or damage) is skipped with a warning; the others
 * are kept.
 */
export const ACTION_LOG = 'actions.log';

export interface ActionLog {
  /** Returns once the record is written and synced. */
  append(record: ActionRecord): void;
  /** Moves the current log aside (for a background save) and starts an empty one; null if it was empty. */
  rotate(): string | null;
  /** The state, all actions included, is on disk: nothing in the log (current or moved aside) is needed. */
  clear(): void;
  /** A background save of a rotated log's records is on disk: drop that file. */
  drop(file: string): void;
  close(): void;
}

const isAsideName = (name: string) => name.startsWith(`${ACTION_LOG}.`) && name.endsWith('.old');

const isActionRecord = (value: unknown): value is ActionRecord => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(record.id) &&
    Number.isSafeInteger(record.userId) &&
    typeof record.time === 'string' &&
    typeof record.type === 'string'
  );
};

/** Whether `dir` holds anything logged: a non-empty log or one moved aside. */
export const hasActionLogs = (dir: string) =>
  readdirSync(dir).some((name) => isAsideName(name) || (name === ACTION_LOG && statSync(join(dir, name)).size > 0));

/** Reads the log files of `dir` (moved-aside ones first); unreadable lines are reported and skipped. */
export const readActionLogs = (dir: string, warn: (message: string) => void): ActionRecord[] => {
  const files = readdirSync(dir)
    .filter(isAsideName)
    .sort()
    .map((name) => join(dir, name));
  const current = join(dir, ACTION_LOG);
  if (existsSync(current)) files.push(current);
  const records: ActionRecord[] = [];
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
      if (isActionRecord(parsed)) records.push(parsed);
      else
        warn(
          `[mock-server] WARNING: skipped line ${index + 1} of ${file}, which is not an action record ` +
            `(${index === lines.length - 1 ? 'cut short, probably by a crash while writing' : 'damaged'}).`,
        );
    });
  }
  return records;
};

/**
 * Puts back the logged actions the state has not counted yet, in id order, and moves `nextId.action` past
 * them. Returns how many were put back.
 */
export const replayActions = (state: PersistentState, records: readonly ActionRecord[]): number => {
  const byId = new Map<number, ActionRecord>();
  for (const record of records)
    if (record.id >= state.nextId.action && !byId.has(record.id)) byId.set(record.id, record);
  const missing = [...byId.values()].sort((a, b) => a.id - b.id);
  for (const record of missing) state.actions.push(record);
  if (missing.length > 0) state.nextId.action = (missing[missing.length - 1] as ActionRecord).id + 1;
  return missing.length;
};

/** Opens (creates) the log of `dir` for appending. */
export const openActionLog = (dir: string): ActionLog => {
  const file = join(dir, ACTION_LOG);
  let fd = openSync(file, 'a', 0o644);
  let rotations = 0;
  return {
    append: (record) => {
      writeSync(fd, `${JSON.stringify(record)}\n`);
      fdatasyncSync(fd);
    },
    rotate: () => {
      if (fstatSync(fd).size === 0) return null;
      closeSync(fd);
      // sortable names: replay reads the moved-aside logs oldest first
      const aside = `${file}.${Date.now().toString().padStart(15, '0')}-${String(++rotations).padStart(6, '0')}.old`;
      renameSync(file, aside);
      fd = openSync(file, 'a', 0o644);
      return aside;
    },
    clear: () => {
      for (const name of readdirSync(dir)) if (isAsideName(name)) rmSync(join(dir, name), { force: true });
      closeSync(fd);
      fd = openSync(file, 'w', 0o644);
    },
    drop: (aside) => rmSync(aside, { force: true }),
    close: () => closeSync(fd),
  };
};
