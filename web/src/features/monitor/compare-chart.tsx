import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { pickName, type Language } from '../../i18n/i18n.ts';
import { formatCompact, formatExact } from '../../lib/format.ts';
import type { CompareData, Metric } from './compare-series.ts';

/** Distinct in hue and in dash, so the lines differ without colour too. */
const LINES = [
  { stroke: '#2563eb', dash: undefined },
  { stroke: '#db2777', dash: '6 3' },
  { stroke: '#059669', dash: '2 3' },
  { stroke: '#d97706', dash: '8 3 2 3' },
] as const;

/** The entities' months overlaid, one line each (the compare view's chart chunk, loaded beside the table). */
export const CompareChart = ({ data, metric, language }: { data: CompareData; metric: Metric; language: Language }) => {
  const points = data.months.map((month, m) => {
    const point: Record<string, string | number | null> = { month };
    for (const entity of data.entities) point[String(entity.entityId)] = entity.values[metric][m] ?? null;
    return point;
  });
  const format = (value: number) =>
    metric === 'avgPrice' ? `¥${formatExact(value, language)}` : formatCompact(value, language);
  return (
    <div className="h-80 text-xs text-slate-500 dark:text-slate-400" data-testid="compare-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="month" stroke="currentColor" tick={{ fill: 'currentColor' }} />
          <YAxis stroke="currentColor" tick={{ fill: 'currentColor' }} tickFormatter={format} width={72} />
          <Tooltip
            formatter={(value) => (typeof value === 'number' ? format(value) : '—')}
            contentStyle={{ fontSize: 12 }}
          />
          <Legend />
          {data.entities.map((entity, index) => {
            const line = LINES[index % LINES.length] ?? LINES[0];
            return (
              <Line
                key={entity.entityId}
                type="monotone"
                dataKey={String(entity.entityId)}
                name={pickName(language, entity.name, entity.nameEn)}
                stroke={line.stroke}
                strokeDasharray={line.dash}
                strokeWidth={2}
                dot={{ r: 2 }}
                connectNulls={false}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
};
