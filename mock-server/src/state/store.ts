import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { MockConfig } from '../config.ts';
import type { Dataset } from '../data/dataset.ts';
import { makeClock, type Clock } from '../data/usage/time.ts';
import { seedState } from './seed.ts';
import { ACTION_LOG, hasActionLogs, openActionLog, readActionLogs, replayActions } from './action-log.ts';
import type { ActionRecord, PersistentState, SessionRecord, TeamRecord, UserRecord } from './types.ts';

/** The high-frequency logs: appended without a synchronous save, bounded in size. */
export type LogKind = 'actions' | 'events' | 'requests';
type LogRecord<K extends LogKind> = PersistentState[K][number];

/**
 * Persistent state. Reads see the current state; every change goes through `mutate`, which applies it and
 * saves. Handlers never keep references to records across requests.
 *
 * `mutate` saves at once (atomically): validate input before calling it, since a change that throws halfway
 * is not rolled back. The logs (`append`, `recordAction`) are saved by a short timer and on close.
 */
export interface Store {
  read(): Readonly<PersistentState>;
  mutate<T>(change: (state: PersistentState) => T): T;
  nextId(kind: keyof PersistentState['nextId']): number;
  /** Back to the seeded state (POST /__mock/reset). */
  reset(): void;
  close(): Promise<void>;
  /** Appends to a log; only the last `LOG_LIMITS[kind]` records are kept. */
  append<K extends LogKind>(kind: K, record: LogRecord<K>): void;
  /** Records a `POST /api/common/action` with a new id and the current time. */
  recordAction(input: Omit<ActionRecord, 'id' | 'time'>): ActionRecord;
  /** Writes pending log records now. */
  flush(): void;
  /** The server's clock, on the dataset's "today" (see data/usage/time.ts). */
  clock: Clock;
  findUser(id: number): Readonly<UserRecord> | undefined;
  /** Case-insensitive: accounts are unique regardless of case. */
  findUserByAccount(account: string): Readonly<UserRecord> | undefined;
  findTeam(id: number): Readonly<TeamRecord> | undefined;
  findSession(token: string): Readonly<SessionRecord> | undefined;
  /** Called after reset (in-memory companions of the state, such as SMS codes, clear themselves). */
  onReset(listener: () => void): void;
}

/** How many live records each log keeps (in memory and on disk), so the state file stays small. */
export const LOG_LIMITS: Readonly<Record<LogKind, number>> = { requests: 2000, actions: 3000, events: 2000 };
/** Logs are saved at most this often. */
export const LOG_FLUSH_MS = 1000;
export const STATE_FILE = 'state.json';

interface Persistence {
  /** synchronous and atomic: when it returns, the state is on disk */
  save(state: PersistentState): void;
  /** atomic too, but the write and fsync run off the event loop; resolves when done (or superseded) */
  saveInBackground(state: PersistentState): Promise<void>;
  /** an action on disk before it is acknowledged (the append-only log, see action-log.ts) */
  appendAction(record: ActionRecord): void;
  close(): void;
}

/** Lookups by id, account and token, rebuilt lazily after a change. */
const makeIndexes = () => {
  let built: PersistentState | undefined;
  let dirty = true;
  let users = new Map<number, UserRecord>();
  let accounts = new Map<string, UserRecord>();
  let teams = new Map<number, TeamRecord>();
  let sessions = new Map<string, SessionRecord>();
  const ensure = (state: PersistentState) => {
    if (!dirty && built === state) return;
    users = new Map(state.users.map((user) => [user.id, user]));
    accounts = new Map(state.users.map((user) => [user.account.toLowerCase(), user]));
    teams = new Map(state.teams.map((team) => [team.id, team]));
    sessions = new Map(state.sessions.map((session) => [session.token, session]));
    built = state;
    dirty = false;
  };
  return {
    invalidate: () => {
      dirty = true;
    },
    user: (state: PersistentState, id: number) => (ensure(state), users.get(id)),
    account: (state: PersistentState, account: string) => (ensure(state), accounts.get(account.toLowerCase())),
    team: (state: PersistentState, id: number) => (ensure(state), teams.get(id)),
    session: (state: PersistentState, token: string) => (ensure(state), sessions.get(token)),
  };
};

