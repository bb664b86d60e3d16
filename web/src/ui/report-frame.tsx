import type { ReactNode } from 'react';

/**
 * The layout every report uses: title and filter summary with the actions (download) on the right, a chart
 * card, then the table card.
 */
export const ReportFrame = ({
  title,
  subtitle,
  summary,
  actions,
  chart,
  chartTitle,
  table,
  before,
  children,
}: {
  title: string;
  subtitle?: string;
  summary?: ReactNode;
  actions?: ReactNode;
  chart?: ReactNode;
  chartTitle?: string;
  table: ReactNode;
  /** Between the header and the chart (a KPI strip). */
  before?: ReactNode;
  /** After the table card (more sections). */
  children?: ReactNode;
}) => (
  <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5">
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        {subtitle ? <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p> : null}
        {summary ? <div className="mt-1">{summary}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
    {before}
    {chart ? (
      <section
        aria-label={chartTitle}
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        data-testid="report-chart"
      >
        {chartTitle ? (
          <h2 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{chartTitle}</h2>
        ) : null}
        {chart}
      </section>
    ) : null}
    <section className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
      {table}
    </section>
    {children}
  </div>
);
