import { charBit, maskOf, prepareText, type PreparedText } from './prepare.ts';
import {
  BEST_INITIALS,
  BEST_PINYIN,
  BEST_WORD,
  matchText,
  mayMatch,
  normalizeQuery,
  PRUNED,
  scoreText,
  scoreTextOrPruned,
  tierOf,
  type MatchRange,
  type MatchTier,
  type NormalizedQuery,
} from './score.ts';

/** What an item is matched by: its texts (the first ones are titles, later ones keywords) and its path. */
export interface MatchFields {
  /** Texts in order of importance; a match in a later text scores slightly lower. */
  texts: readonly string[];
  /**
   * Ancestors from the root ("女装", "裙装"), matched by queries such as "女装 > 连衣裙"; an ancestor may have
   * several names (Chinese and English), any of which matches.
   */
  path?: readonly (string | readonly string[])[];
}

export interface MatchResult<T> {
  item: T;
  /** Position of the item in the list given to `createMatcher`. */
  index: number;
  score: number;
  tier: MatchTier;
  /** Which of the item's texts matched best; `ranges` index into that text. */
  field: number;
  ranges: readonly MatchRange[];
}

export interface SearchOptions<T> {
  /** How many results to return (default 50): only these are ranked in full and get highlight ranges. */
  limit?: number;
  /** Items left out before matching (scopes, hidden commands). */
  filter?: (item: T, index: number) => boolean;
}

export interface Matcher<T> {
  readonly size: number;
  search(query: string, options?: SearchOptions<T>): MatchResult<T>[];
}

interface Entry {
  texts: readonly PreparedText[];
  path: readonly (readonly PreparedText[])[];
  mask: number;
  /** `charBit` of each text's first character. */
  starts: number;
  /** `charBit` of each character that starts a text or a word of it. */
  wordStarts: number;
  /** `charBit` of each letter among the texts' initials, other readings' included. */
  initials: number;
}

/** A later text (an English title, a keyword) loses this much against the same tier in an earlier one. */
const FIELD_PENALTY = 2;
/** Separators between path segments in a query, half- and full-width, as Chinese input methods type them. */
const PATH_SEPARATOR = /\s*[>＞》›»/]\s*/;

/** The text `bestField` found best, and whether a text was left unscored (module scope: no allocation per item). */
const best = { field: -1, pruned: false };

/**
 * The item's best score over its texts, 0 when none beats `floor`; leaves the text in `best.field`, and in
 * `best.pruned` whether a text was skipped for not being able to beat the floor (so the item may still match).
 */
const bestField = (entry: Entry, query: NormalizedQuery, floor: number) => {
  let score = 0;
  best.field = -1;
  best.pruned = false;
  for (let k = 0; k < entry.texts.length; k++) {
    const raw = scoreTextOrPruned(entry.texts[k] as PreparedText, query, Math.max(floor, score));
    if (raw <= 0) {
      if (raw === PRUNED) best.pruned = true;
      continue;
    }
    // the penalty comes out of the bonus, never out of the tier
    const base = Math.floor(raw / 100) * 100;
    const penalized = base + Math.max(1, raw - base - Math.min(k, 4) * FIELD_PENALTY);
    if (penalized > score) {
      score = penalized;
      best.field = k;
    }
  }
  return score;
};

const entryMayMatch = (entry: Entry, query: NormalizedQuery) => {
  for (const text of entry.texts) if (mayMatch(text, query)) return true;
  return false;
};

/**
 * With a high floor, most items are out at a glance. Above the word tier, only a text that starts with the
 * query can beat it; above the initials tier, also one with a word that starts with it; above the pinyin
 * tier, also one whose initials have every letter of the query. False when none of the item's texts can.
 */
const canBeat = (entry: Entry, query: NormalizedQuery, floor: number) => {
  if (floor >= BEST_WORD) return (entry.starts & query.first) !== 0;
  if (floor < BEST_PINYIN || (entry.wordStarts & query.first) !== 0) return true;
  return floor < BEST_INITIALS && query.latin && (entry.initials & query.mask) === query.mask;
};

/** For an item not scored at all (see `search`): as if every text had been skipped. */
const skipped = () => {
  best.field = -1;
  best.pruned = true;
  return 0;
};

/** A loose subsequence is too weak for an ancestor ("nz" would find 童装 through "tongzhuang"). */
const ancestorMatches = (ancestor: PreparedText, segment: NormalizedQuery) =>
  scoreText(ancestor, segment) >= 200 || ancestor.lower.includes(segment.text);

/** Every ancestor segment of the query must match an ancestor of the item, in order (levels may be skipped). */
const pathMatches = (entry: Entry, ancestors: readonly NormalizedQuery[]) => {
  let level = 0;
  for (const segment of ancestors) {
    while (level < entry.path.length && !(entry.path[level] ?? []).some((name) => ancestorMatches(name, segment))) {
      level++;
    }
    if (level >= entry.path.length) return false;
    level++;
  }
  return true;
};

/** A query answered earlier and the items it may match: a longer query can only match among these. */
interface Narrowed {
  ancestors: string;
  leaf: NormalizedQuery;
  /** Ascending item indices: every item that matched, and every one not looked at closely enough to tell. */
  candidates: Int32Array;
}

/** Earlier queries kept for narrowing: a word typed and erased again finds each of its prefixes. */
const NARROWED_KEPT = 12;

