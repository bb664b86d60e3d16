import { useRef } from 'react';
import type { TrendRow } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { changeText, directionOf } from '../../lib/direction.ts';
import { formatCompact } from '../../lib/format.ts';
import { useUpColour } from '../../stores/direction-store.ts';
import { moveFocus } from '../../ui/move-focus.ts';

/** Month-on-month change of each cell; the first month has none. */
export const monthOnMonth = (row: Pick<TrendRow, 'byMonth'>, months: readonly string[]) =>
  months.map((month, index) => {
    const value = row.byMonth[month] ?? 0;
    const before = index > 0 ? (row.byMonth[months[index - 1] as string] ?? 0) : null;
    return { month, value, change: before ? (value - before) / before : null };
  });

const RGB = { red: '244, 63, 94', green: '16, 185, 129' } as const;

/** The cell's background: the colour of its direction, deeper as the change grows (30% and more is the deepest). */
const cellStyle = (change: number | null, upColour: 'red' | 'green') => {
  const direction = directionOf(change);
  if (direction !== 'up' && direction !== 'down') return undefined;
  const colour = direction === 'up' ? upColour : upColour === 'red' ? 'green' : 'red';
  const alpha = 0.12 + Math.min(1, Math.abs(change as number) / 0.3) * 0.6;
  return { background: `rgba(${RGB[colour]}, ${alpha.toFixed(2)})` };
};

/**
 * Categories x months, coloured by the change from the month before (the up/down setting decides red or green; the
 * signed change is in every cell's label, so colour is not the only signal). Enter on a category drills down.
 */
export const Heatmap = ({
  rows,
  months,
  onOpen,
}: {
  rows: readonly TrendRow[];
  months: readonly string[];
  onOpen: (row: TrendRow) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  const upColour = useUpColour();
  const body = useRef<HTMLTableSectionElement>(null);
  return (
    <div className="overflow-x-auto" data-testid="trend-heatmap">
      <table className="w-full border-separate border-spacing-0.5 text-xs" aria-label={t('categoryTrend.heatmapTitle')}>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-white px-2 py-1 text-left font-medium text-slate-500 dark:bg-slate-900"
            >
              {t('categoryTrend.title')}
            </th>
            {months.map((month) => (
              <th key={month} scope="col" className="px-2 py-1 text-right font-medium text-slate-500">
                {month}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={(event) => moveFocus(event, body.current, 'button[data-row]')}>
          {rows.map((row) => {
            const name = pickName(language, row.categoryName, row.categoryNameEn);
            return (
              <tr key={row.categoryId}>
                <th scope="row" className="sticky left-0 max-w-[14rem] bg-white text-left dark:bg-slate-900">
                  <button
                    type="button"
                    data-row={row.categoryId}
                    onClick={() => onOpen(row)}
                    title={t('categoryTrend.drillInto', { name })}
                    className="block w-full truncate rounded px-2 py-1 text-left font-medium text-slate-800 outline-none hover:text-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-slate-100"
                  >
                    {name}
                  </button>
                </th>
                {monthOnMonth(row, months).map((cell) => {
                  const change = changeText(cell.change, 'ratio', language);
                  return (
                    <td
                      key={cell.month}
                      data-direction={directionOf(cell.change)}
                      title={`${name} ${cell.month}: ${formatCompact(cell.value, language)} (${change})`}
                      className="rounded px-2 py-1 text-right tabular-nums text-slate-800 dark:text-slate-100"
                      style={cellStyle(cell.change, upColour)}
                    >
                      <span className="block">{formatCompact(cell.value, language)}</span>
                      <span className="block text-[10px] text-slate-600 dark:text-slate-300">{change}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
