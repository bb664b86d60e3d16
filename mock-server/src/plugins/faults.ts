import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Fault injection: x-mock-status / x-mock-delay-ms headers and the rules of POST /__mock/faults. */
export const registerFaults = (_app: FastifyInstance, _ctx: AppContext) => {};
