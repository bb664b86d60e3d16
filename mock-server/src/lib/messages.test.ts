import { describe, expect, it } from 'vitest';
import type { FastifySchemaValidationError } from 'fastify';
import { languageOf } from './language.ts';
import { readPlainFailure } from './plain-message.ts';
import { validationFailure } from './validation-message.ts';

const makeError = (overrides: Partial<FastifySchemaValidationError>): FastifySchemaValidationError => ({
  keyword: 'type',
  instancePath: '',
  schemaPath: '#',
  params: {},
  message: 'is invalid',
  ...overrides,
});

describe('languageOf', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['zh-CN', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR,en;q=0.5', 'en'],
    ['de', 'zh'],
    ['*', 'zh'],
    ['zh;q=0.2,en;q=0.7', 'en'],
    ['en;q=0', 'zh'],
    ['garbage;;q=x', 'zh'],
  ] as const)('reads %j as %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});

describe('validationFailure', () => {
  it.each([
    [
      'required',
      makeError({ keyword: 'required', params: { missingProperty: 'keyword' } }),
      'body',
      'body.keyword',
      '关键词不能为空',
      'The keyword is required',
    ],
    [
      'minLength 1',
      makeError({ keyword: 'minLength', instancePath: '/keyword', params: { limit: 1 } }),
      'body',
      'body.keyword',
      '关键词不能为空',
      'The keyword must not be empty',
    ],
    [
      'minLength',
      makeError({ keyword: 'minLength', instancePath: '/password', params: { limit: 6 } }),
      'body',
      'body.password',
      '密码至少需要 6 个字符',
      'The password must be at least 6 characters long',
    ],
    [
      'maxLength',
      makeError({ keyword: 'maxLength', instancePath: '/keyword', params: { limit: 30 } }),
      'body',
      'body.keyword',
      '关键词不能超过 30 个字符',
      'The keyword must be at most 30 characters long',
    ],
    [
      'pattern (month)',
      makeError({ keyword: 'pattern', instancePath: '/startDate', params: { pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }),
      'querystring',
      'querystring.startDate',
      '开始日期应为 YYYY-MM 格式的月份',
      'The start date must be a month like 2026-01',
    ],
    [
      'pattern (other)',
      makeError({ keyword: 'pattern', instancePath: '/account', params: { pattern: '^[a-z]+$' } }),
      'body',
      'body.account',
      '账号格式不正确',
      'The account has the wrong format',
    ],
    [
      'type',
      makeError({ keyword: 'type', instancePath: '/id', params: { type: 'integer' } }),
      'querystring',
      'querystring.id',
      '编号应为整数',
      'The id must be a whole number',
    ],
    [
      'enum',
      makeError({ keyword: 'enum', instancePath: '/orderBy', params: { allowedValues: ['asc', 'desc'] } }),
      'querystring',
      'querystring.orderBy',
      '排序方向只能是 "asc"、"desc"',
      'The sort direction must be one of "asc", "desc"',
    ],
    [
      'format',
      makeError({ keyword: 'format', instancePath: '/time', params: { format: 'date-time' } }),
      'body',
      'body.time',
      'time格式不正确',
      'The time has the wrong format',
    ],
    [
      'minimum',
      makeError({ keyword: 'minimum', instancePath: '/page', params: { limit: 1 } }),
      'querystring',
      'querystring.page',
      '页码不能小于 1',
      'The page must be at least 1',
    ],
    [
      'maximum',
      makeError({ keyword: 'maximum', instancePath: '/perPage', params: { limit: 100 } }),
      'querystring',
      'querystring.perPage',
      '每页条数不能大于 100',
      'The page size must be at most 100',
    ],
    [
      'an item of a list',
      makeError({ keyword: 'minimum', instancePath: '/shopTypes/0', params: { limit: 1 } }),
      'querystring',
      'querystring.shopTypes.0',
      '店铺类型不能小于 1',
      'The shop types must be at least 1',
    ],
    [
      'additionalProperties',
      makeError({ keyword: 'additionalProperties', params: { additionalProperty: 'isManager' } }),
      'body',
      'body.isManager',
      '不认识的字段：isManager',
      'Unknown field: isManager',
    ],
    [
      'anything else',
      makeError({ keyword: 'multipleOf', instancePath: '/platformList', params: { multipleOf: 2 } }),
      'body',
      'body.platformList',
      '平台的值无效',
      'The platforms is not valid',
    ],
    [
      'uniqueItems',
      makeError({ keyword: 'uniqueItems', instancePath: '/platformList', params: { i: 1, j: 0 } }),
      'body',
      'body.platformList',
      '平台不能有重复的值',
      'The platforms must not repeat a value',
    ],
    [
      'the whole body',
      makeError({ keyword: 'type', params: { type: 'object' } }),
      'body',
      'body',
      '请求内容应为对象',
      'The request body must be an object',
    ],
  ])('says %s in words, with the path apart', (_what, error, dataVar, field, zh, en) => {
    expect(validationFailure([error], dataVar)).toEqual({ field, sentence: { zh, en } });
  });

  it('folds a union of literals into one "one of"', () => {
    const errors = [1, 2, 4].map((value) =>
      makeError({ keyword: 'const', instancePath: '/platform', params: { allowedValue: value } }),
    );
    const failure = validationFailure(
      [...errors, makeError({ keyword: 'anyOf', instancePath: '/platform' })],
      'querystring',
    );
    expect(failure).toEqual({
      field: 'querystring.platform',
      sentence: { zh: '平台只能是 1、2、4', en: 'The platform must be one of 1, 2, 4' },
    });
  });
});

describe('readPlainFailure', () => {
  it.each([
    [
      404,
      'body.categoryId: no category 4242 on platform 1',
      'body.categoryId',
      '淘宝/天猫上没有编号为 4242 的类目',
      'No category with id 4242 on Taobao/Tmall',
    ],
    [
      404,
      'querystring.id: no brand 7 on platform 4',
      'querystring.id',
      '抖音上没有编号为 7 的品牌',
      'No brand with id 7 on Douyin',
    ],
    [
      400,
      'querystring.startDate must be a month from 2024-11 to 2026-10',
      'querystring.startDate',
      '开始日期应为 2024-11 至 2026-10 之间的月份',
      'The start date must be a month from 2024-11 to 2026-10',
    ],
    [
      400,
      'body.startDate must not be after body.endDate',
      'body.startDate',
      '开始日期不能晚于结束日期',
      'The start date must not be after the end date',
    ],
    [
      400,
      'querystring.endDate must not be before querystring.startDate',
      'querystring.endDate',
      '结束日期不能早于开始日期',
      'The end date must not be before the start date',
    ],
    [
      400,
      'querystring.startDate: the range must not span more than 366 days',
      'querystring.startDate',
      '日期范围不能超过 366 天',
      'The date range must not span more than 366 days',
    ],
    [
      400,
      'querystring.contentSort must be one of gmv, units (got "x")',
      'querystring.contentSort',
      '排序字段只能是 gmv、units',
      'The sort column must be one of gmv, units',
    ],
    [400, 'querystring.level 层级不对', 'querystring.level', '层级不对', 'The category level is not valid'],
    [403, '需要管理员权限', undefined, '需要管理员权限', 'You do not have permission to do this'],
  ])('reads %i %j', (status, message, field, zh, en) => {
    const read = readPlainFailure(status, message);
    expect(read.field).toBe(field);
    expect(read.sentence).toEqual({ zh, en });
  });
});
