import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatCompact, formatPercent } from '../../lib/format.ts';
import type { AttrValue } from './selection.ts';

export interface ValueShare {
  value: AttrValue;
  gmv: number;
}

const COLOURS = ['bg-blue-500', 'bg-emerald-500', 'bg-amber-500', 'bg-violet-500', 'bg-rose-500', 'bg-cyan-500'];

/**
 * The chosen values of one attribute by share of their combined GMV: a bar each, longest first, with the share
 * and the amount written out (the bar's length is never the only signal).
 */
export const ShareChart = ({ shares }: { shares: readonly ValueShare[] }) => {
  const t = useT();
  const language = useLanguage();
  const total = shares.reduce((sum, share) => sum + share.gmv, 0);
  if (total <= 0) return <p className="py-6 text-center text-sm text-slate-500">{t('attribute.shareNone')}</p>;
  const sorted = [...shares].sort((a, b) => b.gmv - a.gmv);
  return (
    <ul className="space-y-2" data-testid="share-chart">
      {sorted.map((share, index) => {
        const ratio = share.gmv / total;
        const name = pickName(language, share.value.name, share.value.nameEn);
        return (
          <li
            key={share.value.valueId}
            data-share-value={share.value.valueId}
            className="grid grid-cols-[8rem_1fr_9rem] items-center gap-3 text-sm"
          >
            <span className="truncate text-slate-700 dark:text-slate-200">{name}</span>
            <span className="h-4 rounded bg-slate-100 dark:bg-slate-800">
              <span
                className={`block h-full rounded ${COLOURS[index % COLOURS.length] ?? 'bg-blue-500'}`}
                style={{ width: `${Math.max(1, ratio * 100)}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-slate-600 dark:text-slate-300">
              {formatPercent(ratio, language)} · {formatCompact(share.gmv, language)}
            </span>
          </li>
        );
      })}
    </ul>
  );
};
