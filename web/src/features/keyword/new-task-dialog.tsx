import * as Dialog from '@radix-ui/react-dialog';
import type { PlatformId } from '@aisle/contract';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { api, ApiError, isCancelled } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { mapTree, type CategoryNode } from '../../lib/category-tree.ts';
import { useReportFilters } from '../../lib/use-report-filters.ts';
import { ALL_CATEGORIES_NODE, fetchDateList, readCategoryTree } from '../../stores/category-store.ts';
import { allowedPlatforms, globalState } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { CategorySelect } from '../../ui/category-select.tsx';
import { inputClass } from '../../ui/form.tsx';
import { keywordProblem, taskFieldOf, type TaskField } from './task-status.ts';

const PREVIEW_SIZE = 5;
const PREVIEW_DELAY_MS = 300;
/** The period a new task starts with: the last three months with data. */
const DEFAULT_MONTHS = 3;

type Errors = Partial<Record<TaskField | 'form', string>>;

const selectClass = `${inputClass} h-9`;

/** Product titles holding the keyword on the platform, a few, so the user sees what the word catches. */
const usePreview = (keyword: string, platform: PlatformId) => {
  const [state, setState] = useState<{ status: 'idle' | 'pending' | 'done'; titles: string[] }>({
    status: 'idle',
    titles: [],
  });
  useEffect(() => {
    const word = keyword.trim();
    if (keywordProblem(word) !== null) {
      setState({ status: 'idle', titles: [] });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'pending' }));
    const timer = setTimeout(() => {
      api.monitor
        .search({ keyword: word, platform, menuKey: 'spu', limit: PREVIEW_SIZE }, { signal: controller.signal })
        .then(
          (hits) => setState({ status: 'done', titles: hits.map((hit) => hit.name) }),
          (error: unknown) => {
            if (!isCancelled(error)) setState({ status: 'done', titles: [] });
          },
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, platform]);
  return state;
};

/**
 * The new-task form, in a modal: keyword (1-30 characters), platform, category (search with pinyin), period, and a
 * preview of matching product titles. What the server refuses is shown at the field its message names; nothing
 * typed is lost.
 */
export const NewTaskDialog = ({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) => {
  const t = useT();
  const language = useLanguage();
  const global = useSnapshot(globalState);
  const { filters } = useReportFilters();
  const allowed = allowedPlatforms(global);
  const [keyword, setKeyword] = useState('');
  const [platform, setPlatform] = useState<PlatformId>(
    allowed.includes(filters.platform) ? filters.platform : (allowed[0] ?? filters.platform),
  );
  const [categoryId, setCategoryId] = useState(0);
  const [tree, setTree] = useState<CategoryNode[]>([]);
  const [months, setMonths] = useState<string[]>([]);
  const [period, setPeriod] = useState<{ startDate: string; endDate: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const preview = usePreview(keyword, platform);

  // the platform's tree (from IndexedDB when cached) and months; a category of another platform goes back to all
  useEffect(() => {
    let live = true;
    void Promise.all([readCategoryTree(platform), fetchDateList(platform)]).then(
      ([raw, dates]) => {
        if (!live) return;
        setTree([{ ...ALL_CATEGORIES_NODE, title: t('keyword.allCategories') }, ...mapTree(raw)]);
        const sorted = [...dates].sort();
        setMonths(sorted);
        setPeriod((previous) =>
          previous && sorted.includes(previous.startDate) && sorted.includes(previous.endDate)
            ? previous
            : {
                startDate: sorted[Math.max(0, sorted.length - DEFAULT_MONTHS)] ?? '',
                endDate: sorted.at(-1) ?? '',
              },
        );
        setCategoryId(0);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // the "all categories" title follows the language on the next platform switch
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform]);

  const platformOptions = useMemo(
    () => global.platformList.filter((item) => item.permission === 1),
    [global.platformList],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = keywordProblem(keyword);
    const next: Errors = {};
    if (problem?.kind === 'required') next.keyword = t('keyword.keywordRequired');
    if (problem?.kind === 'tooLong') next.keyword = t('keyword.keywordTooLong', { count: problem.count });
    if (period && period.startDate > period.endDate) next.period = t('keyword.periodReversed');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(next.keyword ? 'task-keyword' : 'task-start')?.focus();
      return;
    }
    setBusy(true);
    try {
      const task = await api.keyword.create({
        keyword: keyword.trim(),
        platform,
        categoryId,
        ...(period ? period : {}),
      });
      showToast('success', t('keyword.created', { keyword: task.keyword }));
      onCreated();
    } catch (error) {
      if (isCancelled(error)) return;
      // the client has toasted the message; it also goes where it can be fixed, and the form keeps its values
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      const field = taskFieldOf(error instanceof ApiError ? error.field : undefined);
      setErrors({ [field ?? 'form']: message ?? t('keyword.loadFailed') });
      if (field === 'keyword') document.getElementById('task-keyword')?.focus();
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: TaskField | 'form') =>
    errors[field] ? (
      <p id={`task-${field}-error`} role="alert" className="text-xs text-rose-700 dark:text-rose-300">
        {errors[field]}
      </p>
    ) : null;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          data-testid="new-task-dialog"
          className="fixed left-1/2 top-[12vh] z-50 max-h-[80vh] w-[34rem] max-w-[94vw] -translate-x-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-2xl dark:border-slate-700 dark:bg-slate-900"
        >
          <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
            {t('keyword.dialog.title')}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            {t('keyword.dialog.subtitle')}
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
            <div className="space-y-1.5">
              <label htmlFor="task-keyword" className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('keyword.field.keyword')}
              </label>
              <input
                id="task-keyword"
                autoFocus
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onKeyDown={(event) => {
                  // Enter while an input method composes picks a candidate, it does not submit
                  if (event.key === 'Enter' && event.nativeEvent.isComposing) event.preventDefault();
                }}
                aria-invalid={errors.keyword ? true : undefined}
                aria-describedby={errors.keyword ? 'task-keyword-error' : 'task-keyword-hint'}
                className={selectClass}
              />
              {fieldError('keyword') ?? (
                <p id="task-keyword-hint" className="text-xs text-slate-500 dark:text-slate-400">
                  {t('keyword.field.keywordHint')}
                </p>
              )}
            </div>

            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <label htmlFor="task-platform" className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                  {t('keyword.field.platform')}
                </label>
                <select
                  id="task-platform"
                  value={platform}
                  onChange={(event) => setPlatform(Number(event.target.value) as PlatformId)}
                  aria-invalid={errors.platform ? true : undefined}
                  className={selectClass}
                >
                  {platformOptions.map((item) => (
                    <option key={item.id} value={item.id}>
                      {pickName(language, item.label, item.labelEn)}
                    </option>
                  ))}
                </select>
                {fieldError('platform')}
              </div>
              <div className="space-y-1.5">
                <span className="block text-sm font-medium text-slate-700 dark:text-slate-200">
                  {t('keyword.field.category')}
                </span>
                <CategorySelect
                  tree={tree}
                  value={categoryId}
                  onChange={setCategoryId}
                  label={t('keyword.field.category')}
                  texts={{
                    search: t('keyword.categorySearch'),
                    empty: t('keyword.categoryEmpty'),
                    none: t('keyword.allCategories'),
                  }}
                  testId="task-category"
                />
                {fieldError('category')}
              </div>
            </div>

            <fieldset className="space-y-1.5">
              <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('keyword.field.period')}
              </legend>
              <div className="grid grid-cols-2 gap-3">
                {(['startDate', 'endDate'] as const).map((end) => (
                  <select
                    key={end}
                    id={end === 'startDate' ? 'task-start' : 'task-end'}
                    aria-label={t(end === 'startDate' ? 'keyword.field.start' : 'keyword.field.end')}
                    value={period?.[end] ?? ''}
                    onChange={(event) =>
                      setPeriod((previous) => (previous ? { ...previous, [end]: event.target.value } : previous))
                    }
                    aria-invalid={errors.period ? true : undefined}
                    className={selectClass}
                  >
                    {months.map((month) => (
                      <option key={month} value={month}>
                        {month}
                      </option>
                    ))}
                  </select>
                ))}
              </div>
              {fieldError('period')}
            </fieldset>

            <div
              className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60"
              data-testid="task-preview"
              data-status={preview.status}
            >
              <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{t('keyword.preview')}</p>
              {preview.status === 'idle' ? (
                <p className="mt-1 text-slate-400">—</p>
              ) : preview.status === 'pending' ? (
                <p className="mt-1 text-slate-500 dark:text-slate-400">{t('keyword.previewLoading')}</p>
              ) : preview.titles.length === 0 ? (
                <p className="mt-1 text-amber-700 dark:text-amber-300">
                  {t('keyword.previewEmpty', { keyword: keyword.trim() })}
                </p>
              ) : (
                <ul className="mt-1 space-y-0.5">
                  {preview.titles.map((title) => (
                    <li key={title} className="truncate text-slate-700 dark:text-slate-200">
                      {title}
                    </li>
                  ))}
                </ul>
              )}
            </div>

            {fieldError('form')}
            <div className="flex justify-end gap-2">
              <Button onClick={onClose}>{t('keyword.cancel')}</Button>
              <Button type="submit" variant="primary" disabled={busy} data-testid="create-task">
                {busy ? t('keyword.creating') : t('keyword.create')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
