import { proxy, useSnapshot } from 'valtio';

/**
 * Which keyboard overlay is open: the palette, the cheat sheet or the remap dialog, one at a time (opening
 * one closes the other). Commands open them; the keyboard layer renders them.
 */
export type Overlay = 'palette' | 'cheatsheet' | 'keymap';

export const overlayState = proxy({
  overlay: null as Overlay | null,
  /** What the palette's input starts with ("#" to pick a category). */
  paletteQuery: '',
  /** A command whose nested page the palette opens on ("Switch platform…" bound to a key). */
  palettePage: '',
  /** Bumped on each opening, so reopening starts afresh. */
  openings: 0,
});

export const openOverlay = (overlay: Overlay, paletteQuery = '', palettePage = '') => {
  overlayState.overlay = overlay;
  overlayState.paletteQuery = paletteQuery;
  overlayState.palettePage = palettePage;
  overlayState.openings += 1;
};

export const togglePalette = () => {
  if (overlayState.overlay === 'palette') closeOverlay();
  else openOverlay('palette');
};

export const toggleCheatSheet = () => {
  if (overlayState.overlay === 'cheatsheet') closeOverlay();
  else openOverlay('cheatsheet');
};

export const closeOverlay = () => {
  overlayState.overlay = null;
};

export const useOverlay = () => useSnapshot(overlayState);
