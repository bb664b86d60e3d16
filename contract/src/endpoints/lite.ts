import Type, { type TObject } from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import {
  Day,
  DateTime,
  DictItem,
  EventType,
  Id,
  Keyword,
  Platform,
  StatsList,
  UserType,
  pagingFields,
  sortFields,
} from '../primitives.ts';

/**
 * Statistics filters (SPEC section 3). Absent dates mean one month ago to today, which depends on
 * "today" and so cannot be a schema default.
 */
const statsFields = () => ({
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
  pageList: Type.Optional(Type.Array(Type.String({ maxLength: 128 }), { maxItems: 50 })),
  platformList: Type.Optional(Type.Array(Platform, { uniqueItems: true })),
  teamList: Type.Optional(Type.Array(Id, { maxItems: 200 })),
  userType: withDefault(UserType, 2),
  keyword: Type.Optional(Keyword),
});
const StatsQuery = Type.Object({ ...statsFields(), ...pagingFields(), ...sortFields() });
const StatsCountQuery = Type.Object(statsFields());
const EventQuery = Type.Object({
  ...statsFields(),
  eventTypeList: Type.Optional(Type.Array(EventType, { uniqueItems: true })),
  ...pagingFields(),
  ...sortFields(),
});

export const PageInfo = Type.Object({ path: Type.String(), name: Type.String(), nameEn: Type.String() });
const count = () => Type.Integer({ minimum: 0 });

/** One row per day of the range, oldest first (days without visits included): the chart over time. */
export const VisitDay = Type.Object({ day: Day, visitCount: count(), userCount: count() });

export const VisitCounts = Type.Object({
  userCount: count(),
  visitCount: count(),
  byDay: Type.Array(VisitDay),
});

/** Events of each type per day of the range, oldest first. */
export const EventDay = Type.Object({ day: Day, login: count(), download: count(), sms: count() });

/** API requests per day of the range (errors: status 400 and above), oldest first. */
export const RequestDay = Type.Object({ day: Day, count: count(), errorCount: count() });

/** API requests per endpoint over the range, most requested first. */
export const RequestEndpointRow = Type.Object({
  method: Type.String(),
  path: Type.String(),
  count: count(),
  userCount: count(),
  errorCount: count(),
  avgDurationMs: Type.Number({ minimum: 0 }),
});

export const UserRecordRow = Type.Object({
  userId: Id,
  account: Type.String(),
  name: Type.String(),
  teamName: Type.String(),
  userType: UserType,
  visitCount: Type.Integer({ minimum: 0 }),
  pageCount: Type.Integer({ minimum: 0 }),
  requestCount: Type.Integer({ minimum: 0 }),
  eventCount: Type.Integer({ minimum: 0 }),
  lastVisitAt: Type.Union([DateTime, Type.Null()]),
});

export const VisitRow = Type.Object({
  time: DateTime,
  userId: Id,
  account: Type.String(),
  path: Type.String(),
  pageName: Type.String(),
  platform: Type.Union([Platform, Type.Null()]),
  durationMs: Type.Integer({ minimum: 0 }),
});

export const RequestRow = Type.Object({
  time: DateTime,
  userId: Type.Union([Id, Type.Null()]),
  account: Type.String(),
  method: Type.String(),
  path: Type.String(),
  status: Type.Integer(),
  durationMs: Type.Number({ minimum: 0 }),
});

export const EventSummaryRow = Type.Object({
  userId: Id,
  account: Type.String(),
  name: Type.String(),
  teamName: Type.String(),
  loginCount: Type.Integer({ minimum: 0 }),
  downloadCount: Type.Integer({ minimum: 0 }),
  smsCount: Type.Integer({ minimum: 0 }),
  lastEventAt: DateTime,
});

export const EventRow = Type.Object({
  time: DateTime,
  eventType: EventType,
  userId: Type.Union([Id, Type.Null()]),
  account: Type.String(),
  detail: Type.String(),
});

export const PageRecordRow = Type.Object({
  path: Type.String(),
  pageName: Type.String(),
  visitCount: Type.Integer({ minimum: 0 }),
  userCount: Type.Integer({ minimum: 0 }),
  avgDurationMs: Type.Integer({ minimum: 0 }),
});

export const PageDayRow = Type.Object({
  day: Day,
  visitCount: Type.Integer({ minimum: 0 }),
  userCount: Type.Integer({ minimum: 0 }),
});

/** Generic in the query so that a download with its own filters (events) keeps their types. */
const download = <Q extends TObject>(path: string, summary: string, query: Q) =>
  endpoint({ method: 'GET', path, summary, access: 'manager', kind: 'download', query });

