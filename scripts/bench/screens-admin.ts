import { DEFAULT_MARKS, type ScreenTiming } from './screen-timing.ts';

/**
 * The admin screens (issue 12), seen by the manager: the account list's first row (a plain table, not the grid),
 * and each statistics screen's first grid row and painted chart.
 */
export const screens: ScreenTiming[] = [
  {
    name: 'admin accounts',
    account: 'admin',
    path: '/admin/accounts',
    marks: { firstRow: '[data-testid="accounts-table"] tr[data-row]' },
  },
  { name: 'stats behaviour', account: 'admin', path: '/admin/stats/behaviour', marks: DEFAULT_MARKS },
  { name: 'stats requests', account: 'admin', path: '/admin/stats/requests', marks: DEFAULT_MARKS },
  { name: 'stats users', account: 'admin', path: '/admin/stats/users', marks: DEFAULT_MARKS },
  { name: 'stats pages', account: 'admin', path: '/admin/stats/pages', marks: DEFAULT_MARKS },
];
