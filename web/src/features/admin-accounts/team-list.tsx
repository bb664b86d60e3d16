import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inputClass } from '../../ui/form.tsx';
import type { TeamRow } from './account-types.ts';

/**
 * The teams beside the account list: a search box, "all teams", and each team with its number of accounts.
 * Choosing a team filters the accounts (choosing it again shows all); each team has its enable/disable button.
 */
export const TeamList = ({
  teams,
  teamId,
  onChoose,
  onToggleEnabled,
}: {
  teams: readonly TeamRow[];
  /** The chosen team, 0 for all. */
  teamId: number;
  onChoose(teamId: number): void;
  onToggleEnabled(team: TeamRow): void;
}) => {
  const t = useT();
  const [teamFilter, setTeamFilter] = useState('');
  const visibleTeams = teams.filter((team) => teamFilter === '' || team.name.includes(teamFilter.trim()));
  return (
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
            aria-pressed={teamId === 0}
            onClick={() => onChoose(0)}
            className={`w-full rounded px-2 py-1 text-left text-sm ${teamId === 0 ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950 dark:text-blue-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
          >
            {t('admin.teams.all')}
          </button>
        </li>
        {visibleTeams.map((team) => (
          <li key={team.id} className="group flex items-center gap-1">
            <button
              type="button"
              aria-pressed={teamId === team.id}
              data-team-id={team.id}
              onClick={() => onChoose(teamId === team.id ? 0 : team.id)}
              className={`flex min-w-0 flex-1 items-center justify-between rounded px-2 py-1 text-left text-sm ${teamId === team.id ? 'bg-blue-50 font-medium text-blue-700 dark:bg-blue-950 dark:text-blue-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'}`}
            >
              <span className={`truncate ${team.enableType === 0 ? 'line-through opacity-60' : ''}`}>{team.name}</span>
              <span className="ml-2 shrink-0 text-xs tabular-nums text-slate-400">{team.userCount}</span>
            </button>
            <button
              type="button"
              className="shrink-0 rounded px-1 text-xs text-slate-500 opacity-0 hover:bg-slate-100 hover:text-slate-800 focus:opacity-100 group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800"
              aria-label={t(team.enableType === 1 ? 'admin.teams.disableOf' : 'admin.teams.enableOf', {
                name: team.name,
              })}
              onClick={() => onToggleEnabled(team)}
            >
              {team.enableType === 1 ? t('admin.disable') : t('admin.enable')}
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
};
