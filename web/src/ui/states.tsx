import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from './icons.tsx';

/** The empty and error panels every screen uses, so they look alike everywhere. */
export const EmptyState = ({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) => (
  <div
    data-state="empty"
    className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center text-slate-500 dark:text-slate-400"
  >
    <InfoIcon size={28} className="text-slate-400 dark:text-slate-500" />
    <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{title}</p>
    {hint ? <p className="max-w-md text-sm">{hint}</p> : null}
    {children}
  </div>
);

export const ErrorState = ({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) => (
  <div
    role="alert"
    data-state="error"
    className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center text-slate-500 dark:text-slate-400"
  >
    <AlertIcon size={28} className="text-rose-500" />
    <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{title}</p>
    {hint ? <p className="max-w-md text-sm">{hint}</p> : null}
    {children}
  </div>
);

export const Notice = ({ children }: { children: ReactNode }) => (
  <div
    role="status"
    className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/50 dark:text-amber-100"
  >
    <InfoIcon size={16} className="mt-0.5 shrink-0" />
    <div>{children}</div>
  </div>
);
