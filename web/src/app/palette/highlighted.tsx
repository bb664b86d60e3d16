import type { MatchRange } from '../../lib/match/index.ts';

/** The text with the matched ranges marked. */
export const Highlighted = ({ text, ranges }: { text: string; ranges: readonly MatchRange[] }) => {
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
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
  return <>{parts}</>;
};
