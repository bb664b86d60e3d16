import { Fragment, memo } from 'react';
import { comboKeyCaps, formatCombo } from '../shortcuts/combo.ts';

/**
 * A shortcut as key caps: "mod+k" -> [Ctrl][K], "g b" -> [G] [B] (a sequence: one after the other). Memoized:
 * the palette redraws around its caps on every keystroke, and they seldom change.
 */
export const KeyCaps = memo(({ combo, className = '' }: { combo: string; className?: string }) => (
  <span className={`inline-flex shrink-0 items-center gap-1 ${className}`} aria-label={formatCombo(combo)}>
    {comboKeyCaps(combo).map((caps, step) => (
      <Fragment key={step}>
        {step > 0 && (
          <span aria-hidden="true" className="text-[10px] text-slate-400 dark:text-slate-500">
            ›
          </span>
        )}
        {caps.map((cap, index) => (
          <kbd
            key={index}
            aria-hidden="true"
            className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-slate-300 bg-slate-50 px-1 font-sans text-[11px] font-medium leading-none text-slate-600 shadow-[0_1px_0_rgba(0,0,0,0.08)] dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {cap}
          </kbd>
        ))}
      </Fragment>
    ))}
  </span>
));
KeyCaps.displayName = 'KeyCaps';
