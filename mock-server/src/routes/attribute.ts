import type { FastifyInstance } from 'fastify';
import { contract } from '@aisle/contract';
import type { AppContext } from '../context.ts';
import { implement } from '../implement.ts';
import { notImplemented } from './stub.ts';

export const registerAttributeRoutes = (app: FastifyInstance, _ctx: AppContext) =>
  implement(app, contract.attribute, notImplemented(contract.attribute), 'attribute');
