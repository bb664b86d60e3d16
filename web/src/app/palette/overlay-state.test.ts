import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATCH_LIMIT_MS,
  closeOverlay,
  isCatching,
  openOverlay,
  overlayState,
  runAfterClose,
  stopCatching,
} from './overlay-state.ts';

describe('keys typed while an overlay is on its way', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    closeOverlay();
  });
  afterEach(() => {
    closeOverlay();
    vi.useRealTimers();
  });

  it('are held from opening until the overlay has focus, and not after it closes', () => {
    openOverlay('palette');
    expect(isCatching()).toBe(true);
    stopCatching();
    expect(isCatching()).toBe(false);
    openOverlay('cheatsheet');
    closeOverlay();
    expect(isCatching()).toBe(false);
  });

  it('are held at most CATCH_LIMIT_MS', () => {
    openOverlay('keymap');
    expect(isCatching(performance.now() + CATCH_LIMIT_MS - 1)).toBe(true);
    expect(isCatching(performance.now() + CATCH_LIMIT_MS + 1)).toBe(false);
  });

  it('after a palette command, are held for the overlay it opens', () => {
    openOverlay('palette');
    closeOverlay();
    runAfterClose(() => openOverlay('keymap'));
    // between the palette's closing and the command, a task later
    expect(isCatching()).toBe(true);
    expect(overlayState.overlay).toBeNull();
    vi.runAllTimers();
    expect(overlayState.overlay).toBe('keymap');
    expect(isCatching()).toBe(true);
  });

  it('after a palette command that opens nothing, go back to the page as it returns (or throws)', () => {
    const ran = vi.fn();
    runAfterClose(ran);
    expect(isCatching()).toBe(true);
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledOnce();
    expect(isCatching()).toBe(false);
    runAfterClose(() => {
      throw new Error('refused');
    });
    expect(() => vi.runAllTimers()).toThrow('refused');
    expect(isCatching()).toBe(false);
  });
});
