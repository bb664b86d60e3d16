import type { ApiClient } from '@aisle/contract';
import { useMemo } from 'react';
import { EVENT_TYPES } from '@aisle/contract/enums';
import { api } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { useReport } from '../../lib/use-report.ts';
import { statsBehaviour, statsPages, statsRequests, statsUsers } from './feature.ts';
import { column, shortTime, StatsFrame, type StatsQuery } from './stats-frame.tsx';
import type { PageRequest } from '../../ui/report-table/report-table.tsx';

type Lite = ApiClient['lite'];
type Rows<K extends keyof Lite> = Awaited<ReturnType<Lite[K]>> extends { resultData: (infer R)[] } ? R : never;

const paging = (request: PageRequest) => ({
  page: request.page,
  perPage: request.perPage,
  orderBy: request.orderBy,
  ...(request.contentSort ? { contentSort: request.contentSort } : {}),
});
const EVENT_LABELS: Record<number, MessageKey> = {
  1: 'stats.event.login',
  2: 'stats.event.download',
  3: 'stats.event.sms',
};

export const BehaviourPage = () => {
  const t = useT();
  const { params, setParams } = useReport(statsBehaviour);
  const extra = useMemo(
    () => (params.eventTypeList.length > 0 ? { eventTypeList: [...params.eventTypeList] } : {}),
    [params.eventTypeList],
  );
  return (
    <StatsFrame<Rows<'eventPage'>>
      report={statsBehaviour}
      title="stats.behaviour.title"
      subtitle="stats.behaviour.subtitle"
      chartTitle="stats.behaviour.chart"
      queryExtra={extra}
      series={[
        { key: 'login', name: '登录', nameEn: 'Logins', kind: 'bar' },
        { key: 'download', name: '下载', nameEn: 'Downloads', kind: 'bar' },
        { key: 'sms', name: '短信验证码', nameEn: 'SMS codes', kind: 'bar' },
      ]}
      columns={[
        column('account', '账号', 'Account', 'text'),
        column('name', '姓名', 'Name', 'text'),
        column('teamName', '团队', 'Team', 'text'),
        column('loginCount', '登录次数', 'Logins', 'integer'),
        column('downloadCount', '下载次数', 'Downloads', 'integer'),
        column('smsCount', '短信验证码', 'SMS codes', 'integer'),
        column('lastEventAt', '最近事件', 'Last event', 'datetime'),
      ]}
      extraFilters={
        <fieldset
          className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200"
          data-testid="stats-event-types"
        >
          <legend className="float-left mr-1 text-xs text-slate-500 dark:text-slate-400">
            {t('stats.eventTypes')}
          </legend>
          {EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={params.eventTypeList.includes(type)}
                onChange={(event) =>
                  setParams({
                    eventTypeList: EVENT_TYPES.filter((value) =>
                      value === type ? event.target.checked : params.eventTypeList.includes(value),
                    ),
                  })
                }
              />
              {t(EVENT_LABELS[type]!)}
            </label>
          ))}
        </fieldset>
      }
      chart={async (query: StatsQuery) => {
        const counts = await api.lite.eventCount(query);
        const of = (type: number) => counts.byType.find((row) => row.eventType === type)?.count ?? 0;
        return {
          rows: counts.byDay.map((day) => ({ ...day })),
          kpis: [
            { label: 'stats.kpi.events', value: counts.total },
            { label: 'stats.kpi.eventUsers', value: counts.userCount },
            { label: 'stats.event.login', value: of(1) },
            { label: 'stats.event.download', value: of(2) },
            { label: 'stats.event.sms', value: of(3) },
          ],
        };
      }}
      page={async (query, request) => {
        const answer = await api.lite.eventPage({ ...query, ...paging(request) });
        return { data: answer.resultData, total: answer.totalCount, columns: BEHAVIOUR_COLUMNS };
      }}
      rowId={(row) => String(row.userId)}
      detail={(row, query) => ({
        title: t('stats.detail.events', { account: row.account }),
        columns: [
          { key: 'time', title: t('stats.col.time'), format: shortTime },
          {
            key: 'eventType',
            title: t('stats.col.eventType'),
            format: (value) => t(EVENT_LABELS[value as number] ?? 'stats.event.login'),
          },
          { key: 'detail', title: t('stats.col.detail') },
        ],
        load: () => api.lite.eventDetail({ ...query, userId: row.userId, page: 1, perPage: 100, orderBy: 'desc' }),
      })}
      download={(query, options) => api.lite.eventDownload(query, options)}
    />
  );
};

