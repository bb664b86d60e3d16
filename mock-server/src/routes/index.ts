import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerAttributeRoutes } from './attribute.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerBusinessRoutes } from './business.ts';
import { registerCategoryRoutes } from './category.ts';
import { registerCommonRoutes } from './common.ts';
import { registerKeywordRoutes } from './keyword.ts';
import { registerLiteRoutes } from './lite.ts';
import { registerMonitorRoutes } from './monitor.ts';
import { registerUserRoutes } from './user.ts';

/** One module per contract group; each registers its group through implement(). */
export const registerApiRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerLiteRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerCommonRoutes(app, ctx);
  registerMonitorRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerKeywordRoutes(app, ctx);
  registerAttributeRoutes(app, ctx);
};
