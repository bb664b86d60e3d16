import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiFailure } from '../lib/api-failure.ts';

/**
 * Every failure leaves as the envelope `{ code, data: null, resFormatMsg }`. Client mistakes (Fastify's own
 * 4xx errors: bad JSON, wrong content type, body too large) keep their status; only real faults are 500.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500 && !(error instanceof ApiFailure)) request.log.error({ err: error }, 'unhandled error');
    const message = status >= 500 && !(error instanceof ApiFailure) ? '服务器内部错误' : error.message;
    return reply.status(status).send({ code: status, data: null, resFormatMsg: message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      code: 404,
      data: null,
      resFormatMsg: `no such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
};