const createStore = (
  initial: () => PersistentState,
  clock: Clock,
  persistence: Persistence | null,
  first?: PersistentState,
): Store => {
  let state = first ?? initial();
  const indexes = makeIndexes();
  const resetListeners: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let pending = false;
  let writing: Promise<void> | null = null;

  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = false;
    persistence?.save(state);
  };
  /** The log timer: writes in the background so that a busy server does not wait for the disk. */
  const flushInBackground = () => {
    timer = undefined;
    if (!persistence || !pending) return;
    if (writing) {
      // the previous write is still going: try again after it
      scheduleFlush();
      return;
    }
    pending = false;
    writing = persistence
      .saveInBackground(state)
      .catch((error: unknown) => {
        pending = true;
        console.warn(`[mock-server] saving the state failed, will retry: ${String(error)}`);
      })
      .finally(() => {
        writing = null;
      });
  };
  const scheduleFlush = () => {
    if (!persistence || timer) return;
    timer = setTimeout(flushInBackground, LOG_FLUSH_MS);
    timer.unref();
  };
  const saveSoon = () => {
    pending = true;
    scheduleFlush();
  };

  const append = <K extends LogKind>(kind: K, record: LogRecord<K>) => {
    const log = state[kind] as LogRecord<K>[];
    log.push(record);
    // trim in batches, not on every append
    const limit = LOG_LIMITS[kind];
    if (log.length > limit + (limit >> 2)) log.splice(0, log.length - limit);
    saveSoon();
  };

  return {
    read: () => state,
    mutate: (change) => {
      const result = change(state);
      indexes.invalidate();
      saveNow();
      return result;
    },
    nextId: (kind) => {
      const id = state.nextId[kind]++;
      saveSoon();
      return id;
    },
    reset: () => {
      state = initial();
      indexes.invalidate();
      saveNow();
      for (const listener of resetListeners) listener();
    },
    close: async () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await writing;
      if (pending) saveNow();
      persistence?.close();
    },
    append,
    recordAction: (input) => {
      const record: ActionRecord = { ...input, id: state.nextId.action, time: clock.now() };
      // on disk first: if the write fails, the action is not taken (nor acknowledged)
      persistence?.appendAction(record);
      state.nextId.action += 1;
      append('actions', record);
      return record;
    },
    flush: () => {
      if (pending) saveNow();
    },
    clock,
    findUser: (id) => indexes.user(state, id),
    findUserByAccount: (account) => indexes.account(state, account),
    findTeam: (id) => indexes.team(state, id),
    findSession: (token) => indexes.session(state, token),
    onReset: (listener) => {
      resetListeners.push(listener);
    },
  };
};

/**
 * Writes the file atomically: a temporary file in the same directory, fsync, then rename over the old one.
 * A crash at any point leaves either the old or the new file, never a half-written one.
 */
export const writeFileAtomic = (file: string, content: string) => {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'w', 0o644);
    writeSync(fd, content);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, file);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
};

/**
 * JSON of the whole state, fast: log records never change once appended, so each is serialised once and
 * remembered; a save then only serialises the small rest (accounts, sessions...) and joins the logs.
 */
