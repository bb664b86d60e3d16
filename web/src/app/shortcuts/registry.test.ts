import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShortcutRegistry, type ShortcutRegistry } from './registry.ts';
import { press, pressSequence as pressSequenceNow } from './testing.ts';

/** Mousetrap resets a finished sequence 10 ms later: leave it that time, as a person typing would. */
const pressSequence = (target: EventTarget, sequence: string) => {
  pressSequenceNow(target, sequence);
  vi.advanceTimersByTime(50);
};

let root: HTMLDivElement;
let registry: ShortcutRegistry;

const make = (html: string) => {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = html;
  root.appendChild(wrapper);
  return wrapper;
};

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  document.body.appendChild(root);
  registry = createShortcutRegistry(root);
});

afterEach(() => {
  vi.useRealTimers();
  registry.destroy();
  root.remove();
});

describe('shortcut registry stacking', () => {
  it('gives the key to the top handler and back to the one below when it pops', () => {
    const page = vi.fn();
    const dialog = vi.fn();
    registry.push('escape', page);
    const pop = registry.push('escape', dialog);
    press(root, 'Escape');
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
    pop();
    press(root, 'Escape');
    expect(page).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('pops the right handler when handlers leave out of order, and popping twice is harmless', () => {
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    const popFirst = registry.push('t', first);
    const popSecond = registry.push('t', second);
    registry.push('t', third);
    popSecond();
    popSecond();
    expect(registry.depth('t')).toBe(2);
    press(root, 't');
    expect(third).toHaveBeenCalledTimes(1);
    popFirst();
    press(root, 't');
    expect(third).toHaveBeenCalledTimes(2);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('unbinds a combo when its last handler pops, and binds it again on the next push', () => {
    const handler = vi.fn();
    const pop = registry.push('g b', handler);
    expect(registry.combos()).toEqual(['g b']);
    pop();
    expect(registry.combos()).toEqual([]);
    pressSequence(root, 'g b');
    expect(handler).not.toHaveBeenCalled();
    registry.push('g b', handler);
    pressSequence(root, 'g b');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('lets a handler pass the key to the one below it', () => {
    const below = vi.fn();
    registry.push('enter', below, { scope: 'anywhere' });
    registry.push('enter', () => 'pass', { scope: 'anywhere' });
    press(root, 'Enter');
    expect(below).toHaveBeenCalledTimes(1);
  });

  it('prevents the default action of a handled key only', () => {
    registry.push('mod+k', () => undefined);
    expect(press(root, 'k', { ctrlKey: true })).toBe(true);
    expect(press(root, 'j', { ctrlKey: true })).toBe(false);
  });

  it('treats differently spelled combos as one binding', () => {
    const handler = vi.fn();
    registry.push('Shift+Ctrl+X', handler);
    registry.push('ctrl+shift+x', handler);
    expect(registry.combos()).toEqual(['ctrl+shift+x']);
    expect(registry.depth('control+shift+x')).toBe(2);
  });

  it('fires sequences such as "g b" and "p 2", and not their keys alone', () => {
    const brand = vi.fn();
    const platform = vi.fn();
    registry.push('g b', brand);
    registry.push('p 2', platform);
    press(root, 'b');
    vi.advanceTimersByTime(50);
    press(root, '2');
    vi.advanceTimersByTime(50);
    expect(brand).not.toHaveBeenCalled();
    pressSequence(root, 'g b');
    pressSequence(root, 'p 2');
    expect(brand).toHaveBeenCalledTimes(1);
    expect(platform).toHaveBeenCalledTimes(1);
  });
});

describe('sequences', () => {
  /** One key typed at `at` ms of event time, as a browser stamps it when the key is typed. */
  const typeAt = (key: string, at: number) => press(root, key, { timeStamp: at });

  it('keeps a sequence when a long task delays its second key, as long as the keys were typed within a second', () => {
    const keyword = vi.fn();
    registry.push('g k', keyword);
    typeAt('g', 1000);
    // the page was busy for 1.5 s: every timer came due before the second key, typed 50 ms after the first
    vi.advanceTimersByTime(1500);
    typeAt('k', 1050);
    expect(keyword).toHaveBeenCalledTimes(1);
  });

  it('keeps a sequence when every binding is popped and pushed again between its keys', () => {
    // the keyboard layer binds all commands again whenever the list changes (the category tree arriving)
    const keyword = vi.fn();
    let pop = registry.push('g k', keyword);
    press(root, 'g');
    pop();
    pop = registry.push('g k', keyword);
    press(root, 'k');
    expect(keyword).toHaveBeenCalledTimes(1);
  });

  it('forgets a sequence whose keys were typed more than a second apart', () => {
    const keyword = vi.fn();
    const single = vi.fn();
    registry.push('g k', keyword);
    registry.push('k', single);
    typeAt('g', 1000);
    typeAt('k', 2100);
    expect(keyword).not.toHaveBeenCalled();
    expect(single).toHaveBeenCalledTimes(1);
    typeAt('g', 3000);
    typeAt('k', 3999);
    expect(keyword).toHaveBeenCalledTimes(1);
  });

  it('breaks a sequence on a key bound to nothing, and starts again on its first key', () => {
    const brand = vi.fn();
    registry.push('g b', brand);
    typeAt('g', 1000);
    typeAt('x', 1010);
    typeAt('b', 1020);
    expect(brand).not.toHaveBeenCalled();
    typeAt('g', 1030);
    typeAt('g', 1040);
    typeAt('b', 1050);
    expect(brand).toHaveBeenCalledTimes(1);
  });

  it('follows sequences of three keys and sequences that share their first key', () => {
    const three = vi.fn();
    const brand = vi.fn();
    const category = vi.fn();
    registry.push('g r t', three);
    registry.push('g b', brand);
    registry.push('g c', category);
    pressSequence(root, 'g r t');
    pressSequence(root, 'g c');
    pressSequence(root, 'g b');
    expect([three, brand, category].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('prevents the default action of every key of a sequence it follows', () => {
    registry.push('g b', () => undefined);
    expect(press(root, 'g')).toBe(true);
    expect(press(root, 'b')).toBe(true);
    expect(press(root, 'b')).toBe(false);
  });
});

describe('stopCallback policy', () => {
  it('ignores keys typed in form fields, except the allowlisted global combos', () => {
    const fields = make('<input type="text" /><textarea></textarea><select><option>1</option></select>');
    const global = vi.fn();
    const palette = vi.fn();
    const close = vi.fn();
    registry.push('t', global);
    registry.push('g b', global);
    registry.push('mod+k', palette);
    registry.push('escape', close);
    for (const field of fields.children) {
      press(field, 't');
      pressSequence(field, 'g b');
      press(field, 'k', { ctrlKey: true });
      press(field, 'Escape');
    }
    expect(global).not.toHaveBeenCalled();
    expect(palette).toHaveBeenCalledTimes(3);
    expect(close).toHaveBeenCalledTimes(3);
  });

  it('ignores keys inside the report grid, where only grid-scoped keys fire', () => {
    const grid = make(
      '<div class="ag-root-wrapper"><div class="ag-cell" tabindex="0">cell</div><input class="ag-input-field-input" type="text" /></div>',
    );
    const cell = grid.querySelector('.ag-cell') as HTMLElement;
    const filter = grid.querySelector('input') as HTMLElement;
    const categoryRank = vi.fn();
    const drillDown = vi.fn();
    const palette = vi.fn();
    registry.push('g c', categoryRank);
    registry.push('enter', drillDown, { scope: 'grid' });
    registry.push('mod+k', palette);
    pressSequence(cell, 'g c');
    press(cell, 'Enter');
    press(cell, 'k', { ctrlKey: true });
    expect(categoryRank).not.toHaveBeenCalled();
    expect(drillDown).toHaveBeenCalledTimes(1);
    expect(palette).toHaveBeenCalledTimes(1);
    // an input inside the grid (a floating filter) is a form field: Enter belongs to it
    press(filter, 'Enter');
    expect(drillDown).toHaveBeenCalledTimes(1);
    // grid keys do nothing outside the grid
    press(root, 'Enter');
    expect(drillDown).toHaveBeenCalledTimes(1);
  });

  it('treats the pager as the page: Tab has left the grid there', () => {
    const grid = make(
      '<div class="ag-root-wrapper"><div class="ag-cell" tabindex="0"></div><div class="ag-paging-panel"><div class="ag-paging-button" tabindex="0">next</div></div></div>',
    );
    const theme = vi.fn();
    const drillDown = vi.fn();
    registry.push('t', theme);
    registry.push('enter', drillDown, { scope: 'grid' });
    const pager = grid.querySelector('.ag-paging-button') as HTMLElement;
    press(pager, 't');
    press(pager, 'Enter');
    press(grid.querySelector('.ag-cell') as HTMLElement, 't');
    expect(theme).toHaveBeenCalledTimes(1);
    expect(drillDown).not.toHaveBeenCalled();
  });

  it('ignores keys inside the palette (cmdk root), except the allowlist', () => {
    const palette = make('<div cmdk-root=""><div cmdk-item="" tabindex="0">item</div></div>');
    const item = palette.querySelector('[cmdk-item]') as HTMLElement;
    const theme = vi.fn();
    const close = vi.fn();
    registry.push('t', theme);
    registry.push('escape', close);
    press(item, 't');
    press(item, 'Escape');
    expect(theme).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('fires global keys on the page, on buttons and on checkboxes', () => {
    const controls = make('<button>b</button><input type="checkbox" /><a href="#x">link</a>');
    const theme = vi.fn();
    registry.push('t', theme);
    press(root, 't');
    for (const control of controls.children) press(control, 't');
    expect(theme).toHaveBeenCalledTimes(4);
  });

  it('fires view-scoped keys on the page and in the grid, not in fields', () => {
    const grid = make(
      '<div class="ag-root-wrapper"><div class="ag-cell" tabindex="0"></div></div><input type="text" />',
    );
    const back = vi.fn();
    registry.push('backspace', back, { scope: 'view' });
    press(root, 'Backspace');
    press(grid.querySelector('.ag-cell') as HTMLElement, 'Backspace');
    press(grid.querySelector('input') as HTMLElement, 'Backspace');
    expect(back).toHaveBeenCalledTimes(2);
  });

  it('ignores keys while an input method is composing', () => {
    const close = vi.fn();
    registry.push('escape', close);
    press(root, 'Escape', { isComposing: true });
    expect(close).not.toHaveBeenCalled();
  });

  it('leaves keys alone that a component has already handled', () => {
    const field = make('<div tabindex="0"></div>').firstElementChild as HTMLElement;
    field.addEventListener('keydown', (event) => event.preventDefault());
    const close = vi.fn();
    registry.push('escape', close);
    press(field, 'Escape');
    expect(close).not.toHaveBeenCalled();
    press(root, 'Escape');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('lets a top handler scoped to the grid leave page keys to the handler below', () => {
    const grid = make('<div class="ag-root-wrapper"><div class="ag-cell" tabindex="0"></div></div>');
    const cell = grid.querySelector('.ag-cell') as HTMLElement;
    const leaveGrid = vi.fn();
    const closeDialog = vi.fn();
    registry.push('escape', closeDialog);
    registry.push('escape', leaveGrid, { scope: 'grid' });
    press(root, 'Escape');
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(leaveGrid).not.toHaveBeenCalled();
    press(cell, 'Escape');
    expect(leaveGrid).toHaveBeenCalledTimes(1);
    expect(closeDialog).toHaveBeenCalledTimes(1);
  });
});
