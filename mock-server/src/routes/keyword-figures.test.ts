import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auth, loginAs, makeDataDir, makeTestApp, TEST_TODAY } from '../../test/helper.ts';
import { buildDataset } from '../data/dataset.ts';
import { makeConfig } from '../config.ts';

// the server's dataset: the process keeps the last one built, so this is the very object the routes read
const dataset = buildDataset(makeConfig({ today: TEST_TODAY }));
const base = '/api/tool/keyword';
const dataDir = makeDataDir();
let app: FastifyInstance;
let token = '';
beforeAll(async () => {
  app = await makeTestApp({ taskMs: 0, dataDir });
  token = await loginAs(app, 'analyst');
});
afterAll(() => app.close());
afterEach(() => {
  vi.restoreAllMocks();
});

/** Products of platform 1 whose titles hold the keyword, counted the slow, obvious way. */
const expectedCount = (keyword: string) => {
  const { titles, platform } = dataset.products;
  let count = 0;
  for (let i = 0; i < titles.length; i += 1)
    if (platform[i] === 1 && (titles[i] as string).toLowerCase().includes(keyword.toLowerCase())) count += 1;
  return count;
};

/** Two neighbouring words of a platform-1 title: a keyword with a space that some products match. */
const spacedKeyword = (nth: number) => {
  const { titles, platform } = dataset.products;
  let seen = 0;
  for (let i = 0; i < titles.length; i += 1) {
    const words = (titles[i] as string).split(' ');
    if (platform[i] === 1 && words.length >= 3 && seen++ === nth) return `${words[1]} ${words[2]}`;
  }
  throw new Error('no title with three words');
};

const list = async () => {
  const response = await app.inject({ url: `${base}/list?perPage=100`, headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { resultData: { keyword: string; spuCount: number | null }[] } }>().data.resultData;
};

describe('keyword task figures', () => {
  it('counts the products of a keyword with spaces right, once, and lists without scanning titles', async () => {
    const keywords = [spacedKeyword(0), spacedKeyword(500), spacedKeyword(5000), '不存在 的词'];
    const lookup = vi.spyOn(dataset.keywords, 'lookup');
    for (const keyword of keywords) {
      const created = await app.inject({
        method: 'POST',
        url: base,
        headers: auth(token),
        payload: { keyword, platform: 1 },
      });
      expect(created.statusCode, created.body).toBe(200);
    }
    const atCreation = lookup.mock.calls.length;
    expect(atCreation).toBeLessThanOrEqual(keywords.length);

    for (let i = 0; i < 5; i += 1) {
      const tasks = await list();
      for (const keyword of keywords)
        expect(tasks.find((task) => task.keyword === keyword)?.spuCount, keyword).toBe(expectedCount(keyword));
    }
    expect(expectedCount(keywords[0] as string)).toBeGreaterThan(0);
    expect(lookup.mock.calls.length).toBe(atCreation);
  });

  it('keeps the figures across a restart', async () => {
    await app.close();
    app = await makeTestApp({ taskMs: 0, dataDir });
    token = await loginAs(app, 'analyst');
    const lookup = vi.spyOn(dataset.keywords, 'lookup');
    const tasks = await list();
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) expect(task.spuCount).toBe(expectedCount(task.keyword));
    expect(lookup).not.toHaveBeenCalled();
  });
});
