import { proxy } from 'valtio';

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** A button in the toast (e.g. "Open" on a finished task); running it dismisses the toast. */
  action?: { label: string; run: () => void };
}

/** Errors stay longer: people read them, and browser tests look for them. */
const LIFETIME_MS: Record<ToastKind, number> = { error: 6000, success: 3000, info: 4000 };
const MAX_TOASTS = 4;
const ACTION_LIFETIME_MS = 10_000;

export const toastState = proxy({ toasts: [] as Toast[] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const dismissToast = (id: number) => {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toastState.toasts = toastState.toasts.filter((toast) => toast.id !== id);
};

export const showToast = (kind: ToastKind, message: string, action?: Toast['action']): number => {
  // the same message already on screen (e.g. three parallel requests failing alike) is shown once
  const same = toastState.toasts.find((toast) => toast.kind === kind && toast.message === message);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toastState.toasts = [...toastState.toasts, { id, kind, message, ...(action ? { action } : {}) }].slice(-MAX_TOASTS);
  timers.set(
    id,
    // a toast with a button stays long enough to reach it
    setTimeout(() => dismissToast(id), action ? ACTION_LIFETIME_MS : LIFETIME_MS[kind]),
  );
  return id;
};

export const clearToasts = () => {
  for (const id of [...timers.keys()]) dismissToast(id);
  toastState.toasts = [];
};
