import type { SVGProps } from 'react';

/** Inline icons (stroke, 24-unit grid): a few paths are cheaper than an icon library in the entry chunk. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const icon =
  (paths: string[], name: string) =>
  ({ size = 16, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={name}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );

export const LockIcon = icon(['M6 11h12v10H6z', 'M8 11V7a4 4 0 0 1 8 0v4'], 'lock');
export const ChevronDownIcon = icon(['m6 9 6 6 6-6'], 'chevron-down');
export const ChevronRightIcon = icon(['m9 6 6 6-6 6'], 'chevron-right');
export const SunIcon = icon(
  [
    'M12 4V2',
    'M12 22v-2',
    'm4.93 4.93 1.41 1.41',
    'm17.66 17.66 1.41 1.41',
    'M2 12h2',
    'M20 12h2',
    'm6.34 17.66-1.41 1.41',
    'm19.07 4.93-1.41 1.41',
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  ],
  'sun',
);
export const MoonIcon = icon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z'], 'moon');
export const GlobeIcon = icon(
  ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M2 12h20', 'M12 2a15 15 0 0 1 0 20', 'M12 2a15 15 0 0 0 0 20'],
  'globe',
);
export const DownloadIcon = icon(['M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14'], 'download');
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm21 21-4.3-4.3'], 'search');
export const CloseIcon = icon(['M18 6 6 18', 'm6 6 12 12'], 'close');
export const CheckIcon = icon(['M20 6 9 17l-5-5'], 'check');
export const InfoIcon = icon(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M12 16v-4', 'M12 8h.01'], 'info');
export const AlertIcon = icon(['M12 3 2 21h20L12 3z', 'M12 10v4', 'M12 17h.01'], 'alert');
export const CalendarIcon = icon(['M4 5h16v16H4z', 'M16 3v4', 'M8 3v4', 'M4 11h16'], 'calendar');
export const StoreIcon = icon(['M3 9l2-5h14l2 5', 'M4 9v11h16V9', 'M3 9h18', 'M9 20v-6h6v6'], 'store');
export const TagIcon = icon(['M3 12V3h9l9 9-9 9-9-9z', 'M7.5 7.5h.01'], 'tag');
export const LogoutIcon = icon(['M9 21H5V3h4', 'm16 17 5-5-5-5', 'M21 12H9'], 'logout');
export const ChartIcon = icon(['M3 3v18h18', 'M7 15l4-4 3 3 5-6'], 'chart');
export const KeyboardIcon = icon(['M3 6h18v12H3z', 'M7 10h.01', 'M11 10h.01', 'M15 10h.01', 'M7 14h10'], 'keyboard');

export const LogoMark = ({ size = 24 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="7" fill="#2563eb" />
    <path
      d="M9 23 16 8l7 15M11.5 18h9"
      stroke="#fff"
      strokeWidth="2.6"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
