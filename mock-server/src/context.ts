import type { MockConfig } from './config.ts';
import type { Dataset } from './data/dataset.ts';
import type { Store } from './state/store.ts';
import type { PlatformId, UserTypeId, PackageTypeId, PayStateId, RegisterTypeId, EnableTypeId } from '@aisle/contract';

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

/** The authenticated caller, set on the request by the auth plugin for every non-public endpoint. */
export interface SessionUser {
  id: number;
  account: string;
  name: string;
  teamId: number;
  userType: UserTypeId;
  packageType: PackageTypeId;
  payState: PayStateId;
  registerType: RegisterTypeId;
  enableType: EnableTypeId;
  isManager: boolean;
  trial: boolean;
  downloadPermission: boolean;
  /** Platforms the user may read; the others are listed as locked (permission 0). */
  platformList: PlatformId[];
  /** YYYY-MM-DD or null (no expiry). */
  expireAt: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin on non-public endpoints; null on public ones. */
    user: SessionUser | null;
  }
}
