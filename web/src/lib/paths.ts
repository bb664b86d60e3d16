import type { MenuKeyValue } from '@aisle/contract';

/**
 * Every screen's path, declared once. Routes, sidebar entries, commands, links between screens and the drill path
 * all read it from here; features never spell a path themselves (features do not import each other, so the paths
 * other screens link to must live below them).
 */
export const paths = {
  categoryOverview: '/category/overview',
  categoryRank: '/category/rank',
  categoryTrend: '/category/trend',
  brandRank: '/brand/rank',
  shopRank: '/shop/rank',
  spuRank: '/spu/rank',
  anchorRank: '/anchor/rank',
  priceZone: '/price-zone',
  monitor: '/monitor',
  monitorCompare: '/monitor/compare',
  monitorProfile: '/monitor/:menuKey/:entityId',
  keyword: '/operator/keyword',
  keywordTask: '/operator/keyword/:id',
  attribute: '/operator/attribute',
  adminAccounts: '/admin/accounts',
  statsBehaviour: '/admin/stats/behaviour',
  statsRequests: '/admin/stats/requests',
  statsUsers: '/admin/stats/users',
  statsPages: '/admin/stats/pages',
} as const;

export type ScreenPath = (typeof paths)[keyof typeof paths];

/** The rank screen listing each kind of entity (the drill path, "monitor the focused row"). */
export const rankPaths: Record<MenuKeyValue, ScreenPath> = {
  category: paths.categoryRank,
  brand: paths.brandRank,
  shop: paths.shopRank,
  spu: paths.spuRank,
  anchor: paths.anchorRank,
};

/** "/monitor/:menuKey/:entityId" + { menuKey: 'brand', entityId: 7 } -> "/monitor/brand/7". */
export const fillPath = (pattern: string, values: Readonly<Record<string, string | number>> = {}) =>
  pattern.replace(/:(\w+)/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${pattern}: missing :${name}`);
    return encodeURIComponent(String(value));
  });

/** Whether a location (path + query) is on the screen of this path pattern. */
export const isOnPath = (pattern: string, location: string) => {
  const pathname = location.split(/[?#]/)[0] ?? '';
  const expression = new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`);
  return expression.test(pathname);
};
