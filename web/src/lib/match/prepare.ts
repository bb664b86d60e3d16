import { pinyin } from 'pinyin-pro';

/**
 * A text made ready for matching: lower case, word-initials and full pinyin (for Chinese), each with a map
 * back to character positions for highlighting. Built once per distinct string (cached), never per keystroke:
 * pinyin conversion costs ~10 µs a name, the palette's 10,000 categories would cost ~100 ms a keystroke.
 */
export interface PreparedText {
  text: string;
  lower: string;
  /** One bit per character class present (lower case text and pinyin): a cheap "cannot match" test. */
  mask: number;
  /** Word initials: a Han character's pinyin initial, the first letter of a latin word ("连衣裙" -> "lyq"). */
  initials: string;
  /** For each initial, its character index in `text`. */
  initialsAt: readonly number[];
  /** Full pinyin of the text ("连衣裙" -> "lianyiqun"; latin letters and digits kept); '' without Han characters. */
  pinyin: string;
  /** For each pinyin character, its character index in `text`. */
  pinyinAt: readonly number[];
  /** For each pinyin character, whether a syllable (or a latin word) starts there. */
  pinyinBoundary: readonly boolean[];
  /** For each index of `lower`, whether a word starts there (after a separator, or where Han and latin meet). */
  wordStart: readonly boolean[];
}

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const OTHER_ALNUM = /[\p{L}\p{N}]/u;

// character-code tests: regular expressions per character made preparing 10,000 names take ~0.6 s
const isHanCode = (code: number) =>
  (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf) || (code >= 0xf900 && code <= 0xfaff);
const isAlnumCode = (code: number, char: string) =>
  (code >= 97 && code <= 122) ||
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code > 127 && (isHanCode(code) || OTHER_ALNUM.test(char)));

export const isHan = (char: string) => isHanCode(char.charCodeAt(0));
const isAlnum = (char: string) => isAlnumCode(char.charCodeAt(0), char);

/** Bit for one character: 31 buckets, so a query character absent from every bucket of an item rejects it. */
export const charBit = (char: string) => 1 << (char.charCodeAt(0) % 31);

export const maskOf = (text: string) => {
  let mask = 0;
  for (const char of text) if (char !== ' ') mask |= charBit(char);
  return mask;
};

const computeWordStarts = (lower: string) => {
  const starts: boolean[] = [];
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    const previous = lower[i - 1];
    if (!isAlnum(char)) starts.push(false);
    else if (previous === undefined) starts.push(true);
    // an apostrophe inside a word ("women's") does not start a new word
    else if (previous === "'" || previous === '’') starts.push(false);
    else if (!isAlnum(previous)) starts.push(true);
    // Chinese has no spaces: a Han run is one word, so "衣裙" is not a prefix of anything in "连衣裙"
    else starts.push(isHan(previous) !== isHan(char));
  }
  return starts;
};

const prepareUncached = (text: string): PreparedText => {
  const lower = text.toLowerCase();
  const wordStart = computeWordStarts(lower);
  const hasHan = HAN.test(text);
  // one syllable per UTF-16 unit: pinyin-pro returns one element per character, and Han names are in the BMP
  const syllables = hasHan ? pinyin(text, { toneType: 'none', type: 'array', v: true }) : [];
  const aligned = syllables.length === text.length;
  let initials = '';
  const initialsAt: number[] = [];
  let full = '';
  const pinyinAt: number[] = [];
  const pinyinBoundary: boolean[] = [];
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    if (hasHan && aligned && isHan(char)) {
      const syllable = (syllables[i] as string).toLowerCase();
      if (syllable && /^[a-z]+$/.test(syllable)) {
        initials += syllable[0];
        initialsAt.push(i);
        for (let k = 0; k < syllable.length; k++) {
          full += syllable[k];
          pinyinAt.push(i);
          pinyinBoundary.push(k === 0);
        }
        continue;
      }
    }
    if (!isAlnum(char)) continue;
    if (wordStart[i]) {
      initials += char;
      initialsAt.push(i);
    }
    if (hasHan) {
      full += char;
      pinyinAt.push(i);
      pinyinBoundary.push(wordStart[i] === true);
    }
  }
  return {
    text,
    lower,
    mask: maskOf(lower) | maskOf(full),
    initials,
    initialsAt,
    pinyin: full,
    pinyinAt,
    pinyinBoundary,
    wordStart,
  };
};

const cache = new Map<string, PreparedText>();
/** Entity names from searches keep arriving; past this many distinct strings the cache starts over. */
const CACHE_LIMIT = 100_000;

export const prepareText = (text: string): PreparedText => {
  let prepared = cache.get(text);
  if (!prepared) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    prepared = prepareUncached(text);
    cache.set(text, prepared);
  }
  return prepared;
};
