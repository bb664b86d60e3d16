import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { KIND_LABELS } from './kinds.ts';
import { cancelRemove, confirmRemove, dismissUndo, undoRemove, watchlist } from './watchlist-store.ts';

/**
 * The confirmation before a removal: it names what goes (all of it, for a selection). Enter removes (the
 * confirm button has the focus), Escape keeps everything.
 */
export const RemoveDialog = ({ ids }: { ids: ReadonlyMap<string, number> }) => {
  const t = useT();
  const { confirm } = useSnapshot(watchlist);
  const [busy, setBusy] = useState(false);
  const rows = confirm?.rows ?? [];
  const run = async () => {
    setBusy(true);
    try {
      // a row someone else removed: the server's 404 message has said so, and the list is loaded again
      const outcome = await confirmRemove(ids);
      if (outcome.failed.length > 0)
        showToast('error', t('monitor.remove.failed', { names: outcome.failed.map((row) => row.name).join('、') }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={confirm !== null} onOpenChange={(open) => (open ? undefined : cancelRemove())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          role="alertdialog"
          data-testid="monitor-remove-dialog"
          className="fixed left-1/2 top-[18vh] z-50 w-[min(480px,calc(100vw-2rem))] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-5 shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
            {t('monitor.remove.title', { count: rows.length })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('monitor.remove.body')}
          </Dialog.Description>
          <ul className="mt-3 max-h-48 space-y-1 overflow-y-auto text-sm" data-testid="monitor-remove-names">
            {rows.map((row) => (
              <li key={`${row.menuKey}:${row.entityId}`} className="flex gap-2 text-slate-800 dark:text-slate-100">
                <span className="rounded bg-slate-100 px-1.5 text-xs leading-5 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  {t(KIND_LABELS[row.menuKey])}
                </span>
                {row.name}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button>{t('monitor.remove.cancel')}</Button>
            </Dialog.Close>
            {/* first in focus order after open: Enter confirms */}
            <Button
              variant="danger"
              autoFocus
              disabled={busy}
              onClick={() => void run()}
              data-testid="monitor-remove-confirm"
            >
              {t('monitor.remove.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

/** "Removed 2. Undo (Ctrl+Z)" for a few seconds after a removal. */
export const UndoBar = () => {
  const t = useT();
  const { undo } = useSnapshot(watchlist);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (!undo) return;
    timer.current = setTimeout(dismissUndo, Math.max(0, undo.until - Date.now()));
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [undo]);
  if (!undo) return null;
  const run = async () => {
    const failed = await undoRemove();
    if (failed.length > 0)
      showToast('error', t('monitor.undo.failed', { names: failed.map((row) => row.name).join('、') }));
  };
  return (
    <div
      role="status"
      data-testid="monitor-undo"
      className="fixed bottom-6 left-1/2 z-40 flex -translate-x-1/2 items-center gap-3 rounded-lg bg-slate-900 px-4 py-2.5 text-sm text-white shadow-xl dark:bg-slate-100 dark:text-slate-900"
    >
      <span>
        {t('monitor.undo.removed', {
          names: undo.rows.map((row) => row.name).join('、'),
          count: undo.rows.length,
        })}
      </span>
      <button
        type="button"
        onClick={() => void run()}
        className="rounded px-2 py-0.5 font-medium text-sky-300 hover:bg-white/10 dark:text-blue-700 dark:hover:bg-slate-900/10"
        data-testid="monitor-undo-button"
      >
        {t('monitor.undo.action')} <kbd className="text-xs opacity-70">Ctrl+Z</kbd>
      </button>
    </div>
  );
};
