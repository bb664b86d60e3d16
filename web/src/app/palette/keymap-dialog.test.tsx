import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keymapState, reloadKeymap, shortcutOf } from '../commands/keymap.ts';
import { makeCommand } from '../../lib/commands-testing.ts';
import { KeymapDialog } from './keymap-dialog.tsx';

const theme = makeCommand({ id: 'action.theme', title: { 'zh-CN': '切换主题', en: 'Toggle theme' }, shortcut: 't' });
const download = makeCommand({ id: 'action.download', title: { 'zh-CN': '导出', en: 'Download' }, shortcut: 'd' });
const close = makeCommand({
  id: 'dialog.close',
  title: { 'zh-CN': '关闭', en: 'Close' },
  shortcut: 'escape',
  remappable: false,
});
const commands = [theme, download, close];

const Dialog = () => (
  <KeymapDialog
    open
    onOpenChange={() => undefined}
    commands={commands}
    language="en"
    shortcutOf={(command) => shortcutOf(command)}
  />
);

const filter = () => screen.getByRole('combobox', { name: 'Filter commands' });
const key = (init: KeyboardEventInit & { key: string }, target: Element = filter()) =>
  act(() => void fireEvent.keyDown(target, init));

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  reloadKeymap();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('KeymapDialog', () => {
  it('records a new key for the chosen command and saves it', async () => {
    render(<Dialog />);
    act(() => void fireEvent.change(filter(), { target: { value: 'theme' } }));
    key({ key: 'Enter' });
    expect(screen.getByRole('status').textContent).toContain('Press the new key');
    key({ key: 'y' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toBe('“Toggle theme” now answers to Y');
    expect(keymapState.overrides).toEqual({ 'action.theme': 'y' });
  });

  it('records sequences, refuses a taken key with the reason, and cancels on Escape', async () => {
    render(<Dialog />);
    key({ key: 'Enter' });
    key({ key: 'g' });
    key({ key: 'x' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(keymapState.overrides).toEqual({ 'action.theme': 'g x' });

    key({ key: 'ArrowDown' });
    key({ key: 'Enter' });
    key({ key: 'g' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert').textContent).toBe(
      'G is taken by “Toggle theme”: pick another key, or change “Toggle theme” first',
    );
    expect(shortcutOf(download)).toBe('d');

    key({ key: 'Enter' });
    key({ key: 'q' });
    key({ key: 'Escape' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(shortcutOf(download)).toBe('d');
  });

  it('removes a key with Delete and keeps fixed keys fixed', () => {
    render(<Dialog />);
    key({ key: 'ArrowDown' });
    key({ key: 'Delete' });
    expect(shortcutOf(download)).toBeNull();
    key({ key: 'ArrowDown' });
    key({ key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe('The key of “Close” cannot be changed');
  });
});
