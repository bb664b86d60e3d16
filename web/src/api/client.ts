import type { ApiClient } from '@aisle/contract';
import { createClientFrom } from '@aisle/contract/client-core';
import { routes } from 'virtual:api-routes';
import { httpAdapter, prefetch } from './http.ts';

/**
 * The typed API: `api.category.brandRank(query)` resolves to the response's data. Built from the contract's
 * route table (plain data made at build time), so the schemas stay out of the browser bundle.
 */
export const api = createClientFrom<ApiClient>(routes, httpAdapter);

/**
 * The same API whose calls only ask early (see `prefetch`): a screen's first requests, sent on a cold load before
 * the screen itself is on the page. Its calls resolve to nothing; the screen's own `api` call takes the answer.
 */
export const earlyApi = createClientFrom<ApiClient>(routes, { request: prefetch });

export { ApiError, isCancelled, NETWORK_ERROR_MESSAGE } from './errors.ts';
export { saveFile } from './save-file.ts';
