import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import type { AccountRow } from './account-types.ts';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/**
 * The account rows as a plain table with one focused row (arrows, Home/End move; x selects; Enter edits; e
 * enables or disables). Twenty rows a page from the server, so no virtualising grid is needed, and row selection
 * stays under the page's control.
 */
export const AccountsTable = ({
  rows,
  status,
  total,
  page,
  totalPages,
  selected,
  label,
  onToggle,
  onOpen,
  onEnable,
  onPage,
  onRetry,
}: {
  rows: readonly AccountRow[];
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  total: number;
  page: number;
  totalPages: number;
  selected: ReadonlySet<number>;
  label: (type: string, value: number) => string;
  onToggle: (id: number) => void;
  onOpen: (row: AccountRow) => void;
  onEnable: (row: AccountRow) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}) => {
  const t = useT();
  const [focused, setFocused] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => setFocused((index) => Math.min(index, Math.max(0, rows.length - 1))), [rows]);

  const focusRow = (index: number) => {
    setFocused(index);
    body.current?.querySelectorAll<HTMLElement>('tr[data-row]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: AccountRow) => {
    if (event.target !== event.currentTarget || event.nativeEvent.isComposing) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusRow(Math.max(0, Math.min(rows.length - 1, next)));
    } else if (event.key === 'x' || event.key === ' ') {
      event.preventDefault();
      // the shortcut layer must not also see it
      event.stopPropagation();
      onToggle(row.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'e') {
      event.preventDefault();
      event.stopPropagation();
      onEnable(row);
    }
  };

  if (status === 'rejected')
    return (
      <ErrorState title={t('report.failed')} hint={t('report.failedHint')}>
        <Button variant="primary" className="mt-2" onClick={onRetry}>
          {t('report.retry')}
        </Button>
      </ErrorState>
    );
  if (status === 'fulfilled' && total === 0) return <EmptyState title={t('admin.empty')} hint={t('admin.emptyHint')} />;

  const header = 'px-2 py-2 text-left text-xs font-medium text-slate-500 dark:text-slate-400';
  const cell = 'px-2 py-1.5 text-sm text-slate-700 dark:text-slate-200 whitespace-nowrap';
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-testid="accounts-table"
      data-status={status}
    >
      <div className="overflow-x-auto">
        <table className="w-full" aria-label={t('admin.accounts.title')} aria-busy={status === 'pending'}>
          <thead className="border-b border-slate-200 dark:border-slate-800">
            <tr>
              <th className={header}>
                <span className="sr-only">{t('admin.select')}</span>
              </th>
              <th className={header}>{t('admin.field.account')}</th>
              <th className={header}>{t('admin.field.name')}</th>
              <th className={header}>{t('admin.field.team')}</th>
              <th className={header}>{t('admin.field.packageType')}</th>
              <th className={header}>{t('admin.field.payState')}</th>
              <th className={header}>{t('admin.field.platforms')}</th>
              <th className={header}>{t('admin.field.registerType')}</th>
              <th className={header}>{t('admin.field.status')}</th>
              <th className={header}>{t('admin.field.expireAt')}</th>
              <th className={header}>{t('admin.field.createdAt')}</th>
              <th className={header}>{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody ref={body}>
            {status !== 'fulfilled' && rows.length === 0
              ? Array.from({ length: 8 }, (_, index) => (
                  <tr key={index}>
                    <td colSpan={12} className="px-2 py-1.5">
                      <div className="h-6 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
                    </td>
                  </tr>
                ))
              : rows.map((row, index) => (
                  <tr
                    key={row.id}
                    data-row={row.id}
                    data-account={row.account}
                    data-selected={selected.has(row.id) || undefined}
                    aria-selected={selected.has(row.id)}
                    tabIndex={index === focused ? 0 : -1}
                    onFocus={() => setFocused(index)}
                    onKeyDown={(event) => onKeyDown(event, index, row)}
                    className={`border-b border-slate-100 outline-none last:border-0 focus:bg-blue-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500 dark:border-slate-800 dark:focus:bg-slate-800 ${selected.has(row.id) ? 'bg-blue-50/70 dark:bg-blue-950/40' : ''}`}
                  >
                    <td className={cell}>
                      <input
                        type="checkbox"
                        tabIndex={-1}
                        aria-label={t('admin.selectOf', { account: row.account })}
                        checked={selected.has(row.id)}
                        onChange={() => onToggle(row.id)}
                      />
                    </td>
                    <td className={`${cell} font-medium text-slate-900 dark:text-white`}>{row.account}</td>
                    <td className={cell}>{row.name}</td>
                    <td className={`${cell} max-w-[10rem] truncate`}>{row.teamName}</td>
                    <td className={cell}>{label('package_type', row.packageType)}</td>
                    <td className={cell}>{label('pay_state', row.payState)}</td>
                    <td className={cell}>
                      {row.platformList.map((platform) => label('platform_type', platform)).join('、')}
                    </td>
                    <td className={cell}>{label('register_type', row.registerType)}</td>
                    <td className={cell}>
                      <span
                        data-testid="enable-state"
                        className={`rounded px-1.5 py-0.5 text-xs ${row.enableType === 1 ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300' : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'}`}
                      >
                        {label('enable_type', row.enableType)}
                      </span>
                      {row.trial ? (
                        <span className="ml-1 text-xs text-amber-600 dark:text-amber-400">{t('admin.trial')}</span>
                      ) : null}
                    </td>
                    <td className={`${cell} tabular-nums`}>{day(row.expireAt)}</td>
                    <td className={`${cell} tabular-nums`}>{day(row.createdAt)}</td>
                    <td className={cell}>
                      <button
                        type="button"
                        tabIndex={-1}
                        className="text-blue-600 hover:underline dark:text-blue-400"
                        onClick={() => onOpen(row)}
                      >
                        {t('admin.edit')}
                      </button>
                      <button
                        type="button"
                        tabIndex={-1}
                        className="ml-3 text-slate-600 hover:underline dark:text-slate-300"
                        data-testid="row-enable"
                        onClick={() => onEnable(row)}
                      >
                        {row.enableType === 1 ? t('admin.disable') : t('admin.enable')}
                      </button>
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between border-t border-slate-200 px-3 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        <span data-testid="account-total">{t('admin.total', { total })}</span>
        <span className="flex items-center gap-2">
          <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('grid.previousPage')}
          </Button>
          <span className="tabular-nums">
            {page} / {totalPages}
          </span>
          <Button disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('grid.nextPage')}
          </Button>
        </span>
      </div>
      <p className="border-t border-slate-100 px-3 py-1.5 text-xs text-slate-400 dark:border-slate-800">
        {t('admin.keysHint')}
      </p>
    </div>
  );
};
