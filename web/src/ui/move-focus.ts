import type { KeyboardEvent } from 'react';

/**
 * Arrow keys (and Home/End) move focus between the items of an open list: the pickers' rows. Items are the
 * elements under `container` that match `selector`, in document order; keys other than these pass on.
 */
export const moveFocus = (event: KeyboardEvent<HTMLElement>, container: HTMLElement | null, selector: string) => {
  if (!container || !['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
  const items = [...container.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : event.key === 'ArrowDown'
          ? Math.min(items.length - 1, index + 1)
          : Math.max(0, index - 1);
  items[next]?.focus();
};
