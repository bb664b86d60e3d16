import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Sessions and permissions: 401 without a valid token, 403 where the user may not go. */
export const registerAuth = (app: FastifyInstance, _ctx: AppContext) => {
  app.decorateRequest('user', null);
};
