import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import { pickName, t as translateNow, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatPeriod } from '../../lib/period.ts';
import { tableFulfilled, type TableState } from '../../lib/table-state.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import { globalState } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { moveFocus } from '../../ui/move-focus.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState, ErrorState } from '../../ui/states.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { keywordList, keywordTaskUrl, keywordUi } from './feature.ts';
import { NewTaskDialog } from './new-task-dialog.tsx';
import { FAILURE_TEXT, TaskBadge } from './task-badge.tsx';
import { isActive, newlyEnded, rerunBody, type KeywordTask } from './task-status.ts';
import { usePolling } from './use-polling.ts';

/** Tasks per user are few: one page of the most a request may ask for, newest first. */
const LIST_SIZE = 100;

const tasksState = keywordList.state.sources.tasks as TableState<KeywordTask>;

const fetchTasks = async (q: string) => {
  const list = await api.keyword.list({ page: 1, perPage: LIST_SIZE, ...(q ? { keyword: q } : {}) });
  return { data: list.resultData, total: list.total };
};

/** Says a task has ended, with a button that opens it (the list polls; the toast is how the news arrives). */
const announce = (task: KeywordTask, open: (task: KeywordTask) => void) => {
  const action = { label: translateNow('keyword.viewTask'), run: () => open(task) };
  if (task.status === 'failed') {
    const reason = task.failure ? translateNow(FAILURE_TEXT[task.failure.code]) : '';
    showToast('error', translateNow('keyword.failedToast', { keyword: task.keyword, reason }), action);
  } else if (task.status === 'empty')
    showToast('info', translateNow('keyword.emptyToast', { keyword: task.keyword }), action);
  else showToast('success', translateNow('keyword.finishedToast', { keyword: task.keyword }), action);
};

/**
 * `/operator/keyword`: the user's keyword tasks, newest first, live while any of them runs (polled every second,
 * stopping when none runs or the page closes). Arrows move between tasks, Enter opens one, Delete asks before
 * removing it, `n` opens the new-task dialog, `/` the filter.
 */
