import { warmTexts } from '../../lib/match/index.ts';
import type { Command } from '../commands/types.ts';
import { textsOf } from './palette-results.ts';

/**
 * The part of the keyboard layer that loads on demand (cmdk, Radix dialogs, the matcher and pinyin-pro's
 * dictionary, ~150 KiB gzip): kept out of the entry chunk, fetched in idle time after the shell appears, so
 * the first mod+k finds it loaded.
 */
export { CheatSheet } from './cheat-sheet.tsx';
export { KeymapDialog } from './keymap-dialog.tsx';
export { Palette } from './palette.tsx';

/** Prepares the texts of the commands (pinyin, initials) a slice per idle period; returns a stop function. */
export const warmPalette = (commands: readonly Command[]) => warmTexts(textsOf(commands));
