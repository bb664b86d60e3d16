import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../../test/helper.ts';
import { seedState, usageSeed } from '../../state/seed.ts';
import type { PersistentState } from '../../state/types.ts';
import { HistoryCache } from './cache.ts';
import { eventCounts, eventSummaryRows, pageDayRows, pageRows, requestList, userRows, visitCounts } from './reports.ts';
import { forEachRequest, makeFilter, requestAt, type StatsQuery, type StatsSource } from './stats.ts';

const config = { seed: 20240618, today: TEST_TODAY };
const { history } = usageSeed(config);

/** A state with live records on top of the seed: visits, requests and events of today and of the history range. */
const makeLiveState = (): PersistentState => {
  const state = seedState(config);
  for (let i = 0; i < 40; i++) {
    const userId = 5 + (i % 30);
    const time = `${i % 2 === 0 ? TEST_TODAY : '2026-11-03'}T1${i % 10}:00:0${i % 10}+08:00`;
    state.actions.push({
      id: i + 1,
      userId,
      time,
      type: 'page.visit',
      page: i % 3 ? '/brand/rank' : '/x/new',
      durationMs: 1000 * i,
      platform: 1,
    });
    state.requests.push({
      time,
      userId: i % 5 ? userId : null,
      method: 'GET',
      path: i % 4 ? '/api/category/brandRank' : '/api/z/unknown',
      status: 200 + i,
      durationMs: i / 3,
      platform: 1,
    });
    state.events.push({ time, eventType: ((i % 3) + 1) as 1 | 2 | 3, userId: i % 6 ? userId : null, detail: 'live' });
  }
  return state;
};

const makeCache = () => ({
  aggregates: new HistoryCache(64),
  lists: new HistoryCache(8),
  live: new HistoryCache(64),
  results: new HistoryCache(64),
});

const queries: StatsQuery[] = [
  { userType: 2 },
  { userType: 1 },
  { userType: 2, platformList: [1], startDate: '2026-10-01', endDate: TEST_TODAY },
  { userType: 2, teamList: [3, 4, 5], pageList: ['/brand/rank', '/x/new'] },
];

