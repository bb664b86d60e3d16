/**
 * Key combos in mousetrap syntax: "mod+k", "g b" (a sequence: g, then b), "?", "alt+left". Normalized so that
 * "Ctrl+Shift+X", "shift+ctrl+x" and "control+shift+x" are one binding.
 */
const MODIFIER_ORDER = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;

const ALIASES: Record<string, string> = {
  control: 'ctrl',
  option: 'alt',
  command: 'meta',
  cmd: 'meta',
  esc: 'escape',
  return: 'enter',
  arrowleft: 'left',
  arrowright: 'right',
  arrowup: 'up',
  arrowdown: 'down',
  ' ': 'space',
};

const normalizeKey = (key: string) => ALIASES[key] ?? key;

/** One step of a combo ("ctrl+shift+x"): modifiers in a fixed order, then the key. */
const normalizeStep = (step: string) => {
  // "+" alone, or as the last key ("ctrl++"), is the plus key itself
  const parts = step === '+' ? ['+'] : step.endsWith('++') ? [...step.slice(0, -2).split('+'), '+'] : step.split('+');
  const keys = parts.map((part) => normalizeKey(part.toLowerCase()));
  const modifiers = MODIFIER_ORDER.filter((modifier) => keys.slice(0, -1).includes(modifier));
  return [...modifiers, keys[keys.length - 1] ?? ''].join('+');
};

export const normalizeCombo = (combo: string): string =>
  combo.trim().split(/\s+/).filter(Boolean).map(normalizeStep).join(' ');

export const comboSteps = (combo: string): string[] => normalizeCombo(combo).split(' ').filter(Boolean);

/**
 * Two bindings clash when they are the same, or one is the start of the other: with "g" bound, "g b" could
 * never be typed.
 */
export const combosClash = (a: string, b: string): boolean => {
  const left = comboSteps(a);
  const right = comboSteps(b);
  if (left.length === 0 || right.length === 0) return false;
  const shorter = left.length <= right.length ? left : right;
  const longer = shorter === left ? right : left;
  return shorter.every((step, index) => step === longer[index]);
};

/** Whether the platform's primary modifier is ⌘ (mousetrap's "mod" means meta there, ctrl elsewhere). */
export const isApplePlatform = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

const KEY_LABELS: Record<string, string> = {
  escape: 'Esc',
  enter: 'Enter',
  backspace: 'Backspace',
  tab: 'Tab',
  space: 'Space',
  left: '←',
  right: '→',
  up: '↑',
  down: '↓',
  pageup: 'PgUp',
  pagedown: 'PgDn',
};

const modifierLabel = (modifier: string, apple: boolean) => {
  if (modifier === 'mod') return apple ? '⌘' : 'Ctrl';
  if (modifier === 'meta') return apple ? '⌘' : 'Meta';
  if (modifier === 'alt') return apple ? '⌥' : 'Alt';
  if (modifier === 'shift') return apple ? '⇧' : 'Shift';
  return apple ? '⌃' : 'Ctrl';
};

/**
 * Key caps to display, one array per step: "mod+k" -> [["Ctrl", "K"]] (or [["⌘", "K"]] on Apple devices),
 * "g b" -> [["G"], ["B"]].
 */
export const comboKeyCaps = (combo: string, apple = isApplePlatform()): string[][] =>
  comboSteps(combo).map((step) => {
    const parts = step === '+' ? ['+'] : step.endsWith('++') ? [...step.slice(0, -2).split('+'), '+'] : step.split('+');
    const key = parts[parts.length - 1] ?? '';
    const label = KEY_LABELS[key] ?? (key.length === 1 ? key.toUpperCase() : key[0]?.toUpperCase() + key.slice(1));
    return [...parts.slice(0, -1).map((modifier) => modifierLabel(modifier, apple)), label];
  });

/** A combo as one readable string: "Ctrl+K", "G B". */
export const formatCombo = (combo: string, apple = isApplePlatform()) =>
  comboKeyCaps(combo, apple)
    .map((caps) => caps.join(apple ? '' : '+'))
    .join(' ');

/**
 * The combo a keydown event stands for, for recording a new binding ("ctrl+shift+x", "?", "escape"); null for
 * a lone modifier press. Shifted symbols are recorded as the symbol ("?" rather than "shift+/").
 */
export const comboFromEvent = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>) => {
  const raw = event.key;
  if (['Control', 'Alt', 'Shift', 'Meta', 'OS', 'Dead', 'Process', 'Unidentified'].includes(raw)) return null;
  const key = normalizeKey(raw.length === 1 ? raw.toLowerCase() : raw.toLowerCase());
  const symbol = raw.length === 1 && !/[a-z0-9]/i.test(raw);
  const apple = isApplePlatform();
  const modifiers: string[] = [];
  if (apple ? event.metaKey : event.ctrlKey) modifiers.push('mod');
  if (apple && event.ctrlKey) modifiers.push('ctrl');
  if (event.altKey) modifiers.push('alt');
  if (event.shiftKey && !symbol) modifiers.push('shift');
  if (!apple && event.metaKey) modifiers.push('meta');
  return normalizeCombo([...modifiers, key].join('+'));
};
