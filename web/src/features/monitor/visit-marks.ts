import type { MenuKeyValue } from '@aisle/contract/enums';

/**
 * "Since your last visit": the watchlist keeps the figures it showed (per user, platform and tab) and marks
 * what moved when it is opened again. These functions are the rules; `visit-store.ts` keeps the figures.
 */

/** What a row looked like when it was shown: enough to tell a move in rank or GMV. */
export interface SeenFigures {
  rank: number;
  gmv: number;
}

/** The figures shown on one visit, keyed by `entityKey`, with the period they were for. */
export interface VisitSnapshot {
  savedAt: string;
  startDate?: string;
  endDate?: string;
  rows: Record<string, SeenFigures>;
}

export interface RowMarks {
  /** Not in the list last time. */
  isNew: boolean;
  /** Places moved up (positive) or down (negative) since last time; null when unchanged or new. */
  rankDelta: number | null;
  /** GMV change as a ratio (0.12 = +12%) when beyond the threshold; null otherwise or when new. */
  gmvChange: number | null;
}

/** A GMV move smaller than this (5%) is noise, not news. */
export const GMV_THRESHOLD = 0.05;

export const NO_MARKS: RowMarks = { isNew: false, rankDelta: null, gmvChange: null };

export const entityKey = (row: { menuKey: MenuKeyValue; entityId: number }) => `${row.menuKey}:${row.entityId}`;

/**
 * The marks of one row against what was seen before. Without an earlier visit nothing is marked: a first look
 * at the list has no "since". A GMV that was zero and is not any more counts as a move (the ratio is infinite,
 * shown as a rise); zero to zero does not.
 */
export const marksOf = (
  current: SeenFigures,
  previous: SeenFigures | undefined,
  hadVisit: boolean,
  threshold = GMV_THRESHOLD,
): RowMarks => {
  if (!hadVisit) return NO_MARKS;
  if (!previous) return { isNew: true, rankDelta: null, gmvChange: null };
  const rankDelta = previous.rank !== current.rank ? previous.rank - current.rank : null;
  let gmvChange: number | null = null;
  if (previous.gmv === 0) gmvChange = current.gmv > 0 ? Number.POSITIVE_INFINITY : null;
  else {
    const ratio = (current.gmv - previous.gmv) / previous.gmv;
    if (Math.abs(ratio) >= threshold) gmvChange = ratio;
  }
  return { isNew: false, rankDelta, gmvChange };
};

export const hasMarks = (marks: RowMarks) => marks.isNew || marks.rankDelta !== null || marks.gmvChange !== null;

/** The figures of the rows on screen, as the next visit will compare them. */
export const snapshotOf = (
  rows: readonly { menuKey: MenuKeyValue; entityId: number; rank: number; gmv: number }[],
  period: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date = new Date(),
): VisitSnapshot => ({
  savedAt: now.toISOString(),
  ...(period.startDate ? { startDate: period.startDate } : {}),
  ...(period.endDate ? { endDate: period.endDate } : {}),
  rows: Object.fromEntries(rows.map((row) => [entityKey(row), { rank: row.rank, gmv: row.gmv }])),
});

/** A row marked as seen: the baseline takes its current figures, so its marks go. */
export const markSeen = (baseline: VisitSnapshot, key: string, figures: SeenFigures): VisitSnapshot => ({
  ...baseline,
  rows: { ...baseline.rows, [key]: figures },
});

/** Reads a stored snapshot defensively: stored data may be old or damaged, and must never break the list. */
export const parseSnapshot = (value: unknown): VisitSnapshot | null => {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.savedAt !== 'string' || typeof record.rows !== 'object' || record.rows === null) return null;
  const rows: Record<string, SeenFigures> = {};
  for (const [key, figures] of Object.entries(record.rows as Record<string, unknown>)) {
    const f = figures as Partial<SeenFigures> | null;
    if (f && typeof f.rank === 'number' && typeof f.gmv === 'number' && Number.isFinite(f.gmv))
      rows[key] = { rank: f.rank, gmv: f.gmv };
  }
  return {
    savedAt: record.savedAt,
    ...(typeof record.startDate === 'string' ? { startDate: record.startDate } : {}),
    ...(typeof record.endDate === 'string' ? { endDate: record.endDate } : {}),
    rows,
  };
};
