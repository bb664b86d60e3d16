/** The monitor screens' strings (zh-CN first, then English with exactly the same keys); merged in ../messages.ts. */
export const zhCN = {} as const;

export const en: Record<keyof typeof zhCN, string> = {};
