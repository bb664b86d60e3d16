import type { ScreenTiming } from './screen-timing.ts';

/** Fills the account's watchlist with the top brands and shops once, so the list has rows to wait for. */
const withMonitors = async ({ url, token }: { url: string; token: string }) => {
  const top = async (rank: string) => {
    const response = await fetch(`${url}/api/category/${rank}?platform=1&perPage=5`, {
      headers: { Authorization: token },
    });
    const body = (await response.json()) as { data: { result: { data: Record<string, number>[] } } };
    return body.data.result.data;
  };
  const entities = [
    ...(await top('brandRank')).map((row) => ({ menuKey: 'brand', entityId: row.brandId })),
    ...(await top('shopRank')).map((row) => ({ menuKey: 'shop', entityId: row.shopId })),
  ];
  // already monitored (a second run) is a 409, which is fine here
  for (const entity of entities)
    await fetch(`${url}/api/monitor/add`, {
      method: 'POST',
      headers: { Authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ ...entity, platform: 1 }),
    });
  return entities;
};

/**
 * The monitor screens: the watchlist's first row, and a profile's first painted section (the overview's chart
 * and the first row of its table).
 */
export const screens: ScreenTiming[] = [
  {
    name: 'watchlist',
    account: 'admin',
    path: async (context) => {
      await withMonitors(context);
      return '/monitor';
    },
    marks: { firstRow: '[data-testid="watchlist-table"] tbody tr' },
  },
  {
    name: 'brand profile',
    account: 'admin',
    path: async (context) => {
      const [brand] = await withMonitors(context);
      return `/monitor/brand/${String(brand?.entityId)}`;
    },
    marks: {
      chart: '[data-testid="section-overview"] [data-testid="report-chart"] .recharts-bar-rectangle',
      firstRow: '[data-testid="section-overview"] .ag-row[row-index="0"] .ag-cell',
    },
  },
];
