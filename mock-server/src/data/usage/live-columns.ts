import type { ActionRecord, EventRecord, RequestRecord } from '../../state/types.ts';
import { normalisePagePath } from './pages.ts';
import { parseTime } from './time.ts';

/**
 * The store's live logs (actions, requests, events) mirrored as columns, each record parsed once (its time,
 * its normalised page path) when it is first seen. Statistics passes read the columns instead of the records:
 * the profile of the statistics endpoints under load showed most of their time in re-reading the live records
 * (Date.parse of every time, the page-path regular expressions of every visit) on every pass.
 *
 * The logs only grow at the end, are trimmed from the front in batches, or are replaced (a reset, a reload):
 * a record keeps the sequence number it was given when first seen, so a trim just moves the start, and a
 * replaced log gets a new mirror (mirrors are kept per log array).
 */
interface Mirror<R extends object, C> {
  /** sequence number of each record seen, to find where the log starts after a trim */
  seq: WeakMap<R, number>;
  /** the sequence number of the first record held in the columns */
  offset: number;
  /** the sequence number the next record gets */
  next: number;
  columns: C;
}

interface LiveActionColumns {
  time: number[];
  userId: number[];
  /** 1 for a page visit with a page path */
  visit: number[];
  /** normalised page path of a visit, '' otherwise */
  path: string[];
  /** 0 for none */
  platform: number[];
  durationMs: number[];
}

interface LiveRequestColumns {
  time: number[];
  /** 0 for anonymous */
  userId: number[];
  /** 0 for none */
  platform: number[];
  status: number[];
  durationMs: number[];
  method: string[];
  path: string[];
  /** `${method} ${path}` */
  route: string[];
}

interface LiveEventColumns {
  time: number[];
  /** 0 for anonymous */
  userId: number[];
  eventType: number[];
}

/** Columns of one log; the record at index j of the log is at column index `j + shift`. */
interface LiveView<C> {
  columns: C;
  shift: number;
}

/** Drop trimmed rows from the columns once this many have piled up at the front. */
const COMPACT_AFTER = 4096;

const makeMirrors = <R extends object, C extends Record<string, unknown[]>>(
  empty: () => C,
  ingest: (columns: C, record: R) => void,
) => {
  const mirrors = new WeakMap<readonly R[], Mirror<R, C>>();
  const fresh = (): Mirror<R, C> => ({ seq: new WeakMap(), offset: 0, next: 0, columns: empty() });
  return (log: readonly R[]): LiveView<C> => {
    let mirror = mirrors.get(log);
    if (!mirror) {
      mirror = fresh();
      mirrors.set(log, mirror);
    }
    const first = log[0];
    let start = first === undefined ? mirror.next : mirror.seq.get(first);
    let known = start === undefined ? -1 : mirror.next - start;
    // a record changed in place or removed from the end: not what the store does, but read it all again
    const last = known > 0 ? log[known - 1] : undefined;
    if (start === undefined || known > log.length || (last !== undefined && mirror.seq.get(last) !== mirror.next - 1)) {
      mirror = fresh();
      mirrors.set(log, mirror);
      start = 0;
      known = 0;
    }
    const { columns } = mirror;
    for (let j = known; j < log.length; j++) {
      const record = log[j]!;
      mirror.seq.set(record, mirror.next++);
      ingest(columns, record);
    }
    if (start - mirror.offset > COMPACT_AFTER) {
      for (const column of Object.values(columns)) column.splice(0, start - mirror.offset);
      mirror.offset = start;
    }
    return { columns, shift: start - mirror.offset };
  };
};

export const liveActions = makeMirrors<ActionRecord, LiveActionColumns & Record<string, unknown[]>>(
  () => ({ time: [], userId: [], visit: [], path: [], platform: [], durationMs: [] }),
  (columns, action) => {
    const visit = action.type === 'page.visit' && typeof action.page === 'string';
    columns.time.push(parseTime(action.time));
    columns.userId.push(action.userId);
    columns.visit.push(visit ? 1 : 0);
    columns.path.push(visit ? normalisePagePath(action.page!) : '');
    columns.platform.push(action.platform ?? 0);
    columns.durationMs.push(action.durationMs ?? 0);
  },
);

export const liveRequests = makeMirrors<RequestRecord, LiveRequestColumns & Record<string, unknown[]>>(
  () => ({ time: [], userId: [], platform: [], status: [], durationMs: [], method: [], path: [], route: [] }),
  (columns, request) => {
    columns.time.push(parseTime(request.time));
    columns.userId.push(request.userId ?? 0);
    columns.platform.push(request.platform ?? 0);
    columns.status.push(request.status);
    columns.durationMs.push(request.durationMs);
    columns.method.push(request.method);
    columns.path.push(request.path);
    columns.route.push(`${request.method} ${request.path}`);
  },
);

export const liveEvents = makeMirrors<EventRecord, LiveEventColumns & Record<string, unknown[]>>(
  () => ({ time: [], userId: [], eventType: [] }),
  (columns, event) => {
    columns.time.push(parseTime(event.time));
    columns.userId.push(event.userId ?? 0);
    columns.eventType.push(event.eventType);
  },
);
