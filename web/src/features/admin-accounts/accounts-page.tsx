import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ENABLE_TYPES, PACKAGE_TYPES, PAY_STATES, REGISTER_TYPES } from '@aisle/contract/enums';
import { api } from '../../api/client.ts';
import { useLanguage, useT } from '../../i18n/i18n.ts';
import { sourceState } from '../../lib/define-report.ts';
import { useReport, useSource } from '../../lib/use-report.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { inputClass } from '../../ui/form.tsx';
import { ACCOUNT_PLATFORMS, ACCOUNTS_PER_PAGE, accountQuery, defaultAccountParams, inOrder } from './account-filter.ts';
import { AccountPanel } from './account-panel.tsx';
import type { AccountRow, TeamCounts, TeamRow } from './account-types.ts';
import { AccountsTable } from './accounts-table.tsx';
import { accountsRequests } from './accounts-store.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { adminAccounts } from './feature.ts';
import { dictLabel, useDictionaries } from './use-dictionaries.ts';

type Source = 'list' | 'teams' | 'counts';
interface Pending {
  kind: 'user' | 'team';
  ids: number[];
  enableType: 0 | 1;
  names: string[];
}

/** A row of check boxes over an enumeration, kept in its order (one of the account filter's lists). */
const CheckList = <T extends number>({
  label,
  values,
  selected,
  labelOf,
  onChange,
  testId,
}: {
  label: string;
  values: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => string;
  onChange: (next: T[]) => void;
  testId: string;
}) => (
  <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={testId}>
    <legend className="float-left mr-2 whitespace-nowrap text-xs font-medium text-slate-500 dark:text-slate-400">
      {label}
    </legend>
    {values.map((value) => (
      <label key={value} className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          value={value}
          checked={selected.includes(value)}
          onChange={(event) =>
            onChange(
              inOrder(values, event.target.checked ? [...selected, value] : selected.filter((item) => item !== value)),
            )
          }
        />
        {labelOf(value)}
      </label>
    ))}
  </fieldset>
);

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
  const list = useSource(
    sourceState<AccountRow, Source>(adminAccounts, 'list'),
    async () => {
      const answer = await api.user.listTeamUser(query);
      return { data: answer.resultData, total: answer.total };
    },
    { enabled: ready, key: queryKey },
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
  const [teamFilter, setTeamFilter] = useState('');
  const keyword = useRef<HTMLInputElement>(null);
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
  const dateProblem = params.startDate && params.endDate && params.endDate < params.startDate;
  const visibleTeams = teamRows.filter((team) => teamFilter === '' || team.name.includes(teamFilter.trim()));

  return (
    <div className="mx-auto flex max-w-[1500px] gap-4 px-6 py-5" data-testid="accounts-page">
      <aside className="w-52 shrink-0 space-y-2" aria-label={t('admin.teams.title')} data-testid="team-list">
        <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('admin.teams.title')}</h2>
        <input
          className={`${inputClass} h-8`}
          placeholder={t('admin.teams.search')}
          aria-label={t('admin.teams.search')}
          value={teamFilter}
          onChange={(event) => setTeamFilter(event.target.value)}
        />
        <ul className="max-h-[calc(100vh-220px)] space-y-0.5 overflow-y-auto pr-1">
          <li>
            <button
              type="button"
              aria-pressed={params.teamId === 0}
              onClick={() => setParams({ teamId: 0 })}
              className={`w-full rounded px-2 py-1 text-left text-sm ${params.teamId === 0 ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950 dark:text-blue-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
            >
              {t('admin.teams.all')}
            </button>
          </li>
          {visibleTeams.map((team) => (
            <li key={team.id} className="group flex items-center gap-1">
              <button
                type="button"
                aria-pressed={params.teamId === team.id}
                data-team-id={team.id}
                onClick={() => setParams({ teamId: params.teamId === team.id ? 0 : team.id })}
                className={`flex min-w-0 flex-1 items-center justify-between rounded px-2 py-1 text-left text-sm ${params.teamId === team.id ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950 dark:text-blue-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
              >
                <span className={`truncate ${team.enableType === 0 ? 'line-through opacity-60' : ''}`}>
                  {team.name}
                </span>
                <span className="ml-2 shrink-0 text-xs tabular-nums text-slate-400">{team.userCount}</span>
              </button>
              <button
                type="button"
                className="shrink-0 rounded px-1 text-xs text-slate-500 opacity-0 hover:bg-slate-100 hover:text-slate-800 focus:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800"
                aria-label={t(team.enableType === 1 ? 'admin.teams.disableOf' : 'admin.teams.enableOf', {
                  name: team.name,
                })}
                onClick={() =>
                  setPending({
                    kind: 'team',
                    ids: [team.id],
                    enableType: team.enableType === 1 ? 0 : 1,
                    names: [team.name],
                  })
                }
              >
                {team.enableType === 1 ? t('admin.disable') : t('admin.enable')}
              </button>
            </li>
          ))}
        </ul>
      </aside>

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

        <section
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          aria-label={t('admin.filters')}
          data-testid="account-filters"
        >
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={keyword}
              key={params.keyword}
              defaultValue={params.keyword}
              className={`${inputClass} h-8 w-56`}
              placeholder={t('admin.keyword')}
              aria-label={t('admin.keyword')}
              data-testid="account-keyword"
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing)
                  setParams({ keyword: event.currentTarget.value.trim() });
              }}
              onBlur={(event) =>
                event.target.value.trim() !== params.keyword && setParams({ keyword: event.target.value.trim() })
              }
            />
            <ChoiceGroup
              label={t('admin.field.userType')}
              testId="account-user-type"
              value={params.userType}
              onChange={(userType) => setParams({ userType })}
              choices={[
                { value: 2, label: label('user_type', 2) },
                { value: 1, label: label('user_type', 1) },
              ]}
            />
            <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
              {t('admin.createdFrom')}
              <input
                type="date"
                className={`${inputClass} h-8 w-36`}
                value={params.startDate}
                data-testid="account-start"
                aria-invalid={dateProblem ? true : undefined}
                onChange={(event) => setParams({ startDate: event.target.value })}
              />
            </label>
            <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
              {t('admin.createdTo')}
              <input
                type="date"
                className={`${inputClass} h-8 w-36`}
                value={params.endDate}
                data-testid="account-end"
                aria-invalid={dateProblem ? true : undefined}
                onChange={(event) => setParams({ endDate: event.target.value })}
              />
            </label>
            {dateProblem ? (
              <span role="alert" className="text-xs text-rose-600 dark:text-rose-400">
                {t('admin.error.range')}
              </span>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckList
              label={t('admin.field.payState')}
              testId="filter-pay-state"
              values={PAY_STATES}
              selected={params.payStateList}
              labelOf={(value) => label('pay_state', value)}
              onChange={(payStateList) => setParams({ payStateList })}
            />
            <CheckList
              label={t('admin.field.platforms')}
              testId="filter-platform"
              values={ACCOUNT_PLATFORMS}
              selected={params.platformList}
              labelOf={(value) => label('platform_type', value)}
              onChange={(platformList) => setParams({ platformList })}
            />
            <CheckList
              label={t('admin.field.status')}
              testId="filter-enable"
              values={ENABLE_TYPES}
              selected={params.enableTypeList}
              labelOf={(value) => label('enable_type', value)}
              onChange={(enableTypeList) => setParams({ enableTypeList })}
            />
            <CheckList
              label={t('admin.field.registerType')}
              testId="filter-register"
              values={REGISTER_TYPES}
              selected={params.registerType}
              labelOf={(value) => label('register_type', value)}
              onChange={(registerType) => setParams({ registerType })}
            />
            <CheckList
              label={t('admin.field.packageType')}
              testId="filter-package"
              values={PACKAGE_TYPES}
              selected={params.packageTypeList}
              labelOf={(value) => label('package_type', value)}
              onChange={(packageTypeList) => setParams({ packageTypeList })}
            />
          </div>
        </section>

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
