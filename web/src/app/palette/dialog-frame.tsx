import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

/**
 * The frame of the cheat sheet and the remap dialog: a modal Radix dialog (focus kept inside, Escape closes)
 * that gives focus back to wherever it was when it opened (Radix alone gives it back only to a trigger button,
 * and these open from the keyboard).
 */
export const DialogFrame = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  onEscapeKeyDown,
  testId,
  initialFocus = 'first',
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  testId?: string;
  /** 'body': focus the scrolling content (a sheet to read, arrows and PgDn scroll it), not its first button. */
  initialFocus?: 'first' | 'body';
}) => {
  const returnFocus = useRef<Element | null>(null);
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement;
            if (initialFocus === 'body') {
              event.preventDefault();
              body.current?.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const previous = returnFocus.current;
            returnFocus.current = null;
            if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
          }}
          {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
          className="fixed left-1/2 top-[8vh] z-50 flex max-h-[84vh] w-[min(760px,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-500 dark:text-slate-400">
              {description}
            </Dialog.Description>
          </div>
          <div ref={body} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto px-5 py-4 outline-none">
            {children}
          </div>
          {footer ? (
            <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-700">
              {footer}
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
