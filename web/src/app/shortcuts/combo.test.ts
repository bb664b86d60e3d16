import { describe, expect, it } from 'vitest';
import { comboFromEvent, comboKeyCaps, combosClash, formatCombo, normalizeCombo } from './combo.ts';

describe('combos', () => {
  it('normalizes spelling, case and modifier order', () => {
    expect(normalizeCombo('Shift+Ctrl+X')).toBe('ctrl+shift+x');
    expect(normalizeCombo('control+option+Left')).toBe('ctrl+alt+left');
    expect(normalizeCombo('  g   B ')).toBe('g b');
    expect(normalizeCombo('Esc')).toBe('escape');
    expect(normalizeCombo('mod+K')).toBe('mod+k');
  });

  it('clashes when equal or when one is the start of the other', () => {
    expect(combosClash('g b', 'G B')).toBe(true);
    expect(combosClash('g', 'g b')).toBe(true);
    expect(combosClash('g b', 'g')).toBe(true);
    expect(combosClash('g b', 'g c')).toBe(false);
    expect(combosClash('b', 'g b')).toBe(false);
    expect(combosClash('p 1', 'p 12')).toBe(false);
  });

  it('shows key caps for Apple and other keyboards', () => {
    expect(comboKeyCaps('mod+k', true)).toEqual([['⌘', 'K']]);
    expect(comboKeyCaps('mod+k', false)).toEqual([['Ctrl', 'K']]);
    expect(comboKeyCaps('g b', false)).toEqual([['G'], ['B']]);
    expect(formatCombo('alt+left', false)).toBe('Alt+←');
    expect(formatCombo('escape', false)).toBe('Esc');
  });

  it('records a combo from a key press', () => {
    const key = (k: string, modifiers: Partial<KeyboardEvent> = {}) =>
      comboFromEvent({ key: k, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...modifiers });
    expect(key('x', { ctrlKey: true, shiftKey: true })).toBe('mod+shift+x');
    expect(key('?', { shiftKey: true })).toBe('?');
    expect(key('Escape')).toBe('escape');
    expect(key('Shift', { shiftKey: true })).toBeNull();
    expect(key('ArrowLeft', { altKey: true })).toBe('alt+left');
  });
});