export const makeSerializer = () => {
  const cache = new WeakMap<object, string>();
  const records = (log: readonly object[]) =>
    log
      .map((record) => {
        let json = cache.get(record);
        if (json === undefined) {
          json = JSON.stringify(record);
          cache.set(record, json);
        }
        return json;
      })
      .join(',');
  return (state: PersistentState) => {
    const { actions, events, requests, ...rest } = state;
    const head = JSON.stringify(rest);
    return `${head.slice(0, -1)},"actions":[${records(actions)}],"events":[${records(events)}],"requests":[${records(requests)}]}`;
  };
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a state file cannot be used, or null when it can. A light check: shape, not every field. */
export const stateProblem = (value: unknown, seed: number): string | null => {
  if (!isObject(value)) return 'not a JSON object';
  if (value.version !== 1) return `unknown version ${JSON.stringify(value.version)} (expected 1)`;
  if (value.seed !== undefined && value.seed !== seed) return `made with MOCK_SEED=${String(value.seed)}, not ${seed}`;
  for (const key of [
    'users',
    'teams',
    'sessions',
    'monitors',
    'keywordTasks',
    'actions',
    'events',
    'requests',
  ] as const)
    if (!Array.isArray(value[key])) return `"${key}" is not a list`;
  if (!isObject(value.nextId)) return '"nextId" is missing';
  for (const key of ['user', 'team', 'monitor', 'keywordTask', 'action'] as const)
    if (!Number.isSafeInteger(value.nextId[key])) return `"nextId.${key}" is not a number`;
  const users = value.users as unknown[];
  if (
    !users.every(
      (user) =>
        isObject(user) &&
        Number.isSafeInteger(user.id) &&
        typeof user.account === 'string' &&
        typeof user.passwordHash === 'string',
    )
  )
    return 'a user record is malformed';
  if (
    !(value.teams as unknown[]).every(
      (team) => isObject(team) && Number.isSafeInteger(team.id) && typeof team.name === 'string',
    )
  )
    return 'a team record is malformed';
  if (
    !(value.sessions as unknown[]).every(
      (session) => isObject(session) && typeof session.token === 'string' && typeof session.expiresAt === 'string',
    )
  )
    return 'a session record is malformed';
  return null;
};

/** Reads the state file; a missing file gives null, an unusable one is moved aside with a warning. */
const loadState = (file: string, seed: number, warn: (message: string) => void): PersistentState | null => {
  if (!existsSync(file)) return null;
  let problem: string | null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
    problem = stateProblem(parsed, seed);
  } catch (error) {
    problem = `unreadable (${error instanceof Error ? error.message : String(error)})`;
  }
  if (problem === null) return parsed as PersistentState;
  const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(file, aside);
  warn(`[mock-server] WARNING: ${file} is ${problem}; moved it to ${aside} and started from the seeded state.`);
  return null;
};

/**
 * The file-backed store in `config.dataDir` (MOCK_DATA_DIR): loads `state.json` at start (or seeds it),
 * saves every mutation atomically, batches the logs. Temporary files left by a crash are removed.
 */
export const openStore = async (
  config: MockConfig,
  _dataset: Dataset,
  options: { warn?: (message: string) => void; clock?: Clock } = {},
): Promise<Store> => {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, STATE_FILE);
  for (const name of readdirSync(config.dataDir))
    if (name.startsWith(`${STATE_FILE}.`) && name.endsWith('.tmp')) rmSync(join(config.dataDir, name), { force: true });

  const initial = () => seedState(config);
  const serialize = makeSerializer();
  const loaded = loadState(file, config.seed, warn);
  const first = loaded ?? initial();
  // acknowledged actions the last save had not written yet (a crash, kill -9): back into the state
  const hadLog = hasActionLogs(config.dataDir);
  const logged = readActionLogs(config.dataDir, warn);
  const replayed = replayActions(first, logged);
  if (replayed > 0) warn(`[mock-server] put back ${replayed} recorded action(s) from ${ACTION_LOG}.`);
  const actionLog = openActionLog(config.dataDir);
  // every save takes a number; a background write only renames its file if no later save has started
  let generation = 0;
  let temporary = 0;
  const save = (state: PersistentState) => {
    generation += 1;
    writeFileAtomic(file, serialize(state));
    actionLog.clear();
  };
  const saveInBackground = async (state: PersistentState) => {
    const mine = ++generation;
    const content = serialize(state);
    // in the same tick as the snapshot: the log moved aside holds exactly the actions the snapshot has
    const aside = actionLog.rotate();
    const temp = `${file}.${process.pid}.bg${++temporary}.tmp`;
    const handle = await open(temp, 'w', 0o644);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // synchronous rename: nothing can run between the check and the rename
    if (mine === generation) renameSync(temp, file);
    else rmSync(temp, { force: true });
    // superseded or not, a save that holds these actions is on disk now
    if (aside !== null) actionLog.drop(aside);
  };
  // a fresh seed, or actions put back (or lines skipped): save, which also empties the log, so that nothing
  // appended from now on lands on the end of a torn line
  if (!loaded || hadLog) save(first);
  return createStore(
    initial,
    options.clock ?? makeClock(config.today),
    { save, saveInBackground, appendAction: actionLog.append, close: actionLog.close },
    first,
  );
};
