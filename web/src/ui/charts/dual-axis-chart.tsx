import { useMemo, useState } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Label,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipProps,
} from 'recharts';
import { pickName, useLanguage, useT, type Language } from '../../i18n/i18n.ts';
import { changeText } from '../../lib/direction.ts';
import { formatCompact, formatExact, formatUnit } from '../../lib/format.ts';
import { useTheme } from '../../stores/theme-store.ts';

/** `overViewChart`'s shape: months on x, amounts on the left axis, percentages on the right. */
export interface DualAxisSeries {
  key: string;
  name: string;
  nameEn: string;
  unit: string;
  data: readonly (number | null)[];
}
export interface DualAxisData {
  xAxis: readonly string[];
  series: readonly DualAxisSeries[];
  rightSeries: readonly DualAxisSeries[];
}

// Tremor's palette (blue, emerald, amber, violet, rose, cyan), so the chart sits beside Tremor's own
const BAR_COLOURS = ['#3b82f6', '#10b981', '#8b5cf6', '#06b6d4'];
const LINE_COLOURS = ['#f59e0b', '#f43f5e', '#6366f1', '#14b8a6'];

/**
 * Bars of different units on one axis make the smaller ones invisible (GMV in 亿 beside units in 万): at first only
 * the series sharing the first one's unit are shown; the legend brings the others in (and the axis says the units).
 */
export const initialHidden = (data: DualAxisData) => {
  const unit = data.series[0]?.unit;
  return new Set(data.series.filter((series) => series.unit !== unit).map((series) => series.key));
};

const formatPercent = (value: number, language: Language) => changeText(value, 'ratio', language).replace(/^[▲▼] /, '');

/**
 * The dual-axis chart Tremor lacks (recharts' ComposedChart, styled like Tremor): `series` as bars on the left axis
 * with their unit, `rightSeries` as lines on the right axis in percent; both axes labelled; a legend whose buttons
 * show and hide each series; tooltips with formatted numbers.
 */
export const DualAxisChart = ({ data, height = 288 }: { data: DualAxisData; height?: number }) => {
  const t = useT();
  const language = useLanguage();
  const dark = useTheme() === 'dark';
  const [hidden, setHidden] = useState(() => initialHidden(data));
  const name = (series: DualAxisSeries) => pickName(language, series.name, series.nameEn);

  const rows = useMemo(
    () =>
      data.xAxis.map((month, index) => {
        const row: Record<string, string | number | null> = { month };
        for (const series of [...data.series, ...data.rightSeries]) row[series.key] = series.data[index] ?? null;
        return row;
      }),
    [data],
  );
  const visibleLeft = data.series.filter((series) => !hidden.has(series.key));
  const visibleRight = data.rightSeries.filter((series) => !hidden.has(series.key));
  const leftUnit =
    [...new Set(visibleLeft.map((series) => formatUnit(series.unit, language)).filter(Boolean))].join(' / ') || '—';
  const tick = { fontSize: 12, fill: dark ? '#94a3b8' : '#64748b' };
  const grid = dark ? '#1e293b' : '#e2e8f0';
  const toggle = (key: string) =>
    setHidden((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const all = [
    ...data.series.map((series, index) => ({ series, colour: BAR_COLOURS[index % BAR_COLOURS.length], bar: true })),
    ...data.rightSeries.map((series, index) => ({
      series,
      colour: LINE_COLOURS[index % LINE_COLOURS.length],
      bar: false,
    })),
  ];

  const renderTooltip = ({ active, payload, label }: TooltipProps<number, string>) => {
    if (!active || !payload || payload.length === 0) return null;
    return (
      <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md dark:border-slate-700 dark:bg-slate-900">
        <p className="mb-1 font-medium text-slate-700 dark:text-slate-200">{label}</p>
        {payload.map((item) => {
          const found = all.find((entry) => entry.series.key === item.dataKey);
          if (!found || typeof item.value !== 'number') return null;
          const value = found.bar
            ? `${formatExact(item.value, language)} ${formatUnit(found.series.unit, language)}`
            : formatPercent(item.value, language);
          return (
            <p key={found.series.key} className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
              <span className="inline-block h-2 w-2 rounded-full" style={{ background: found.colour }} />
              <span>{name(found.series)}</span>
              <span className="ml-auto pl-3 font-medium tabular-nums text-slate-900 dark:text-white">{value}</span>
            </p>
          );
        })}
      </div>
    );
  };

  return (
    <div data-testid="dual-axis-chart">
      <div className="mb-2 flex flex-wrap gap-1.5" role="group" aria-label={t('chart.legend')}>
        {all.map(({ series, colour, bar }) => {
          const shown = !hidden.has(series.key);
          return (
            <button
              key={series.key}
              type="button"
              aria-pressed={shown}
              onClick={() => toggle(series.key)}
              title={t(shown ? 'chart.hideSeries' : 'chart.showSeries', { name: name(series) })}
              className={`flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${
                shown
                  ? 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
                  : 'border-dashed border-slate-300 text-slate-400 line-through dark:border-slate-700 dark:text-slate-500'
              }`}
            >
              <span
                className={bar ? 'inline-block h-2.5 w-2.5 rounded-sm' : 'inline-block h-0.5 w-3 rounded'}
                style={{ background: shown ? colour : '#94a3b8' }}
              />
              {name(series)}
              <span className="text-slate-400">({bar ? t('chart.leftAxis') : t('chart.rightAxis')})</span>
            </button>
          );
        })}
      </div>
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid stroke={grid} vertical={false} />
            <XAxis dataKey="month" tick={tick} tickLine={false} axisLine={{ stroke: grid }} />
            <YAxis
              yAxisId="left"
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={72}
              tickFormatter={(value: number) => formatCompact(value, language)}
            >
              <Label value={leftUnit} angle={-90} position="insideLeft" style={{ ...tick, textAnchor: 'middle' }} />
            </YAxis>
            <YAxis
              yAxisId="right"
              orientation="right"
              tick={tick}
              tickLine={false}
              axisLine={false}
              width={64}
              tickFormatter={(value: number) => formatPercent(value, language)}
            >
              <Label value="%" angle={90} position="insideRight" style={{ ...tick, textAnchor: 'middle' }} />
            </YAxis>
            <Tooltip
              content={renderTooltip}
              cursor={{ fill: dark ? 'rgba(148,163,184,0.08)' : 'rgba(148,163,184,0.15)' }}
            />
            {data.series.map((series, index) =>
              hidden.has(series.key) ? null : (
                <Bar
                  key={series.key}
                  yAxisId="left"
                  dataKey={series.key}
                  name={name(series)}
                  fill={BAR_COLOURS[index % BAR_COLOURS.length]}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={40}
                  isAnimationActive={false}
                />
              ),
            )}
            {data.rightSeries.map((series, index) =>
              hidden.has(series.key) ? null : (
                <Line
                  key={series.key}
                  yAxisId="right"
                  type="linear"
                  dataKey={series.key}
                  name={name(series)}
                  stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {visibleLeft.length + visibleRight.length === 0 ? (
        <p className="mt-1 text-center text-xs text-slate-500">{t('chart.allHidden')}</p>
      ) : null}
    </div>
  );
};
