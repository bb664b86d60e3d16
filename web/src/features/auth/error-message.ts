import { ApiError, NETWORK_ERROR_MESSAGE } from '../../api/client.ts';

/** What a failed form submission says inline (the client has already toasted it). */
export const submitErrorMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : NETWORK_ERROR_MESSAGE;
