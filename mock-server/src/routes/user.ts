import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { contract, type TeamUser } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { badRequest, conflict, notFound } from '../lib/api-failure.ts';
import { fieldName } from '../lib/field-names.ts';
import { hashPassword } from '../state/password.ts';
import type { Store } from '../state/store.ts';
import type { UserRecord } from '../state/types.ts';

type TeamUserRow = Static<typeof TeamUser>;

export const toTeamUser = (store: Store, user: Readonly<UserRecord>): TeamUserRow => ({
  id: user.id,
  account: user.account,
  name: user.name,
  phone: user.phone,
  teamId: user.teamId,
  teamName: store.findTeam(user.teamId)?.name ?? '',
  userType: user.userType,
  packageType: user.packageType,
  payState: user.payState,
  registerType: user.registerType,
  enableType: user.enableType,
  platformList: [...user.platformList],
  trial: user.trial,
  downloadPermission: user.downloadPermission,
  isManager: user.isManager,
  expireAt: user.expireAt,
  createdAt: user.createdAt,
  lastLoginAt: user.lastLoginAt,
});

const page = <T>(rows: readonly T[], pageNumber: number, perPage: number) =>
  rows.slice((pageNumber - 1) * perPage, pageNumber * perPage);

const blankName = () => badRequest({ zh: '名称不能为空', en: 'The name must not be blank' }, 'body.name');

const includesText = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle);

