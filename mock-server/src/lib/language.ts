import type { FastifyRequest } from 'fastify';

/** The languages the server speaks to people. zh-CN is the product's own; English when asked for. */
export type Language = 'zh' | 'en';

/** A message for people, in each language the server speaks. */
export interface Sentence {
  zh: string;
  en: string;
}

/**
 * The request's language from `Accept-Language`: the preferred (highest q) of zh and en; zh-CN when the
 * header is absent, names neither, or cannot be read. `*` counts as no preference.
 */
export const languageOf = (header: string | string[] | undefined): Language => {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'zh';
  let best: { language: Language; q: number } | null = null;
  for (const part of value.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'zh' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    // the first of equal weights wins, as the header lists them in order of preference
    if (best === null || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? 'zh';
};

export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  languageOf(request.headers['accept-language']);
