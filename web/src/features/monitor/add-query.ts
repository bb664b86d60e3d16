import { MENU_KEYS, type MenuKeyValue } from '@aisle/contract/enums';

/**
 * The add dialog's query: a kind may be named by a prefix before the words, in either language (`b:李宁`,
 * `品牌：李宁`, `shop:旗舰`), full-width colons too. Tab cycles the kind instead, for those who prefer keys.
 */
const PREFIXES: Record<string, MenuKeyValue> = {
  c: 'category',
  category: 'category',
  品类: 'category',
  b: 'brand',
  brand: 'brand',
  品牌: 'brand',
  s: 'shop',
  shop: 'shop',
  店铺: 'shop',
  p: 'spu',
  spu: 'spu',
  product: 'spu',
  商品: 'spu',
  a: 'anchor',
  anchor: 'anchor',
  主播: 'anchor',
};

export interface AddQuery {
  /** The kind named by a prefix, or null (then the dialog's own kind applies). */
  kind: MenuKeyValue | null;
  keyword: string;
}

export const parseAddQuery = (text: string): AddQuery => {
  const match = /^\s*([a-z]+|[\u4e00-\u9fff]{2})\s*[:：]\s*(.*)$/i.exec(text);
  const kind = match ? PREFIXES[(match[1] as string).toLowerCase()] : undefined;
  if (match && kind) return { kind, keyword: (match[2] as string).trim() };
  return { kind: null, keyword: text.trim() };
};

/** Tab's order: all kinds, then each kind; Shift+Tab goes back. */
export const SCOPES: readonly (MenuKeyValue | 'all')[] = ['all', ...MENU_KEYS];
export const nextScope = (scope: MenuKeyValue | 'all', step: 1 | -1) =>
  SCOPES[(SCOPES.indexOf(scope) + step + SCOPES.length) % SCOPES.length] as MenuKeyValue | 'all';

/** Latin needs two letters before asking the server ("l" matches half the catalogue); one Han character does. */
export const searchable = (keyword: string) => (/[^ -~]/.test(keyword) ? keyword.length >= 1 : keyword.length >= 2);
