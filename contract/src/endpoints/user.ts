import Type from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import {
  AccountList,
  Day,
  DateTime,
  Empty,
  EnableType,
  Id,
  Keyword,
  PackageType,
  PayState,
  Platform,
  RegisterType,
  UserType,
  pagingFields,
} from '../primitives.ts';

/** The admin account filter of SPEC section 3, with its defaults. */
export const AccountFilter = Type.Object({
  packageTypeList: Type.Optional(Type.Array(PackageType, { uniqueItems: true })),
  payStateList: withDefault(Type.Array(PayState, { uniqueItems: true }), [0, 1, 2]),
  platformList: withDefault(Type.Array(Platform, { uniqueItems: true }), [1, 2, 4]),
  startDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
  enableTypeList: withDefault(Type.Array(EnableType, { uniqueItems: true }), [1, 0]),
  keyword: Type.Optional(Keyword),
  registerType: withDefault(Type.Array(RegisterType, { uniqueItems: true }), [1, 2]),
  userType: withDefault(UserType, 2),
  teamId: Type.Optional(Id),
  ...pagingFields(),
});

export const TeamUser = Type.Object({
  id: Id,
  account: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  teamId: Id,
  teamName: Type.String(),
  userType: UserType,
  packageType: PackageType,
  payState: PayState,
  registerType: RegisterType,
  enableType: EnableType,
  platformList: Type.Array(Platform),
  trial: Type.Boolean(),
  downloadPermission: Type.Boolean(),
  isManager: Type.Boolean(),
  expireAt: Type.Union([Day, Type.Null()]),
  createdAt: DateTime,
  lastLoginAt: Type.Union([DateTime, Type.Null()]),
});

export const Team = Type.Object({
  id: Id,
  name: Type.String(),
  userCount: Type.Integer({ minimum: 0 }),
  enableType: EnableType,
  packageType: PackageType,
  createdAt: DateTime,
});

const Account = Type.String({ pattern: '^[A-Za-z0-9_.@-]{3,32}$', description: '3-32 letters, digits, _ . @ -' });
const Phone = Type.String({ pattern: '^1\\d{10}$' });

const editableUserFields = () => ({
  name: Type.String({ minLength: 1, maxLength: 32 }),
  phone: Phone,
  teamId: Id,
  userType: UserType,
  packageType: PackageType,
  payState: PayState,
  platformList: Type.Array(Platform, { minItems: 1, uniqueItems: true }),
  trial: Type.Boolean(),
  downloadPermission: Type.Boolean(),
  expireAt: Type.Union([Day, Type.Null()]),
});

export const user = {
  listTeamUser: endpoint({
    method: 'GET',
    path: '/api/user/listTeamUser',
    summary: 'Account list with the admin filters',
    access: 'manager',
    kind: 'json',
    query: AccountFilter,
    response: AccountList(TeamUser),
  }),
  teamUserCount: endpoint({
    method: 'GET',
    path: '/api/user/teamUserCount',
    summary: 'Account counts (all, enabled, disabled, internal, external, trial)',
    access: 'manager',
    kind: 'json',
    query: Type.Object({ teamId: Type.Optional(Id) }),
    response: Type.Object({
      total: Type.Integer({ minimum: 0 }),
      enabled: Type.Integer({ minimum: 0 }),
      disabled: Type.Integer({ minimum: 0 }),
      internal: Type.Integer({ minimum: 0 }),
      external: Type.Integer({ minimum: 0 }),
      trial: Type.Integer({ minimum: 0 }),
    }),
  }),
  listTeam: endpoint({
    method: 'GET',
    path: '/api/user/listTeam',
    summary: 'Teams, filtered by name',
    access: 'manager',
    kind: 'json',
    query: Type.Object({ keyword: Type.Optional(Keyword), ...pagingFields() }),
    response: AccountList(Team),
  }),
  teamEnableType: endpoint({
    method: 'POST',
    path: '/api/user/teamEnableType',
    summary: 'Enable or disable a team (and with it its users)',
    access: 'manager',
    kind: 'json',
    body: Type.Object({ teamId: Id, enableType: EnableType }, { additionalProperties: false }),
    response: Empty,
  }),
  userEnableType: endpoint({
    method: 'POST',
    path: '/api/user/userEnableType',
    summary: 'Enable or disable a user',
    access: 'manager',
    kind: 'json',
    body: Type.Object({ userId: Id, enableType: EnableType }, { additionalProperties: false }),
    response: Empty,
  }),
  updateUser: endpoint({
    method: 'POST',
    path: '/api/user/updateUser',
    summary: 'Change a user; only the given fields change',
    access: 'manager',
    kind: 'json',
    body: Type.Object(
      { id: Id, ...Type.Partial(Type.Object(editableUserFields())).properties },
      { additionalProperties: false },
    ),
    response: TeamUser,
  }),
  saveUser: endpoint({
    method: 'POST',
    path: '/api/user/saveUser',
    summary: 'Create a user',
    access: 'manager',
    kind: 'json',
    body: Type.Object(
      { account: Account, password: Type.String({ minLength: 6, maxLength: 128 }), ...editableUserFields() },
      { additionalProperties: false },
    ),
    response: TeamUser,
  }),
} as const;
