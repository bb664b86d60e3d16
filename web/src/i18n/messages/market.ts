/** The market screens' strings (zh-CN first, then English with exactly the same keys); merged in ../messages.ts. */
export const zhCN = {
  'spuRank.type': '商品范围',
  'spuRank.typeAll': '全部商品',
  'spuRank.typeNew': '新品',
} as const;

export const en: Record<keyof typeof zhCN, string> = {
  'spuRank.type': 'Products',
  'spuRank.typeAll': 'All products',
  'spuRank.typeNew': 'New products',
};
