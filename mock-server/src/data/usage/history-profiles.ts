/**
 * How the generated usage follows real screen use: what each screen of the web app calls when it opens and on
 * interaction, what every session starts with, and when people work.
 */

export interface PageProfile {
  weight: number;
  /** requests the screen makes when it opens, then on interaction (sorting, paging) */
  calls: readonly string[];
  interaction?: string;
  download?: { route: string; file: string };
  market: boolean;
  managerOnly?: boolean;
}

/**
 * A screen over one category table (a rank, a trend, the overview...): it loads the category tree and what
 * else it shows, then the table; sorting and paging ask for the table again, and it downloads as a workbook.
 */
const categoryScreen = (
  weight: number,
  table: string,
  file: string,
  alsoCalls: readonly string[] = [],
): PageProfile => ({
  weight,
  calls: ['GET /api/common/categoryTree', ...alsoCalls, `GET /api/category/${table}`],
  interaction: `GET /api/category/${table}`,
  download: { route: `GET /api/category/${table}Download`, file },
  market: true,
});

/** An admin statistics screen: its counts and first page, then the details behind a row on interaction. */
const statsScreen = (weight: number, stats: 'event' | 'user' | 'page'): PageProfile => ({
  weight,
  calls: [`GET /api/lite/${stats}/count`, `GET /api/lite/${stats}/page`],
  interaction: `GET /api/lite/${stats}/detail`,
  market: false,
  managerOnly: true,
});

/** What the web app calls on each screen: the generated requests follow real screen use. */
export const PAGE_PROFILES: Readonly<Record<string, PageProfile>> = {
  '/': { weight: 6, calls: ['GET /api/common/platformCategoryList'], market: false },
  '/category/overview': categoryScreen(20, 'overViewTable', '品类概览.xlsx', [
    'GET /api/common/dateList',
    'GET /api/category/overViewChart',
  ]),
  '/category/rank': categoryScreen(12, 'categoryRank', '品类排行.xlsx'),
  '/category/trend': categoryScreen(8, 'categoryTrend', '品类趋势.xlsx'),
  '/brand/rank': categoryScreen(11, 'brandRank', '品牌排行.xlsx'),
  '/shop/rank': categoryScreen(8, 'shopRank', '店铺排行.xlsx', ['GET /api/common/shopType']),
  '/spu/rank': categoryScreen(10, 'spuRank', '商品排行.xlsx'),
  '/anchor/rank': categoryScreen(5, 'anchorRank', '主播排行.xlsx'),
  '/price-zone': categoryScreen(6, 'priceZone', '价格带分析.xlsx'),
  '/monitor': {
    weight: 7,
    calls: ['GET /api/monitor/count', 'GET /api/monitor/overViewTable'],
    interaction: 'GET /api/monitor/search',
    market: true,
  },
  '/monitor/detail': {
    weight: 9,
    calls: ['GET /api/business/categoryTree', 'GET /api/business/overViewChart', 'GET /api/business/trendTable'],
    interaction: 'GET /api/business/spuRank',
    download: { route: 'GET /api/business/trendTableDownload', file: '监控趋势.xlsx' },
    market: true,
  },
  '/operator/keyword': {
    weight: 5,
    calls: ['GET /api/tool/keyword/list', 'GET /api/tool/keyword/overViewTable'],
    interaction: 'GET /api/tool/keyword/spuRank',
    download: { route: 'GET /api/tool/keyword/downloadSpuRank', file: '关键词商品排行.xlsx' },
    market: true,
  },
  '/operator/attribute': {
    weight: 4,
    calls: ['GET /api/common/attrCategoryTree', 'GET /api/attribute/attrList', 'GET /api/attribute/brand'],
    interaction: 'GET /api/attribute/spu',
    download: { route: 'GET /api/attribute/spuDownload', file: '属性商品.xlsx' },
    market: true,
  },
  '/admin/accounts': {
    weight: 5,
    calls: ['GET /api/user/teamUserCount', 'GET /api/user/listTeamUser'],
    interaction: 'GET /api/user/listTeamUser',
    market: false,
    managerOnly: true,
  },
  '/admin/stats/behaviour': statsScreen(2, 'event'),
  '/admin/stats/requests': {
    weight: 1,
    calls: ['GET /api/lite/api/page'],
    interaction: 'GET /api/lite/api/page',
    market: false,
    managerOnly: true,
  },
  '/admin/stats/users': statsScreen(2, 'user'),
  '/admin/stats/pages': statsScreen(2, 'page'),
};

/** Requests every session starts with (the app shell loads the user's configuration). */
export const SESSION_CALLS = [
  'GET /api/common/userConfig',
  'GET /api/common/platformList',
  'GET /api/common/checkManager',
  'GET /api/common/dictList',
];
export const LOGIN_ROUTE = 'POST /api/user/login';

/** Working hours of a Chinese office: mornings and afternoons, a lunch dip, a little evening use. */
export const SESSION_HOURS: readonly (readonly [number, number])[] = [
  [8, 2],
  [9, 10],
  [10, 16],
  [11, 12],
  [12, 3],
  [13, 6],
  [14, 14],
  [15, 14],
  [16, 12],
  [17, 8],
  [18, 3],
  [19, 2],
  [20, 3],
  [21, 2],
  [22, 1],
];

export type Activity = 'idle' | 'occasional' | 'regular' | 'heavy';
export const ACTIVITY_RATE: Record<Activity, number> = { idle: 0, occasional: 0.12, regular: 0.5, heavy: 0.85 };
