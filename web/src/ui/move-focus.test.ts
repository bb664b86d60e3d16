import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveFocus } from './move-focus.ts';

const list = () => {
  const root = document.createElement('ul');
  root.innerHTML = ['a', 'b', 'c'].map((id) => `<li><button data-item="${id}">${id}</button></li>`).join('');
  root.insertAdjacentHTML('beforeend', '<li><button>not an item</button></li>');
  document.body.append(root);
  return root;
};

const key = (name: string) => {
  const preventDefault = vi.fn();
  return { event: { key: name, preventDefault } as unknown as KeyboardEvent<HTMLElement>, preventDefault };
};

const focused = () => (document.activeElement as HTMLElement | null)?.dataset.item;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('moveFocus', () => {
  it('moves down and up between the items, stopping at the ends', () => {
    const root = list();
    root.querySelector<HTMLElement>('[data-item="a"]')?.focus();
    moveFocus(key('ArrowDown').event, root, '[data-item]');
    expect(focused()).toBe('b');
    moveFocus(key('ArrowDown').event, root, '[data-item]');
    moveFocus(key('ArrowDown').event, root, '[data-item]');
    expect(focused()).toBe('c');
    moveFocus(key('ArrowUp').event, root, '[data-item]');
    expect(focused()).toBe('b');
  });

  it('jumps to the first and last with Home and End, and enters the list from outside', () => {
    const root = list();
    moveFocus(key('End').event, root, '[data-item]');
    expect(focused()).toBe('c');
    moveFocus(key('Home').event, root, '[data-item]');
    expect(focused()).toBe('a');
    (document.activeElement as HTMLElement).blur();
    moveFocus(key('ArrowDown').event, root, '[data-item]');
    expect(focused()).toBe('a');
  });

  it('leaves other keys and empty lists alone', () => {
    const root = list();
    const enter = key('Enter');
    moveFocus(enter.event, root, '[data-item]');
    expect(enter.preventDefault).not.toHaveBeenCalled();
    const down = key('ArrowDown');
    moveFocus(down.event, root, '[data-none]');
    expect(down.preventDefault).not.toHaveBeenCalled();
    moveFocus(key('ArrowDown').event, null, '[data-item]');
  });
});