const BEHAVIOUR_COLUMNS = [
  column('account', '账号', 'Account', 'text'),
  column('name', '姓名', 'Name', 'text'),
  column('teamName', '团队', 'Team', 'text'),
  column('loginCount', '登录次数', 'Logins', 'integer'),
  column('downloadCount', '下载次数', 'Downloads', 'integer'),
  column('smsCount', '短信验证码', 'SMS codes', 'integer'),
  column('lastEventAt', '最近事件', 'Last event', 'datetime'),
];
const REQUEST_COLUMNS = [
  column('time', '请求时间', 'Time', 'datetime'),
  column('account', '账号', 'Account', 'text'),
  column('method', '方法', 'Method', 'text'),
  column('path', '接口', 'Endpoint', 'text'),
  column('status', '状态码', 'Status', 'rank'),
  column('durationMs', '耗时', 'Duration', 'rank', true, 'ms'),
];
const USER_COLUMNS = [
  column('account', '账号', 'Account', 'text'),
  column('name', '姓名', 'Name', 'text'),
  column('teamName', '团队', 'Team', 'text'),
  column('visitCount', '访问次数', 'Visits', 'integer'),
  column('pageCount', '访问页面数', 'Pages', 'integer'),
  column('requestCount', '请求次数', 'Requests', 'integer'),
  column('eventCount', '事件次数', 'Events', 'integer'),
  column('lastVisitAt', '最近访问', 'Last visit', 'datetime'),
];
const PAGE_COLUMNS = [
  column('pageName', '页面', 'Page', 'text'),
  column('path', '页面路径', 'Path', 'text'),
  column('visitCount', '访问次数', 'Visits', 'integer'),
  column('userCount', '访问人数', 'Users', 'integer'),
  column('avgDurationMs', '平均停留时长', 'Average duration', 'rank', true, 'ms'),
];

