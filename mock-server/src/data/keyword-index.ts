/**
 * Which products' titles contain a keyword. Titles are words joined by single spaces, so a keyword without
 * spaces is inside a title exactly when it is inside one of its words: the index maps each distinct word to
 * its products, and a lookup scans the vocabulary (a few thousand words) instead of every title. Matching
 * ignores letter case. Keywords with spaces fall back to scanning the titles.
 */
export interface KeywordIndex {
  /** sorted product indices whose title contains `keyword` */
  lookup(keyword: string): Uint32Array;
  vocabularySize: number;
}

export const buildKeywordIndex = (tokens: readonly (readonly string[])[], titles: readonly string[]): KeywordIndex => {
  const postings = new Map<string, number[]>();
  for (let i = 0; i < tokens.length; i += 1) {
    for (const token of tokens[i] as readonly string[]) {
      const key = token.toLowerCase();
      const list = postings.get(key);
      if (!list) postings.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  const words = [...postings.keys()];
  const lists = words.map((word) => Uint32Array.from(postings.get(word) as number[]));

  const lookup = (keyword: string): Uint32Array => {
    const needle = keyword.trim().toLowerCase();
    if (needle.length === 0) return new Uint32Array(0);
    if (/\s/.test(needle)) {
      const found: number[] = [];
      for (let i = 0; i < titles.length; i += 1)
        if ((titles[i] as string).toLowerCase().includes(needle)) found.push(i);
      return Uint32Array.from(found);
    }
    const matching: Uint32Array[] = [];
    for (let w = 0; w < words.length; w += 1)
      if ((words[w] as string).includes(needle)) matching.push(lists[w] as Uint32Array);
    if (matching.length === 1) return matching[0] as Uint32Array;
    return unionSorted(matching);
  };
  return { lookup, vocabularySize: words.length };
};

/** Union of sorted index lists, sorted and without duplicates. */
export const unionSorted = (lists: readonly Uint32Array[]): Uint32Array => {
  let total = 0;
  for (const list of lists) total += list.length;
  const all = new Uint32Array(total);
  let offset = 0;
  for (const list of lists) {
    all.set(list, offset);
    offset += list.length;
  }
  all.sort();
  let unique = 0;
  for (let i = 0; i < all.length; i += 1) if (i === 0 || all[i] !== all[i - 1]) all[unique++] = all[i] as number;
  return all.slice(0, unique);
};