export const KeywordListPage = () => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { params, setParams, ready } = useReport(keywordList);
  const q = params.q.trim();
  const tasks = useSource(tasksState, () => fetchTasks(q), { enabled: ready, key: q });
  const { platformList } = useSnapshot(globalState);
  const { newTaskRequests } = useSnapshot(keywordUi);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<KeywordTask | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);
  const seenRequests = useRef(newTaskRequests);
  const rows = tasks.data as readonly KeywordTask[];

  // the `n` command and the palette's "new task" bump the counter; the value at mount is not a request
  useEffect(() => {
    if (newTaskRequests === seenRequests.current) return;
    seenRequests.current = newTaskRequests;
    setCreating(true);
  }, [newTaskRequests]);

  const open = (task: KeywordTask) => navigate(keywordTaskUrl(task.id));
  const platformName = (id: number) => {
    const platform = platformList.find((item) => item.id === id);
    return platform ? pickName(language, platform.label, platform.labelEn) : String(id);
  };

  // a quiet refresh: the rows stay on screen (no loading state), and tasks that ended are announced
  const refresh = async () => {
    const requestId = tasksState.requestId;
    const before = tasksState.data;
    const page = await fetchTasks(q);
    if (tableFulfilled(tasksState, requestId, page))
      for (const task of newlyEnded(before, page.data)) announce(task, open);
  };
  usePolling(refresh, ready && tasks.status === 'fulfilled' && rows.some(isActive));

  const remove = async (task: KeywordTask) => {
    setDeleting(null);
    await api.keyword.remove({ id: task.id });
    showToast('success', t('keyword.deleted', { keyword: task.keyword }));
    tasks.reload();
  };
  const rerun = async (task: KeywordTask) => {
    await api.keyword.create(rerunBody(task));
    showToast('info', t('keyword.rerunStarted', { keyword: task.keyword }));
    await refresh();
  };

  return (
    <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('keyword.title')}</h1>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t('keyword.subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <input
            type="search"
            data-keyword-filter
            value={params.q}
            maxLength={30}
            onChange={(event) => setParams({ q: event.target.value }, { replace: true })}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') {
                event.preventDefault();
                body.current?.querySelector<HTMLElement>('[data-task-row]')?.focus();
              }
            }}
            placeholder={`${t('keyword.filter')} (/)`}
            aria-label={t('keyword.filter')}
            className="h-9 w-56 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          />
          <Button variant="primary" onClick={() => setCreating(true)} data-testid="new-task">
            {t('keyword.new')}
            <kbd className="rounded bg-white/20 px-1 text-xs">N</kbd>
          </Button>
        </div>
      </div>

      <section
        className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        data-testid="keyword-tasks"
        data-status={tasks.status}
      >
        {tasks.status === 'rejected' ? (
          <ErrorState title={t('keyword.loadFailed')}>
            <Button onClick={tasks.reload}>{t('keyword.retry')}</Button>
          </ErrorState>
        ) : tasks.status !== 'fulfilled' && rows.length === 0 ? (
          <div className="p-6">
            <Spinner label={t('keyword.title')} />
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            title={q ? t('keyword.noMatch', { query: q }) : t('keyword.none')}
            {...(q ? {} : { hint: t('keyword.noneHint') })}
          />
        ) : (
          <>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  {(['keyword', 'platform', 'category', 'period', 'status', 'spuCount', 'created'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {t(`keyword.col.${column}`)}
                      </th>
                    ),
                  )}
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('keyword.col.actions')}
                  </th>
                </tr>
              </thead>
              <tbody ref={body} onKeyDown={(event) => moveFocus(event, body.current, '[data-task-row]')}>
                {rows.map((task) => (
                  <tr
                    key={task.id}
                    tabIndex={0}
                    data-task-row
                    data-task-id={task.id}
                    aria-label={task.keyword}
                    onKeyDown={(event) => {
                      if (event.target !== event.currentTarget || event.nativeEvent.isComposing) return;
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        open(task);
                      } else if (event.key === 'Delete') {
                        event.preventDefault();
                        setDeleting(task);
                      }
                    }}
                    onDoubleClick={() => open(task)}
                    className="border-b border-slate-100 last:border-0 focus:bg-blue-50 focus:outline-none dark:border-slate-800 dark:focus:bg-blue-950/50"
                  >
                    <td className="max-w-[16rem] truncate whitespace-nowrap px-3 py-2 font-medium text-slate-900 dark:text-slate-100">
                      {task.keyword}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">{platformName(task.platform)}</td>
                    <td className="px-3 py-2">
                      {task.categoryId === 0 ? t('keyword.allCategories') : task.categoryName}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatPeriod(task)}</td>
                    <td className="px-3 py-2">
                      <TaskBadge task={task} />
                    </td>
                    <td className="px-3 py-2 tabular-nums">{task.spuCount ?? '—'}</td>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-500 dark:text-slate-400">
                      {task.createdAt.slice(0, 16).replace('T', ' ')}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">
                      <span className="inline-flex gap-1">
                        {task.status === 'failed' ? (
                          <Button
                            variant="ghost"
                            onClick={() => void rerun(task)}
                            aria-label={t('keyword.rerunOf', { keyword: task.keyword })}
                            data-testid="task-rerun"
                          >
                            {t('keyword.rerun')}
                          </Button>
                        ) : null}
                        <Button
                          variant="ghost"
                          tabIndex={-1}
                          onClick={() => open(task)}
                          aria-label={t('keyword.openOf', { keyword: task.keyword })}
                        >
                          {t('keyword.open')}
                        </Button>
                        <Button
                          variant="ghost"
                          tabIndex={-1}
                          onClick={() => setDeleting(task)}
                          aria-label={t('keyword.deleteOf', { keyword: task.keyword })}
                        >
                          {t('keyword.delete')}
                        </Button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
              {t('keyword.listHint')}
            </p>
          </>
        )}
      </section>

      {creating ? (
        <NewTaskDialog
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            tasks.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('keyword.confirmDelete', { keyword: deleting?.keyword ?? '' })}
        description={
          deleting
            ? t('keyword.confirmDeleteHint', {
                platform: platformName(deleting.platform),
                period: formatPeriod(deleting),
              })
            : ''
        }
        confirmLabel={t('keyword.delete')}
        cancelLabel={t('keyword.cancel')}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
};