export const RequestsPage = () => {
  const t = useT();
  return (
    <StatsFrame<Rows<'apiPage'>>
      report={statsRequests}
      title="stats.requests.title"
      subtitle="stats.requests.subtitle"
      chartTitle="stats.requests.chart"
      series={[
        { key: 'ok', name: '成功', nameEn: 'Succeeded', kind: 'bar' },
        { key: 'errorCount', name: '出错', nameEn: 'Errors', kind: 'bar' },
      ]}
      columns={REQUEST_COLUMNS}
      chart={async (query) => {
        const answer = await api.lite.apiPage({ ...query, page: 1, perPage: 1, orderBy: 'desc' });
        return {
          rows: answer.byDay.map((day) => ({
            day: day.day,
            ok: day.count - day.errorCount,
            errorCount: day.errorCount,
          })),
          kpis: [
            { label: 'stats.kpi.requests', value: answer.totalCount },
            { label: 'stats.kpi.errors', value: answer.errorCount },
            { label: 'stats.kpi.requestUsers', value: answer.userCount },
          ],
          aside: (
            <div className="max-h-64 overflow-y-auto" data-testid="endpoint-list">
              <h3 className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
                {t('stats.requests.byEndpoint')}
              </h3>
              <ol className="space-y-0.5 text-xs">
                {answer.byEndpoint.slice(0, 30).map((row) => (
                  <li
                    key={`${row.method} ${row.path}`}
                    className="flex justify-between gap-2 text-slate-700 dark:text-slate-200"
                  >
                    <span className="truncate font-mono" title={`${row.method} ${row.path}`}>
                      {row.method} {row.path}
                    </span>
                    <span className="shrink-0 tabular-nums">
                      {row.count.toLocaleString()} · {row.avgDurationMs} ms
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ),
        };
      }}
      page={async (query, request) => {
        const answer = await api.lite.apiPage({ ...query, ...paging(request) });
        return { data: answer.resultData, total: answer.totalCount, columns: REQUEST_COLUMNS };
      }}
      rowId={(row) => `${row.time}|${row.path}|${row.userId ?? 0}|${row.durationMs}`}
    />
  );
};

export const UsersPage = () => {
  const t = useT();
  return (
    <StatsFrame<Rows<'userPage'>>
      report={statsUsers}
      title="stats.users.title"
      subtitle="stats.users.subtitle"
      chartTitle="stats.users.chart"
      series={[
        { key: 'visitCount', name: '访问次数', nameEn: 'Visits', kind: 'bar' },
        { key: 'userCount', name: '访问人数', nameEn: 'Visitors', kind: 'line' },
      ]}
      columns={USER_COLUMNS}
      chart={async (query) => {
        const counts = await api.lite.userCount(query);
        return {
          rows: counts.byDay.map((day) => ({ ...day })),
          kpis: [
            { label: 'stats.kpi.visits', value: counts.visitCount },
            { label: 'stats.kpi.visitors', value: counts.userCount },
          ],
        };
      }}
      page={async (query, request) => {
        const answer = await api.lite.userPage({ ...query, ...paging(request) });
        return { data: answer.resultData, total: answer.totalCount, columns: USER_COLUMNS };
      }}
      rowId={(row) => String(row.userId)}
      detail={(row, query) => ({
        title: t('stats.detail.visits', { account: row.account }),
        columns: [
          { key: 'time', title: t('stats.col.time'), format: shortTime },
          { key: 'pageName', title: t('stats.col.page') },
          { key: 'path', title: t('stats.col.path') },
          {
            key: 'durationMs',
            title: t('stats.col.duration'),
            format: (value) => `${Math.round(Number(value) / 1000)} s`,
          },
        ],
        load: () => api.lite.userDetail({ ...query, userId: row.userId, page: 1, perPage: 100, orderBy: 'desc' }),
      })}
      download={(query, options) => api.lite.userDownload(query, options)}
    />
  );
};

export const PagesPage = () => {
  const t = useT();
  return (
    <StatsFrame<Rows<'pagePage'>>
      report={statsPages}
      title="stats.pages.title"
      subtitle="stats.pages.subtitle"
      chartTitle="stats.pages.chart"
      series={[
        { key: 'visitCount', name: '访问次数', nameEn: 'Visits', kind: 'bar' },
        { key: 'userCount', name: '访问人数', nameEn: 'Visitors', kind: 'line' },
      ]}
      columns={PAGE_COLUMNS}
      chart={async (query) => {
        const counts = await api.lite.pageCount(query);
        return {
          rows: counts.byDay.map((day) => ({ ...day })),
          kpis: [
            { label: 'stats.kpi.visits', value: counts.visitCount },
            { label: 'stats.kpi.visitors', value: counts.userCount },
          ],
        };
      }}
      page={async (query, request) => {
        const answer = await api.lite.pagePage({ ...query, ...paging(request) });
        return { data: answer.resultData, total: answer.totalCount, columns: PAGE_COLUMNS };
      }}
      rowId={(row) => row.path}
      detail={(row, query) => ({
        title: t('stats.detail.page', { page: row.pageName }),
        columns: [
          { key: 'day', title: t('stats.col.day') },
          { key: 'visitCount', title: t('stats.kpi.visits') },
          { key: 'userCount', title: t('stats.kpi.visitors') },
        ],
        load: () => api.lite.pageDetail({ ...query, path: row.path, page: 1, perPage: 100, orderBy: 'desc' }),
      })}
      download={(query, options) => api.lite.pageDownload(query, options)}
    />
  );
};
