import { useT } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { KeywordTask } from './task-status.ts';

const STYLES: Record<KeywordTask['status'], string> = {
  queued: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  running: 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  done: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  empty: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  failed: 'bg-rose-50 text-rose-800 dark:bg-rose-950 dark:text-rose-200',
};

export const FAILURE_TEXT: Record<NonNullable<KeywordTask['failure']>['code'], MessageKey> = {
  timeout: 'keyword.failure.timeout',
  overload: 'keyword.failure.overload',
  simulated: 'keyword.failure.simulated',
};

/** A task's state in words (and a progress bar while it runs); a failure says why in its tooltip and text. */
export const TaskBadge = ({
  task,
  compact = false,
}: {
  task: Pick<KeywordTask, 'status' | 'progress' | 'failure'>;
  /** Without the reason under a failure (where the page says it at length). */
  compact?: boolean;
}) => {
  const t = useT();
  const label = t(`keyword.status.${task.status}`, { progress: task.progress });
  const reason = task.failure ? t(FAILURE_TEXT[task.failure.code]) : null;
  return (
    <span className="inline-flex flex-col gap-1" data-status={task.status}>
      <span
        className={`inline-flex w-fit items-center rounded px-1.5 py-0.5 text-xs font-medium ${STYLES[task.status]}`}
        {...(reason ? { title: reason } : {})}
      >
        {label}
      </span>
      {task.status === 'running' || task.status === 'queued' ? (
        <span
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={task.progress}
          className="block h-1 w-24 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
        >
          <span className="block h-full bg-blue-500 transition-[width]" style={{ width: `${task.progress}%` }} />
        </span>
      ) : null}
      {reason && !compact ? <span className="text-xs text-rose-700 dark:text-rose-300">{reason}</span> : null}
    </span>
  );
};
