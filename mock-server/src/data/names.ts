import { pinyin } from 'pinyin-pro';
import type { Word } from './fixtures.ts';
import type { Taxonomy } from './taxonomy.ts';

/**
 * Pinyin of names, for the entity search. Names are built from a few hundred word-list parts, so pinyin is
 * computed once per part and concatenated: converting every full name would cost most of the start-up time.
 */
export class PinyinCache {
  private readonly parts = new Map<string, readonly string[]>();

  syllables(text: string): readonly string[] {
    let cached = this.parts.get(text);
    if (!cached) {
      cached = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true }).map((s) =>
        s.toLowerCase().replace(/[^a-z0-9]/g, ''),
      );
      this.parts.set(text, cached);
    }
    return cached;
  }

  /** Full pinyin and initials of a name made of parts: ["悦川", "家"] -> "yuechuanjia", "ycj". */
  of(parts: readonly string[]): SearchKey {
    const syllables = parts.flatMap((part) => this.syllables(part)).filter((s) => s.length > 0);
    return { full: syllables.join(''), initials: syllables.map((s) => (/^[0-9]/.test(s) ? s : s[0])).join('') };
  }
}

/** Keys of names written one after the other. */
export const joinKeys = (...keys: readonly SearchKey[]): SearchKey => ({
  full: keys.map((key) => key.full).join(''),
  initials: keys.map((key) => key.initials).join(''),
});

export interface SearchKey {
  full: string;
  initials: string;
}

/**
 * Name words (brand suffixes, shop prefixes) that belong to a trade, by top-level category (English name).
 * A word listed here only names brands and shops of those categories; words listed nowhere (旗舰, 严选, 堂)
 * suit any category. Keeps "宠物" shops out of phones and "酒业" brands out of T-shirts.
 */
const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  "Women's Clothing": ['服饰', '女装', '内衣', '潮流', '时尚'],
  "Men's Clothing": ['服饰', '男装', '内衣', '潮流'],
  'Beauty & Skincare': ['美妆', '个护', '海外', '全球购'],
  'Personal Care': ['个护', '日用', '健康'],
  'Food & Beverages': ['食品', '生鲜', '酒业', '酒水', '茶业', '茶叶', '特卖'],
  'Mother & Baby': ['母婴', '童装', '玩具'],
  'Home Appliances': ['电器', '家电', '生活', '科技'],
  'Phones & Digital': ['数码', '手机', '影音', '科技', '电器'],
  'Computers & Office': ['电脑', '办公', '文具', '科技', '数码'],
  'Home & Furnishing': ['家居', '家纺', '厨具', '家装', '日用', '生活', '之家', '家'],
  'Sports & Outdoors': ['运动', '户外', '健康'],
  Shoes: ['鞋业', '鞋包', '运动'],
  'Bags & Luggage': ['箱包', '鞋包'],
  'Jewellery & Accessories': ['珠宝', '饰品', '钟表', '眼镜', '时尚'],
  'Pet Supplies': ['宠物'],
  'Health & Medicine': ['健康', '医药', '保健'],
  'Auto Supplies': ['车品'],
  'Toys & Instruments': ['玩具', '乐器'],
};

/** Words that fit each top-level category (node index): its trade words plus the generic ones. */
export const wordsByTopCategory = (taxonomy: Taxonomy, words: readonly Word[]): Map<number, Word[]> => {
  const specific = new Set(Object.values(TRADE_WORDS).flat());
  const generic = words.filter((word) => !specific.has(word.zh));
  const result = new Map<number, Word[]>();
  for (const root of taxonomy.roots) {
    const trade = new Set(TRADE_WORDS[taxonomy.namesEn[root] as string] ?? []);
    result.set(root, [...generic, ...words.filter((word) => trade.has(word.zh))]);
  }
  return result;
};

/**
 * Title modifiers that suit any product: those that are not an attribute value or part of a category name
 * (which would put "碎花" on a phone).
 */
export const genericModifiers = (
  taxonomy: Taxonomy,
  modifiers: readonly Word[],
  attributeValues: readonly string[],
) => {
  const specific = new Set<string>();
  for (const modifier of modifiers) {
    if (attributeValues.some((value) => value.includes(modifier.zh))) specific.add(modifier.zh);
    else if (taxonomy.names.some((name) => name.includes(modifier.zh))) specific.add(modifier.zh);
  }
  return modifiers.filter((modifier) => !specific.has(modifier.zh));
};