export const lite = {
  pageList: endpoint({
    method: 'GET',
    path: '/api/lite/common/pageList',
    summary: 'Pages that usage statistics know',
    access: 'manager',
    kind: 'json',
    response: Type.Array(PageInfo),
  }),
  platformList: endpoint({
    method: 'GET',
    path: '/api/lite/common/platformList',
    summary: 'Platforms for the statistics filters',
    access: 'manager',
    kind: 'json',
    response: Type.Array(DictItem),
  }),
  teamList: endpoint({
    method: 'GET',
    path: '/api/lite/common/teamList',
    summary: 'Teams for the statistics filters',
    access: 'manager',
    kind: 'json',
    response: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  }),
  userList: endpoint({
    method: 'GET',
    path: '/api/lite/common/userList',
    summary: 'Users matching a keyword (account or name), for the statistics filters',
    access: 'manager',
    kind: 'json',
    query: Type.Object({ keyword: Type.Optional(Keyword) }),
    response: Type.Array(Type.Object({ id: Id, account: Type.String(), name: Type.String() })),
  }),
  userPage: endpoint({
    method: 'GET',
    path: '/api/lite/user/page',
    summary: 'Per-user records',
    access: 'manager',
    kind: 'json',
    query: StatsQuery,
    response: StatsList(UserRecordRow),
  }),
  userCount: endpoint({
    method: 'GET',
    path: '/api/lite/user/count',
    summary: 'Users and visits for the filters',
    access: 'manager',
    kind: 'json',
    query: StatsCountQuery,
    response: VisitCounts,
  }),
  userDetail: endpoint({
    method: 'GET',
    path: '/api/lite/user/detail',
    summary: "One user's page visits",
    access: 'manager',
    kind: 'json',
    query: Type.Object({ userId: Id, ...statsFields(), ...pagingFields(), ...sortFields() }),
    response: StatsList(VisitRow),
  }),
  apiPage: endpoint({
    method: 'GET',
    path: '/api/lite/api/page',
    summary: 'API requests, with their counts per day and per endpoint over the whole range',
    access: 'manager',
    kind: 'json',
    query: StatsQuery,
    // the summary rides along with the list: the endpoint list of the specification has no count for requests
    response: Type.Object({
      ...StatsList(RequestRow).properties,
      userCount: count(),
      errorCount: count(),
      byDay: Type.Array(RequestDay),
      byEndpoint: Type.Array(RequestEndpointRow),
    }),
  }),
  eventCount: endpoint({
    method: 'GET',
    path: '/api/lite/event/count',
    summary: 'Event counts by type, in all and per day',
    access: 'manager',
    kind: 'json',
    query: Type.Object(statsFields()),
    response: Type.Object({
      total: count(),
      userCount: count(),
      byType: Type.Array(Type.Object({ eventType: EventType, count: count() })),
      byDay: Type.Array(EventDay),
    }),
  }),
  eventPage: endpoint({
    method: 'GET',
    path: '/api/lite/event/page',
    summary: 'Events per user (behaviour)',
    access: 'manager',
    kind: 'json',
    query: EventQuery,
    response: StatsList(EventSummaryRow),
  }),
  eventDetail: endpoint({
    method: 'GET',
    path: '/api/lite/event/detail',
    summary: 'Individual events',
    access: 'manager',
    kind: 'json',
    query: Type.Object({
      userId: Type.Optional(Id),
      ...statsFields(),
      eventTypeList: Type.Optional(Type.Array(EventType, { uniqueItems: true })),
      ...pagingFields(),
      ...sortFields(),
    }),
    response: StatsList(EventRow),
  }),
  pageCount: endpoint({
    method: 'GET',
    path: '/api/lite/page/count',
    summary: 'Users and visits over pages',
    access: 'manager',
    kind: 'json',
    query: StatsCountQuery,
    response: VisitCounts,
  }),
  pagePage: endpoint({
    method: 'GET',
    path: '/api/lite/page/page',
    summary: 'Per-page records',
    access: 'manager',
    kind: 'json',
    query: StatsQuery,
    response: StatsList(PageRecordRow),
  }),
  pageDetail: endpoint({
    method: 'GET',
    path: '/api/lite/page/detail',
    summary: "One page's visits per day",
    access: 'manager',
    kind: 'json',
    query: Type.Object({
      path: Type.String({ minLength: 1, maxLength: 128 }),
      ...statsFields(),
      ...pagingFields(),
      ...sortFields(),
    }),
    response: StatsList(PageDayRow),
  }),
  userDownload: download('/api/lite/user/download', 'Per-user records as .xlsx', StatsQuery),
  pageDownload: download('/api/lite/page/download', 'Per-page records as .xlsx', StatsQuery),
  eventDownload: download('/api/lite/event/download', 'Events per user as .xlsx', EventQuery),
} as const;
