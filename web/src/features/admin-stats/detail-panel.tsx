import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';

export interface DetailColumn {
  key: string;
  title: string;
  format?: (value: unknown) => string;
}

/**
 * One user's or page's records beside the list (Enter on a row). Escape or "back" closes it and focus returns to
 * the row. An id the server does not know is a 404: the panel says so, with the way back.
 */
export const DetailPanel = ({
  title,
  columns,
  load,
  onClose,
}: {
  title: string;
  columns: readonly DetailColumn[];
  load: () => Promise<{ resultData: readonly Record<string, unknown>[]; totalCount: number }>;
  onClose: () => void;
}) => {
  const t = useT();
  const [state, setState] = useState<
    | { status: 'pending' }
    | { status: 'fulfilled'; rows: readonly Record<string, unknown>[]; total: number }
    | { status: 'rejected'; notFound: boolean }
  >({ status: 'pending' });
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    back.current?.focus();
    let live = true;
    load().then(
      (answer) => live && setState({ status: 'fulfilled', rows: answer.resultData, total: answer.totalCount }),
      (error: unknown) =>
        live && setState({ status: 'rejected', notFound: error instanceof ApiError && error.status === 404 }),
    );
    return () => {
      live = false;
      previous?.focus?.();
    };
    // one panel, one subject
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div
      className="fixed inset-0 z-40 flex justify-end bg-slate-900/30"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <aside
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="detail-panel"
        data-status={state.status}
        className="flex h-full w-full max-w-2xl flex-col border-l border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onClose();
          }
        }}
      >
        <header className="flex items-center justify-between border-b border-slate-200 px-5 py-3 dark:border-slate-800">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          <Button ref={back} onClick={onClose}>
            {t('stats.back')}
          </Button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-3">
          {state.status === 'pending' ? (
            <div className="space-y-2" aria-busy="true">
              {Array.from({ length: 8 }, (_, index) => (
                <div key={index} className="h-6 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
              ))}
            </div>
          ) : state.status === 'rejected' ? (
            <ErrorState
              title={state.notFound ? t('stats.notFound') : t('report.failed')}
              hint={t('stats.notFoundHint')}
            />
          ) : state.rows.length === 0 ? (
            <EmptyState title={t('stats.detailEmpty')} />
          ) : (
            <>
              <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
                {t('stats.detailCount', { shown: state.rows.length, total: state.total })}
              </p>
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.key}
                        className="px-2 py-1 text-left text-xs font-medium text-slate-500 dark:text-slate-400"
                      >
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.rows.map((row, index) => (
                    <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
                      {columns.map((column) => (
                        <td key={column.key} className="whitespace-nowrap px-2 py-1 text-slate-700 dark:text-slate-200">
                          {column.format ? column.format(row[column.key]) : String(row[column.key] ?? '—')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </div>
      </aside>
    </div>
  );
};