describe('history cache', () => {
  it('gives the same results as computing everything, on every call', () => {
    const state = makeLiveState();
    const plain: StatsSource = { history, state, today: TEST_TODAY };
    const cached: StatsSource = { ...plain, cache: makeCache() };
    for (const query of queries)
      for (const source of [cached, cached, plain]) {
        const filter = makeFilter(source, query);
        const expected = makeFilter(plain, query);
        expect(userRows(source, filter, { orderBy: 'desc' })).toEqual(userRows(plain, expected, { orderBy: 'desc' }));
        expect(visitCounts(source, filter)).toEqual(visitCounts(plain, expected));
        expect(eventCounts(source, filter)).toEqual(eventCounts(plain, expected));
        expect(eventSummaryRows(source, filter, [1, 2], { orderBy: 'asc', contentSort: 'account' })).toEqual(
          eventSummaryRows(plain, expected, [1, 2], { orderBy: 'asc', contentSort: 'account' }),
        );
        expect(pageRows(source, filter, { orderBy: 'desc' })).toEqual(pageRows(plain, expected, { orderBy: 'desc' }));
        expect(pageDayRows(source, filter, { orderBy: 'asc' })).toEqual(
          pageDayRows(plain, expected, { orderBy: 'asc' }),
        );
        for (const contentSort of ['time', 'account', 'path', 'status', 'durationMs'])
          for (const orderBy of ['asc', 'desc'] as const) {
            const list = requestList(source, filter, { contentSort, orderBy });
            const reference = requestList(plain, expected, { contentSort, orderBy });
            expect(list.total).toBe(reference.total);
            expect(list.window(0, 30)).toEqual(reference.window(0, 30));
            expect(list.window(list.total - 10, 20)).toEqual(reference.window(reference.total - 10, 20));
          }
      }
    expect(cached.cache!.aggregates.size).toBeGreaterThan(0);
  });

  it('keeps the live part up to date as records are appended, trimmed from the front or replaced', () => {
    const state = makeLiveState();
    const cached: StatsSource = { history, state, today: TEST_TODAY, cache: makeCache() };
    const plain: StatsSource = { history, state, today: TEST_TODAY };
    const check = () => {
      for (const query of queries.slice(0, 4)) {
        const filter = makeFilter(cached, query);
        expect(userRows(cached, filter, { orderBy: 'desc' })).toEqual(userRows(plain, filter, { orderBy: 'desc' }));
        expect(visitCounts(cached, filter)).toEqual(visitCounts(plain, filter));
        expect(eventCounts(cached, filter)).toEqual(eventCounts(plain, filter));
        expect(eventSummaryRows(cached, filter, undefined, { orderBy: 'desc' })).toEqual(
          eventSummaryRows(plain, filter, undefined, { orderBy: 'desc' }),
        );
        expect(pageRows(cached, filter, { orderBy: 'desc' })).toEqual(pageRows(plain, filter, { orderBy: 'desc' }));
        expect(pageDayRows(cached, filter, { orderBy: 'asc' })).toEqual(pageDayRows(plain, filter, { orderBy: 'asc' }));
      }
    };
    check();
    const more = makeLiveState();
    // appended one by one, read in between (a user of the internal and the external type)
    for (let i = 0; i < 6; i++) {
      state.actions.push({ ...more.actions[i]!, id: 100 + i, userId: i % 2 ? 1 : 7 });
      state.requests.push({ ...more.requests[i]!, userId: i % 2 ? 1 : 7 });
      state.events.push({ ...more.events[i]!, userId: i % 2 ? 1 : 7 });
      check();
    }
    // a user renamed, and moved to another team (rows show both)
    const renamed = state.users.find((user) => user.id === 7)!;
    renamed.name = '改名后';
    renamed.teamId = 4;
    check();
    // trimmed from the front, as the store does past its limit
    state.actions.splice(0, 10);
    state.requests.splice(0, 10);
    state.events.splice(0, 10);
    check();
    // replaced, as after a reset
    const fresh = makeLiveState();
    const replaced: StatsSource = { ...cached, state: fresh };
    const plainFresh: StatsSource = { history, state: fresh, today: TEST_TODAY };
    const filter = makeFilter(replaced, queries[0]!);
    expect(userRows(replaced, filter, { orderBy: 'desc' })).toEqual(userRows(plainFresh, filter, { orderBy: 'desc' }));
  });

  it('shows an action recorded after a trim in the next answer, when nothing of the filter was live before', () => {
    const state = seedState(config);
    const cached: StatsSource = { history, state, today: TEST_TODAY, cache: makeCache() };
    const plain: StatsSource = { history, state, today: TEST_TODAY };
    // external users; the admin's own requests (an internal user) do not pass
    const query: StatsQuery = { userType: 2, startDate: '2026-11-01', endDate: TEST_TODAY };
    const answers = (source: StatsSource) => {
      const filter = makeFilter(source, query);
      return {
        users: userRows(source, filter, { orderBy: 'desc' }),
        pages: pageRows(source, filter, { orderBy: 'desc' }),
        counts: visitCounts(source, filter),
        days: pageDayRows(source, filter, { orderBy: 'asc' }),
      };
    };
    const adminRequest = () =>
      state.requests.push({
        time: `${TEST_TODAY}T10:00:00+08:00`,
        userId: 1,
        method: 'GET',
        path: '/api/lite/user/page',
        status: 200,
        durationMs: 2,
      });
    const first = answers(cached);
    for (let i = 0; i < 600; i++) adminRequest();
    expect(answers(cached)).toEqual(first);
    // trimmed, and a visit of an external user appended before the next answer
    state.requests.splice(0, 400);
    const external = state.users.find((user) => user.userType === 2 && user.id > 4)!;
    state.actions.push({
      id: 1,
      userId: external.id,
      time: `${TEST_TODAY}T11:00:00+08:00`,
      type: 'page.visit',
      page: '/brand/rank',
      durationMs: 3000,
    });
    const after = answers(cached);
    expect(after).toEqual(answers(plain));
    expect(after.counts.visitCount).toBe(first.counts.visitCount + 1);
    expect(after.days.at(-1)!.visitCount).toBe(first.days.at(-1)!.visitCount + 1);
    // trimmed again with nothing new of the filter: the same answer
    for (let i = 0; i < 600; i++) adminRequest();
    state.requests.splice(0, 600);
    expect(answers(cached)).toEqual(after);
  });

  it('reads requests in time order by walking the history, as a full sort would order them', () => {
    const state = makeLiveState();
    const source: StatsSource = { history, state, today: TEST_TODAY, cache: makeCache() };
    for (const query of queries) {
      const filter = makeFilter(source, query);
      // the reference: every passing request, sorted on (whole seconds since the start, ref)
      const refs: number[] = [];
      forEachRequest(source, filter, (_userId, _time, ref) => refs.push(ref));
      const second = (ref: number) => Math.max(0, Math.floor(requestAt(source, ref).time - filter.from));
      const sorted = refs.sort((a, b) => second(a) - second(b) || a - b);
      for (const orderBy of ['asc', 'desc'] as const) {
        const expected = orderBy === 'asc' ? sorted : [...sorted].reverse();
        const list = requestList(source, filter, { orderBy });
        expect(list.total).toBe(expected.length);
        expect(list.window(0, 25)).toEqual(expected.slice(0, 25));
        expect(list.window(40, 20)).toEqual(expected.slice(40, 60));
        expect(list.window(expected.length - 5, 20)).toEqual(expected.slice(-5));
      }
    }
  });

  it('merges history and live in order, paging without gaps', () => {
    const state = makeLiveState();
    const source: StatsSource = { history, state, today: TEST_TODAY };
    const filter = makeFilter(source, { userType: 2, startDate: '2026-11-02', endDate: TEST_TODAY });
    const list = requestList(source, filter, { contentSort: 'time', orderBy: 'desc' });
    const whole = list.window(0, list.total);
    expect(whole).toHaveLength(list.total);
    expect(new Set(whole).size).toBe(list.total);
    expect([...list.window(0, 50), ...list.window(50, 50)]).toEqual(whole.slice(0, 100));
    // the live records of today are the newest
    expect(whole[0]).toBeGreaterThanOrEqual(history.requests.length);
  });

  it('evicts the least recently used entry', () => {
    const cache = new HistoryCache(2);
    let computed = 0;
    const get = (key: string) => cache.get(key, () => ++computed);
    get('a');
    get('b');
    get('a');
    get('c'); // evicts b
    expect(get('a')).toBe(1);
    expect(get('b')).toBe(4);
    expect(cache.size).toBe(2);
  });
});
