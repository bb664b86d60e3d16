export const Spinner = ({ size = 16, label }: { size?: number; label?: string }) => (
  <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className="animate-spin text-blue-600 dark:text-blue-400"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" fill="none" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
    {label ? <span className="text-sm text-slate-500 dark:text-slate-400">{label}</span> : null}
  </span>
);
