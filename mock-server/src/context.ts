import type { MockConfig } from './config.ts';
import type { Dataset } from './data/dataset.ts';
import type { Store } from './state/store.ts';
import type { SessionUser } from './session-user.ts';

export type { SessionUser } from './session-user.ts';

/**
 * What route handlers share: configuration, the seeded market dataset (read-only), and the persistent state
 * (mutations). Built once in app.ts and passed to every route module; no module-level singletons, so tests
 * can build several independent servers in one process.
 */
export interface AppContext {
  config: MockConfig;
  /** The seeded market dataset (data/). Read-only after start. */
  dataset: Dataset;
  /** Persistent state: accounts, sessions, monitors, keyword tasks, recorded activity (state/). */
  store: Store;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on non-public endpoints; null on public ones. */
    user: SessionUser | null;
  }
}
