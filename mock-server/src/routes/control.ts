import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** /__mock control routes (reset, faults); hidden from /docs, absent with MOCK_CONTROL=off. */
export const registerControlRoutes = (_app: FastifyInstance, _ctx: AppContext) => {};
