import type { ApiClient } from '@aisle/contract';
import { createClientFrom } from '@aisle/contract/client-core';
import { routes } from 'virtual:api-routes';
import { httpAdapter } from './http.ts';

/**
 * The typed API: `api.category.brandRank(query)` resolves to the response's data. Built from the contract's
 * route table (plain data made at build time), so the schemas stay out of the browser bundle.
 */
export const api = createClientFrom<ApiClient>(routes, httpAdapter);

export { ApiError, isCancelled, NETWORK_ERROR_MESSAGE } from './errors.ts';
export { saveFile } from './save-file.ts';
