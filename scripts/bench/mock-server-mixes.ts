/** The query rotations of the mock-server bench: each endpoint family's mix of distinct queries. */

/** The dataset's "today" in every bench server, so the figures compare across runs. */
export const TODAY = '2026-11-15';
export const JSON_SERVER_ROWS = 100_000;

export const qs = (query: Record<string, string | number | (string | number)[] | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
};

/** Months of the report window (24 months ending October 2026 for TODAY). */
export const MONTHS = Array.from({ length: 24 }, (_, i) => {
  const ordinal = 2024 * 12 + 10 + i;
  return `${Math.floor(ordinal / 12)}-${String((ordinal % 12) + 1).padStart(2, '0')}`;
});
/** Periods of the rotation: single months and quarters (the 12-month periods are kept for the cold test). */
export const PERIODS = [
  ...MONTHS.slice(-9).map((m) => [m, m]),
  ...[0, 3, 6, 9, 12, 15].map((i) => [MONTHS[i], MONTHS[i + 2]]),
] as [string, string][];
export const RANK_SORTS = ['', 'units', 'mom', 'share'];

export const PLATFORMS = [1, 2, 4] as const;
export const RANK_ENDPOINTS = ['brandRank', 'shopRank', 'spuRank', 'categoryRank', 'priceZone', 'anchorRank'] as const;

/** Rank family: six rank endpoints x periods x categories, with rotating platform, sort and page. */
export const rankMix = (categories: readonly number[]) => {
  const paths: string[] = [];
  let i = 0;
  for (const [startDate, endDate] of PERIODS)
    for (const categoryId of categories)
      for (const endpoint of RANK_ENDPOINTS) {
        const platform = endpoint === 'anchorRank' ? 4 : (PLATFORMS[i % 3] as number);
        const contentSort = endpoint === 'priceZone' ? '' : (RANK_SORTS[i % 4] as string);
        const sort = contentSort ? { contentSort, orderBy: i % 2 ? 'asc' : 'desc' } : {};
        paths.push(
          `/api/category/${endpoint}?${qs({ platform, categoryId, startDate, endDate, page: 1 + (i % 3), ...sort })}`,
        );
        i += 1;
      }
  return paths;
};

/** Trend family: periods x categories x levels, rotating platform and metric. */
export const trendMix = (categories: readonly number[]) => {
  const paths: string[] = [];
  let i = 0;
  for (const [startDate, endDate] of PERIODS)
    for (const categoryId of categories)
      for (const level of [1, 2, 3]) {
        const platform = PLATFORMS[i % 3] as number;
        paths.push(
          `/api/category/categoryTrend?${qs({ platform, categoryId, startDate, endDate, level, metrics: 1 + (i % 3) })}`,
        );
        i += 1;
      }
  return paths;
};

/** Overview family: table and chart x periods x categories x platforms. */
export const overviewMix = (categories: readonly number[]) => {
  const paths: string[] = [];
  for (const [startDate, endDate] of PERIODS)
    for (const categoryId of categories)
      for (const platform of PLATFORMS)
        for (const endpoint of ['overViewTable', 'overViewChart'])
          paths.push(`/api/category/${endpoint}?${qs({ platform, categoryId, startDate, endDate })}`);
  return paths;
};

/** Statistics family: six usage-statistics endpoints x 40 start days, rotating user type and page. */
export const statisticsMix = () => {
  const paths: string[] = [];
  const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 8, 20 + i)).toISOString().slice(0, 10));
  const endpoints = [
    '/api/lite/user/page',
    '/api/lite/api/page',
    '/api/lite/event/page',
    '/api/lite/page/page',
    '/api/lite/event/count',
    '/api/lite/page/count',
  ];
  let i = 0;
  for (const startDate of days)
    for (const endpoint of endpoints) {
      const paging = endpoint.endsWith('page') ? { page: 1 + (i % 2) } : {};
      paths.push(`${endpoint}?${qs({ startDate, endDate: TODAY, userType: 1 + (i % 2), ...paging })}`);
      i += 1;
    }
  return paths;
};

export const jsonServerMix = () => {
  const paths: string[] = [];
  for (const sort of ['gmv', 'units', 'share', 'price'])
    for (const order of ['asc', 'desc'])
      for (let page = 1; page <= 30; page += 1)
        paths.push(`/rows?_sort=${sort}&_order=${order}&_page=${page}&_limit=20`);
  return paths;
};

/** 100,000 product-rank-like rows for json-server, from a small seeded generator. */
export const jsonServerDb = () => {
  let state = 20240618;
  const random = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((state >>> 0) % 1_000_000) / 1_000_000;
  };
  const rows = Array.from({ length: JSON_SERVER_ROWS }, (_, i) => {
    const units = Math.round(10 + random() * 50_000);
    const price = Math.round((9.9 + random() * 3_000) * 100) / 100;
    return {
      id: i + 1,
      spuId: 10_000_001 + i,
      title: `商品 ${i + 1}`,
      brandName: `品牌 ${i % 3_200}`,
      shopName: `店铺 ${i % 12_000}`,
      price,
      units,
      gmv: Math.round(units * price * 100) / 100,
      share: Math.round(random() * 1e6) / 1e6,
      mom: Math.round((random() - 0.5) * 1e6) / 1e6,
    };
  });
  return JSON.stringify({ rows });
};
