import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { pickName, useLanguage } from '../../i18n/i18n.ts';
import { formatCompact, formatExact } from '../../lib/format.ts';
import { useTheme } from '../../stores/theme-store.ts';

export interface DaySeries {
  key: string;
  name: string;
  nameEn: string;
  /** bars stack on the left axis; a line is drawn over them */
  kind: 'bar' | 'line';
}

const COLOURS = ['#3b82f6', '#10b981', '#f59e0b', '#f43f5e', '#8b5cf6'];

/** Counts per day of the range (bars stacked, a line for a second figure), styled like the other charts. */
export const StatsChart = ({
  rows,
  series,
  height = 256,
}: {
  rows: readonly Record<string, string | number>[];
  series: readonly DaySeries[];
  height?: number;
}) => {
  const language = useLanguage();
  const dark = useTheme() === 'dark';
  const axis = dark ? '#94a3b8' : '#64748b';
  const grid = dark ? '#1e293b' : '#e2e8f0';
  return (
    <div style={{ height }} data-testid="stats-chart" data-points={rows.length}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={grid} vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fill: axis, fontSize: 11 }}
            tickFormatter={(day: string) => day.slice(5)}
            minTickGap={16}
          />
          <YAxis
            tick={{ fill: axis, fontSize: 11 }}
            width={48}
            tickFormatter={(value: number) => formatCompact(value, language)}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(value: number) => formatExact(value, language)}
            contentStyle={{ background: dark ? '#0f172a' : '#fff', borderColor: grid, fontSize: 12 }}
            labelStyle={{ color: dark ? '#e2e8f0' : '#0f172a' }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((item, index) =>
            item.kind === 'bar' ? (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={pickName(language, item.name, item.nameEn)}
                stackId="counts"
                fill={COLOURS[index % COLOURS.length]}
                isAnimationActive={false}
              />
            ) : (
              <Line
                key={item.key}
                dataKey={item.key}
                name={pickName(language, item.name, item.nameEn)}
                stroke={COLOURS[index % COLOURS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
};
