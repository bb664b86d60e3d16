import type { FastifyInstance } from 'fastify';
import { randomBytes, randomInt } from 'node:crypto';
import { contract } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { ApiFailure, badRequest, forbidden } from '../lib/api-failure.ts';
import { makeLoginThrottle } from '../lib/login-throttle.ts';
import { accountBlock, teamDisabled, toSessionUser, tokenFrom } from '../plugins/auth.ts';
import { hashPassword, verifyPassword } from '../state/password.ts';
import type { UserRecord } from '../state/types.ts';
import { INDIVIDUAL_TEAM_ID, makeTrialUser } from '../data/usage/accounts.ts';
import { addDays } from '../data/usage/time.ts';

/** A session lasts a week (real time), like the product's token. */
export const SESSION_DAYS = 7;
/** An SMS code is valid for five minutes and for five attempts. */
export const CODE_SECONDS = 300;
const CODE_ATTEMPTS = 5;
/** A self-registered account is a trial of this many days, on Taobao/Tmall and JD. */
export const TRIAL_DAYS = 7;

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

/** 429 with Retry-After (seconds) and a sentence that says when to try again. */
const tooManyFailures = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new ApiFailure(
    429,
    {
      zh: `登录失败次数过多，请 ${minutes} 分钟后再试`,
      en: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    undefined,
    { 'Retry-After': String(seconds) },
  );
};

export const registerAuthRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { store, config } = ctx;
  const throttle = makeLoginThrottle();
  store.onReset(() => throttle.clear());
  /** phone -> pending code; in memory on purpose: a restart or a reset forgets codes, as a real SMS would expire */
  const codes = new Map<string, { code: string; expiresAt: number; attempts: number }>();
  store.onReset(() => codes.clear());

  const openSession = (user: Readonly<UserRecord>) => {
    const now = Date.now();
    const token = randomBytes(24).toString('base64url');
    const expireAt = new Date(now + SESSION_DAYS * 86_400_000).toISOString();
    store.mutate((state) => {
      // drop expired sessions while we are at it, so the list does not grow forever
      state.sessions = state.sessions.filter((session) => Date.parse(session.expiresAt) > now);
      state.sessions.push({ token, userId: user.id, createdAt: new Date(now).toISOString(), expiresAt: expireAt });
      const stored = state.users.find((candidate) => candidate.id === user.id);
      if (stored) stored.lastLoginAt = store.clock.now();
    });
    return { token, expireAt };
  };

  implement(
    app,
    contract.auth,
    {
      login: ({ body, request }) => {
        const account = body.account.trim();
        // refused before the password is checked, so that guessing stops (and costs no hashing) while it lasts
        const waitMs = throttle.retryAfterMs(account, request.ip);
        if (waitMs > 0) throw tooManyFailures(waitMs);
        const user = store.findUserByAccount(account);
        // one message for an unknown account and a wrong password: do not reveal which accounts exist
        if (!user || !verifyPassword(body.password, user.passwordHash)) {
          throttle.fail(account, request.ip);
          throw badRequest({ zh: '账号或密码错误', en: 'Wrong account or password' });
        }
        throttle.succeed(account);
        const block = accountBlock(store, user, config.today);
        if (block !== null) throw forbidden(block);
        const session = openSession(user);
        // the request log attributes the login to the user who logged in
        request.user = toSessionUser(user);
        store.append('events', { time: store.clock.now(), eventType: 1, userId: user.id, detail: '账号密码登录' });
        return session;
      },
      sendCode: ({ body }) => {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        codes.set(body.phone, { code, expiresAt: Date.now() + CODE_SECONDS * 1000, attempts: 0 });
        const known = store.read().users.find((user) => user.phone === body.phone);
        store.append('events', {
          time: store.clock.now(),
          eventType: 3,
          userId: known?.id ?? null,
          detail: `${maskPhone(body.phone)} ${known ? '登录验证' : '注册'}`,
        });
        return { expiresInSeconds: CODE_SECONDS, debugCode: code };
      },
      register: ({ body, request }) => {
        const pending = codes.get(body.phone);
        if (!pending || pending.expiresAt < Date.now())
          throw badRequest(
            { zh: '验证码已过期，请重新获取', en: 'The verification code has expired. Please request a new one.' },
            'body.code',
          );
        if (pending.code !== body.code) {
          pending.attempts += 1;
          if (pending.attempts >= CODE_ATTEMPTS) codes.delete(body.phone);
          throw badRequest({ zh: '验证码错误', en: 'The verification code is wrong' }, 'body.code');
        }
        const state = store.read();
        if (state.users.some((user) => user.phone === body.phone))
          throw badRequest(
            { zh: '该手机号已注册，请直接登录', en: 'This phone number is already registered. Please sign in.' },
            'body.phone',
          );
        if (store.findUserByAccount(body.phone))
          throw badRequest(
            { zh: '该手机号已被用作账号，请直接登录', en: 'This phone number is already an account. Please sign in.' },
            'body.phone',
          );
        const company = body.company?.trim();
        const existingTeam = company ? state.teams.find((team) => team.name === company) : undefined;
        if (existingTeam && existingTeam.enableType === 0)
          throw forbidden(teamDisabled(existingTeam.name), 'body.company');
        codes.delete(body.phone);
        const user = store.mutate((draft) => {
          let teamId = INDIVIDUAL_TEAM_ID;
          if (company) {
            const team = draft.teams.find((candidate) => candidate.name === company);
            if (team) teamId = team.id;
            else {
              teamId = draft.nextId.team++;
              draft.teams.push({
                id: teamId,
                name: company,
                enableType: 1,
                packageType: 1,
                createdAt: store.clock.now(),
              });
            }
          }
          const created = makeTrialUser({
            id: draft.nextId.user++,
            account: body.phone,
            name: body.name.trim() || body.phone,
            phone: body.phone,
            teamId,
            expireAt: addDays(config.today, TRIAL_DAYS),
            passwordHash: hashPassword(body.password),
            createdAt: store.clock.now(),
          });
          draft.users.push(created);
          return created;
        });
        const session = openSession(user);
        request.user = toSessionUser(user);
        store.append('events', { time: store.clock.now(), eventType: 1, userId: user.id, detail: '注册后登录' });
        return session;
      },
      logout: ({ request }) => {
        const token = tokenFrom(request);
        store.mutate((state) => {
          state.sessions = state.sessions.filter((session) => session.token !== token);
        });
        return null;
      },
    },
    'auth',
  );
};
