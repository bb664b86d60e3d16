import { useRef, type KeyboardEvent } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** Shown in the tooltip and the accessible description (a shortcut, what the choice means). */
  hint?: string;
}

/**
 * A small radio group (metric, level, view, band width...): one Tab stop, the arrow keys (and Home/End) choose the
 * next value at once, as the platform switcher does. `testId` lets tests and the keyboard layer find it.
 */
export const ChoiceGroup = <T extends string | number>({
  label,
  choices,
  value,
  onChange,
  testId,
}: {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  testId?: string;
}) => {
  const group = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    choices.findIndex((choice) => choice.value === value),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    let next = -1;
    if (step !== 0) next = (index + step + choices.length) % choices.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = choices.length - 1;
    const choice = choices[next];
    if (!choice) return;
    event.preventDefault();
    onChange(choice.value);
    // focus follows the choice (the buttons are re-rendered with the new tab stop)
    requestAnimationFrame(() => group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus());
  };
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      data-value={String(value)}
      onKeyDown={onKeyDown}
      className="inline-flex items-center rounded-md border border-slate-300 bg-white p-0.5 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {choices.map((choice, position) => {
        const checked = position === index;
        return (
          <button
            key={String(choice.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            title={choice.hint}
            onClick={() => onChange(choice.value)}
            className={`whitespace-nowrap rounded px-2.5 py-1 outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${
              checked
                ? 'bg-blue-600 text-white dark:bg-blue-500'
                : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
};
