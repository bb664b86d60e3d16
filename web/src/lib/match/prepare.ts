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
  /**
   * Only for texts with a character of several readings (行: xing, hang): one token per letter-bearing character,
   * with every reading, so "paihang" finds 排行 although the dictionary reads it "paixing". Null otherwise.
   */
  tokens: readonly PinyinToken[] | null;
  /** With `tokens`: for each initial, every letter it may be ("行" -> "xh"). */
  initialsAlt: readonly string[] | null;
  /**
   * With `tokens`: every reading of every token, in order ("排行" -> "paixinghang"). A query read through other
   * readings is a subsequence of it: a cheap test that it cannot match.
   */
  readings: string;
}

export interface PinyinToken {
  /** Character index in the text. */
  at: number;
  /** The contextual reading first, then the others; a latin character is its own single reading. */
  readings: readonly string[];
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

/**
 * Bit for one character: one bit per latin letter (a query letter absent from an item's text and pinyin
 * rejects it at once), the 5 others shared by digits and every other character.
 */
export const charBit = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 97 && code <= 122 ? 1 << (code - 97) : 1 << (26 + (code % 5));
};

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

const readingsCache = new Map<string, readonly string[]>();

/** Every toneless reading of one Han character (cached: a few thousand distinct characters in all). */
const readingsOf = (char: string): readonly string[] => {
  let readings = readingsCache.get(char);
  if (!readings) {
    const all = pinyin(char, { toneType: 'none', type: 'array', v: true, multiple: true });
    readings = [...new Set(all.map((reading) => reading.toLowerCase()).filter((reading) => /^[a-z]+$/.test(reading)))];
    readingsCache.set(char, readings);
  }
  return readings;
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
  const tokens: PinyinToken[] = [];
  let polyphonic = false;
  for (let i = 0; i < lower.length; i++) {
    const char = lower[i] as string;
    if (hasHan && aligned && isHan(char)) {
      const syllable = (syllables[i] as string).toLowerCase();
      if (syllable && /^[a-z]+$/.test(syllable)) {
        const others = readingsOf(char).filter((reading) => reading !== syllable);
        if (others.length > 0) polyphonic = true;
        tokens.push({ at: i, readings: [syllable, ...others] });
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
    tokens.push({ at: i, readings: [char] });
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
  let mask = maskOf(lower) | maskOf(full);
  if (polyphonic) for (const token of tokens) for (const reading of token.readings) mask |= maskOf(reading);
  return {
    text,
    lower,
    mask,
    initials,
    initialsAt,
    pinyin: full,
    pinyinAt,
    pinyinBoundary,
    wordStart,
    tokens: polyphonic ? tokens : null,
    readings: polyphonic ? tokens.map((token) => token.readings.join('')).join('') : '',
    initialsAlt: polyphonic
      ? initialsAt.map((at) => {
          const readings = tokens.find((token) => token.at === at)?.readings ?? [lower[at] ?? ''];
          return [...new Set(readings.map((reading) => reading[0] ?? ''))].join('');
        })
      : null,
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

const idle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout: 2000 })
    : setTimeout(callback, 1);

/**
 * Prepares texts ahead of use, a slice per idle period, so that building a matcher later finds them cached
 * (10,000 category names take a few hundred milliseconds: never in one long task, never on a keystroke).
 * `onDone` runs once every text is prepared. Returns a function that stops the remaining work.
 */
export const warmTexts = (texts: readonly string[], sliceSize = 400, onDone?: () => void): (() => void) => {
  let cancelled = false;
  let next = 0;
  const step = () => {
    if (cancelled) return;
    const end = Math.min(texts.length, next + sliceSize);
    for (; next < end; next++) prepareText(texts[next] as string);
    if (next < texts.length) idle(step);
    else onDone?.();
  };
  idle(step);
  return () => {
    cancelled = true;
  };
};