/** Admin area: accounts and teams (manager only; the auth plugin checks). Every change is saved at once. */
export const registerUserRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { store } = ctx;

  const requireUser = (id: number, field: string) => {
    const user = store.findUser(id);
    if (!user) throw notFound({ zh: `没有编号为 ${id} 的用户`, en: `No user with id ${id}` }, field);
    return user;
  };
  const requireTeamField = (id: number, field: string) => {
    if (!store.findTeam(id)) throw badRequest({ zh: `没有编号为 ${id} 的团队`, en: `No team with id ${id}` }, field);
  };
  /**
   * Managers who can still use the admin area: enabled, in an enabled team. Disabling the last of them would
   * leave nobody able to enable anyone again, so it is refused (409: the request is valid, the state forbids it).
   */
  const refuseLastManager = (field: string, disables: (user: Readonly<UserRecord>) => boolean) => {
    const state = store.read();
    const teamEnabled = new Map(state.teams.map((team) => [team.id, team.enableType === 1]));
    const active = state.users.filter(
      (user) => user.isManager && user.enableType === 1 && teamEnabled.get(user.teamId) !== false,
    );
    if (active.length > 0 && active.every(disables))
      throw conflict(
        {
          zh: '不能停用最后一位启用的管理员（停用后将无人能管理账号）',
          en: 'The last enabled administrator cannot be disabled (nobody could manage accounts afterwards)',
        },
        field,
      );
  };
  /** The contract checks the form of a day (YYYY-MM-DD); this checks that the calendar has it (no 02-30). */
  const requireCalendarDay = (day: string | null | undefined, field: string) => {
    if (typeof day !== 'string') return;
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
      throw badRequest(
        {
          zh: `${fieldName(field, 'zh')} ${day} 不是有效日期`,
          en: `The ${fieldName(field, 'en')} ${day} is not a real date`,
        },
        field,
      );
  };
  const requireUniquePhone = (phone: string, exceptId: number | null) => {
    const owner = store.read().users.find((user) => user.phone === phone && user.id !== exceptId);
    if (owner)
      throw badRequest(
        {
          zh: `手机号 ${phone} 已被账号「${owner.account}」使用`,
          en: `The phone number ${phone} is already used by the account "${owner.account}"`,
        },
        'body.phone',
      );
  };

  implement(
    app,
    contract.user,
    {
      listTeamUser: ({ query }) => {
        if (query.startDate && query.endDate && query.startDate > query.endDate)
          throw badRequest(
            { zh: '结束日期不能早于开始日期', en: 'The end date must not be before the start date' },
            'querystring.endDate',
          );
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        const rows = store
          .read()
          .users.filter(
            (user) =>
              user.userType === query.userType &&
              (query.packageTypeList === undefined || query.packageTypeList.includes(user.packageType)) &&
              query.payStateList.includes(user.payState) &&
              query.enableTypeList.includes(user.enableType) &&
              query.registerType.includes(user.registerType) &&
              user.platformList.some((platform) => query.platformList.includes(platform)) &&
              (query.teamId === undefined || user.teamId === query.teamId) &&
              (query.startDate === undefined || user.createdAt.slice(0, 10) >= query.startDate) &&
              (query.endDate === undefined || user.createdAt.slice(0, 10) <= query.endDate) &&
              (keyword === '' ||
                includesText(user.account, keyword) ||
                includesText(user.name, keyword) ||
                user.phone.includes(keyword)),
          )
          // newest accounts first
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
        return {
          resultData: page(rows, query.page, query.perPage).map((user) => toTeamUser(store, user)),
          total: rows.length,
        };
      },

      teamUserCount: ({ query }) => {
        if (query.teamId !== undefined && !store.findTeam(query.teamId))
          throw notFound(
            { zh: `没有编号为 ${query.teamId} 的团队`, en: `No team with id ${query.teamId}` },
            'querystring.teamId',
          );
        const users = store.read().users.filter((user) => query.teamId === undefined || user.teamId === query.teamId);
        const count = (test: (user: UserRecord) => boolean) => users.filter(test).length;
        return {
          total: users.length,
          enabled: count((user) => user.enableType === 1),
          disabled: count((user) => user.enableType === 0),
          internal: count((user) => user.userType === 1),
          external: count((user) => user.userType === 2),
          trial: count((user) => user.trial),
        };
      },

      listTeam: ({ query }) => {
        const keyword = query.keyword?.trim().toLowerCase() ?? '';
        const state = store.read();
        const members = new Map<number, number>();
        for (const user of state.users) members.set(user.teamId, (members.get(user.teamId) ?? 0) + 1);
        const teams = state.teams.filter((team) => keyword === '' || includesText(team.name, keyword));
        return {
          resultData: page(teams, query.page, query.perPage).map((team) => ({
            id: team.id,
            name: team.name,
            userCount: members.get(team.id) ?? 0,
            enableType: team.enableType,
            packageType: team.packageType,
            createdAt: team.createdAt,
          })),
          total: teams.length,
        };
      },

      teamEnableType: ({ body, request }) => {
        if (!store.findTeam(body.teamId))
          throw notFound(
            { zh: `没有编号为 ${body.teamId} 的团队`, en: `No team with id ${body.teamId}` },
            'body.teamId',
          );
        if (body.enableType === 0) {
          refuseLastManager('body.teamId', (user) => user.teamId === body.teamId);
          if (request.user?.teamId === body.teamId)
            throw badRequest({ zh: '不能停用自己所在的团队', en: 'You cannot disable your own team' }, 'body.teamId');
        }
        // the users keep their own enable state; a disabled team blocks them all (login and live sessions)
        store.mutate((state) => {
          const team = state.teams.find((candidate) => candidate.id === body.teamId);
          if (team) team.enableType = body.enableType;
        });
        return null;
      },

      userEnableType: ({ body, request }) => {
        requireUser(body.userId, 'body.userId');
        if (body.enableType === 0) {
          refuseLastManager('body.userId', (user) => user.id === body.userId);
          if (request.user?.id === body.userId)
            throw badRequest({ zh: '不能停用自己的账号', en: 'You cannot disable your own account' }, 'body.userId');
        }
        store.mutate((state) => {
          const user = state.users.find((candidate) => candidate.id === body.userId);
          if (user) user.enableType = body.enableType;
        });
        return null;
      },

      updateUser: ({ body }) => {
        const { id, ...changes } = body;
        requireUser(id, 'body.id');
        if (changes.teamId !== undefined) requireTeamField(changes.teamId, 'body.teamId');
        if (changes.phone !== undefined) requireUniquePhone(changes.phone, id);
        requireCalendarDay(changes.expireAt, 'body.expireAt');
        if (changes.name !== undefined && changes.name.trim() === '') throw blankName();
        const updated = store.mutate((state) => {
          const user = state.users.find((candidate) => candidate.id === id)!;
          // only the fields that were sent change
          for (const [key, value] of Object.entries(changes))
            if (value !== undefined) Object.assign(user, { [key]: value });
          if (changes.name !== undefined) user.name = changes.name.trim();
          return user;
        });
        return toTeamUser(store, updated);
      },

      saveUser: ({ body }) => {
        const { password, ...fields } = body;
        const taken = store.findUserByAccount(fields.account);
        if (taken)
          throw badRequest(
            { zh: `账号「${taken.account}」已存在`, en: `The account "${taken.account}" already exists` },
            'body.account',
          );
        if (fields.name.trim() === '') throw blankName();
        requireTeamField(fields.teamId, 'body.teamId');
        requireUniquePhone(fields.phone, null);
        requireCalendarDay(fields.expireAt, 'body.expireAt');
        const passwordHash = hashPassword(password);
        const created = store.mutate((state) => {
          const user: UserRecord = {
            ...fields,
            id: state.nextId.user++,
            name: fields.name.trim(),
            platformList: [...fields.platformList],
            registerType: 1,
            enableType: 1,
            isManager: false,
            passwordHash,
            createdAt: store.clock.now(),
            lastLoginAt: null,
          };
          state.users.push(user);
          return user;
        });
        return toTeamUser(store, created);
      },
    },
    'user',
  );
};
