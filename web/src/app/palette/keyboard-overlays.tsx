/**
 * The part of the keyboard layer that loads on demand (cmdk, Radix dialogs, the matcher and pinyin-pro's
 * dictionary, ~150 KiB gzip): kept out of the entry chunk, fetched in idle time after the shell appears, so
 * the first mod+k finds it loaded.
 */
export { CheatSheet } from './cheat-sheet.tsx';
export { KeymapDialog } from './keymap-dialog.tsx';
export { Palette, PalettePreview } from './palette.tsx';
export { PREVIEW_QUERIES, warmPalette } from './palette-warmup.ts';
