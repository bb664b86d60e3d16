import type { ColumnDef } from '@aisle/contract';

const column = (
  key: string,
  title: string,
  titleEn: string,
  format: ColumnDef['format'],
  sortable = true,
  unit?: string,
): ColumnDef => ({ key, title, titleEn, format, sortable, ...(unit ? { unit } : {}) });

/**
 * The columns of each statistics table: the keys `contentSort` accepts (sortable ones) and the header of
 * its spreadsheet. The first sortable default of each table is in `DEFAULT_SORT`.
 */
export const STATS_COLUMNS = {
  user: [
    column('account', '账号', 'Account', 'text'),
    column('name', '姓名', 'Name', 'text'),
    column('teamName', '团队', 'Team', 'text'),
    column('userTypeLabel', '用户类型', 'User type', 'text', false),
    column('visitCount', '访问次数', 'Visits', 'integer'),
    column('pageCount', '访问页面数', 'Pages', 'integer'),
    column('requestCount', '请求次数', 'Requests', 'integer'),
    column('eventCount', '事件次数', 'Events', 'integer'),
    column('lastVisitAt', '最近访问', 'Last visit', 'datetime'),
  ],
  visit: [
    column('time', '访问时间', 'Time', 'datetime'),
    column('path', '页面路径', 'Path', 'text'),
    column('pageName', '页面', 'Page', 'text'),
    column('platform', '平台', 'Platform', 'integer'),
    column('durationMs', '停留时长', 'Duration', 'integer', true, 'ms'),
  ],
  request: [
    column('time', '请求时间', 'Time', 'datetime'),
    column('account', '账号', 'Account', 'text'),
    column('method', '方法', 'Method', 'text'),
    column('path', '接口', 'Endpoint', 'text'),
    column('status', '状态码', 'Status', 'integer'),
    column('durationMs', '耗时', 'Duration', 'integer', true, 'ms'),
  ],
  eventSummary: [
    column('account', '账号', 'Account', 'text'),
    column('name', '姓名', 'Name', 'text'),
    column('teamName', '团队', 'Team', 'text'),
    column('loginCount', '登录次数', 'Logins', 'integer'),
    column('downloadCount', '下载次数', 'Downloads', 'integer'),
    column('smsCount', '短信验证码', 'SMS codes', 'integer'),
    column('lastEventAt', '最近事件', 'Last event', 'datetime'),
  ],
  event: [
    column('time', '时间', 'Time', 'datetime'),
    column('eventType', '事件类型', 'Event type', 'integer'),
    column('account', '账号', 'Account', 'text'),
    column('detail', '详情', 'Detail', 'text', false),
  ],
  page: [
    column('path', '页面路径', 'Path', 'text'),
    column('pageName', '页面', 'Page', 'text'),
    column('visitCount', '访问次数', 'Visits', 'integer'),
    column('userCount', '访问人数', 'Users', 'integer'),
    column('avgDurationMs', '平均停留时长', 'Average duration', 'integer', true, 'ms'),
  ],
  pageDay: [
    column('day', '日期', 'Day', 'day'),
    column('visitCount', '访问次数', 'Visits', 'integer'),
    column('userCount', '访问人数', 'Users', 'integer'),
  ],
} as const satisfies Record<string, readonly ColumnDef[]>;

export type StatsTable = keyof typeof STATS_COLUMNS;

/** Without `contentSort`, each table sorts on this column (in the direction of `orderBy`, default desc). */
export const DEFAULT_SORT: Readonly<Record<StatsTable, string>> = {
  user: 'visitCount',
  visit: 'time',
  request: 'time',
  eventSummary: 'lastEventAt',
  event: 'time',
  page: 'visitCount',
  pageDay: 'day',
};

export const sortableKeys = (table: StatsTable) =>
  STATS_COLUMNS[table].filter((candidate) => candidate.sortable).map((candidate) => candidate.key as string);
