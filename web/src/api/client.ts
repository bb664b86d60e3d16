import { createClient } from '@aisle/contract';
import { httpAdapter } from './http.ts';

/** The typed API: `api.category.brandRank(query)` resolves to the response's data. */
export const api = createClient(httpAdapter);

export { ApiError, isCancelled, NETWORK_ERROR_MESSAGE } from './errors.ts';
export { saveFile } from './save-file.ts';
