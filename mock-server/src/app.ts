import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeConfig, type MockConfig } from './config.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerApiRoutes } from './routes/index.ts';
import { lazyCompilers } from './lib/lazy-compilers.ts';
import { validationMessage } from './lib/validation-message.ts';
import { buildDataset } from './data/dataset.ts';
import { openStore } from './state/store.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerFaults } from './plugins/faults.ts';
import { registerUsageRecorder } from './plugins/usage-recorder.ts';
import { registerControlRoutes } from './routes/control.ts';
import type { AppContext } from './context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Compiles now (once the app is ready) the request and answer schemas of the routes whose URL `wanted`
     * accepts, instead of on their first request (lib/lazy-compilers.ts); how many schemas it compiled.
     */
    compileSchemasNow(wanted: (url: string) => boolean): number;
  }
}

/** Builds the mock server without listening: tests call `inject`, server.ts listens. */
export const buildApp = async (overrides: Partial<MockConfig> = {}): Promise<FastifyInstance> => {
  const config = makeConfig(overrides);
  const compilers = lazyCompilers();
  const app = Fastify({
    logger: config.logger,
    // the web app sends arrays as repeated keys; keep the body small and the query parser strict
    bodyLimit: 1_048_576,
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: true } },
    schemaController: { compilersFactory: compilers },
    // the error handler says it in words, in the request's language; this message is for logs
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
  });

  const dataset = buildDataset(config);
  const store = await openStore(config, dataset);
  const ctx: AppContext = { config, dataset, store };
  app.addHook('onClose', () => store.close());
  app.decorate('compileSchemasNow', compilers.compileNow);

  registerErrorHandling(app);
  await registerDocs(app);
  registerFaults(app, ctx);
  registerAuth(app, ctx);
  registerUsageRecorder(app, ctx);
  registerApiRoutes(app, ctx);
  if (config.control) registerControlRoutes(app, ctx);

  if (config.webDir) {
    if (!existsSync(join(config.webDir, 'index.html')))
      throw new Error(`SERVE_WEB is set but ${config.webDir}/index.html is missing: run "npm run build" first`);
    // imported only to serve the app (SERVE_WEB): ~80 ms of a start otherwise
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false });
    // client-side routes: any GET outside /api, /docs and /__mock gets the app page
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (/^\/(api|__mock|docs)(\/|$)/.test(path)) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
};
