import type { ReactNode } from 'react';
import type { MatchRange } from '../../lib/match/index.ts';

/**
 * The text with the matched ranges marked, as children to put in place: a plain function, not a component, so
 * that each of the palette's rows costs no extra component and fragment on every keystroke.
 */
export const highlighted = (text: string, ranges: readonly MatchRange[]): ReactNode => {
  if (ranges.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start >= text.length) break;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-transparent font-semibold text-blue-700 dark:text-sky-300">
        {text.slice(start, Math.min(end, text.length))}
      </mark>,
    );
    at = Math.min(end, text.length);
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
};
