/**
 * The colours the Tremor charts are drawn in. Tremor builds their class names (`fill-blue-500`) at run time, so
 * Tailwind cannot find them in the sources: `tailwind.config.ts` keeps exactly these. Tremor's guide keeps
 * every colour instead: 4,000 rules and 330 KB of CSS that every page load parsed for two blue bar charts.
 */
export const CHART_COLORS = ['blue'] as const;

/** The colour of a chart with one series. */
export const SINGLE_SERIES = [CHART_COLORS[0]];
