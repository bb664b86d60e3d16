import type { Language } from '../i18n/i18n.ts';
import { formatChange, formatInteger } from './format.ts';

/**
 * Up and down, the same everywhere (KPIs, 环比/同比 columns, rank change): a sign and an arrow always, and a colour
 * by direction from one setting. Chinese market products colour up red and down green; English ones the reverse.
 * Colour is never the only signal: the arrow and the sign say it too.
 */
export type UpColour = 'red' | 'green';
export type Direction = 'up' | 'down' | 'flat' | 'none';

export const defaultUpColour = (language: Language): UpColour => (language === 'zh-CN' ? 'red' : 'green');

/** Changes that round to 0.0% are flat: an arrow beside "0.0%" would say something the figure does not. */
const FLAT = 0.0005;

export const directionOf = (value: number | null | undefined): Direction =>
  value === null || value === undefined || !Number.isFinite(value)
    ? 'none'
    : value >= FLAT
      ? 'up'
      : value <= -FLAT
        ? 'down'
        : 'flat';

const RED = 'text-rose-600 dark:text-rose-400';
const GREEN = 'text-emerald-600 dark:text-emerald-400';
const NEUTRAL = 'text-slate-400 dark:text-slate-500';

/** The text colour class of a direction under the setting. */
export const directionClass = (direction: Direction, upColour: UpColour) =>
  direction === 'up'
    ? upColour === 'red'
      ? RED
      : GREEN
    : direction === 'down'
      ? upColour === 'red'
        ? GREEN
        : RED
      : NEUTRAL;

export const ARROW: Record<Direction, string> = { up: '▲', down: '▼', flat: '', none: '' };

/**
 * "▲ +12.5%", "▼ −3.2%", "0.0%" for a ratio; "▲ 3", "▼ 2" for a rank change (positive = moved up). Null is a dash
 * (no earlier figure to compare with).
 */
export const changeText = (value: number | null | undefined, kind: 'ratio' | 'rank', language: Language) => {
  const direction = directionOf(value);
  if (direction === 'none') return '—';
  const number = value as number;
  if (kind === 'rank')
    return direction === 'flat' ? '–' : `${ARROW[direction]} ${formatInteger(Math.abs(number), language)}`;
  if (direction === 'flat') return formatChange(0, language);
  return `${ARROW[direction]} ${formatChange(number, language)}`;
};
