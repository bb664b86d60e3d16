import { useId, useState, type ReactElement, type ReactNode } from 'react';

/**
 * A tooltip that opens on hover and on keyboard focus, announced through aria-describedby. Wrap disabled
 * controls with `aria-disabled` rather than `disabled`: browsers send no mouse events to disabled buttons.
 */
export const Tooltip = ({
  content,
  children,
  placement = 'bottom',
  className = '',
}: {
  content: ReactNode;
  children: (describedBy: string | undefined) => ReactElement;
  placement?: 'top' | 'bottom' | 'right';
  className?: string;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const position =
    placement === 'top'
      ? 'bottom-full left-1/2 mb-1.5 -translate-x-1/2'
      : placement === 'right'
        ? 'left-full top-1/2 ml-2 -translate-y-1/2'
        : 'top-full left-1/2 mt-1.5 -translate-x-1/2';
  return (
    <span
      className={`relative inline-flex ${className}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {children(open ? id : undefined)}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className={`pointer-events-none absolute z-50 w-max max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs font-normal leading-snug text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 ${position}`}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
};
