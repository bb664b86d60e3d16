import type { EventTypeId, MenuKeyValue, PlatformId } from '@aisle/contract';
import type { SessionUser } from '../session-user.ts';

/** An account as stored: the session view plus what only the admin area shows. */
export interface UserRecord extends SessionUser {
  phone: string;
  /** salted hash, never the password itself */
  passwordHash: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface TeamRecord {
  id: number;
  name: string;
  enableType: 0 | 1;
  packageType: 1 | 2 | 3 | 4;
  createdAt: string;
}

export interface SessionRecord {
  token: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface MonitorRecord {
  id: number;
  userId: number;
  platform: PlatformId;
  menuKey: MenuKeyValue;
  entityId: number;
  createdAt: string;
}

export interface KeywordTaskRecord {
  id: number;
  userId: number;
  keyword: string;
  platform: PlatformId;
  categoryId: number;
  startDate: string;
  endDate: string;
  createdAt: string;
  /**
   * Runs so far: 1, then one more each time the failed task is run again. Absent on tasks saved before tasks
   * had a lifecycle: those read as finished, never failed.
   */
  attempt?: number;
  /** When the current run started, real milliseconds (`Date.now()`, see state/keyword-task.ts). */
  runStartMs?: number;
}

/** A `POST /api/common/action` (page visits, palette use, commands). */
export interface ActionRecord {
  id: number;
  userId: number;
  time: string;
  type: string;
  page?: string;
  target?: string;
  detail?: string;
  durationMs?: number;
  platform?: PlatformId;
}

/** Login, download and SMS-code events (SPEC event types 1, 2, 3). */
export interface EventRecord {
  time: string;
  eventType: EventTypeId;
  userId: number | null;
  detail: string;
}

export interface RequestRecord {
  time: string;
  userId: number | null;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** the `platform` the request asked for, if any */
  platform?: PlatformId | null;
}

/** Everything that changes at run time; saved as one JSON document in MOCK_DATA_DIR. */
export interface PersistentState {
  version: 1;
  /** MOCK_SEED the state was seeded with; a state of another seed is set aside at start */
  seed?: number;
  users: UserRecord[];
  teams: TeamRecord[];
  sessions: SessionRecord[];
  monitors: MonitorRecord[];
  keywordTasks: KeywordTaskRecord[];
  actions: ActionRecord[];
  events: EventRecord[];
  requests: RequestRecord[];
  nextId: Record<'user' | 'team' | 'monitor' | 'keywordTask' | 'action', number>;
}
