import { charBit, isHan, type PinyinToken, type PreparedText } from './prepare.ts';

/** How a text matched, best first. A score is `tier base + a bonus below 100`, so tiers never mix. */
export type MatchTier = 'exact' | 'prefix' | 'initials' | 'pinyin' | 'fuzzy';

const BASE: Record<MatchTier, number> = { exact: 500, prefix: 400, initials: 300, pinyin: 200, fuzzy: 100 };
const TIERS: readonly MatchTier[] = ['fuzzy', 'pinyin', 'initials', 'prefix', 'exact'];

export const tierOf = (score: number): MatchTier | null => TIERS[Math.floor(score / 100) - 1] ?? null;

/** Half-open `[start, end)` character ranges of the text to highlight. */
export type MatchRange = readonly [start: number, end: number];

export interface NormalizedQuery {
  /** Lower case, trimmed, inner whitespace collapsed. */
  text: string;
  /** `text` without its spaces: what a loose subsequence of the text is looked for with. */
  joined: string;
  /** Letters and digits only: what is compared with initials and pinyin ("lian yi qun" -> "lianyiqun"). */
  compact: string;
  /** Whether the query can be pinyin at all (latin letters and digits only). */
  latin: boolean;
  /** A single latin letter: the mask alone tells whether a text may match it (see `charBit`). */
  letter: boolean;
  mask: number;
  /** `charBit` of the first character. */
  first: number;
}

