/**
 * Which keys fire where. Typing in a form field, in the report grid or in the palette must not trigger
 * shortcuts ("gc" typed into a search box is text, not "go to category rank"): mousetrap's own check knows
 * inputs but not AG Grid cells or cmdk. A few combos (open the palette, close the top dialog) work anywhere.
 */
export type ShortcutScope =
  /** Outside text fields, the grid and the palette (most shortcuts). */
  | 'global'
  /** Only with focus inside a report grid, and not in an editor inside it (Enter drills down there). */
  | 'grid'
  /** On the page and in the grid, not in text fields or the palette (going back up the drill path). */
  | 'view'
  /** Everywhere, text fields included (the allowlist: mod+k, escape). */
  | 'anywhere';

/** Where a key event happened. */
export type KeyTarget = 'field' | 'grid' | 'palette' | 'page';

/** Combos that fire anywhere unless a binding says otherwise. */
export const GLOBAL_ALLOWLIST: ReadonlySet<string> = new Set(['mod+k', 'escape']);

export const GRID_SELECTOR = '.ag-root-wrapper';
/** The pager sits inside the grid's wrapper, but Tab has left the grid there: the page's keys work again. */
export const PAGER_SELECTOR = '.ag-paging-panel';
export const PALETTE_SELECTOR = '[cmdk-root]';

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);

const isFormField = (element: Element) => {
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLElement && (element.isContentEditable || element.getAttribute('contenteditable') === 'true')
  );
};

export const classifyTarget = (element: Element | null): KeyTarget => {
  if (!element || !(element instanceof Element)) return 'page';
  if (element.closest(PALETTE_SELECTOR)) return 'palette';
  if (isFormField(element)) return 'field';
  if (element.closest(GRID_SELECTOR) && !element.closest(PAGER_SELECTOR)) return 'grid';
  return 'page';
};

export const scopeAccepts = (scope: ShortcutScope, target: KeyTarget): boolean => {
  if (scope === 'anywhere') return true;
  if (scope === 'grid') return target === 'grid';
  if (scope === 'view') return target === 'grid' || target === 'page';
  return target === 'page';
};

/** The scope a binding gets when it does not name one: allowlisted combos fire anywhere. */
export const defaultScope = (combo: string): ShortcutScope => (GLOBAL_ALLOWLIST.has(combo) ? 'anywhere' : 'global');

/** Keys pressed while an input method composes (Chinese pinyin input) belong to the input method. */
export const isComposing = (event: KeyboardEvent) => event.isComposing || event.keyCode === 229;
