import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '@aisle/contract';
import { setNavigator } from '../lib/navigation.ts';
import { writeSession } from '../lib/session.ts';
import { languageState } from '../i18n/i18n.ts';
import { clearToasts, toastState } from '../stores/toast-store.ts';
import { ApiError, isCancelled, NETWORK_ERROR_MESSAGE } from './errors.ts';
import { EARLY_TTL_MS, http, httpAdapter, prefetch } from './http.ts';

interface FakeReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Resolve only when the test says so (to keep a request in flight). */
  hold?: Promise<void>;
}

interface Seen {
  config: InternalAxiosRequestConfig;
  url: string;
  headers: Record<string, unknown>;
}

/** Plays the server: records what the client sent and answers like axios's own adapters (settle by status). */
const fakeServer = (reply: (seen: Seen) => FakeReply) => {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request: Seen = {
      config,
      url: http.getUri(config),
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    seen.push(request);
    const answer = reply(request);
    if (answer.hold) {
      await Promise.race([
        answer.hold,
        new Promise((_, reject) =>
          config.signal?.addEventListener?.('abort', () =>
            reject(new AxiosError('canceled', AxiosError.ERR_CANCELED, config)),
          ),
        ),
      ]);
      if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    }
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers ?? { 'content-type': 'application/json' }),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(`status ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
  http.defaults.adapter = adapter;
  return seen;
};

const ok = (data: unknown): FakeReply => ({ status: 200, body: { code: 200, data } });
const api = createClient(httpAdapter);
const navigate = vi.fn();

beforeEach(() => {
  setNavigator(navigate);
  window.history.replaceState(null, '', '/brand/rank?platform=2');
});

afterEach(() => {
  setNavigator(null);
  navigate.mockReset();
  clearToasts();
  localStorage.clear();
});

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('requests', () => {
  it('sends JSON with the raw token as Authorization and Cache-Control: no-cache', async () => {
    writeSession({ token: 'tok-123' });
    const seen = fakeServer(() => ok(true));
    await api.common.checkManager();
    expect(seen[0]?.headers).toMatchObject({
      Authorization: 'tok-123',
      'Cache-Control': 'no-cache',
      Accept: 'application/json',
    });
  });

  it('sends a JSON body on POST', async () => {
    const seen = fakeServer(() => ok({ token: 't', expireAt: '2026-12-01T00:00:00Z' }));
    await api.auth.login({ account: 'analyst', password: 'analyst123' });
    expect(seen[0]?.headers['Content-Type']).toBe('application/json');
    expect(seen[0]?.config.data).toBe('{"account":"analyst","password":"analyst123"}');
  });

  it("asks for the server's messages in the app's language", async () => {
    const seen = fakeServer(() => ok(true));
    await api.common.checkManager();
    expect(seen[0]?.headers['Accept-Language']).toBe('zh-CN');
    languageState.language = 'en';
    try {
      await api.common.checkManager();
    } finally {
      languageState.language = 'zh-CN';
    }
    expect(seen[1]?.headers['Accept-Language']).toBe('en');
  });

  it('sends no Authorization header when logged out', async () => {
    const seen = fakeServer(() => ok(true));
    await api.common.checkManager();
    expect(seen[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('sends GET arrays as repeated keys', async () => {
    const seen = fakeServer(() => ok({ result: { columns: [], data: [] }, meta: { total: 0 } }));
    await api.category.brandRank({ platform: 2, shopTypes: [1, 3] });
    expect(seen[0]?.url).toBe('/api/category/brandRank?platform=2&shopTypes=1&shopTypes=3');
  });

  it('sets no timeout', () => {
    expect(http.defaults.timeout).toBe(0);
  });
});

describe('responses', () => {
  it('yields the data field of a 200', async () => {
    fakeServer(() => ok([{ id: 1, name: 'x' }]));
    await expect(api.common.platformList()).resolves.toEqual([{ id: 1, name: 'x' }]);
  });

  it('yields the raw body of spreadsheet content', async () => {
    const sheet = 'PK-raw-bytes';
    fakeServer(() => ({
      status: 200,
      body: sheet,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    }));
    await expect(httpAdapter.request({ method: 'GET', path: '/api/x', responseType: 'json' })).resolves.toBe(sheet);
  });

  it('asks for a blob on downloads and names it from Content-Disposition', async () => {
    const seen = fakeServer(() => ({
      status: 200,
      body: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="brand.xlsx"; filename*=UTF-8''${encodeURIComponent('品牌排行.xlsx')}`,
      },
    }));
    const file = await api.category.brandRankDownload({ platform: 1 });
    expect(seen[0]?.config.responseType).toBe('blob');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('品牌排行.xlsx');
    expect(await file.text()).toBe('xlsx');
  });

  it('reports download progress', async () => {
    const progress = vi.fn();
    fakeServer((request) => {
      request.config.onDownloadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      return { status: 200, body: new Blob(['x']), headers: { 'content-type': 'application/octet-stream' } };
    });
    await api.category.brandRankDownload({ platform: 1 }, { onProgress: progress });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
  });
});

