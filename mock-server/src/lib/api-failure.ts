import type { Sentence } from './language.ts';

/**
 * Thrown by handlers and hooks; the error handler turns it into the envelope with this status:
 * `resFormatMsg` is the sentence in the request's language, `field` (when given) the input at fault as a path
 * (`body.keyword`, `querystring.id`) for forms, developers and tests. A plain string is a zh-CN sentence.
 */
export class ApiFailure extends Error {
  readonly sentence: Sentence | null;
  constructor(
    readonly statusCode: number,
    message: string | Sentence,
    readonly field?: string,
    /** extra response headers, such as Retry-After */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(typeof message === 'string' ? message : message.zh);
    this.name = 'ApiFailure';
    this.sentence = typeof message === 'string' ? null : message;
  }
}

export const badRequest = (message: string | Sentence, field?: string) => new ApiFailure(400, message, field);
export const unauthorized = (
  message: string | Sentence = { zh: '登录已失效，请重新登录', en: 'Your session has ended. Please sign in again.' },
) => new ApiFailure(401, message);
export const forbidden = (message: string | Sentence, field?: string) => new ApiFailure(403, message, field);
export const notFound = (message: string | Sentence, field?: string) => new ApiFailure(404, message, field);
export const conflict = (message: string | Sentence, field?: string) => new ApiFailure(409, message, field);
