import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/i18n.ts';
import { globalState, trialDaysLeft } from '../../stores/global-store.ts';

/** Trial users see how many days they have left, every screen. */
export const TrialBanner = () => {
  const { trial, expireAt } = useSnapshot(globalState);
  const t = useT();
  if (!trial || !expireAt) return null;
  const days = trialDaysLeft(expireAt);
  if (days === null) return null;
  const date = expireAt.slice(0, 10);
  const text =
    days > 0
      ? t('shell.trial', { days, date })
      : days === 0
        ? t('shell.trialToday')
        : t('shell.trialExpired', { date });
  return (
    <div
      role="status"
      data-testid="trial-banner"
      className={`flex items-center justify-between gap-4 px-6 py-2 text-sm ${days < 0 ? 'bg-rose-50 text-rose-900 dark:bg-rose-950/60 dark:text-rose-100' : 'bg-amber-50 text-amber-900 dark:bg-amber-950/50 dark:text-amber-100'}`}
    >
      <span>{text}</span>
      <span className="text-xs opacity-80">{t('shell.trialUpgrade')}</span>
    </div>
  );
};
