import type { MockConfig } from '../config.ts';
import type { Dataset } from '../data/dataset.ts';
import type { PersistentState } from './types.ts';

/**
 * Persistent state. Reads see the current state; every change goes through `mutate`, which applies it and
 * saves. Handlers never keep references to records across requests.
 */
export interface Store {
  read(): Readonly<PersistentState>;
  mutate<T>(change: (state: PersistentState) => T): T;
  nextId(kind: keyof PersistentState['nextId']): number;
  /** Back to the seeded state (POST /__mock/reset). */
  reset(): void;
  close(): Promise<void>;
}

export const emptyState = (): PersistentState => ({
  version: 1,
  users: [],
  teams: [],
  sessions: [],
  monitors: [],
  keywordTasks: [],
  actions: [],
  events: [],
  requests: [],
  nextId: { user: 1, team: 1, monitor: 1, keywordTask: 1, action: 1 },
});

/** An in-memory store; the file-backed one wraps the same operations with atomic saves. */
export const createMemoryStore = (initial: () => PersistentState = emptyState): Store => {
  let state = initial();
  return {
    read: () => state,
    mutate: (change) => change(state),
    nextId: (kind) => state.nextId[kind]++,
    reset: () => {
      state = initial();
    },
    close: async () => {},
  };
};

export const openStore = async (_config: MockConfig, _dataset: Dataset): Promise<Store> => createMemoryStore();
