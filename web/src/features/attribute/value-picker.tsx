import { useEffect, useRef, type KeyboardEvent } from 'react';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatInteger } from '../../lib/format.ts';
import { CheckIcon, CloseIcon } from '../../ui/icons.tsx';
import { moveFocus } from '../../ui/move-focus.ts';
import { MAX_VALUES, groupByAttribute, type AttrDef, type AttrValue } from './selection.ts';

/**
 * The attribute picker: attributes on the left, the focused attribute's values (with product counts) on the
 * right. Keys: ↑↓ move between values, ←→ switch attribute, Space (or Enter) chooses or drops the value.
 */
export const ValuePicker = ({
  attributes,
  valuesOf,
  selected,
  current,
  onCurrent,
  onToggle,
  limitReached,
}: {
  attributes: readonly AttrDef[];
  valuesOf: ReadonlyMap<number, readonly AttrValue[]>;
  selected: readonly number[];
  current: number | null;
  onCurrent: (attrId: number) => void;
  onToggle: (valueId: number) => void;
  limitReached: boolean;
}) => {
  const t = useT();
  const language = useLanguage();
  const list = useRef<HTMLDivElement>(null);
  const focusValues = useRef(false);
  const values = current === null ? [] : (valuesOf.get(current) ?? []);

  // after ←/→ the focus follows to the new attribute's first value
  useEffect(() => {
    if (!focusValues.current) return;
    focusValues.current = false;
    list.current?.querySelector<HTMLElement>('[data-value-id]')?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const index = attributes.findIndex((attr) => attr.attrId === current);
      const next = attributes[index + (event.key === 'ArrowRight' ? 1 : -1)];
      event.preventDefault();
      if (!next) return;
      focusValues.current = true;
      onCurrent(next.attrId);
      return;
    }
    moveFocus(event, list.current, '[data-value-id]');
  };
  const chosenIn = (attrId: number) =>
    selected.filter((id) => (valuesOf.get(attrId) ?? []).some((value) => value.valueId === id)).length;

  return (
    <div className="grid grid-cols-[12rem_1fr] gap-3" data-testid="attr-picker">
      <div role="listbox" aria-label={t('attribute.attrs')} className="space-y-0.5">
        {attributes.map((attr) => {
          const count = chosenIn(attr.attrId);
          return (
            <button
              key={attr.attrId}
              type="button"
              role="option"
              aria-selected={attr.attrId === current}
              data-attr-id={attr.attrId}
              tabIndex={attr.attrId === current ? 0 : -1}
              onClick={() => onCurrent(attr.attrId)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const index = attributes.indexOf(attr) + (event.key === 'ArrowDown' ? 1 : -1);
                  const next = attributes[index];
                  if (next) {
                    onCurrent(next.attrId);
                    requestAnimationFrame(() =>
                      document.querySelector<HTMLElement>(`[data-attr-id="${next.attrId}"]`)?.focus(),
                    );
                  }
                } else if (event.key === 'ArrowRight') {
                  event.preventDefault();
                  list.current?.querySelector<HTMLElement>('[data-value-id]')?.focus();
                }
              }}
              className={`flex w-full items-center justify-between rounded px-2 py-1.5 text-left text-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 ${attr.attrId === current ? 'bg-blue-50 font-medium text-blue-800 dark:bg-blue-950/60 dark:text-blue-200' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
            >
              <span className="truncate">{pickName(language, attr.name, attr.nameEn)}</span>
              {count > 0 ? (
                <span className="rounded-full bg-blue-600 px-1.5 text-xs text-white dark:bg-blue-500">{count}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        ref={list}
        role="listbox"
        aria-multiselectable="true"
        aria-label={t('attribute.values')}
        onKeyDown={onKeyDown}
        className="grid max-h-72 grid-cols-2 content-start gap-1 overflow-y-auto sm:grid-cols-3"
      >
        {values.map((value) => {
          const chosen = selected.includes(value.valueId);
          return (
            <button
              key={value.valueId}
              type="button"
              role="option"
              aria-selected={chosen}
              aria-disabled={!chosen && limitReached ? true : undefined}
              data-value-id={value.valueId}
              onClick={() => onToggle(value.valueId)}
              className={`flex items-center justify-between gap-2 rounded border px-2 py-1.5 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 ${chosen ? 'border-blue-500 bg-blue-50 text-blue-900 dark:border-blue-400 dark:bg-blue-950/60 dark:text-blue-100' : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800'}`}
            >
              <span className="flex min-w-0 items-center gap-1.5">
                <span
                  className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${chosen ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-400'}`}
                  aria-hidden="true"
                >
                  {chosen ? <CheckIcon size={12} /> : null}
                </span>
                <span className="truncate">{pickName(language, value.name, value.nameEn)}</span>
              </span>
              <span className="shrink-0 text-xs tabular-nums text-slate-500 dark:text-slate-400">
                {t('attribute.valueCount', { count: formatInteger(value.spuCount, language) })}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
};

/** The chosen values as removable chips, one group per attribute (OR inside a group, AND between groups). */
export const ValueChips = ({
  attributes,
  values,
  selected,
  onRemove,
}: {
  attributes: readonly AttrDef[];
  values: ReadonlyMap<number, AttrValue>;
  selected: readonly number[];
  onRemove: (valueId: number) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  const groups = groupByAttribute(selected, attributes, values);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="attr-chips">
      {groups.map(({ attr, values: chosen }) => (
        <span
          key={attr.attrId}
          className="inline-flex flex-wrap items-center gap-1 rounded-md bg-slate-100 px-2 py-1 text-xs dark:bg-slate-800"
        >
          <span className="font-medium text-slate-600 dark:text-slate-300">
            {pickName(language, attr.name, attr.nameEn)}:
          </span>
          {chosen.map((value) => {
            const name = pickName(language, value.name, value.nameEn);
            return (
              <button
                key={value.valueId}
                type="button"
                data-chip={value.valueId}
                onClick={() => onRemove(value.valueId)}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' || event.key === 'Delete') {
                    event.preventDefault();
                    onRemove(value.valueId);
                  }
                }}
                aria-label={t('attribute.remove', { name })}
                className="inline-flex items-center gap-1 rounded bg-white px-1.5 py-0.5 text-slate-800 shadow-sm hover:bg-rose-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-rose-950"
              >
                {name}
                <CloseIcon size={12} />
              </button>
            );
          })}
        </span>
      ))}
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {t('attribute.selected', { count: selected.length, max: MAX_VALUES })}
      </span>
    </div>
  );
};
