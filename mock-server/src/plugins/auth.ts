import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformId } from '@aisle/contract';
import type { AppContext, SessionUser } from '../context.ts';
import { forbidden, unauthorized } from '../lib/api-failure.ts';
import type { Sentence } from '../lib/language.ts';
import { usageFixtures } from '../data/usage/fixtures.ts';
import type { Store } from '../state/store.ts';
import type { UserRecord } from '../state/types.ts';

/** The token travels as the raw `Authorization` value; `Bearer <token>` is accepted too. */
export const tokenFrom = (request: Pick<FastifyRequest, 'headers'>): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : null;
};

export const toSessionUser = (user: Readonly<UserRecord>): SessionUser => ({
  id: user.id,
  account: user.account,
  name: user.name,
  teamId: user.teamId,
  userType: user.userType,
  packageType: user.packageType,
  payState: user.payState,
  registerType: user.registerType,
  enableType: user.enableType,
  isManager: user.isManager,
  trial: user.trial,
  downloadPermission: user.downloadPermission,
  platformList: [...user.platformList],
  expireAt: user.expireAt,
});

/**
 * Why an account may not use the product right now (disabled, team disabled, trial over), or null.
 * Shared by login (which refuses) and every authenticated request (403).
 */
export const accountBlock = (store: Store, user: Readonly<UserRecord>, today: string): Sentence | null => {
  if (user.enableType === 0)
    return { zh: '账号已被停用，请联系管理员', en: 'This account is disabled. Please contact your administrator.' };
  const team = store.findTeam(user.teamId);
  if (team && team.enableType === 0) return teamDisabled(team.name);
  if (user.trial && user.expireAt !== null && user.expireAt < today)
    return {
      zh: `试用已于 ${user.expireAt} 到期，请联系客服开通正式账号`,
      en: `The trial ended on ${user.expireAt}. Please contact support for a full account.`,
    };
  return null;
};

export const teamDisabled = (teamName: string): Sentence => ({
  zh: `所在团队「${teamName}」已被停用，请联系管理员`,
  en: `Your team "${teamName}" is disabled. Please contact your administrator.`,
});

const platformEntry = (platform: PlatformId) => usageFixtures().platforms.find((item) => item.value === platform);

/** Recording an action is never refused for its platform: it only reports what the user looked at. */
const PLATFORM_CHECK_EXEMPT = new Set(['/api/common/action']);

/**
 * Sessions and permissions, from each route's `endpoint.access` and `endpoint.kind`:
 * - onRequest (before validation, so 401 wins over 400): the token must name a live session (401), the
 *   account must be usable (403: disabled, team disabled, trial expired), managers only on `manager`
 *   endpoints (403), downloadPermission on downloads (403). Sets `request.user`.
 * - preHandler (after validation): a `platform` in the query or body must be one the user may read (403).
 * Logout only needs a live session, so a blocked user can still end it.
 */
export const registerAuth = (app: FastifyInstance, ctx: AppContext) => {
  const { store, config } = ctx;
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint || endpoint.access === 'public') return;
    const token = tokenFrom(request);
    if (token === null) throw unauthorized({ zh: '请先登录', en: 'Please sign in first.' });
    const session = store.findSession(token);
    if (!session) throw unauthorized();
    if (Date.parse(session.expiresAt) <= Date.now())
      throw unauthorized({ zh: '登录已过期，请重新登录', en: 'Your session has expired. Please sign in again.' });
    const user = store.findUser(session.userId);
    if (!user) throw unauthorized();
    request.user = toSessionUser(user);
    if (endpoint.path === '/api/user/logout') return;

    const block = accountBlock(store, user, config.today);
    if (block !== null) throw forbidden(block);
    if (endpoint.access === 'manager' && !user.isManager)
      throw forbidden({ zh: '需要管理员权限', en: 'Only administrators can do this.' });
    if (endpoint.kind === 'download' && !user.downloadPermission)
      throw forbidden({
        zh: '您没有下载权限，请联系管理员开通',
        en: 'You may not download files. Please ask your administrator for the permission.',
      });
  });

  app.addHook('preHandler', async (request) => {
    const endpoint = request.routeOptions.config?.endpoint;
    const user = request.user;
    if (!endpoint || !user || PLATFORM_CHECK_EXEMPT.has(endpoint.path)) return;
    for (const [source, input] of [
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const platform = (input as { platform?: unknown } | null | undefined)?.platform;
      if (typeof platform === 'number' && !user.platformList.includes(platform as PlatformId))
        throw forbidden(
          {
            zh: `您没有该平台的权限：${platformEntry(platform as PlatformId)?.label ?? platform}`,
            en: `You have no access to ${platformEntry(platform as PlatformId)?.labelEn ?? `platform ${platform}`}.`,
          },
          `${source}.platform`,
        );
    }
  });
};
