import axios from 'axios';

/** SPEC section 8: every failed call rejects with the status code and the message "error". */
export class ApiError extends Error {
  readonly status: number;
  /** The server's resFormatMsg, when it sent one (already shown in a toast): a sentence in the app's language. */
  readonly serverMessage: string | undefined;
  /** The input the server says is at fault, as a path (`body.keyword`), when it names one: forms show the
   * message at that field. */
  readonly field: string | undefined;

  constructor(status: number, serverMessage?: string, field?: string) {
    super('error');
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.field = field;
  }
}

/** Cancelled calls (a newer identical request, a component that went away) are silent: callers skip them. */
export const isCancelled = (error: unknown): boolean => axios.isCancel(error);

/** The Chinese message for "network error, please try again later", shown when the server sent no resFormatMsg. */
export const NETWORK_ERROR_MESSAGE = '网络错误，请稍后重试';
