import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 aria-[invalid=true]:border-rose-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500';

export const Field = ({
  label,
  htmlFor,
  children,
  hint,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
  hint?: string;
}) => (
  <div className="space-y-1.5">
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
      {label}
    </label>
    {children}
    {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
  </div>
);

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className = '', ...props }, ref) => <input ref={ref} className={`${inputClass} ${className}`} {...props} />,
);
TextInput.displayName = 'TextInput';

/** A day picker in a filter bar, its label in front ("从 [date]"): the filters of the account list and the statistics. */
export const FilterDate = ({
  label,
  value,
  min,
  max,
  invalid,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The range is wrong (end before start): the box says so with its border and to assistive technology. */
  invalid: boolean;
  testId: string;
  onChange(day: string): void;
}) => (
  <label className="flex items-center gap-1 whitespace-nowrap text-xs text-slate-500 dark:text-slate-400">
    {label}
    <input
      type="date"
      className={`${inputClass} h-8 w-36`}
      value={value}
      {...(min ? { min } : {})}
      {...(max ? { max } : {})}
      data-testid={testId}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  </label>
);

export const FormError = ({ message, id }: { message: string | null; id?: string }) =>
  message ? (
    <p
      id={id}
      role="alert"
      data-testid="form-error"
      className="rounded-md border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-200"
    >
      {message}
    </p>
  ) : null;

/** The card that holds the login and registration forms. */
export const AuthCard = ({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) => (
  <div className="mx-auto my-8 w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
    <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
    <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
    <div className="mt-6">{children}</div>
  </div>
);
