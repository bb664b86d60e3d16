import axios from 'axios';

/** SPEC section 8: every failed call rejects with the status code and the message "error". */
export class ApiError extends Error {
  readonly status: number;
  /** The server's resFormatMsg, when it sent one (already shown in a toast). */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage?: string) {
    super('error');
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** Cancelled calls (a newer identical request, a component that went away) are silent: callers skip them. */
export const isCancelled = (error: unknown): boolean => axios.isCancel(error);

/** The Chinese message for "network error, please try again later", shown when the server sent no resFormatMsg. */
export const NETWORK_ERROR_MESSAGE = '网络错误，请稍后重试';
