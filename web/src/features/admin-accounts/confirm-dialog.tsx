import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';

/**
 * A confirmation that says what will happen. Focus starts on the confirming button (Enter confirms), Escape or
 * "cancel" closes it without doing anything, and focus returns to where it was.
 */
export const ConfirmDialog = ({
  title,
  body,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    confirm.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/40 p-4"
      data-testid="confirm-dialog"
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-body"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      >
        <h2 id="confirm-title" className="text-base font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <div id="confirm-body" className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {body}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <Button onClick={onCancel}>{t('admin.cancel')}</Button>
          <Button ref={confirm} variant={danger ? 'danger' : 'primary'} onClick={onConfirm} data-testid="confirm">
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
};
