import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';

/** A yes/no question in a modal: Enter (on the focused confirm button) says yes, Escape says no. */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
      <Dialog.Content
        data-testid="confirm-dialog"
        className="fixed left-1/2 top-1/3 z-50 w-[26rem] max-w-[92vw] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
      >
        <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {description}
        </Dialog.Description>
        <div className="mt-5 flex justify-end gap-2">
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button variant="danger" autoFocus onClick={onConfirm} data-testid="confirm">
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
);
