import type { ComponentType } from 'react';
import { KeyboardLayer } from '../palette/keyboard-layer.tsx';

/**
 * The shell's slot for things drawn above every screen (the command palette, the shortcut cheat sheet).
 * Mount one by adding its component to `overlays`; each renders once, inside the router and the shell, so it
 * may use router hooks and the stores. It renders nothing itself.
 */
export const overlays: ComponentType[] = [KeyboardLayer];

export const ShellOverlays = () => (
  <>
    {overlays.map((Overlay, index) => (
      <Overlay key={Overlay.displayName ?? index} />
    ))}
  </>
);
