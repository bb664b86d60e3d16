import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../lib/api-failure.ts';
import { makeRandom, type Random } from '../data/usage/random.ts';

/** A rule as POST /__mock/faults receives it (validated by the route's schema). */
export interface FaultInput {
  method?: string;
  /** exact path, or with `*` matching anything (including `/`) */
  path: string;
  status?: number;
  delayMs?: number;
  /** share of matching requests that fail, 0..1 (default 1); drawn from a seeded generator */
  rate?: number;
  /** the rule is removed after firing this many times (default: never) */
  times?: number;
  /** the message in the envelope; null leaves resFormatMsg out; absent gives a default message */
  resFormatMsg?: string | null;
  /** the envelope's `field` (the input at fault, as a path), to play a server refusal of one form field */
  field?: string;
  /** answer the status with no body at all */
  emptyBody?: boolean;
}

export interface FaultRule {
  id: number;
  method: string | null;
  path: string;
  status: number | null;
  delayMs: number;
  rate: number;
  /** remaining firings, null = unlimited */
  times: number | null;
  resFormatMsg?: string | null;
  field?: string;
  emptyBody: boolean;
  /** how often it fired */
  hits: number;
}

interface LiveRule extends FaultRule {
  matcher: RegExp;
  random: Random;
}

export interface Faults {
  add(input: FaultInput): FaultRule;
  list(): FaultRule[];
  /** Removes every rule; returns how many there were. */
  clear(): number;
}

export const MAX_DELAY_MS = 60_000;
const CONTROL_PREFIX = '/__mock';

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
export const pathMatcher = (path: string) => new RegExp(`^${path.split('*').map(escapeRegExp).join('.*')}$`);

const view = ({ matcher: _matcher, random: _random, ...rule }: LiveRule): FaultRule => ({ ...rule });

/** The registry of one server: rules live in memory (not persisted) and are cleared by reset. */
const registries = new WeakMap<AppContext, Faults & { match(method: string, path: string): LiveRule | null }>();

export const faultsOf = (ctx: AppContext) => {
  let registry = registries.get(ctx);
  if (!registry) {
    let rules: LiveRule[] = [];
    let nextId = 1;
    registry = {
      add: (input) => {
        const id = nextId++;
        const rule: LiveRule = {
          id,
          method: input.method ? input.method.toUpperCase() : null,
          path: input.path,
          status: input.status ?? null,
          delayMs: input.delayMs ?? 0,
          rate: input.rate ?? 1,
          times: input.times ?? null,
          ...(input.resFormatMsg !== undefined ? { resFormatMsg: input.resFormatMsg } : {}),
          ...(input.field !== undefined ? { field: input.field } : {}),
          emptyBody: input.emptyBody ?? false,
          hits: 0,
          matcher: pathMatcher(input.path),
          // seeded per rule: the same rules on the same seed fail the same requests
          random: makeRandom(ctx.config.seed, `faults.${id}`),
        };
        rules.push(rule);
        return view(rule);
      },
      list: () => rules.map(view),
      clear: () => {
        const count = rules.length;
        rules = [];
        nextId = 1;
        return count;
      },
      match: (method, path) => {
        for (const rule of rules) {
          if ((rule.method !== null && rule.method !== method) || !rule.matcher.test(path)) continue;
          if (rule.rate < 1 && !(rule.random.next() < rule.rate)) continue;
          rule.hits += 1;
          if (rule.times !== null) {
            rule.times -= 1;
            if (rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
          }
          return rule;
        }
        return null;
      },
    };
    registries.set(ctx, registry);
  }
  return registry;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const headerInteger = (value: string | string[] | undefined, name: string, min: number, max: number) => {
  if (value === undefined) return null;
  const text = Array.isArray(value) ? value[0] : value;
  const number = Number(text);
  if (text === undefined || !/^\d+$/.test(text.trim()) || number < min || number > max)
    throw badRequest(
      {
        zh: `请求头 ${name} 应为 ${min} 到 ${max} 之间的整数`,
        en: `The header ${name} must be a whole number from ${min} to ${max}`,
      },
      `headers.${name}`,
    );
  return number;
};

/**
 * Answers a forced status with the envelope, already serialised: the route's response schema must not
 * reshape it (a rule may leave resFormatMsg out on purpose).
 */
const sendFault = (
  reply: FastifyReply,
  status: number,
  message: string | null | undefined,
  empty: boolean,
  field?: string,
) => {
  reply.code(status).header('x-mock-fault', '1');
  if (empty) return reply.removeHeader('content-type').send();
  const body = {
    code: status,
    data: null,
    ...(message === null ? {} : { resFormatMsg: message ?? `模拟故障：HTTP ${status}` }),
    ...(field === undefined ? {} : { field }),
  };
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
};

/**
 * Fault injection for development and tests (never on /__mock itself):
 * - per request: `x-mock-delay-ms` waits, `x-mock-status` answers that status with an envelope;
 * - rules added by POST /__mock/faults: first matching rule wins; it may delay, answer a status, or both.
 * Runs first among the onRequest hooks, so a forced status wins over authentication.
 */
export const registerFaults = (app: FastifyInstance, ctx: AppContext) => {
  const faults = faultsOf(ctx);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) return;
    const delay = headerInteger(request.headers['x-mock-delay-ms'], 'x-mock-delay-ms', 0, MAX_DELAY_MS);
    const status = headerInteger(request.headers['x-mock-status'], 'x-mock-status', 200, 599);
    const rule = faults.match(request.method, path);
    const wait = (delay ?? 0) + (rule?.delayMs ?? 0);
    if (wait > 0) await sleep(Math.min(wait, MAX_DELAY_MS));
    if (status !== null) return sendFault(reply, status, undefined, false);
    if (rule && rule.status !== null)
      return sendFault(reply, rule.status, rule.resFormatMsg, rule.emptyBody, rule.field);
  });
};
