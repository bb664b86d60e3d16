import { prepareText, type PreparedText } from './prepare.ts';
import {
  matchText,
  normalizeQuery,
  scoreText,
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
}

/** A later text (an English title, a keyword) loses this much against the same tier in an earlier one. */
const FIELD_PENALTY = 2;
/** Separators between path segments in a query, half- and full-width, as Chinese input methods type them. */
const PATH_SEPARATOR = /\s*[>＞》›»/]\s*/;

const bestField = (entry: Entry, query: NormalizedQuery, floor: number) => {
  let best = 0;
  let field = -1;
  for (let k = 0; k < entry.texts.length; k++) {
    const raw = scoreText(entry.texts[k] as PreparedText, query, Math.max(floor, best));
    if (raw === 0) continue;
    // the penalty comes out of the bonus, never out of the tier
    const base = Math.floor(raw / 100) * 100;
    const score = base + Math.max(1, raw - base - Math.min(k, 4) * FIELD_PENALTY);
    if (score > best) {
      best = score;
      field = k;
    }
  }
  return { score: best, field };
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

/**
 * Prepares every item once (pinyin and initials included, cached per distinct string) and answers queries
 * with the top results: ranking is one pass over the items with no allocation per item, keeping only the best
 * `limit` in a sorted buffer, so 10,000 items take a few milliseconds.
 */
export const createMatcher = <T>(items: readonly T[], fieldsOf: (item: T) => MatchFields): Matcher<T> => {
  const entries: Entry[] = items.map((item) => {
    const fields = fieldsOf(item);
    const texts = fields.texts.filter((text) => text.length > 0).map(prepareText);
    let mask = 0;
    for (const text of texts) mask |= text.mask;
    const path = (fields.path ?? []).map((names) =>
      (typeof names === 'string' ? [names] : names).filter((name) => name.length > 0).map(prepareText),
    );
    return { texts, path, mask };
  });

  return {
    size: items.length,
    search(rawQuery, { limit = 50, filter } = {}) {
      const segments = rawQuery.split(PATH_SEPARATOR).filter((segment) => segment.trim().length > 0);
      const leaf = normalizeQuery(segments[segments.length - 1] ?? '');
      if (!leaf.text || limit <= 0) return [];
      const ancestors = segments.slice(0, -1).map(normalizeQuery);

      // top results, best first: [score, index, field]; ties keep the items' own order
      const top: [number, number, number][] = [];
      for (let index = 0; index < entries.length; index++) {
        const entry = entries[index] as Entry;
        if ((entry.mask & leaf.mask) !== leaf.mask) continue;
        if (filter && !filter(items[index] as T, index)) continue;
        const floor = top.length === limit ? (top[limit - 1] as [number, number, number])[0] : 0;
        const { score, field } = bestField(entry, leaf, floor);
        if (score <= floor) continue;
        if (ancestors.length > 0 && !pathMatches(entry, ancestors)) continue;
        let at = top.length;
        while (at > 0 && (top[at - 1] as [number, number, number])[0] < score) at--;
        top.splice(at, 0, [score, index, field]);
        if (top.length > limit) top.pop();
      }

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
