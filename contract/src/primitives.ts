import Type, { type Static, type TLiteral, type TSchema, type TUnion } from 'typebox';
import { withDefault } from './define.ts';
import {
  PLATFORMS,
  SHOP_TYPES,
  USER_TYPES,
  EVENT_TYPES,
  ENABLE_TYPES,
  PAY_STATES,
  REGISTER_TYPES,
  PACKAGE_TYPES,
  ORDER_BY,
  MENU_KEYS,
  METRICS,
  SPU_RANK_TYPES,
  LEVELS,
  COLUMN_FORMATS,
  type LiteralOf,
} from './enums.ts';

// the literal lists live in enums.ts (no schema library, so browsers can import them alone)
export * from './enums.ts';

/** Builds a union schema from one literal list, so each enum is written exactly once. */
type LiteralUnion<T extends readonly (string | number)[]> = TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;
const literals = <const T extends readonly (string | number)[]>(values: T, description: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { description },
  ) as unknown as LiteralUnion<T>;

// ---- Enumerations (schemas of the literal lists in enums.ts) -------------------------------------

export const Platform = literals(PLATFORMS, '1 Taobao/Tmall, 2 JD, 4 Douyin');

export const ShopType = literals(SHOP_TYPES, 'shop type; 6 is the channel under development');

export const UserType = literals(USER_TYPES, '1 internal, 2 external');

export const EventType = literals(EVENT_TYPES, '1 login, 2 download, 3 SMS verification code sent');

export const EnableType = literals(ENABLE_TYPES, '1 enabled, 0 disabled');

export const PayState = literals(PAY_STATES, '0 unpaid, 1 paid, 2 expired');

export const RegisterType = literals(REGISTER_TYPES, '1 created by an admin, 2 self-registered');

export const PackageType = literals(PACKAGE_TYPES, '1 basic, 2 professional, 3 enterprise, 4 custom');

export const OrderBy = literals(ORDER_BY, 'sort direction');

export const MenuKey = literals(MENU_KEYS, 'kind of monitored entity');

export const Metric = literals(METRICS, '1 GMV, 2 units sold, 3 average selling price');

export const SpuRankType = literals(SPU_RANK_TYPES, '0 all products, 1 new products');

export const Level = literals(LEVELS, 'category tree level, 1 is the top');

export const ColumnFormatSchema = literals(COLUMN_FORMATS, 'how the value is rendered');

// ---- Scalars ---------------------------------------------------------------------------------

export const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'month, YYYY-MM' });
export const Day = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'day, YYYY-MM-DD',
});
export const DateTime = Type.String({ description: 'ISO 8601 date and time' });
export const Id = Type.Integer({ minimum: 1, description: 'identifier' });
/** A money amount in yuan (CNY), two decimals. */
export const Money = Type.Number({ minimum: 0 });
/** A ratio: 0.125 is 12.5%. */
export const Ratio = Type.Number();
export const Keyword = Type.String({ maxLength: 100 });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// ---- Paging, sorting -------------------------------------------------------------------------

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

export const pagingFields = () => ({
  page: withDefault(Type.Integer({ minimum: 1, maximum: 100_000 }), 1),
  perPage: withDefault(Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE }), DEFAULT_PER_PAGE),
});

export const sortFields = () => ({
  contentSort: Type.Optional(Type.String({ maxLength: 64, description: 'key of a sortable column' })),
  orderBy: withDefault(OrderBy, 'desc'),
});

// ---- Envelope and errors ----------------------------------------------------------------------

/** Every JSON response: `{ code, data, resFormatMsg? }`; the HTTP status carries the outcome. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: 'equals the HTTP status' }),
    data,
    resFormatMsg: Type.Optional(Type.String()),
  });

export const ApiError = Type.Object({
  code: Type.Integer(),
  data: Type.Null(),
  resFormatMsg: Type.String({
    description:
      "what went wrong, a sentence for people in the request's language (Accept-Language: zh-CN by default, " +
      'English when asked for), naming the field in words when input is at fault',
  }),
  field: Type.Optional(
    Type.String({
      description: 'the input at fault as a path (body.keyword, querystring.id), for forms and developers',
    }),
  ),
});
export type ApiErrorBody = Static<typeof ApiError>;

// ---- Tables ------------------------------------------------------------------------------------

export const Column = Type.Object({
  key: Type.String({ description: 'row field; dotted keys address nested values (byMonth.2025-01)' }),
  title: Type.String({ description: 'zh-CN title' }),
  titleEn: Type.String(),
  format: ColumnFormatSchema,
  unit: Type.Optional(Type.String({ description: 'e.g. 元, 件' })),
  sortable: Type.Boolean(),
});
export type ColumnDef = Static<typeof Column>;

/** Rank and trend tables: `{ result: { columns, data }, meta: { total } }`. */
export const RankTable = <T extends TSchema>(row: T) =>
  Type.Object({
    result: Type.Object({ columns: Type.Array(Column), data: Type.Array(row) }),
    meta: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
  });

/** Usage statistics lists: `{ resultData, totalCount }`. */
export const StatsList = <T extends TSchema>(row: T) =>
  Type.Object({ resultData: Type.Array(row), totalCount: Type.Integer({ minimum: 0 }) });

/** Account lists: `{ resultData, total }`. */
export const AccountList = <T extends TSchema>(row: T) =>
  Type.Object({ resultData: Type.Array(row), total: Type.Integer({ minimum: 0 }) });

// ---- Category tree -------------------------------------------------------------------------------

const nodeFields = {
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  nameEn: Type.String(),
  level: Level,
};

/**
 * The taxonomy has four levels, so the node is written out to that depth rather than as a recursive
 * `$ref` (shared `$id`s collide across route schemas in Fastify's validator).
 */
const treeLevel = (depth: number): TSchema =>
  depth === 1
    ? Type.Object(nodeFields)
    : Type.Object({ ...nodeFields, children: Type.Optional(Type.Array(treeLevel(depth - 1))) });

export const TreeNode = treeLevel(4);
export interface TreeNodeValue {
  id: number;
  name: string;
  nameEn: string;
  level: LiteralOf<typeof LEVELS>;
  children?: TreeNodeValue[];
}

export const CategoryRef = Type.Object({ id: Id, name: Type.String(), nameEn: Type.String() });

export const DictItem = Type.Object({
  value: Type.Integer(),
  label: Type.String(),
  labelEn: Type.String(),
  disabled: Type.Optional(Type.Boolean()),
  tooltip: Type.Optional(Type.String()),
  tooltipEn: Type.Optional(Type.String()),
});

export const Empty = Type.Null({ description: 'no payload' });
