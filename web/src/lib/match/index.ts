export { createMatcher, type Matcher } from './matcher.ts';
export { warmTexts } from './prepare.ts';
export type { MatchRange } from './score.ts';
