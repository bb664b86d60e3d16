import { usageFixtures } from '../data/usage/fixtures.ts';
import { fieldName } from './field-names.ts';
import type { Language, Sentence } from './language.ts';

/**
 * Some failures are thrown as one string that starts with the field path, such as
 * `body.categoryId: no category 4242 on platform 1` or `querystring.endDate must not be before
 * querystring.startDate` (the query layer under data/ throws them). This reads the path off the front and
 * says the rest in words, in both languages, so that no path reaches people. A string it does not recognise
 * keeps its text (in Chinese) or gets a general sentence for its status (in English).
 */
export interface PlainFailure {
  field?: string;
  sentence: Sentence;
}

const FIELD_PREFIX = /^((?:body|querystring|params|headers)(?:\.[\w-]+)+)(?::\s*|\s+)(.*)$/s;
const KIND_WORDS: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  category: ['类目', 'category'],
  brand: ['品牌', 'brand'],
  shop: ['店铺', 'shop'],
  product: ['商品', 'product'],
  anchor: ['主播', 'anchor'],
};

const platformName = (platform: string, language: Language) => {
  const entry = usageFixtures().platforms.find((item) => String(item.value) === platform);
  if (!entry) return language === 'zh' ? `平台 ${platform}` : `platform ${platform}`;
  return language === 'zh' ? entry.label : entry.labelEn;
};

/** General sentences per status, for a string that says nothing the English reader could use. */
const GENERAL: Readonly<Record<number, Sentence>> = {
  400: { zh: '请求有误', en: 'The request is not valid' },
  401: { zh: '登录已失效，请重新登录', en: 'Your session has ended. Please sign in again.' },
  403: { zh: '没有权限', en: 'You do not have permission to do this' },
  404: { zh: '找不到要的内容', en: 'Not found' },
  409: { zh: '与当前状态冲突', en: 'This conflicts with the current state' },
};

const hasChinese = (text: string) => /[\u3400-\u9fff]/.test(text);

const sayRest = (field: string, rest: string): Sentence | null => {
  const zhName = fieldName(field, 'zh');
  const enName = fieldName(field, 'en');
  let match = /^no (category|brand|shop|product|anchor) (\d+) on platform (\d+)$/.exec(rest);
  if (match) {
    const [, kind = '', id, platform = ''] = match;
    const words = KIND_WORDS[kind] ?? [kind, kind];
    return {
      zh: `${platformName(platform, 'zh')}上没有编号为 ${id} 的${words[0]}`,
      en: `No ${words[1]} with id ${id} on ${platformName(platform, 'en')}`,
    };
  }
  match = /^must be a month from (\S+) to (\S+)$/.exec(rest);
  if (match)
    return {
      zh: `${zhName}应为 ${match[1]} 至 ${match[2]} 之间的月份`,
      en: `The ${enName} must be a month from ${match[1]} to ${match[2]}`,
    };
  match = /^must not be (after|before) ((?:body|querystring)\.\w+)$/.exec(rest);
  if (match) {
    const other = match[2] as string;
    const after = match[1] === 'after';
    return {
      zh: `${zhName}不能${after ? '晚于' : '早于'}${fieldName(other, 'zh')}`,
      en: `The ${enName} must not be ${match[1]} the ${fieldName(other, 'en')}`,
    };
  }
  match = /^the range must not span more than (\d+) days$/.exec(rest);
  if (match)
    return { zh: `日期范围不能超过 ${match[1]} 天`, en: `The date range must not span more than ${match[1]} days` };
  match = /^must be one of (.+?)(?: \(got ".*"\))?$/s.exec(rest);
  if (match) {
    const values = (match[1] as string).split(', ');
    return { zh: `${zhName}只能是 ${values.join('、')}`, en: `The ${enName} must be one of ${values.join(', ')}` };
  }
  return null;
};

export const readPlainFailure = (status: number, message: string): PlainFailure => {
  const general = GENERAL[status] ?? GENERAL[400]!;
  const prefixed = FIELD_PREFIX.exec(message);
  if (!prefixed) return { sentence: { zh: message, en: hasChinese(message) ? general.en : message } };
  const field = prefixed[1] as string;
  const rest = (prefixed[2] as string).trim();
  const said = sayRest(field, rest);
  if (said) return { field, sentence: said };
  return {
    field,
    sentence: hasChinese(rest)
      ? { zh: rest, en: `The ${fieldName(field, 'en')} is not valid` }
      : { zh: `${fieldName(field, 'zh')}的值无效`, en: `The ${fieldName(field, 'en')} is not valid` },
  };
};
