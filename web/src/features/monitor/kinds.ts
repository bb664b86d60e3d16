import type { MenuKeyValue } from '@aisle/contract/enums';
import type { MessageKey } from '../../i18n/messages.ts';

/** Each kind's name on tabs, badges and headings. */
export const KIND_LABELS: Record<MenuKeyValue, MessageKey> = {
  category: 'monitor.kind.category',
  brand: 'monitor.kind.brand',
  shop: 'monitor.kind.shop',
  spu: 'monitor.kind.spu',
  anchor: 'monitor.kind.anchor',
};
