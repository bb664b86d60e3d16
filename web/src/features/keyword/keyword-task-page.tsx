import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { proxy, useSnapshot } from 'valtio';
import { api, ApiError, isCancelled } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatPeriod } from '../../lib/period.ts';
import { useReport } from '../../lib/use-report.ts';
import { globalState } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorState } from '../../ui/states.tsx';
import { keywordList, keywordTask } from './feature.ts';
import { FAILURE_TEXT, TaskBadge } from './task-badge.tsx';
import { TaskResults } from './task-results.tsx';
import { isActive, rerunBody, type KeywordTask } from './task-status.ts';
import { usePolling } from './use-polling.ts';

/** A task id from the path: a positive integer, else null (the page says the link is wrong). */
export const parseTaskId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * SPEC section 4: the operator screen counts as loaded only once its defaults are set (the task read, its section
 * chosen); an empty or changed id resets it. Browser tests and the benchmark read it from `data-loaded`.
 */
export const keywordTaskInfo = proxy({ taskId: null as number | null, loaded: false });

type Load =
  { status: 'pending' } | { status: 'fulfilled'; task: KeywordTask } | { status: 'rejected'; notFound: boolean };

/**
 * `/operator/keyword/:id`: one task. While it is queued or running, its progress (polled every second, until it
 * ends or the page closes); failed, why, and a button to run it again; done or empty, its analysis.
 */
export const KeywordTaskPage = () => {
  const t = useT();
  const language = useLanguage();
  const id = parseTaskId(useParams().id);
  const { ready } = useReport(keywordTask);
  const { platformList } = useSnapshot(globalState);
  const { loaded } = useSnapshot(keywordTaskInfo);
  const [load, setLoad] = useState<Load>({ status: 'pending' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    keywordTaskInfo.taskId = id;
    keywordTaskInfo.loaded = false;
    if (id === null || !ready) return;
    const controller = new AbortController();
    setLoad({ status: 'pending' });
    api.keyword.get({ id }, { signal: controller.signal }).then(
      (task) => {
        setLoad({ status: 'fulfilled', task });
        keywordTaskInfo.loaded = true;
      },
      (error: unknown) => {
        if (isCancelled(error)) return;
        setLoad({ status: 'rejected', notFound: error instanceof ApiError && error.status === 404 });
      },
    );
    return () => controller.abort();
  }, [id, ready, reloads]);

  const task = load.status === 'fulfilled' ? load.task : null;
  usePolling(
    async () => {
      if (id === null) return;
      const next = await api.keyword.get({ id });
      if (keywordTaskInfo.taskId === id) setLoad({ status: 'fulfilled', task: next });
    },
    task !== null && isActive(task),
  );

  const back = (
    <Link
      to={keywordList.url()}
      className="text-sm text-blue-600 hover:underline dark:text-blue-400"
      data-testid="back"
    >
      ← {t('keyword.task.back')}
    </Link>
  );

  if (id === null)
    return (
      <Page>
        <ErrorState title={t('keyword.task.badId')}>{back}</ErrorState>
      </Page>
    );
  if (load.status === 'rejected')
    return (
      <Page>
        <ErrorState
          title={load.notFound ? t('keyword.task.notFound') : t('keyword.loadFailed')}
          {...(load.notFound ? { hint: t('keyword.task.notFoundHint', { id }) } : {})}
        >
          {load.notFound ? null : (
            <Button onClick={() => setReloads((count) => count + 1)}>{t('keyword.retry')}</Button>
          )}
          {back}
        </ErrorState>
      </Page>
    );
  if (!task)
    return (
      <Page>
        <Spinner label={t('keyword.title')} />
      </Page>
    );

  const platform = platformList.find((item) => item.id === task.platform);
  const platformName = platform ? pickName(language, platform.label, platform.labelEn) : String(task.platform);
  const category = task.categoryId === 0 ? t('keyword.allCategories') : task.categoryName;
  const rerun = async () => {
    const next = await api.keyword.create(rerunBody(task));
    showToast('info', t('keyword.rerunStarted', { keyword: task.keyword }));
    setLoad({ status: 'fulfilled', task: next });
  };

  return (
    <Page loaded={loaded} status={task.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {back}
          <h1 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">
            {t('keyword.task.title', { keyword: task.keyword })}
          </h1>
          <div className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <span>
              {task.spuCount === null
                ? [platformName, category, formatPeriod(task)].join(' · ')
                : t('keyword.task.meta', {
                    platform: platformName,
                    category,
                    period: formatPeriod(task),
                    count: task.spuCount,
                  })}
            </span>
            <TaskBadge task={task} compact />
          </div>
        </div>
      </div>

      {isActive(task) ? (
        <section className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t('keyword.task.pending')}</p>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t('keyword.task.pendingHint')}</p>
        </section>
      ) : task.status === 'failed' ? (
        <section className="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <ErrorState
            title={t('keyword.task.failedTitle')}
            hint={t('keyword.failedBecause', {
              reason: task.failure ? t(FAILURE_TEXT[task.failure.code]) : '—',
            })}
          >
            <Button variant="primary" autoFocus onClick={() => void rerun()} data-testid="task-rerun">
              {t('keyword.rerun')}
            </Button>
          </ErrorState>
        </section>
      ) : (
        <TaskResults task={task} />
      )}
    </Page>
  );
};

const Page = ({
  children,
  loaded = false,
  status,
}: {
  children: React.ReactNode;
  loaded?: boolean;
  status?: KeywordTask['status'];
}) => (
  <div
    className="mx-auto max-w-[1400px] space-y-4 px-6 py-5"
    data-testid="keyword-task"
    data-loaded={loaded}
    {...(status ? { 'data-status': status } : {})}
  >
    {children}
  </div>
);
