import type { FastifySchemaValidationError } from 'fastify';
import { fieldName } from './field-names.ts';
import type { Language, Sentence } from './language.ts';

/** What the error handler answers for a schema error: the sentence for people, the field path for forms. */
export interface ValidationFailure {
  field: string;
  sentence: Sentence;
}

type Params = Record<string, unknown>;

/** The path of the input at fault: `body.keyword`, `querystring.shopTypes.0`. */
const pathOf = (dataVar: string, instancePath: string) => `${dataVar}${instancePath.replace(/\//g, '.')}`;

const both = (make: (language: Language, name: string) => string, field: string): Sentence => ({
  zh: make('zh', fieldName(field, 'zh')),
  en: make('en', fieldName(field, 'en')),
});

/** Known patterns of the contract in words; another pattern is "has the wrong format". */
const patternWords = (pattern: string): Sentence | null => {
  if (pattern.includes('-(0[1-9]|1[0-2])-')) return { zh: 'YYYY-MM-DD 格式的日期', en: 'a date like 2026-01-31' };
  if (pattern.includes('(0[1-9]|1[0-2])$')) return { zh: 'YYYY-MM 格式的月份', en: 'a month like 2026-01' };
  if (pattern === '^1\\d{10}$') return { zh: '11 位数字', en: 'an 11-digit mobile number' };
  if (pattern === '^\\d{6}$') return { zh: '6 位数字', en: 'six digits' };
  return null;
};

/** Chinese text puts a space before Latin letters and digits, none before Chinese characters. */
const spaced = (words: string) => (/^[\x21-\x7e]/.test(words) ? ` ${words}` : words);

const TYPE_WORDS: Readonly<Record<string, Sentence>> = {
  integer: { zh: '整数', en: 'a whole number' },
  number: { zh: '数字', en: 'a number' },
  string: { zh: '文本', en: 'text' },
  boolean: { zh: 'true 或 false', en: 'true or false' },
  array: { zh: '列表', en: 'a list' },
  object: { zh: '对象', en: 'an object' },
  null: { zh: '空值', en: 'null' },
};

const sentenceOf = (error: FastifySchemaValidationError, field: string, allowed: string[]): Sentence => {
  const params = error.params as Params;
  const limit = params.limit as number;
  if (allowed.length > 0)
    return both(
      (l, name) =>
        l === 'zh' ? `${name}只能是 ${allowed.join('、')}` : `The ${name} must be one of ${allowed.join(', ')}`,
      field,
    );
  switch (error.keyword) {
    case 'required':
      return both((l, name) => (l === 'zh' ? `${name}不能为空` : `The ${name} is required`), field);
    case 'minLength':
      return limit <= 1
        ? both((l, name) => (l === 'zh' ? `${name}不能为空` : `The ${name} must not be empty`), field)
        : both(
            (l, name) =>
              l === 'zh' ? `${name}至少需要 ${limit} 个字符` : `The ${name} must be at least ${limit} characters long`,
            field,
          );
    case 'maxLength':
      return both(
        (l, name) =>
          l === 'zh' ? `${name}不能超过 ${limit} 个字符` : `The ${name} must be at most ${limit} characters long`,
        field,
      );
    case 'pattern': {
      const words = patternWords(String(params.pattern));
      return both(
        (l, name) =>
          words
            ? l === 'zh'
              ? `${name}应为${spaced(words.zh)}`
              : `The ${name} must be ${words.en}`
            : l === 'zh'
              ? `${name}格式不正确`
              : `The ${name} has the wrong format`,
        field,
      );
    }
    case 'format':
      return both((l, name) => (l === 'zh' ? `${name}格式不正确` : `The ${name} has the wrong format`), field);
    case 'type': {
      const expected = String(params.type).split(',')[0] ?? '';
      const words = TYPE_WORDS[expected];
      if (!words) break;
      return both(
        (l, name) => (l === 'zh' ? `${name}应为${spaced(words.zh)}` : `The ${name} must be ${words.en}`),
        field,
      );
    }
    case 'enum': {
      const values = (params.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v)) ?? [];
      return sentenceOf({ ...error, keyword: 'const' }, field, values);
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return both(
        (l, name) =>
          l === 'zh'
            ? `${name}${error.keyword === 'minimum' ? '不能小于' : '必须大于'} ${limit}`
            : `The ${name} must be ${error.keyword === 'minimum' ? 'at least' : 'more than'} ${limit}`,
        field,
      );
    case 'maximum':
    case 'exclusiveMaximum':
      return both(
        (l, name) =>
          l === 'zh'
            ? `${name}${error.keyword === 'maximum' ? '不能大于' : '必须小于'} ${limit}`
            : `The ${name} must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${limit}`,
        field,
      );
    case 'minItems':
      return both(
        (l, name) => (l === 'zh' ? `${name}至少需要 ${limit} 项` : `The ${name} must have at least ${limit} items`),
        field,
      );
    case 'maxItems':
      return both(
        (l, name) => (l === 'zh' ? `${name}最多 ${limit} 项` : `The ${name} must have at most ${limit} items`),
        field,
      );
    case 'uniqueItems':
      return both((l, name) => (l === 'zh' ? `${name}不能有重复的值` : `The ${name} must not repeat a value`), field);
    case 'additionalProperties':
      return {
        zh: `不认识的字段：${String(params.additionalProperty)}`,
        en: `Unknown field: ${String(params.additionalProperty)}`,
      };
  }
  return both((l, name) => (l === 'zh' ? `${name}的值无效` : `The ${name} is not valid`), field);
};

/**
 * Ajv's errors as one sentence for people, naming the first field at fault in words, and its path. Ajv reports
 * a union of literals as one "must be equal to constant" per branch (and an anyOf): those are folded into
 * "must be one of ...".
 */
export const validationFailure = (errors: FastifySchemaValidationError[], dataVar: string): ValidationFailure => {
  const first = errors.find((e) => e.keyword !== 'anyOf') ?? errors[0];
  if (!first) return { field: dataVar, sentence: sentenceOf({ keyword: '', params: {} } as never, dataVar, []) };
  let field = pathOf(dataVar, first.instancePath || '');
  const params = first.params as Params;
  if (first.keyword === 'required') field = `${field}.${String(params.missingProperty)}`;
  if (first.keyword === 'additionalProperties') field = `${field}.${String(params.additionalProperty)}`;
  const allowed = errors
    .filter((e) => e.keyword === 'const' && e.instancePath === first.instancePath)
    .map((e) => JSON.stringify((e.params as { allowedValue?: unknown }).allowedValue));
  return { field, sentence: sentenceOf(first, field, allowed) };
};

/** For logs and `error.message`: the field path and the English sentence. */
export const validationMessage = (errors: FastifySchemaValidationError[], dataVar: string) => {
  const { field, sentence } = validationFailure(errors, dataVar);
  return `${field}: ${sentence.en}`;
};
