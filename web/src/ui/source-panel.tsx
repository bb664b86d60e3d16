import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n.ts';
import { Button } from './button.tsx';
import { EmptyState, ErrorState } from './states.tsx';

/**
 * What a chart (or any panel fed by one data source) shows before and besides its answer: a skeleton while
 * pending, the error with a retry when rejected, an empty state that says why, else the content. Each source of a
 * screen has its own panel, so a failed chart does not take the table down with it.
 */
export const SourcePanel = ({
  status,
  empty,
  emptyTitle,
  emptyHint,
  onRetry,
  height = 'h-72',
  children,
}: {
  status: 'idle' | 'pending' | 'fulfilled' | 'rejected';
  /** True when the answer has nothing to show. */
  empty: boolean;
  emptyTitle?: string;
  emptyHint?: string;
  onRetry: () => void;
  height?: string;
  children: () => ReactNode;
}) => {
  const t = useT();
  if (status === 'rejected')
    return (
      <div data-source-status="rejected">
        <ErrorState title={t('chart.failed')} hint={t('report.failedHint')}>
          <Button variant="primary" className="mt-2" onClick={onRetry}>
            {t('report.retry')}
          </Button>
        </ErrorState>
      </div>
    );
  if (status !== 'fulfilled')
    return (
      <div
        className={`${height} animate-pulse rounded-lg bg-slate-50 dark:bg-slate-800/50`}
        aria-busy="true"
        data-source-status="pending"
      >
        <span className="sr-only">{t('report.loading')}</span>
      </div>
    );
  if (empty)
    return (
      <div data-source-status="empty">
        <EmptyState title={emptyTitle ?? t('report.chartEmpty')} hint={emptyHint ?? t('report.emptyHint')} />
      </div>
    );
  return <div data-source-status="fulfilled">{children()}</div>;
};
