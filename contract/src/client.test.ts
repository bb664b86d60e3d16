import { describe, expect, it } from 'vitest';
import { createClient, createClientFrom, routeTable, type ApiClient, type HttpRequest } from './index.ts';

const recordingClient = () => {
  const requests: HttpRequest[] = [];
  const api = createClient({
    request: async (request) => {
      requests.push(request);
      return { ok: true };
    },
  });
  return { api, requests };
};

describe('createClient', () => {
  it('sends GET input as the query, with arrays intact', async () => {
    const { api, requests } = recordingClient();
    await api.category.brandRank({ platform: 2, shopTypes: [1, 3] });
    expect(requests[0]).toEqual({
      method: 'GET',
      path: '/api/category/brandRank',
      query: { platform: 2, shopTypes: [1, 3] },
      responseType: 'json',
    });
  });

  it('sends POST input as the body', async () => {
    const { api, requests } = recordingClient();
    await api.auth.login({ account: 'analyst', password: 'analyst123' });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { account: 'analyst', password: 'analyst123' } });
  });

  it('fills path parameters and leaves them out of the query', async () => {
    const { api, requests } = recordingClient();
    await api.keyword.remove({ id: 42 });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/tool/keyword/42', query: {} });
  });

  it('asks for a blob on downloads', async () => {
    const { api, requests } = recordingClient();
    await api.category.brandRankDownload({ platform: 1 });
    expect(requests[0]?.responseType).toBe('blob');
  });

  it('rejects, without sending, when a path parameter is missing', async () => {
    const { api, requests } = recordingClient();
    await expect(api.keyword.get({} as { id: number })).rejects.toThrow('missing path parameter id');
    expect(requests).toHaveLength(0);
  });

  it('passes the abort signal through', async () => {
    const { api, requests } = recordingClient();
    const controller = new AbortController();
    await api.common.checkManager(undefined, { signal: controller.signal });
    expect(requests[0]?.signal).toBe(controller.signal);
  });
});

describe('createClient progress', () => {
  it('passes the download progress callback through', async () => {
    const { api, requests } = recordingClient();
    const onProgress = () => {};
    await api.category.brandRankDownload({ platform: 1 }, { onProgress });
    expect(requests[0]?.onProgress).toBe(onProgress);
  });
});

describe('routeTable', () => {
  it('gives a client identical to createClient, from plain data', async () => {
    const requests: HttpRequest[] = [];
    const table = JSON.parse(JSON.stringify(routeTable())) as ReturnType<typeof routeTable>;
    const api = createClientFrom<ApiClient>(table, {
      request: async (request) => {
        requests.push(request);
        return null;
      },
    });
    await api.category.brandRankDownload({ platform: 2, shopTypes: [1] });
    await api.keyword.remove({ id: 7 });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/api/category/brandRankDownload',
        query: { platform: 2, shopTypes: [1] },
        responseType: 'blob',
      },
      { method: 'DELETE', path: '/api/tool/keyword/7', query: {}, responseType: 'json' },
    ]);
    expect(Object.keys(table.category ?? {})).toHaveLength(17);
  });
});
