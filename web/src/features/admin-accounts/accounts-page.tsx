import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { sourceState } from '../../lib/define-report.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { ACCOUNTS_PER_PAGE, accountQuery, defaultAccountParams, rangeReversed } from './account-filter.ts';
import { AccountFilters } from './account-filters.tsx';
import { AccountPanel } from './account-panel.tsx';
import type { AccountRow, TeamCounts, TeamRow } from './account-types.ts';
import { AccountsTable } from './accounts-table.tsx';
import { accountsRequests } from './accounts-store.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { adminAccounts } from './feature.ts';
import { TeamList } from './team-list.tsx';
import { dictLabel, useDictionaries } from './use-dictionaries.ts';

type Source = 'list' | 'teams' | 'counts';
interface Pending {
  kind: 'user' | 'team';
  ids: number[];
  enableType: 0 | 1;
  names: string[];
}

/**
 * The account list (managers only): the filter of SPEC section 3 in the URL, teams beside it (choosing one filters
 * the accounts), enable and disable with a confirmation (one row, or the rows selected with x), create (n) and
 * edit (Enter) in a side panel.
 */
export const AccountsPage = () => {
  const t = useT();
  const language = useLanguage();
  const { params, filters, ready, setParams, update } = useReport(adminAccounts);
  const dictionaries = useDictionaries();
  const page = filters.page;
  const query = useMemo(() => accountQuery(params, page), [params, page]);
  const queryKey = JSON.stringify(query);
  const reversed = rangeReversed(params);
  const list = useSource(
    sourceState<AccountRow, Source>(adminAccounts, 'list'),
    async () => {
      const answer = await api.user.listTeamUser(query);
      return { data: answer.resultData, total: answer.total };
    },
    // a reversed range is said at the dates; asking the server would only bring its 400 back
    { enabled: ready && !reversed, key: queryKey },
  );
  const teams = useSource(
    sourceState<TeamRow, Source>(adminAccounts, 'teams'),
    async () => {
      const answer = await api.user.listTeam({ page: 1, perPage: 100 });
      return { data: answer.resultData, total: answer.total };
    },
    { enabled: ready, key: 'teams' },
  );
  const counts = useSource(
    sourceState<TeamCounts, Source>(adminAccounts, 'counts'),
    async () => {
      const answer = await api.user.teamUserCount(params.teamId > 0 ? { teamId: params.teamId } : {});
      return { data: [answer], total: 1 };
    },
    { enabled: ready, key: String(params.teamId) },
  );

  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [panel, setPanel] = useState<{ editing: AccountRow | null } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const requests = useSnapshot(accountsRequests);
  const seen = useRef({ ...accountsRequests });

  const rows = list.data as readonly AccountRow[];
  const teamRows = teams.data as readonly TeamRow[];
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  // a new question (filters, page) starts with nothing selected
  useEffect(() => setSelected(new Set()), [queryKey]);

  const askEnable = (enableType: 0 | 1, ids: readonly number[]) => {
    const chosen = ids.map((id) => rowsById.get(id)).filter((row): row is AccountRow => !!row);
    if (chosen.length === 0) {
      showToast('info', t('admin.selectFirst'));
      return;
    }
    setPending({ kind: 'user', ids: chosen.map((row) => row.id), enableType, names: chosen.map((row) => row.account) });
  };

  // the manifest's commands (n, reset, enable/disable selected) arrive as counters
  useEffect(() => {
    const before = seen.current;
    seen.current = { ...requests };
    if (requests.create !== before.create) setPanel({ editing: null });
    if (requests.reset !== before.reset) setParams(defaultAccountParams());
    if (requests.disableSelected !== before.disableSelected) askEnable(0, [...selected]);
    if (requests.enableSelected !== before.enableSelected) askEnable(1, [...selected]);
    // the counters are the trigger
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requests.create, requests.reset, requests.disableSelected, requests.enableSelected]);

  const runPending = async () => {
    if (!pending) return;
    const { kind, ids, enableType } = pending;
    setPending(null);
    let done = 0;
    for (const id of ids) {
      try {
        if (kind === 'user') await api.user.userEnableType({ userId: id, enableType });
        else await api.user.teamEnableType({ teamId: id, enableType });
        done += 1;
      } catch {
        // the server's reason is already in a toast (e.g. one's own account); the others still go through
      }
    }
    if (done > 0)
      showToast('success', t(enableType === 1 ? 'admin.enabledCount' : 'admin.disabledCount', { count: done }));
    setSelected(new Set());
    list.reload();
    counts.reload();
    if (kind === 'team') teams.reload();
  };

  const label = (type: string, value: number) => dictLabel(dictionaries, type, value, language);
  const countsRow = (counts.data as readonly TeamCounts[])[0];
  const totalPages = Math.max(1, Math.ceil(list.total / ACCOUNTS_PER_PAGE));

  return (
    <div className="mx-auto flex max-w-[1500px] gap-4 px-6 py-5" data-testid="accounts-page">
      <TeamList
        teams={teamRows}
        teamId={params.teamId}
        onChoose={(teamId) => setParams({ teamId })}
        onToggleEnabled={(team) =>
          setPending({ kind: 'team', ids: [team.id], enableType: team.enableType === 1 ? 0 : 1, names: [team.name] })
        }
      />

      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('admin.accounts.title')}</h1>
            {countsRow ? (
              <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="account-counts">
                {t('admin.counts', {
                  total: countsRow.total,
                  enabled: countsRow.enabled,
                  disabled: countsRow.disabled,
                  internal: countsRow.internal,
                  external: countsRow.external,
                  trial: countsRow.trial,
                })}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button onClick={() => setParams(defaultAccountParams())} data-testid="reset-filters">
              {t('admin.reset')}
            </Button>
            <Button
              variant="primary"
              onClick={() => setPanel({ editing: null })}
              data-testid="create-account"
              title="N"
            >
              {t('admin.create')}
            </Button>
          </div>
        </div>

        <AccountFilters params={params} setParams={setParams} label={label} />

        {selected.size > 0 ? (
          <div
            className="flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm dark:border-blue-900 dark:bg-blue-950/50"
            data-testid="bulk-bar"
          >
            <span className="text-blue-800 dark:text-blue-200">{t('admin.selected', { count: selected.size })}</span>
            <Button onClick={() => askEnable(1, [...selected])}>{t('admin.enable')}</Button>
            <Button variant="danger" onClick={() => askEnable(0, [...selected])} data-testid="bulk-disable">
              {t('admin.disable')}
            </Button>
            <Button variant="ghost" onClick={() => setSelected(new Set())}>
              {t('admin.clearSelection')}
            </Button>
          </div>
        ) : null}

        {reversed ? (
          <EmptyState title={t('admin.error.range')} hint={t('admin.error.rangeHint')} />
        ) : (
          <AccountsTable
            rows={rows}
            status={ready ? list.status : 'pending'}
            total={list.total}
            page={page}
            totalPages={totalPages}
            selected={selected}
            label={label}
            onToggle={(id) =>
              setSelected((previous) => {
                const next = new Set(previous);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              })
            }
            onOpen={(row) => setPanel({ editing: row })}
            onEnable={(row) => askEnable(row.enableType === 1 ? 0 : 1, [row.id])}
            onPage={(next) => update({ page: next })}
            onRetry={list.reload}
          />
        )}
      </div>

      {panel ? (
        <AccountPanel
          editing={panel.editing}
          teams={teamRows}
          dictionaries={dictionaries}
          onClose={() => setPanel(null)}
          onSaved={(row) => {
            setPanel(null);
            showToast('success', t('admin.saved', { account: row.account }));
            list.reload();
            counts.reload();
            teams.reload();
          }}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(pending.enableType === 1 ? 'admin.confirm.enableTitle' : 'admin.confirm.disableTitle', {
            count: pending.ids.length,
          })}
          body={
            <>
              <p>{pending.names.slice(0, 8).join('、') + (pending.names.length > 8 ? '…' : '')}</p>
              <p className="mt-2">
                {t(
                  pending.kind === 'team'
                    ? pending.enableType === 1
                      ? 'admin.confirm.enableTeamBody'
                      : 'admin.confirm.disableTeamBody'
                    : pending.enableType === 1
                      ? 'admin.confirm.enableBody'
                      : 'admin.confirm.disableBody',
                )}
              </p>
            </>
          }
          confirmLabel={pending.enableType === 1 ? t('admin.enable') : t('admin.disable')}
          danger={pending.enableType === 0}
          onConfirm={() => void runPending()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </div>
  );
};
