import { ENABLE_TYPES, PACKAGE_TYPES, PAY_STATES, REGISTER_TYPES } from '@aisle/contract/enums';
import { isCalendarDay } from '../../lib/period.ts';
import { intParam, oneOf, textParam, type ParamSpec, type ParamValues } from '../../lib/report-params.ts';

/** Live platforms an account can hold (3 is in the dictionary but offline). */
export const ACCOUNT_PLATFORMS = [1, 2, 4] as const;
export const ACCOUNTS_PER_PAGE = 20;

/**
 * A list of enumerated values as repeated keys, kept in the enumeration's order (so the URL and the request
 * read the same whatever order the choices were made in). Absent means the default.
 */
export const enumListParam = <T extends number>(values: readonly T[], fallback: readonly T[]): ParamSpec<T[]> => ({
  default: [...fallback],
  list: true,
  parse: (raw) => {
    const value = values.find((candidate) => String(candidate) === raw);
    return value === undefined ? null : [value];
  },
});

/** YYYY-MM-DD of a real calendar day, or empty (no bound). */
export const dayParam = (fallback = ''): ParamSpec<string> => ({
  default: fallback,
  parse: (raw) => (isCalendarDay(raw) ? raw : null),
});

/** The admin account filter of SPEC section 3, with its defaults, as URL parameters. */
export const accountParams = {
  packageTypeList: enumListParam(PACKAGE_TYPES, []),
  payStateList: enumListParam(PAY_STATES, [0, 1, 2]),
  platformList: enumListParam(ACCOUNT_PLATFORMS, [1, 2, 4]),
  enableTypeList: enumListParam(ENABLE_TYPES, [1, 0]),
  registerType: enumListParam(REGISTER_TYPES, [1, 2]),
  userType: oneOf([2, 1] as const, 2),
  startDate: dayParam(),
  endDate: dayParam(),
  keyword: textParam(64),
  teamId: intParam(0, 0, 999_999_999),
};

export type AccountParams = ParamValues<typeof accountParams>;

/** Keeps a selection in the enumeration's order. */
export const inOrder = <T extends number>(values: readonly T[], selected: readonly T[]) =>
  values.filter((value) => selected.includes(value));

/**
 * The request of the account list: every field of SPEC section 3 explicit (its defaults included, lists as
 * repeated keys in the order the specification gives them), the optional ones only when set.
 */
export const accountQuery = (params: AccountParams, page: number) => ({
  ...(params.packageTypeList.length > 0 ? { packageTypeList: inOrder(PACKAGE_TYPES, params.packageTypeList) } : {}),
  payStateList: inOrder(PAY_STATES, params.payStateList),
  platformList: inOrder(ACCOUNT_PLATFORMS, params.platformList),
  ...(params.startDate ? { startDate: params.startDate } : {}),
  ...(params.endDate ? { endDate: params.endDate } : {}),
  enableTypeList: inOrder(ENABLE_TYPES, params.enableTypeList),
  ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
  page,
  perPage: ACCOUNTS_PER_PAGE,
  registerType: inOrder(REGISTER_TYPES, params.registerType),
  // not one of the specification's fields: sent only when it is not the server's default (external users)
  ...(params.userType !== 2 ? { userType: params.userType } : {}),
  ...(params.teamId > 0 ? { teamId: params.teamId } : {}),
});

/** The creation range ends before it starts: the list is not asked for until the dates are put right. */
export const rangeReversed = (params: Pick<AccountParams, 'startDate' | 'endDate'>) =>
  params.startDate !== '' && params.endDate !== '' && params.endDate < params.startDate;

/** The defaults, for "reset": every parameter back to what a first visit shows. */
export const defaultAccountParams = (): AccountParams =>
  Object.fromEntries(Object.entries(accountParams).map(([name, spec]) => [name, spec.default])) as AccountParams;

/** The form field of the input a server error names (its `field`: body.phone -> phone), or null. */
export const formFieldOf = (path: string | undefined): string | null => /^body\.(\w+)/.exec(path ?? '')?.[1] ?? null;
