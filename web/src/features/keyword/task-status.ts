import type { ApiData } from '../../api/types.ts';

/** A keyword task as the server describes it (status, progress, failure...). */
export type KeywordTask = ApiData<'keyword', 'get'>;

/** The longest keyword the server takes; it counts characters (code points), as `[...text]` does. */
export const KEYWORD_MAX = 30;

/** Queued or running: the list and the task page keep asking until it is not. */
export const isActive = (task: Pick<KeywordTask, 'status'>) => task.status === 'queued' || task.status === 'running';

/** Done or empty: the analysis endpoints answer. */
export const isFinished = (task: Pick<KeywordTask, 'status'>) => task.status === 'done' || task.status === 'empty';

/** What is wrong with a keyword before it is sent (the server says the same, in its own words). */
export const keywordProblem = (raw: string): { kind: 'required' } | { kind: 'tooLong'; count: number } | null => {
  const count = [...raw.trim()].length;
  if (count === 0) return { kind: 'required' };
  if (count > KEYWORD_MAX) return { kind: 'tooLong', count };
  return null;
};

export type TaskField = 'keyword' | 'platform' | 'category' | 'period';

/**
 * The form field of the input a server error names (its `field`: body.keyword -> keyword), so the message is
 * shown where the user can fix it; null when it names none of them.
 */
export const taskFieldOf = (path: string | undefined): TaskField | null => {
  const field = /^body\.(\w+)/.exec(path ?? '')?.[1];
  switch (field) {
    case 'keyword':
      return 'keyword';
    case 'platform':
      return 'platform';
    case 'categoryId':
      return 'category';
    case 'startDate':
    case 'endDate':
      return 'period';
    default:
      return null;
  }
};

/** Tasks that were running in `before` and have ended in `after`: each is announced once. */
export const newlyEnded = (before: readonly KeywordTask[], after: readonly KeywordTask[]): KeywordTask[] => {
  const wasActive = new Set(before.filter(isActive).map((task) => task.id));
  return after.filter((task) => wasActive.has(task.id) && !isActive(task));
};

/** The fields to post to run a failed task again (the server reruns the failed task with the same fields). */
export const rerunBody = (task: KeywordTask) => ({
  keyword: task.keyword,
  platform: task.platform,
  categoryId: task.categoryId,
  startDate: task.startDate,
  endDate: task.endDate,
});
