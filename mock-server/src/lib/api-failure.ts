/** Thrown by handlers and hooks; the error handler turns it into the envelope with this status. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const badRequest = (message: string) => new ApiFailure(400, message);
export const unauthorized = (message = '登录已失效，请重新登录') => new ApiFailure(401, message);
export const forbidden = (message: string) => new ApiFailure(403, message);
export const notFound = (message: string) => new ApiFailure(404, message);
