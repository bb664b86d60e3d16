import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendRow } from '../../api/types.ts';
import { pickName, useLanguage } from '../../i18n/i18n.ts';
import { formatCompact, formatExact } from '../../lib/format.ts';
import { useTheme } from '../../stores/theme-store.ts';
import { shorten } from '../../ui/rank-report/top-chart.tsx';

const COLOURS = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#f43f5e', '#06b6d4', '#6366f1', '#84cc16'];

/** One line per category on screen (the top rows of the table's sort), months on x. */
export const TrendChart = ({ rows, months }: { rows: readonly TrendRow[]; months: readonly string[] }) => {
  const language = useLanguage();
  const dark = useTheme() === 'dark';
  const tick = { fontSize: 12, fill: dark ? '#94a3b8' : '#64748b' };
  const grid = dark ? '#1e293b' : '#e2e8f0';
  const names = rows.map((row) => pickName(language, row.categoryName, row.categoryNameEn));
  const data = months.map((month) => {
    const point: Record<string, number | string> = { month };
    rows.forEach((row, index) => (point[`c${index}`] = row.byMonth[month] ?? 0));
    return point;
  });
  return (
    <div data-testid="trend-chart">
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        {names.map((name, index) => (
          <li key={`${name}-${index}`} className="flex max-w-[14rem] items-center gap-1.5" title={name}>
            <span
              className="inline-block h-0.5 w-3 shrink-0 rounded"
              style={{ background: COLOURS[index % COLOURS.length] }}
            />
            {/* one line, cut with an ellipsis; the whole name is the title and the tooltip */}
            <span className="truncate">{name}</span>
          </li>
        ))}
      </ul>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} tickLine={false} axisLine={{ stroke: grid }} />
            <YAxis
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={72}
              tickFormatter={(value: number) => formatCompact(value, language)}
            />
            <Tooltip
              formatter={(value: number, key: string) => [
                formatExact(value, language),
                shorten(names[Number(key.slice(1))] ?? key, 40),
              ]}
              contentStyle={{
                fontSize: 12,
                background: dark ? '#0f172a' : '#fff',
                borderColor: dark ? '#334155' : '#e2e8f0',
              }}
            />
            {rows.map((row, index) => (
              <Line
                key={row.categoryId}
                dataKey={`c${index}`}
                name={`c${index}`}
                stroke={COLOURS[index % COLOURS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
};
