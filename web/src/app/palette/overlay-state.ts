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
  /**
   * Keys typed now belong to an overlay on its way (its code still loading, its dialog not yet focused, or a
   * command chosen in the palette about to open it): they are kept for its input instead of reaching the page.
   */
  catching: false,
});

/** Catching stops at the latest this long after it started: keys never stay held from the page for good. */
export const CATCH_LIMIT_MS = 2000;
let catchingSince = 0;

const startCatching = () => {
  catchingSince = performance.now();
  overlayState.catching = true;
};

/** The overlay has focus (or none is coming): keys go where focus is again. */
export const stopCatching = () => {
  if (overlayState.catching) overlayState.catching = false;
};

/** Whether keys typed at `now` are still held for an overlay on its way. */
export const isCatching = (now = performance.now()) => overlayState.catching && now - catchingSince <= CATCH_LIMIT_MS;

/**
 * Runs a command chosen in an overlay that has just closed, a task later (once focus is back where it was).
 * Keys typed until then are held: if the command opens another overlay (the remap dialog), they are typed into
 * it; if it opens none, catching ends as it returns.
 */
export const runAfterClose = (run: () => void) => {
  startCatching();
  setTimeout(() => {
    try {
      run();
    } finally {
      if (overlayState.overlay === null) stopCatching();
    }
  }, 0);
};

export const openOverlay = (overlay: Overlay, paletteQuery = '', palettePage = '') => {
  overlayState.overlay = overlay;
  overlayState.paletteQuery = paletteQuery;
  overlayState.palettePage = palettePage;
  overlayState.openings += 1;
  startCatching();
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
  stopCatching();
};

export const useOverlay = () => useSnapshot(overlayState);
