import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { AppContext } from '../context.ts';
import { badRequest } from '../lib/api-failure.ts';
import { faultsOf, MAX_DELAY_MS } from '../plugins/faults.ts';

const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH'];

export const FaultRuleBody = Type.Object(
  {
    method: Type.Optional(Type.Union([...METHODS, ...METHODS.map((m) => m.toLowerCase())].map((m) => Type.Literal(m)))),
    path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
    status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DELAY_MS })),
    rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    // null first: with type coercion on, a null would otherwise become ""
    resFormatMsg: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
    field: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    emptyBody: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * /__mock control routes for development and tests: fault rules and reset. Registered only when
 * `config.control` is on (MOCK_CONTROL=off leaves them out) and hidden from /docs. No token needed: the
 * mock server listens on 127.0.0.1.
 */
export const registerControlRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const faults = faultsOf(ctx);
  const ok = <T>(data: T) => ({ code: 200, data });

  app.post<{ Body: Static<typeof FaultRuleBody> }>(
    '/__mock/faults',
    { schema: { hide: true, body: FaultRuleBody } },
    async (request) => {
      const { body } = request;
      if (body.status === undefined && body.delayMs === undefined)
        throw badRequest(
          {
            zh: '规则需要 status 或 delayMs（什么都不做的规则是个错误）',
            en: 'A rule needs status or delayMs (a rule that does nothing is a mistake)',
          },
          'body',
        );
      if (body.emptyBody && body.status === undefined)
        throw badRequest({ zh: 'emptyBody 需要同时给出 status', en: 'emptyBody needs a status' }, 'body.emptyBody');
      return ok(faults.add(body));
    },
  );
  app.get('/__mock/faults', { schema: { hide: true } }, async () => ok(faults.list()));
  app.delete('/__mock/faults', { schema: { hide: true } }, async () => ok({ cleared: faults.clear() }));
  app.post('/__mock/reset', { schema: { hide: true } }, async () => {
    ctx.store.reset();
    faults.clear();
    return ok({ reset: true });
  });
};
