import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, showToast, toastState } from './toast-store.ts';

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows a toast and removes it after its lifetime', () => {
    vi.useFakeTimers();
    showToast('success', 'saved');
    expect(toastState.toasts.map((t) => t.message)).toEqual(['saved']);
    vi.advanceTimersByTime(3001);
    expect(toastState.toasts).toEqual([]);
  });

  it('shows one toast for the same message repeated', () => {
    showToast('error', 'boom');
    showToast('error', 'boom');
    expect(toastState.toasts).toHaveLength(1);
  });

  it('dismisses by id and keeps at most four', () => {
    const first = showToast('info', 'a');
    for (const message of ['b', 'c', 'd', 'e']) showToast('info', message);
    expect(toastState.toasts.map((t) => t.message)).toEqual(['b', 'c', 'd', 'e']);
    dismissToast(first);
    dismissToast(toastState.toasts[0]!.id);
    expect(toastState.toasts.map((t) => t.message)).toEqual(['c', 'd', 'e']);
  });
});
