import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { reportQuery, type Report } from './define-report.ts';
import { sessionGeneration } from './session.ts';
import { parseParams, writeParams, type ParamSpecs, type ParamValues } from './report-params.ts';
import { loadTable, resetTable, type TablePage, type TableState } from './table-state.ts';
import { useReportFilters, type UpdateOptions } from './use-report-filters.ts';

/**
 * What a report page reads and writes: the market filters and the screen's own parameters from the URL, whether
 * they may be sent yet, the query every request of the screen starts from (every parameter explicit, defaults
 * included, as SPEC section 3 lists them), and the download requests of the `d` key.
 */
export const useReport = <P extends ParamSpecs, S extends string>(report: Report<P, S>) => {
  const { filters, issues, ready, update } = useReportFilters();
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseParams(report.specs, search).values, [report, search]);
  const { downloadRequests } = useSnapshot(report.state);

  const setParams = useCallback(
    (patch: Partial<ParamValues<P>>, options: UpdateOptions = {}) =>
      setSearch(
        (previous) => {
          const next = writeParams(report.specs, { ...parseParams(report.specs, previous).values, ...patch }, previous);
          // another question: its answer starts at the first page
          next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [report, setSearch],
  );

  const query = useMemo(() => reportQuery(report.specs, filters, params), [report, filters, params]);
  const queryKey = JSON.stringify(query);
  return { filters, params, issues, ready, update, setParams, query, queryKey, downloadRequests };
};

/**
 * Loads one data source of a screen through the shared table state whenever `key` changes while `enabled`, and
 * gives a reload for its retry button. A source whose state already answers this key (back on a screen seen
 * before) is not fetched again.
 */
export const useSource = <Row>(
  state: TableState<Row>,
  fetch: () => Promise<TablePage<Row>>,
  { enabled, key }: { enabled: boolean; key: string },
) => {
  const [reloads, setReloads] = useState(0);
  const latest = useRef(fetch);
  latest.current = fetch;
  useEffect(() => {
    if (!enabled) return;
    const answered = answeredKeys.get(state);
    const ask = `${sessionGeneration()}|${key}`;
    if (reloads === 0 && state.status === 'fulfilled' && answered === ask) return;
    // rows fetched in an earlier session (another user, signed in since) are not shown while the new ones load
    if (answered !== undefined && !answered.startsWith(`${sessionGeneration()}|`)) resetTable(state);
    void loadTable(state, () => latest.current()).then((page) => {
      if (page) answeredKeys.set(state, ask);
    });
    // the fetcher follows the key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key, reloads]);
  const snapshot = useSnapshot(state);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { ...snapshot, status: enabled ? snapshot.status : ('pending' as const), reload };
};

/** Which key (with the session generation it was fetched in) each source state's data answers. */
const answeredKeys = new WeakMap<object, string>();

/** One chart or table answer as a table page (overview charts are not tables, but share the three states). */
export const asPage = <Row>(data: Row): TablePage<Row> => ({ data: [data], total: 1 });
