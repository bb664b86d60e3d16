import { useSnapshot } from 'valtio';
import { LIVE_SHOP_TYPES, type ShopTypeId } from '@aisle/contract/enums';
import type { DictItem } from '../../../api/types.ts';
import { pickName, useLanguage, useT } from '../../../i18n/i18n.ts';
import { useReportFilters } from '../../../lib/use-report-filters.ts';
import { categoryState } from '../../../stores/category-store.ts';
import { CheckIcon, ChevronDownIcon, StoreIcon } from '../../../ui/icons.tsx';
import { Popover } from '../../../ui/popover.tsx';
import { Tooltip } from '../../../ui/tooltip.tsx';
import { clearFilterNotices } from '../filter-notices.tsx';

const isLive = (value: number): value is ShopTypeId => (LIVE_SHOP_TYPES as readonly number[]).includes(value);

/** Toggles one type; unticking the last one, or ticking every live one, means "all" again. */
export const toggleShopType = (current: readonly ShopTypeId[] | undefined, value: ShopTypeId) => {
  const selected = new Set<ShopTypeId>(current ?? LIVE_SHOP_TYPES);
  if (selected.has(value)) selected.delete(value);
  else selected.add(value);
  if (selected.size === 0 || selected.size === LIVE_SHOP_TYPES.length) return undefined;
  return [...selected].sort((a, b) => a - b);
};

const Box = ({ checked, disabled }: { checked: boolean; disabled?: boolean }) => (
  <span
    aria-hidden="true"
    className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${disabled ? 'border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800' : checked ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 dark:border-slate-600'}`}
  >
    {checked && !disabled ? <CheckIcon size={12} /> : null}
  </span>
);

const ShopTypePanel = () => {
  const t = useT();
  const language = useLanguage();
  const { shopTypeList } = useSnapshot(categoryState);
  const { filters, update } = useReportFilters();
  const row = 'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left';
  const change = (shopTypes: ShopTypeId[] | undefined) => {
    clearFilterNotices();
    update({ shopTypes });
  };
  return (
    <ul className="space-y-0.5" aria-label={t('shell.shopTypes')}>
      <li>
        <button
          type="button"
          role="checkbox"
          aria-checked={!filters.shopTypes}
          className={`${row} hover:bg-slate-100 dark:hover:bg-slate-800`}
          onClick={() => change(undefined)}
        >
          <Box checked={!filters.shopTypes} />
          {t('shell.shopTypesClear')}
        </button>
      </li>
      {(shopTypeList as DictItem[]).map((item) => {
        const label = pickName(language, item.label, item.labelEn);
        if (item.disabled || !isLive(item.value)) {
          const tip = pickName(language, item.tooltip ?? '', item.tooltipEn) || t('shell.shopTypeDeveloping');
          return (
            <li key={item.value}>
              <Tooltip content={tip} placement="right" className="w-full">
                {(describedBy) => (
                  <button
                    type="button"
                    role="checkbox"
                    aria-checked={false}
                    aria-disabled="true"
                    aria-describedby={describedBy}
                    data-shop-type={item.value}
                    className={`${row} cursor-not-allowed text-slate-400 dark:text-slate-500`}
                  >
                    <Box checked={false} disabled />
                    {label}
                  </button>
                )}
              </Tooltip>
            </li>
          );
        }
        const checked = !filters.shopTypes || filters.shopTypes.includes(item.value);
        return (
          <li key={item.value}>
            <button
              type="button"
              role="checkbox"
              aria-checked={checked}
              data-shop-type={item.value}
              className={`${row} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`}
              onClick={() => change(toggleShopType(filters.shopTypes, item.value as ShopTypeId))}
            >
              <Box checked={checked} />
              {label}
            </button>
          </li>
        );
      })}
    </ul>
  );
};

/** Shop types, several at once; type 6 is listed, disabled, with a tooltip saying it is under development. */
export const ShopTypeSelect = () => {
  const t = useT();
  const { filters } = useReportFilters();
  const label = filters.shopTypes
    ? t('shell.shopTypesCount', { count: filters.shopTypes.length })
    : t('shell.shopTypesAll');
  return (
    <Popover
      label={t('shell.shopTypes')}
      panelClassName="w-56"
      testId="shop-type-select"
      trigger={
        <>
          <StoreIcon className="shrink-0 text-slate-400" />
          <span className="whitespace-nowrap">{label}</span>
          <ChevronDownIcon className="shrink-0 text-slate-400" />
        </>
      }
    >
      {() => <ShopTypePanel />}
    </Popover>
  );
};
