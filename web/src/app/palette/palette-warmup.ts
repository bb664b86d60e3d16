import type { Language } from '../../i18n/i18n.ts';
import { warmTexts } from '../../lib/match/index.ts';
import type { Command, CommandContext } from '../../lib/commands.ts';
import { matcherFor, paletteSections, textsOf } from './palette-results.ts';

/**
 * Searched once each, ahead of the first keystroke: a letter, two letters, a syllable and Chinese, so that
 * the code of every tier has run and been compiled. The first search of a page took ~30 ms in Chromium
 * with 10,000 categories, later ones a few.
 */
const WARM_QUERIES = ['a', 'an', 'zh', '服装'];

/** What the palette preview (PalettePreview) shows: queries with results, so that rows are drawn and redrawn. */
export const PREVIEW_QUERIES: readonly string[] = ['a', 'an'];

const idle = (callback: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
};

/**
 * Gets the palette ready for `commands` in idle time, a step per idle period, none on a keystroke: prepares
 * their texts (pinyin, initials), builds the matcher for the language, runs the warm-up searches, then calls
 * `onWarm` (where the caller draws the preview). Returns a function that stops the remaining steps.
 */
export const warmPalette = (
  commands: readonly Command[],
  language: Language,
  context: CommandContext,
  onWarm?: () => void,
): (() => void) => {
  let cancelled = false;
  let cancelStep: () => void = () => undefined;
  const steps: (() => void)[] = [
    () => void matcherFor(commands, language),
    ...WARM_QUERIES.map(
      (query) => () =>
        void paletteSections({
          commands,
          nested: false,
          query,
          scope: 'all',
          recent: [],
          entities: [],
          context,
          language,
        }),
    ),
    () => onWarm?.(),
  ];
  const run = (index: number) => {
    if (cancelled || index >= steps.length) return;
    cancelStep = idle(() => {
      (steps[index] as () => void)();
      run(index + 1);
    });
  };
  const stopTexts = warmTexts(textsOf(commands), 400, () => run(0));
  return () => {
    cancelled = true;
    stopTexts();
    cancelStep();
  };
};
