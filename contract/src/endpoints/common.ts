import Type from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import {
  CategoryRef,
  DateTime,
  Day,
  DictItem,
  Id,
  Month,
  PackageType,
  Platform,
  TreeNode,
  UserType,
} from '../primitives.ts';

const PlatformQuery = Type.Object({ platform: withDefault(Platform, 1) });
const CategoryQuery = Type.Object({
  platform: withDefault(Platform, 1),
  categoryId: Type.Integer({ minimum: 1 }),
});

export const PlatformInfo = Type.Object({
  id: Platform,
  label: Type.String(),
  labelEn: Type.String(),
  name: Type.String(),
  permission: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 allowed, 0 locked' }),
  reason: Type.Optional(Type.String({ description: 'why the platform is locked' })),
});

export const UserInfo = Type.Object({
  id: Id,
  account: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  teamId: Id,
  teamName: Type.String(),
  userType: UserType,
  packageType: PackageType,
});

export const DICT_TYPES = [
  'package_type',
  'platform_type',
  'pay_state',
  'register_type',
  'enable_type',
  'user_type',
  'event_type',
  'shop_type',
] as const;

export const common = {
  oneCategoryList: endpoint({
    method: 'GET',
    path: '/api/common/oneCategoryList',
    summary: 'Top-level categories of a platform',
    access: 'user',
    kind: 'json',
    query: PlatformQuery,
    response: Type.Array(CategoryRef),
  }),
  dictList: endpoint({
    method: 'GET',
    path: '/api/common/dictList',
    summary: 'Common dictionaries (package_type, platform_type, ...)',
    access: 'user',
    kind: 'json',
    query: Type.Object({
      dictType: Type.Optional(Type.Array(Type.Union(DICT_TYPES.map((t) => Type.Literal(t))), { uniqueItems: true })),
    }),
    response: Type.Record(Type.String(), Type.Array(DictItem)),
  }),
  platformCategoryList: endpoint({
    method: 'GET',
    path: '/api/common/platformCategoryList',
    summary: 'Each platform with its top-level categories',
    access: 'user',
    kind: 'json',
    response: Type.Array(
      Type.Object({
        platform: Platform,
        label: Type.String(),
        labelEn: Type.String(),
        categories: Type.Array(CategoryRef),
      }),
    ),
  }),
  platformList: endpoint({
    method: 'GET',
    path: '/api/common/platformList',
    summary: "The user's platforms with permission (0 = locked, with the reason)",
    access: 'user',
    kind: 'json',
    response: Type.Array(PlatformInfo),
  }),
  categoryTree: endpoint({
    method: 'GET',
    path: '/api/common/categoryTree',
    summary: 'The category tree of a platform',
    access: 'user',
    kind: 'json',
    query: PlatformQuery,
    response: Type.Array(TreeNode),
  }),
  dateList: endpoint({
    method: 'GET',
    path: '/api/common/dateList',
    summary: 'Months with data, oldest first (24 months)',
    access: 'user',
    kind: 'json',
    query: PlatformQuery,
    response: Type.Array(Month),
  }),
  shopType: endpoint({
    method: 'GET',
    path: '/api/common/shopType',
    summary: 'Shop types; type 6 is listed, disabled, with a tooltip',
    access: 'user',
    kind: 'json',
    query: PlatformQuery,
    response: Type.Array(DictItem),
  }),
  checkIsFinest: endpoint({
    method: 'GET',
    path: '/api/common/checkIsFinest',
    summary: 'Whether a category is a leaf',
    access: 'user',
    kind: 'json',
    query: CategoryQuery,
    response: Type.Object({ isFinest: Type.Boolean(), categoryName: Type.String() }),
  }),
  userConfig: endpoint({
    method: 'GET',
    path: '/api/common/userConfig',
    summary: "The user's permissions, trial state and profile",
    access: 'user',
    kind: 'json',
    response: Type.Object({
      downloadPermission: Type.Boolean(),
      trial: Type.Boolean(),
      expireAt: Type.Union([Day, Type.Null()]),
      userInfo: UserInfo,
    }),
  }),
  checkManager: endpoint({
    method: 'GET',
    path: '/api/common/checkManager',
    summary: 'Whether the user is a manager',
    access: 'user',
    kind: 'json',
    response: Type.Boolean(),
  }),
  getCategoryName: endpoint({
    method: 'GET',
    path: '/api/common/getCategoryName',
    summary: "A category's name and path",
    access: 'user',
    kind: 'json',
    query: CategoryQuery,
    response: Type.Object({
      categoryName: Type.String(),
      categoryNameEn: Type.String(),
      path: Type.Array(CategoryRef),
    }),
  }),
  attrCategoryTree: endpoint({
    method: 'GET',
    path: '/api/common/attrCategoryTree',
    summary: 'The category tree for attribute analysis',
    access: 'user',
    kind: 'json',
    query: PlatformQuery,
    response: Type.Array(TreeNode),
  }),
  action: endpoint({
    method: 'POST',
    path: '/api/common/action',
    summary: 'Record a user action (palette use, command, page visit...)',
    access: 'user',
    kind: 'json',
    body: Type.Object(
      {
        type: Type.String({ minLength: 1, maxLength: 64, description: 'e.g. page.visit, palette.open, command.run' }),
        page: Type.Optional(Type.String({ maxLength: 256 })),
        target: Type.Optional(Type.String({ maxLength: 256 })),
        detail: Type.Optional(Type.String({ maxLength: 1000 })),
        durationMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400_000 })),
        platform: Type.Optional(Platform),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ id: Id, time: DateTime }),
  }),
} as const;
