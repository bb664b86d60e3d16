import { useEffect, useState } from 'react';
import type { Command } from '../../lib/commands.ts';

export type EntitySearch = (keyword: string, signal: AbortSignal) => Promise<readonly Command[]>;

export interface EntitySearchState {
  /** The keyword asked for last. */
  keyword: string;
  status: 'idle' | 'pending' | 'done' | 'failed';
  results: readonly Command[];
  /** The keyword `results` answer: while a newer search is pending, the previous results stay (stale). */
  resultsFor: string;
}

const IDLE: EntitySearchState = { keyword: '', status: 'idle', results: [], resultsFor: '' };

/** Latin queries need two letters before asking the server ("l" matches half the catalogue); one Han character is enough. */
export const searchable = (keyword: string) => {
  const trimmed = keyword.trim();
  return /[^ -~]/.test(trimmed) ? trimmed.length >= 1 : trimmed.length >= 2;
};

/**
 * Server search for entities, debounced (one request when typing pauses) and cancelled when superseded: a
 * newer keyword aborts the request in flight, so a slow answer for "li" never replaces the one for "lining".
 */
export const useEntitySearch = (
  keyword: string,
  search: EntitySearch | undefined,
  debounceMs = 200,
): EntitySearchState => {
  const [state, setState] = useState<EntitySearchState>(IDLE);
  const wanted = search && searchable(keyword) ? keyword.trim() : '';

  useEffect(() => {
    if (!wanted || !search) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, keyword: wanted, status: 'pending' }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(wanted, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ keyword: wanted, status: 'done', results, resultsFor: wanted });
        },
        () => {
          // cancelled requests are silent; other failures were already shown by the API client
          if (!controller.signal.aborted)
            setState({ keyword: wanted, status: 'failed', results: [], resultsFor: wanted });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, search, debounceMs]);

  return state;
};
