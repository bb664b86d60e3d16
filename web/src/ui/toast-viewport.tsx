import { useSnapshot } from 'valtio';
import { useT } from '../i18n/i18n.ts';
import { dismissToast, toastState, type ToastKind } from '../stores/toast-store.ts';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';

const STYLES: Record<ToastKind, string> = {
  error: 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950 dark:text-rose-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  info: 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

const ICONS = { error: AlertIcon, success: CheckIcon, info: InfoIcon };

/** Toasts, top centre; errors are announced assertively, the rest politely. */
export const ToastViewport = () => {
  const { toasts } = useSnapshot(toastState);
  const t = useT();
  return (
    // top right, below the top bar: clear of the filters and of what the user is reading
    <div className="pointer-events-none fixed right-4 top-16 z-[100] flex w-full max-w-md flex-col items-end gap-2">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            data-toast={toast.kind}
            className={`pointer-events-auto flex max-w-md items-start gap-2 rounded-lg border px-3 py-2 text-sm shadow-lg ${STYLES[toast.kind]}`}
          >
            <Icon size={16} className="mt-0.5 shrink-0" />
            <span className="min-w-0 break-words">{toast.message}</span>
            {toast.action ? (
              <button
                type="button"
                data-testid="toast-action"
                onClick={() => {
                  toast.action?.run();
                  dismissToast(toast.id);
                }}
                className="shrink-0 font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
              >
                {toast.action.label}
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              aria-label={t('shell.toastClose')}
              className="-mr-1 ml-1 rounded p-0.5 opacity-60 hover:opacity-100"
            >
              <CloseIcon size={14} />
            </button>
          </div>
        );
      })}
    </div>
  );
};
