export { createMatcher, type MatchFields, type MatchResult, type Matcher, type SearchOptions } from './matcher.ts';
export { prepareText, warmTexts, type PreparedText } from './prepare.ts';
export { matchText, normalizeQuery, scoreText, tierOf, type MatchRange, type MatchTier } from './score.ts';
