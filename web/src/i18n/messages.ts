import * as admin from './messages/admin.ts';
import * as keyboard from './messages/keyboard.ts';
import * as market from './messages/market.ts';
import * as monitor from './messages/monitor.ts';
import * as operator from './messages/operator.ts';
import * as publicPages from './messages/public.ts';
import * as shell from './messages/shell.ts';

/**
 * Every user-visible string of the app, zh-CN first (the default) and English, one file per area under
 * `messages/` (so screens built side by side do not edit one file). `{name}` placeholders are filled by
 * `t(key, { name })`; plurals take the ICU form (`i18n.ts`). Each English table has exactly the same keys.
 */
export const zhCN = {
  ...publicPages.zhCN,
  ...shell.zhCN,
  ...keyboard.zhCN,
  ...market.zhCN,
  ...monitor.zhCN,
  ...operator.zhCN,
  ...admin.zhCN,
} as const;

export type MessageKey = keyof typeof zhCN;

export const en: Record<MessageKey, string> = {
  ...publicPages.en,
  ...shell.en,
  ...keyboard.en,
  ...market.en,
  ...monitor.en,
  ...operator.en,
  ...admin.en,
};
