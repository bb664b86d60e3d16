/**
 * Test helper: key events as a browser sends them, with the legacy `which`/`keyCode` that mousetrap reads
 * (testing-library's user-event leaves them 0, so shortcuts would never fire in jsdom).
 */
const KEY_CODES: Record<string, number> = {
  Escape: 27,
  Enter: 13,
  Backspace: 8,
  Tab: 9,
  ArrowLeft: 37,
  ArrowUp: 38,
  ArrowRight: 39,
  ArrowDown: 40,
  '?': 191,
  '[': 219,
  ']': 221,
};

interface PressOptions {
  ctrlKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  metaKey?: boolean;
  isComposing?: boolean;
  /** The event's time stamp in ms (a browser stamps a key when it is typed); jsdom's clock otherwise. */
  timeStamp?: number;
}

const keyEvent = (type: string, key: string, which: number, { timeStamp, ...options }: PressOptions) => {
  const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...options });
  if (timeStamp !== undefined) Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  Object.defineProperty(event, 'which', { value: which });
  Object.defineProperty(event, 'keyCode', { value: type === 'keypress' ? which : which });
  Object.defineProperty(event, 'charCode', { value: type === 'keypress' ? which : 0 });
  return event;
};

/**
 * Presses one key on `target` (keydown, keypress for printable keys, keyup). `key` is the KeyboardEvent key:
 * "g", "?", "Escape", "k" with `{ ctrlKey: true }`. Returns whether the keydown or keypress was prevented.
 */
export const press = (target: EventTarget, key: string, options: PressOptions = {}) => {
  const printable = key.length === 1;
  const keyCode = KEY_CODES[key] ?? key.toUpperCase().charCodeAt(0);
  const down = keyEvent('keydown', key, keyCode, options);
  target.dispatchEvent(down);
  let pressPrevented = false;
  if (printable && !options.ctrlKey && !options.metaKey && !options.altKey) {
    const keypress = keyEvent('keypress', key, key.charCodeAt(0), options);
    target.dispatchEvent(keypress);
    pressPrevented = keypress.defaultPrevented;
  }
  target.dispatchEvent(keyEvent('keyup', key, keyCode, options));
  return down.defaultPrevented || pressPrevented;
};

/** Presses each step of a sequence such as "g b". */
export const pressSequence = (target: EventTarget, sequence: string) => {
  for (const key of sequence.split(' ')) press(target, key);
};
