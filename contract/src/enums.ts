/**
 * The enumerations of the contract as plain literal lists, with no schema library: what a browser bundle needs at
 * run time. primitives.ts turns each list into a union schema, so a list is still written exactly once.
 */
export type LiteralOf<T extends readonly unknown[]> = T[number];

/** 1 Taobao/Tmall, 2 JD, 4 Douyin. Platform 3 exists in the dictionary but is offline. */
export const PLATFORMS = [1, 2, 4] as const;
export type PlatformId = LiteralOf<typeof PLATFORMS>;

/** Shop types of `/api/common/shopType`; 6 is the livestream channel, still under development. */
export const SHOP_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type ShopTypeId = LiteralOf<typeof SHOP_TYPES>;

/** Shop types that carry data; type 6 is listed but has none yet. */
export const LIVE_SHOP_TYPES = [1, 2, 3, 4, 5] as const satisfies readonly ShopTypeId[];

export const USER_TYPES = [1, 2] as const;
export type UserTypeId = LiteralOf<typeof USER_TYPES>;

export const EVENT_TYPES = [1, 2, 3] as const;
export type EventTypeId = LiteralOf<typeof EVENT_TYPES>;

export const ENABLE_TYPES = [1, 0] as const;
export type EnableTypeId = LiteralOf<typeof ENABLE_TYPES>;

export const PAY_STATES = [0, 1, 2] as const;
export type PayStateId = LiteralOf<typeof PAY_STATES>;

export const REGISTER_TYPES = [1, 2] as const;
export type RegisterTypeId = LiteralOf<typeof REGISTER_TYPES>;

export const PACKAGE_TYPES = [1, 2, 3, 4] as const;
export type PackageTypeId = LiteralOf<typeof PACKAGE_TYPES>;

export const ORDER_BY = ['asc', 'desc'] as const;
export type OrderByValue = LiteralOf<typeof ORDER_BY>;

/** Entity kinds that can be monitored and searched. */
export const MENU_KEYS = ['category', 'brand', 'shop', 'spu', 'anchor'] as const;
export type MenuKeyValue = LiteralOf<typeof MENU_KEYS>;

/** Trend and price-zone metric: 1 GMV, 2 units sold, 3 average price. */
export const METRICS = [1, 2, 3] as const;
export type MetricId = LiteralOf<typeof METRICS>;

/** SPU rank type: 0 all products, 1 new products (first sale inside the period). */
export const SPU_RANK_TYPES = [0, 1] as const;

/** Category level: 1 top-level ... 4 finest. */
export const LEVELS = [1, 2, 3, 4] as const;

/** Column formats the grid and the xlsx export know how to render. */
export const COLUMN_FORMATS = [
  'text',
  'integer',
  'money',
  'percent',
  'change',
  'rank',
  'month',
  'day',
  'datetime',
] as const;
export type ColumnFormat = LiteralOf<typeof COLUMN_FORMATS>;