describe('errors', () => {
  it('toasts resFormatMsg and rejects with the status, "error" and the field at fault', async () => {
    fakeServer(() => ({
      status: 400,
      body: { code: 400, data: null, resFormatMsg: '平台只能是 1、2、4', field: 'querystring.platform' },
    }));
    const error = await rejection(api.common.platformList());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'error',
      serverMessage: '平台只能是 1、2、4',
      field: 'querystring.platform',
    });
    expect(toastState.toasts.map((t) => t.message)).toEqual(['平台只能是 1、2、4']);
  });

  it('reads the field from the blob body of a failed download too, and none when there is none', async () => {
    fakeServer(() => ({
      status: 404,
      body: new Blob(
        [
          JSON.stringify({
            code: 404,
            data: null,
            resFormatMsg: '没有编号为 9 的关键词任务',
            field: 'querystring.taskId',
          }),
        ],
        {
          type: 'application/json',
        },
      ),
    }));
    expect(await rejection(api.category.brandRankDownload({ platform: 1 }))).toMatchObject({
      status: 404,
      field: 'querystring.taskId',
    });
    fakeServer(() => ({ status: 403, body: { code: 403, data: null, resFormatMsg: '需要管理员权限' } }));
    expect(await rejection(api.common.platformList())).toMatchObject({ status: 403, field: undefined });
  });

  it('toasts the Chinese network-error message when there is no resFormatMsg', async () => {
    fakeServer(() => ({ status: 502, body: '<html>bad gateway</html>', headers: { 'content-type': 'text/html' } }));
    const error = await rejection(api.common.platformList());
    expect(error).toMatchObject({ status: 502, message: 'error' });
    expect(toastState.toasts.map((t) => t.message)).toEqual([NETWORK_ERROR_MESSAGE]);
    expect(NETWORK_ERROR_MESSAGE).toBe('网络错误，请稍后重试');
  });

  it('toasts the Chinese message when the network fails without a response', async () => {
    http.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    };
    const error = await rejection(api.common.platformList());
    expect(error).toMatchObject({ status: 0, message: 'error' });
    expect(toastState.toasts.map((t) => t.message)).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it('reads resFormatMsg from the blob body of a failed download', async () => {
    fakeServer(() => ({
      status: 400,
      body: new Blob([JSON.stringify({ code: 400, data: null, resFormatMsg: 'bad month' })], {
        type: 'application/json',
      }),
    }));
    await rejection(api.category.brandRankDownload({ platform: 1 }));
    expect(toastState.toasts.map((t) => t.message)).toEqual(['bad month']);
  });

  it('rejects an unhandled 200 the same way', async () => {
    fakeServer(() => ({ status: 200, body: { code: 500, data: null, resFormatMsg: 'odd' } }));
    const error = await rejection(api.common.platformList());
    expect(error).toMatchObject({ status: 500, message: 'error' });
    expect(toastState.toasts.map((t) => t.message)).toEqual(['odd']);
  });

  it('rejects a 200 that is not an envelope, with the Chinese message', async () => {
    fakeServer(() => ({ status: 200, body: '<!doctype html>', headers: { 'content-type': 'text/html' } }));
    const error = await rejection(api.common.platformList());
    expect(error).toMatchObject({ status: 200, message: 'error' });
    expect(toastState.toasts.map((t) => t.message)).toEqual([NETWORK_ERROR_MESSAGE]);
  });

  it.each([401, 403])('on %i clears local storage and goes to login with the current path', async (status) => {
    writeSession({ token: 'old' });
    localStorage.setItem('aisle.theme', 'dark');
    fakeServer(() => ({ status, body: { code: status, data: null, resFormatMsg: 'session expired' } }));
    await rejection(api.common.platformList());
    expect(localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login?redirectUrl=%2Fbrand%2Frank%3Fplatform%3D2', { replace: true });
    expect(toastState.toasts.map((t) => t.message)).toEqual(['session expired']);
  });

  it('on 401 drops the requests of the ended session still in flight, without a toast each', async () => {
    writeSession({ token: 'old' });
    fakeServer((request) =>
      request.url.includes('platformList')
        ? { status: 401, body: { code: 401, data: null, resFormatMsg: 'session expired' } }
        : { ...ok('late'), hold: new Promise<void>(() => {}) },
    );
    const slow = api.common.userConfig();
    const error = await rejection(api.common.platformList());
    expect(error).toMatchObject({ status: 401 });
    expect(isCancelled(await rejection(slow))).toBe(true);
    expect(toastState.toasts.map((t) => t.message)).toEqual(['session expired']);
  });

  it.each(['/', '/login', '/register'])('on 401 at %s keeps storage and stays', async (path) => {
    window.history.replaceState(null, '', path);
    writeSession({ token: 'old' });
    fakeServer(() => ({ status: 401, body: { code: 401, data: null, resFormatMsg: 'wrong password' } }));
    await rejection(api.auth.login({ account: 'a', password: 'b' }));
    expect(localStorage.getItem('session')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not log out on other errors', async () => {
    writeSession({ token: 'old' });
    fakeServer(() => ({ status: 404, body: { code: 404, data: null, resFormatMsg: 'no such brand' } }));
    await rejection(api.business.brandInfo({ platform: 1, id: 9 }));
    expect(localStorage.getItem('session')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('cancels an identical request still in flight, silently', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer(() => ({ ...ok('latest'), hold: held }));
    const first = api.category.brandRank({ platform: 1, page: 1 });
    const second = api.category.brandRank({ platform: 1, page: 1 });
    const error = await rejection(first);
    release();
    expect(isCancelled(error)).toBe(true);
    await expect(second).resolves.toBe('latest');
    expect(toastState.toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps requests with other parameters', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer((request) => (request.url.includes('page=1') ? { ...ok('page 1'), hold: held } : ok('page 2')));
    const first = api.category.brandRank({ platform: 1, page: 1 });
    const second = api.category.brandRank({ platform: 1, page: 2 });
    await expect(second).resolves.toBe('page 2');
    release();
    await expect(first).resolves.toBe('page 1');
  });

  it("follows the caller's abort signal without a toast", async () => {
    fakeServer(() => ({ ...ok('never'), hold: new Promise<void>(() => {}) }));
    const controller = new AbortController();
    const call = api.common.platformList(undefined, { signal: controller.signal });
    controller.abort();
    expect(isCancelled(await rejection(call))).toBe(true);
    expect(toastState.toasts).toEqual([]);
  });
});

describe('early answers', () => {
  const early = createClient({ request: prefetch });

  it('a request asked early is answered from that one request, once', async () => {
    writeSession({ token: 't1' });
    const seen = fakeServer(() => ok(`answer ${seen.length}`));
    await early.category.brandRank({ platform: 1, page: 1 });
    expect(seen).toHaveLength(1);
    await expect(api.category.brandRank({ platform: 1, page: 1 })).resolves.toBe('answer 1');
    expect(seen).toHaveLength(1);
    // taken once: the next identical call asks the server again
    await expect(api.category.brandRank({ platform: 1, page: 1 })).resolves.toBe('answer 2');
    expect(seen).toHaveLength(2);
  });

  it('another query, another user or a stale answer asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      writeSession({ token: 't1' });
      const seen = fakeServer(() => ok('fresh'));
      await early.category.brandRank({ platform: 1, page: 1 });
      await api.category.brandRank({ platform: 1, page: 2 });
      expect(seen).toHaveLength(2);
      writeSession({ token: 't2' });
      await api.category.brandRank({ platform: 1, page: 1 });
      expect(seen).toHaveLength(3);
      await early.category.brandRank({ platform: 1, page: 1 });
      vi.setSystemTime(Date.now() + EARLY_TTL_MS + 1);
      await api.category.brandRank({ platform: 1, page: 1 });
      expect(seen).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed early request does nothing until a screen makes it, then fails like its own', async () => {
    writeSession({ token: 't1' });
    localStorage.setItem('aisle.theme', 'dark');
    const seen = fakeServer(() => ({ status: 403, body: { code: 403, data: null, resFormatMsg: '没有该平台的权限' } }));
    await early.category.brandRank({ platform: 4, page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(toastState.toasts).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('session')).not.toBeNull();
    expect(await rejection(api.category.brandRank({ platform: 4, page: 1 }))).toMatchObject({ status: 403 });
    expect(seen).toHaveLength(1);
    expect(toastState.toasts.map((t) => t.message)).toEqual(['没有该平台的权限']);
    expect(localStorage.length).toBe(0);
  });

  it('a screen that goes away while the early answer is on its way is cancelled, silently', async () => {
    writeSession({ token: 't1' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer(() => ({ ...ok('late'), hold: held }));
    await early.category.brandRank({ platform: 1, page: 1 });
    const controller = new AbortController();
    const taking = api.category.brandRank({ platform: 1, page: 1 }, { signal: controller.signal });
    controller.abort();
    expect(isCancelled(await rejection(taking))).toBe(true);
    release();
    expect(toastState.toasts).toEqual([]);
  });

  it('asks nothing early but JSON GETs', async () => {
    const seen = fakeServer(() => ok(null));
    await early.auth.login({ account: 'a', password: 'b' });
    await early.category.brandRankDownload({ platform: 1 });
    expect(seen).toHaveLength(0);
  });
});
