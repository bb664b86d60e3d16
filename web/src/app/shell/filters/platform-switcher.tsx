import type { KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { pickName, useLanguage, useT } from '../../../i18n/i18n.ts';
import { useReportFilters } from '../../../lib/use-report-filters.ts';
import { globalState } from '../../../stores/global-store.ts';
import { LockIcon } from '../../../ui/icons.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { clearFilterNotices } from '../filter-notices.tsx';

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Platforms as a segmented control; locked ones stay visible with a lock and the reason. One stop for Tab (the
 * selected platform); the arrow keys move to the next allowed platform and switch to it, as radio groups do.
 */
export const PlatformSwitcher = () => {
  const t = useT();
  const language = useLanguage();
  const { platformList, status } = useSnapshot(globalState);
  const { filters, update } = useReportFilters();
  if (status !== 'fulfilled')
    return <div className="h-9 w-48 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />;
  const allowed = platformList.filter((platform) => platform.permission === 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    if (step === undefined || allowed.length === 0) return;
    event.preventDefault();
    // from the focused radio, not the filters: a second key may come before the switch has rendered
    const focused = Number((event.target as HTMLElement).closest<HTMLElement>('[data-platform]')?.dataset.platform);
    const from = Number.isFinite(focused) ? focused : filters.platform;
    const index = allowed.findIndex((platform) => platform.id === from);
    const next = allowed[(index + step + allowed.length) % allowed.length];
    if (!next || next.id === from) return;
    clearFilterNotices();
    update({ platform: next.id });
    event.currentTarget.querySelector<HTMLElement>(`[data-platform="${next.id}"]`)?.focus();
  };
  return (
    <div
      onKeyDown={onKeyDown}
      role="radiogroup"
      aria-label={t('shell.platform')}
      data-testid="platform-switcher"
      className="flex h-9 items-center rounded-md border border-slate-300 bg-slate-50 p-0.5 dark:border-slate-700 dark:bg-slate-900"
    >
      {platformList.map((platform) => {
        const label = pickName(language, platform.label, platform.labelEn);
        const selected = platform.id === filters.platform;
        const base = 'flex h-full items-center gap-1 rounded px-2.5 text-sm whitespace-nowrap';
        if (platform.permission !== 1) {
          const reason = platform.reason || t('shell.platformLockedDefault');
          return (
            <Tooltip key={platform.id} content={t('shell.platformLocked', { name: label, reason })} className="h-full">
              {(describedBy) => (
                <button
                  type="button"
                  role="radio"
                  aria-checked={false}
                  aria-disabled="true"
                  tabIndex={-1}
                  aria-describedby={describedBy}
                  data-platform={platform.id}
                  data-locked="true"
                  className={`${base} cursor-not-allowed text-slate-400 dark:text-slate-500`}
                  onClick={(event) => event.preventDefault()}
                >
                  <LockIcon size={13} />
                  {label}
                </button>
              )}
            </Tooltip>
          );
        }
        return (
          <button
            key={platform.id}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            data-platform={platform.id}
            onClick={() => {
              if (selected) return;
              clearFilterNotices();
              update({ platform: platform.id });
            }}
            className={`${base} ${selected ? 'bg-white font-medium text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
};
