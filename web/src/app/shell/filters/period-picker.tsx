import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../i18n/i18n.ts';
import { effectivePeriod, formatPeriod, periodPresets } from '../../../lib/period.ts';
import { useReportFilters } from '../../../lib/use-report-filters.ts';
import { categoryState } from '../../../stores/category-store.ts';
import { Button } from '../../../ui/button.tsx';
import { CalendarIcon, CheckIcon, ChevronDownIcon } from '../../../ui/icons.tsx';
import { moveFocus } from '../../../ui/move-focus.ts';
import { Popover } from '../../../ui/popover.tsx';
import { clearFilterNotices } from '../filter-notices.tsx';

const selectClass =
  'h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900';

const PeriodPanel = ({ close }: { close: () => void }) => {
  const t = useT();
  const { dateList } = useSnapshot(categoryState);
  const { filters, update } = useReportFilters();
  const current = effectivePeriod(filters, dateList);
  const [start, setStart] = useState(current?.startDate ?? '');
  const [end, setEnd] = useState(current?.endDate ?? '');
  const invalid = start > end;
  const presets = useRef<HTMLUListElement>(null);

  // opened from the keyboard or not, the panel starts on the current preset, so arrows and Enter pick at once
  useEffect(() => {
    const list = presets.current;
    (
      list?.querySelector<HTMLElement>('[data-active="true"]') ?? list?.querySelector<HTMLElement>('[data-preset]')
    )?.focus();
  }, []);

  const apply = (startDate: string, endDate: string) => {
    clearFilterNotices();
    update({ startDate, endDate });
    close();
  };

  return (
    <div className="space-y-3">
      <ul
        className="space-y-0.5"
        ref={presets}
        onKeyDown={(event) => moveFocus(event, presets.current, '[data-preset]')}
      >
        {periodPresets(dateList).map((preset) => {
          const active = current?.startDate === preset.startDate && current.endDate === preset.endDate;
          return (
            <li key={preset.id}>
              <button
                type="button"
                data-preset={preset.id}
                data-active={active}
                onClick={() => apply(preset.startDate, preset.endDate)}
                className={`flex w-full items-center justify-between rounded px-2 py-1.5 text-left hover:bg-slate-100 dark:hover:bg-slate-800 ${active ? 'font-medium text-blue-700 dark:text-blue-300' : 'text-slate-700 dark:text-slate-200'}`}
              >
                <span>{t(preset.label)}</span>
                <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                  {formatPeriod(preset)}
                  {active ? <CheckIcon size={13} /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <label className="space-y-1 text-xs text-slate-500 dark:text-slate-400">
          <span>{t('shell.periodFrom')}</span>
          <select className={selectClass} value={start} onChange={(event) => setStart(event.target.value)}>
            {dateList.map((month) => (
              <option key={month}>{month}</option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-xs text-slate-500 dark:text-slate-400">
          <span>{t('shell.periodTo')}</span>
          <select className={selectClass} value={end} onChange={(event) => setEnd(event.target.value)}>
            {dateList.map((month) => (
              <option key={month}>{month}</option>
            ))}
          </select>
        </label>
      </div>
      {invalid ? <p className="text-xs text-rose-600 dark:text-rose-400">{t('shell.periodInvalid')}</p> : null}
      <Button variant="primary" className="w-full" disabled={invalid || !start} onClick={() => apply(start, end)}>
        {t('shell.periodApply')}
      </Button>
    </div>
  );
};

/** The months of the report: presets and a custom range, from the months that have data. */
export const PeriodPicker = () => {
  const t = useT();
  const { dateList, status } = useSnapshot(categoryState);
  const { filters } = useReportFilters();
  const label = status === 'fulfilled' ? formatPeriod(effectivePeriod(filters, dateList)) : '…';
  return (
    <Popover
      label={t('shell.period')}
      panelClassName="w-72"
      testId="period-picker"
      trigger={
        <>
          <CalendarIcon className="shrink-0 text-slate-400" />
          <span className="whitespace-nowrap">{label}</span>
          <ChevronDownIcon className="shrink-0 text-slate-400" />
        </>
      }
    >
      {(close) => <PeriodPanel close={close} />}
    </Popover>
  );
};