export const normalizeQuery = (raw: string): NormalizedQuery => {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const compact = text.replace(/[\s'’-]+/g, '');
  let mask = 0;
  for (const char of compact) mask |= charBit(char);
  const joined = text.replace(/ /g, '');
  return {
    text,
    joined,
    compact,
    latin: /^[a-z0-9]+$/.test(compact),
    letter: /^[a-z]$/.test(joined),
    mask,
    first: text ? charBit(text) : 0,
  };
};

const clampBonus = (bonus: number) => Math.max(1, Math.min(99, Math.round(bonus)));

/** Merges sorted character indices into ranges: [0, 1, 2, 5] -> [[0, 3], [5, 6]]. */
const toRanges = (indices: readonly number[]): MatchRange[] => {
  const ranges: [number, number][] = [];
  for (const index of indices) {
    const last = ranges[ranges.length - 1];
    if (last && index <= last[1]) last[1] = Math.max(last[1], index + 1);
    else ranges.push([index, index + 1]);
  }
  return ranges;
};

const mapped = (at: readonly number[], start: number, end: number) => {
  const indices: number[] = [];
  for (let k = start; k < end; k++) {
    const index = at[k] as number;
    if (indices[indices.length - 1] !== index) indices.push(index);
  }
  return indices;
};

/**
 * Subsequence match of `query` in `haystack`: the shortest window found from the first few starting points
 * (greedy from each), so "lyq" in "lianyiqun" does not pay for a stray early "l". Returns matched indices.
 * Only for the few results shown; ranking uses `subsequenceFit`, which finds the same window without arrays.
 */
const subsequence = (haystack: string, query: string): number[] | null => {
  let best: number[] | null = null;
  let start = haystack.indexOf(query[0] as string);
  for (let attempt = 0; start >= 0 && attempt < 4; attempt++) {
    const indices = [start];
    let position = start + 1;
    for (let q = 1; q < query.length; q++) {
      position = haystack.indexOf(query[q] as string, position);
      if (position < 0) return best;
      indices.push(position);
      position++;
    }
    const span = (indices[indices.length - 1] as number) - start;
    if (!best || span < (best[best.length - 1] as number) - (best[0] as number)) best = indices;
    start = haystack.indexOf(query[0] as string, start + 1);
  }
  return best;
};

/** The window `subsequenceFit` found last: its length and its number of gaps (module scope: no allocation). */
const fit = { span: 0, gaps: 0 };

/**
 * Whether `query` is a subsequence of `haystack`, choosing the window as `subsequence` does; leaves its length
 * and gaps in `fit`. Ranking calls this for thousands of items a keystroke, so it builds no arrays.
 */
const subsequenceFit = (haystack: string, query: string): boolean => {
  const first = query[0] as string;
  let start = haystack.indexOf(first);
  let found = false;
  for (let attempt = 0; start >= 0 && attempt < 4; attempt++) {
    let previous = start;
    let gaps = 0;
    for (let q = 1; q < query.length; q++) {
      const position = haystack.indexOf(query[q] as string, previous + 1);
      if (position < 0) return found;
      if (position !== previous + 1) gaps++;
      previous = position;
    }
    const span = previous - start + 1;
    if (!found || span < fit.span) {
      fit.span = span;
      fit.gaps = gaps;
      found = true;
    }
    start = haystack.indexOf(first, start + 1);
  }
  return found;
};

/** Whether `query` is a subsequence of `haystack` at all (the earliest greedy window exists if any does). */
const isSubsequence = (haystack: string, query: string) => {
  let position = -1;
  for (let q = 0; q < query.length; q++) {
    position = haystack.indexOf(query[q] as string, position + 1);
    if (position < 0) return false;
  }
  return true;
};

/**
 * A cheap test that is true of every text `query` matches (each tier implies one of these subsequences; a
 * character of several readings is not looked into), so false proves it does not match. For texts that
 * ranking skipped: a longer query is then not tried on them.
 */
export const mayMatch = (prepared: PreparedText, query: NormalizedQuery): boolean => {
  if ((prepared.mask & query.mask) !== query.mask) return false;
  // one letter: its bit says whether the text, its pinyin or its readings have it
  if (query.letter) return true;
  if (isSubsequence(prepared.lower, query.joined)) return true;
  if (!query.latin) return false;
  // initials are a subsequence of the pinyin, or, without Han characters, of the text; other readings are in
  // `readings`
  return (
    (query.compact !== query.joined && isSubsequence(prepared.lower, query.compact)) ||
    (prepared.pinyin !== '' && isSubsequence(prepared.pinyin, query.compact)) ||
    (prepared.tokens !== null && isSubsequence(prepared.readings, query.compact))
  );
};

const wordPrefixAt = (prepared: PreparedText, query: string) => {
  let at = prepared.lower.indexOf(query, 1);
  while (at > 0 && !prepared.wordStart[at]) at = prepared.lower.indexOf(query, at + 1);
  return at;
};

const pinyinAtBoundary = (prepared: PreparedText, query: string) => {
  let at = prepared.pinyin.indexOf(query, 1);
  while (at > 0 && !prepared.pinyinBoundary[at]) at = prepared.pinyin.indexOf(query, at + 1);
  return at;
};

export interface TextMatch {
  score: number;
  ranges: readonly MatchRange[];
}

type How =
  | 'exact'
  | 'prefix'
  | 'word'
  | 'initials'
  | 'pinyin'
  | 'pinyin-other-reading'
  | 'substring'
  | 'subsequence'
  | 'pinyin-subsequence';

/** A match through a character's other reading ranks just below one through the dictionary's reading. */
const OTHER_READING_PENALTY = 6;

/** `query` in the initials, letting each position be any of its letters; -1 when absent. */
const initialsAltIndexOf = (alternatives: readonly string[], query: string) => {
  for (let start = 0; start + query.length <= alternatives.length; start++) {
    let k = 0;
    while (k < query.length && (alternatives[start + k] as string).includes(query[k] as string)) k++;
    if (k === query.length) return start;
  }
  return -1;
};

/** Whether `reading` starts with what is left of `query` from `from` on (the query ends inside this syllable). */
const readingStartsWithRest = (reading: string, query: string, from: number) => {
  const rest = query.length - from;
  if (rest > reading.length) return false;
  for (let k = 0; k < rest; k++) if (reading.charCodeAt(k) !== query.charCodeAt(from + k)) return false;
  return true;
};

/** Characters used by the last `tokensIndexOf` match (module scope: no allocation per item). */
const tokenHits: number[] = [];

const tokensFrom = (tokens: readonly PinyinToken[], t: number, query: string, j: number): boolean => {
  if (j === query.length) return true;
  const token = tokens[t];
  if (!token) return false;
  for (const reading of token.readings) {
    if (query.startsWith(reading, j)) {
      tokenHits.push(token.at);
      if (tokensFrom(tokens, t + 1, query, j + reading.length)) return true;
      tokenHits.pop();
    } else if (readingStartsWithRest(reading, query, j)) {
      tokenHits.push(token.at);
      return true;
    }
  }
  return false;
};

/**
 * `query` as consecutive syllables, each read any of its ways, the last one possibly cut short ("paih" finds
 * 排行). Leaves the characters used in `tokenHits`; returns the first token's index, or -1.
 */
const tokensIndexOf = (prepared: PreparedText, query: string) => {
  const tokens = prepared.tokens as readonly PinyinToken[];
  // no syllable can start the query: most items stop here
  const first = query[0] as string;
  let startable = false;
  for (const letters of prepared.initialsAlt as readonly string[]) {
    if (letters.includes(first)) {
      startable = true;
      break;
    }
  }
  if (!startable) return -1;
  for (let t = 0; t < tokens.length; t++) {
    const at = (tokens[t] as PinyinToken).at;
    if (t > 0 && !isHan(prepared.text[at] ?? '') && !prepared.wordStart[at]) continue;
    tokenHits.length = 0;
    if (tokensFrom(tokens, t, query, 0)) return t;
  }
  return -1;
};

/**
 * How the last `rank` call matched: kept in module scope so that ranking 10,000 items allocates nothing;
 * only the few results shown are asked for their ranges afterwards (right after their own `rank` call).
 */
const last = { how: 'exact' as How, at: 0 };

/**
 * What `rank` returns when it stopped because no tier left could beat `floor`: the text may still match, with
 * a lower score. Callers that narrow later searches to earlier matches must keep such a text.
 */
export const PRUNED = -1;

// the best score of each tier (the bonuses below cannot exceed these): a tier that cannot beat the floor is
// skipped. A prefix of a word starts at 1 or later; a substring likewise, else it would be a prefix.
const BEST_EXACT = BASE.exact + 90;
/** Above this, only a text that starts with the query (exact or prefix) can score. */
export const BEST_WORD = BASE.prefix + 44;
/** Above this, only a text with the query at its start or at a word's start can score. */
export const BEST_INITIALS = BASE.initials + 80;
/** Above this, only a text with the query at a start (see above) or among its initials can score. */
export const BEST_PINYIN = BASE.pinyin + 80;
const BEST_FUZZY = BASE.fuzzy + 79;

const rank = (prepared: PreparedText, query: NormalizedQuery, floor: number): number => {
  const { lower, initials, pinyin } = prepared;
  const { text: q, compact: qc } = query;
  if (!q || (prepared.mask & query.mask) !== query.mask) return 0;
  // a tier whose best score cannot beat `floor` is not tried: with a full list of prefix matches, a
  // one-letter query stops after two string comparisons for most items
  if (BEST_EXACT <= floor) return PRUNED;
  const extra = lower.length - q.length;
  if (lower === q) {
    last.how = 'exact';
    return BEST_EXACT;
  }
  if (lower.startsWith(q)) {
    last.how = 'prefix';
    return BASE.prefix + clampBonus(80 - Math.min(30, extra));
  }
  if (BEST_WORD <= floor) return PRUNED;
  const word = wordPrefixAt(prepared, q);
  if (word > 0) {
    last.how = 'word';
    last.at = word;
    return BASE.prefix + clampBonus(45 - Math.min(15, word) - Math.min(20, extra / 2));
  }
  if (BEST_INITIALS <= floor) return PRUNED;
  if (query.latin && initials.length >= qc.length) {
    const at = initials.indexOf(qc);
    if (at >= 0) {
      const rest = initials.length - qc.length;
      last.how = 'initials';
      last.at = at;
      const bonus = at === 0 ? 80 - Math.min(30, rest * 4) : 40 - Math.min(20, at * 4) - Math.min(15, rest * 2);
      return BASE.initials + clampBonus(bonus);
    }
    if (prepared.initialsAlt) {
      const other = initialsAltIndexOf(prepared.initialsAlt, qc);
      if (other >= 0) {
        const rest = initials.length - qc.length;
        last.how = 'initials';
        last.at = other;
        const bonus = other === 0 ? 80 - Math.min(30, rest * 4) : 40 - Math.min(20, other * 4) - Math.min(15, rest * 2);
        return BASE.initials + clampBonus(bonus - OTHER_READING_PENALTY);
      }
    }
  }
  if (BEST_PINYIN <= floor) return PRUNED;
  if (query.latin && pinyin.length >= qc.length) {
    const at = pinyin.startsWith(qc) ? 0 : pinyinAtBoundary(prepared, qc);
    if (at >= 0) {
      const rest = pinyin.length - qc.length;
      last.how = 'pinyin';
      last.at = at;
      const bonus = at === 0 ? 80 - Math.min(30, rest) : 40 - Math.min(20, at) - Math.min(15, rest / 2);
      return BASE.pinyin + clampBonus(bonus);
    }
    if (prepared.tokens) {
      const token = tokensIndexOf(prepared, qc);
      if (token >= 0) {
        last.how = 'pinyin-other-reading';
        const rest = Math.max(0, pinyin.length - qc.length);
        const bonus = token === 0 ? 80 - Math.min(30, rest) : 40 - Math.min(20, token * 3) - Math.min(15, rest / 2);
        return BASE.pinyin + clampBonus(bonus - OTHER_READING_PENALTY);
      }
    }
  }
  if (BEST_FUZZY <= floor) return PRUNED;
  const inside = lower.indexOf(q);
  if (inside >= 0) {
    last.how = 'substring';
    last.at = inside;
    return BASE.fuzzy + clampBonus(80 - Math.min(20, inside) - Math.min(20, extra / 2));
  }
  if (subsequenceFit(lower, query.joined)) {
    last.how = 'subsequence';
    return BASE.fuzzy + clampBonus(55 - fit.gaps * 6 - Math.min(20, fit.span - query.joined.length));
  }
  if (query.latin && pinyin && subsequenceFit(pinyin, qc)) {
    last.how = 'pinyin-subsequence';
    return BASE.fuzzy + clampBonus(35 - fit.gaps * 4 - Math.min(20, (fit.span - qc.length) / 2));
  }
  return 0;
};

const rangesOfLast = (prepared: PreparedText, query: NormalizedQuery): MatchRange[] => {
  const { text: q, compact: qc } = query;
  switch (last.how) {
    case 'exact':
      return [[0, prepared.lower.length]];
    case 'prefix':
      return [[0, q.length]];
    case 'word':
    case 'substring':
      return [[last.at, last.at + q.length]];
    case 'initials':
      return toRanges(prepared.initialsAt.slice(last.at, last.at + qc.length));
    case 'pinyin':
      return toRanges(mapped(prepared.pinyinAt, last.at, last.at + qc.length));
    case 'pinyin-other-reading':
      // the characters the last `tokensIndexOf` used
      return toRanges(tokenHits);
    case 'subsequence':
      return toRanges(subsequence(prepared.lower, query.joined) ?? []);
    case 'pinyin-subsequence':
      return toRanges((subsequence(prepared.pinyin, qc) ?? []).map((k) => prepared.pinyinAt[k] as number));
  }
};

/**
 * Scores one prepared text against a normalized query: exact > prefix (of the text, then of a word) >
 * pinyin initials > full pinyin > fuzzy (substring, then subsequence of the text, then of the pinyin).
 * 0 when it does not match. `floor`: the caller keeps only scores above it, so tiers that cannot beat it
 * are skipped (and 0 returned).
 */
export const scoreText = (prepared: PreparedText, query: NormalizedQuery, floor = 0): number =>
  Math.max(0, rank(prepared, query, floor));

/**
 * As `scoreText`, but tells the two kinds of 0 apart: 0 when the text does not match `query` at all, `PRUNED`
 * when it was not looked at past the tiers that could beat `floor`.
 */
export const scoreTextOrPruned = (prepared: PreparedText, query: NormalizedQuery, floor: number): number =>
  rank(prepared, query, floor);

/** The score and the character ranges to highlight, or null when the text does not match. */
export const matchText = (prepared: PreparedText, query: NormalizedQuery): TextMatch | null => {
  const score = rank(prepared, query, 0);
  return score > 0 ? { score, ranges: rangesOfLast(prepared, query) } : null;
};