/**
 * Whether every item that `next` matches also matches `previous`: each tier (exact, prefixes, initials,
 * pinyin, substrings and subsequences) only gets harder to meet as a query grows at its end. A query of
 * separators only ("-") is no base: "-a" can match by its letter alone.
 */
const narrows = (previous: NormalizedQuery, next: NormalizedQuery) =>
  next.text.startsWith(previous.text) &&
  next.compact.startsWith(previous.compact) &&
  (previous.compact !== '' || next.compact === '');

/**
 * Prepares every item once (pinyin and initials included, cached per distinct string) and answers queries
 * with the top results: ranking is one pass over the items with no allocation per item, keeping only the best
 * `limit` in a sorted buffer, so 10,000 items take a few milliseconds. A query that extends an earlier one
 * (the next keystroke, or a backspace to a query typed before) is only tried on the items that earlier query
 * could match.
 */
export const createMatcher = <T>(items: readonly T[], fieldsOf: (item: T) => MatchFields): Matcher<T> => {
  const entries: Entry[] = items.map((item) => {
    const fields = fieldsOf(item);
    const texts = fields.texts.filter((text) => text.length > 0).map(prepareText);
    let mask = 0;
    let starts = 0;
    let wordStarts = 0;
    let initials = 0;
    for (const text of texts) {
      mask |= text.mask;
      starts |= charBit(text.lower);
      wordStarts |= charBit(text.lower);
      for (let at = 1; at < text.lower.length; at++)
        if (text.wordStart[at]) wordStarts |= charBit(text.lower[at] as string);
      initials |= maskOf(text.initials);
      for (const letters of text.initialsAlt ?? []) initials |= maskOf(letters);
    }
    const path = (fields.path ?? []).map((names) =>
      (typeof names === 'string' ? [names] : names).filter((name) => name.length > 0).map(prepareText),
    );
    return { texts, path, mask, starts, wordStarts, initials };
  });

  // most recent first
  const narrowed: Narrowed[] = [];
  const kept = new Int32Array(entries.length);
  // every item, as a candidate list too: the ranking loop always reads the same kind of array (a loop that
  // sometimes read a list and sometimes counted was compiled again each time it switched, ~20 ms in Chromium)
  const everyItem = Int32Array.from(entries, (_, index) => index);

  /** The fewest candidates any earlier query leaves for this one. */
  const candidatesFor = (ancestors: string, leaf: NormalizedQuery) => {
    let fewest: Int32Array = everyItem;
    for (const earlier of narrowed) {
      if (earlier.ancestors !== ancestors || !narrows(earlier.leaf, leaf)) continue;
      if (earlier.candidates.length < fewest.length) fewest = earlier.candidates;
    }
    return fewest;
  };

  const remember = (ancestors: string, leaf: NormalizedQuery, candidates: Int32Array) => {
    const same = narrowed.findIndex((earlier) => earlier.ancestors === ancestors && earlier.leaf.text === leaf.text);
    if (same >= 0) narrowed.splice(same, 1);
    narrowed.unshift({ ancestors, leaf, candidates });
    if (narrowed.length > NARROWED_KEPT) narrowed.pop();
  };

  return {
    size: items.length,
    search(rawQuery, { limit = 50, filter } = {}) {
      const segments = rawQuery.split(PATH_SEPARATOR).filter((segment) => segment.trim().length > 0);
      const leaf = normalizeQuery(segments[segments.length - 1] ?? '');
      if (!leaf.text || limit <= 0) return [];
      const ancestors = segments.slice(0, -1).map(normalizeQuery);
      const ancestorsKey = ancestors.map((segment) => segment.text).join('\u0000');
      const pool = candidatesFor(ancestorsKey, leaf);

      // top results, best first: [score, index, field]; ties keep the items' own order
      const top: [number, number, number][] = [];
      // items this query may match, for the next one: what fails the filter is kept, the filter may change
      let keptCount = 0;
      for (let c = 0; c < pool.length; c++) {
        const index = pool[c] as number;
        const entry = entries[index] as Entry;
        if ((entry.mask & leaf.mask) !== leaf.mask) continue;
        if (filter && !filter(items[index] as T, index)) {
          kept[keptCount++] = index;
          continue;
        }
        const floor = top.length === limit ? (top[limit - 1] as [number, number, number])[0] : 0;
        const score = canBeat(entry, leaf, floor) ? bestField(entry, leaf, floor) : skipped();
        if (score <= floor) {
          // not among the best, but the next query may find it: kept if it matched or may match
          if (score > 0 || (best.pruned && entryMayMatch(entry, leaf))) kept[keptCount++] = index;
          continue;
        }
        if (ancestors.length > 0 && !pathMatches(entry, ancestors)) continue;
        kept[keptCount++] = index;
        let at = top.length;
        while (at > 0 && (top[at - 1] as [number, number, number])[0] < score) at--;
        top.splice(at, 0, [score, index, best.field]);
        if (top.length > limit) top.pop();
      }
      remember(ancestorsKey, leaf, kept.slice(0, keptCount));

      return top.map(([score, index, field]) => {
        const text = (entries[index] as Entry).texts[field] as PreparedText;
        return {
          item: items[index] as T,
          index,
          score,
          tier: tierOf(score) ?? 'fuzzy',
          field,
          ranges: matchText(text, leaf)?.ranges ?? [],
        };
      });
    },
  };
};
