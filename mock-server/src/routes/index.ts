import type { FastifyInstance } from 'fastify';
import { contract } from '@aisle/contract';
import { implement } from '../implement.ts';
import { notImplemented } from './stub.ts';

export const registerApiRoutes = (app: FastifyInstance) => {
  for (const [tag, group] of Object.entries(contract)) implement(app, group, notImplemented(group), tag);
};
