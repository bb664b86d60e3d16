/**
 * Characters a name must not hold: C0/C1 controls (CR, LF, tab, NUL...), the Unicode line and paragraph
 * separators, and the bidirectional overrides that make a file name read differently from what it is. Names
 * end up in file names, sheet names and headers, where any of these breaks or disguises something.
 */
const CONTROL = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

export const hasControlCharacter = (text: string) => CONTROL.test(text);
