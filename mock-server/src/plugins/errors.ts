import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { ApiFailure } from '../lib/api-failure.ts';
import { requestLanguage, type Sentence } from '../lib/language.ts';
import { readPlainFailure } from '../lib/plain-message.ts';
import { validationFailure } from '../lib/validation-message.ts';

/** Fastify's own client errors, in words. */
const FASTIFY_ERRORS: Readonly<Record<string, Sentence>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    zh: '请求内容过大（不能超过 1 MB）',
    en: 'The request body is too large (1 MB at most)',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    zh: '不支持的内容类型，请以 JSON 发送',
    en: 'Unsupported content type; send JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { zh: '请求内容不能为空', en: 'The request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    zh: '请求内容的长度与 Content-Length 不符',
    en: 'The request body does not match its Content-Length',
  },
  FST_ERR_BAD_URL: { zh: '请求地址无效', en: 'The request URL is not valid' },
};
const INVALID_BODY: Sentence = { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' };
const INTERNAL: Sentence = {
  zh: '服务器内部错误，请稍后重试',
  en: 'Something went wrong on the server; try again later',
};

interface Answer {
  status: number;
  sentence: Sentence;
  field?: string | undefined;
}

const answerOf = (error: FastifyError | ApiFailure): Answer => {
  const status = error.statusCode ?? 500;
  if (error instanceof ApiFailure) {
    if (error.sentence) return { status, sentence: error.sentence, field: error.field };
    const plain = readPlainFailure(status, error.message);
    return { status, sentence: plain.sentence, field: error.field ?? plain.field };
  }
  if (status >= 500) return { status, sentence: INTERNAL };
  const validation = (error as { validation?: FastifySchemaValidationError[] }).validation;
  const context = (error as { validationContext?: string }).validationContext;
  if (validation && context) {
    const { field, sentence } = validationFailure(validation, context);
    return { status, sentence, field };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { status, sentence: known };
  // the JSON parser's own errors (a syntax error, a __proto__ key) carry no code
  if (error instanceof SyntaxError || status === 400) return { status, sentence: INVALID_BODY };
  return { status, ...readPlainFailure(status, error.message) };
};

/**
 * Every failure leaves as the envelope `{ code, data: null, resFormatMsg, field? }`: `resFormatMsg` a sentence
 * for people in the request's language (Accept-Language; zh-CN by default, English when asked for) that names
 * the field in words, `field` the input at fault as a path (`body.keyword`) for forms, developers and tests.
 * Client mistakes (Fastify's own 4xx errors: bad JSON, wrong content type, body too large) keep their status;
 * only real faults are 500.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    const { status, sentence, field } = answerOf(error);
    if (status >= 500 && !(error instanceof ApiFailure)) request.log.error({ err: error }, 'unhandled error');
    if (error instanceof ApiFailure && error.headers) reply.headers(error.headers);
    return reply.status(status).send({
      code: status,
      data: null,
      resFormatMsg: sentence[requestLanguage(request)],
      ...(field === undefined ? {} : { field }),
    });
  });
  app.setNotFoundHandler((request, reply) => {
    const path = `${request.method} ${request.url.split('?')[0]}`;
    const sentence = { zh: `没有这个接口：${path}`, en: `No such endpoint: ${path}` };
    return reply.status(404).send({ code: 404, data: null, resFormatMsg: sentence[requestLanguage(request)] });
  });
};
