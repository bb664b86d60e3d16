import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** OpenAPI document at /docs/json, Swagger UI at /docs; both generated from the contract's schemas. */
export const registerDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Aisle API (mock)', version: '1.0.0', description: 'Every documented endpoint of the Aisle API.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
};
