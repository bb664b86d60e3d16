import { LIVE_SHOP_TYPES, type PlatformId, type ShopTypeId } from '@aisle/contract';
import { badRequest, notFound } from '../../lib/api-failure.ts';
import type { DatasetCore } from '../core.ts';

/** A period of months (indices into the calendar) and the periods it is compared with. */
export interface Period {
  start: number;
  end: number;
  length: number;
  /** start of the previous period of the same length, or -1 when it is before the generated history */
  prevStart: number;
  /** start of the same months a year earlier, or -1 */
  yoyStart: number;
}

export const makePeriod = (start: number, end: number): Period => {
  const length = end - start + 1;
  return {
    start,
    end,
    length,
    prevStart: start - length >= 0 ? start - length : -1,
    yoyStart: start - 12 >= 0 ? start - 12 : -1,
  };
};

/** The market filters of a query, resolved against the dataset. */
export interface MarketFilter {
  platform: PlatformId;
  /** category node index, -1 for all categories */
  node: number;
  period: Period;
  /** bit t set when shop type t is included */
  shopMask: number;
}

export interface MarketInput {
  platform: PlatformId;
  categoryId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  shopTypes?: readonly ShopTypeId[] | undefined;
}

const ALL_LIVE_SHOP_TYPES = LIVE_SHOP_TYPES.reduce((mask, type) => mask | (1 << type), 0);

export const shopMaskOf = (shopTypes: readonly number[] | undefined) =>
  !shopTypes || shopTypes.length === 0 ? ALL_LIVE_SHOP_TYPES : shopTypes.reduce((mask, type) => mask | (1 << type), 0);

/** Category node of `categoryId` on a platform (-1 for 0 = all); an id the platform lacks is a 404 naming the field. */
export const resolveCategory = (
  dataset: DatasetCore,
  platform: PlatformId,
  categoryId: number,
  field = 'querystring.categoryId',
) => {
  if (categoryId === 0) return -1;
  const node = dataset.taxonomy.indexById.get(categoryId);
  if (node === undefined || dataset.presence[platform][node] !== 1)
    throw notFound(`${field}: no category ${categoryId} on platform ${platform}`);
  return node;
};

/**
 * The reported period: absent dates mean the latest month; one date alone is a one-month period (or runs to
 * the latest month, for startDate). Months outside `dateList` and reversed periods are 400s naming the field.
 */
export const resolvePeriod = (
  dataset: DatasetCore,
  startDate?: string,
  endDate?: string,
  source: 'querystring' | 'body' = 'querystring',
): Period => {
  const { calendar } = dataset;
  const range = `${calendar.dateList[0]} to ${calendar.dateList[calendar.dateList.length - 1]}`;
  const toIndex = (month: string | undefined, field: string) => {
    if (month === undefined) return undefined;
    const index = calendar.indexOf(month);
    if (index === undefined || index < calendar.firstReported)
      throw badRequest(`${source}.${field} must be a month from ${range}`);
    return index;
  };
  const start = toIndex(startDate, 'startDate');
  const end = toIndex(endDate, 'endDate');
  const resolvedEnd = end ?? calendar.latest;
  const resolvedStart = start ?? (end !== undefined ? end : calendar.latest);
  if (resolvedStart > resolvedEnd) throw badRequest(`${source}.startDate must not be after ${source}.endDate`);
  return makePeriod(resolvedStart, resolvedEnd);
};

export const resolveMarket = (dataset: DatasetCore, input: MarketInput): MarketFilter => ({
  platform: input.platform,
  node: resolveCategory(dataset, input.platform, input.categoryId),
  period: resolvePeriod(dataset, input.startDate, input.endDate),
  shopMask: shopMaskOf(input.shopTypes),
});

export const filterKey = (filter: MarketFilter) =>
  `${filter.platform}|${filter.node}|${filter.period.start}-${filter.period.end}|${filter.shopMask}`;
