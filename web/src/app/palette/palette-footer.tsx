import { memo } from 'react';
import type { Language } from '../../i18n/i18n.ts';
import { KeyCaps } from './key-caps.tsx';
import { keyboardText, type KeyboardTextKey } from './text.ts';

/** The keys the palette answers to, below the list: the same on every keystroke, so drawn only when it changes. */
export const PaletteFooter = memo(({ nested, language }: { nested: boolean; language: Language }) => {
  const text = (key: KeyboardTextKey) => keyboardText(language, key);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-200 px-4 py-2 text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
      <span className="inline-flex items-center gap-1">
        <KeyCaps combo="up" />
        <KeyCaps combo="down" />
        {text('palette.footer.move')}
      </span>
      <span className="inline-flex items-center gap-1">
        <KeyCaps combo="enter" />
        {text('palette.footer.open')}
      </span>
      {nested && (
        <span className="inline-flex items-center gap-1">
          <KeyCaps combo="backspace" />
          {text('palette.footer.back')}
        </span>
      )}
      <span className="ml-auto hidden sm:inline">{nested ? null : text('palette.scopeHint')}</span>
    </div>
  );
});
PaletteFooter.displayName = 'PaletteFooter';
