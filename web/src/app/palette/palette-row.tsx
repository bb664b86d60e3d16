import { memo, type ReactElement } from 'react';
import type { Language } from '../../i18n/i18n.ts';
import { LockIcon } from '../../ui/icons.tsx';
import type { CommandGroup } from '../../lib/commands.ts';
import { highlighted } from './highlighted.tsx';
import { KeyCaps } from './key-caps.tsx';
import type { PaletteItem } from './palette-results.ts';

/** The group's scope character, as a quiet icon: it doubles as a reminder of the prefixes. */
const GROUP_MARKS: Record<CommandGroup, string> = {
  navigate: '→',
  platforms: '◎',
  categories: '#',
  entities: '@',
  actions: '>',
  recent: '↺',
};

// created once: a row re-rendered with the same icon element leaves it alone
const GROUP_ICONS = Object.fromEntries(
  Object.entries(GROUP_MARKS).map(([group, mark]) => [
    group,
    <span
      aria-hidden="true"
      className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-500 dark:bg-slate-800 dark:text-slate-400"
    >
      {mark}
    </span>,
  ]),
) as Record<CommandGroup, ReactElement>;

interface PaletteRowProps {
  /** The option's id, for aria-activedescendant: it follows the item, not the row's place. */
  id: string;
  item: PaletteItem;
  group: CommandGroup;
  language: Language;
  shortcut: string | null;
  selected: boolean;
  onSelect(item: PaletteItem): void;
  /** The pointer moved over the row: it becomes the selected one. */
  onHover(item: PaletteItem): void;
}

const sameRanges = (a: PaletteItem['ranges'], b: PaletteItem['ranges']) =>
  a === b || (a.length === b.length && a.every(([start, end], k) => start === b[k]?.[0] && end === b[k]?.[1]));

const sameReason = (a: PaletteItem['disabledReason'], b: PaletteItem['disabledReason']) =>
  a === b || (a !== null && b !== null && a['zh-CN'] === b['zh-CN'] && a.en === b.en);

/** Items are rebuilt on every keystroke: a row re-renders only when what it shows changed. */
const sameRow = (a: PaletteRowProps, b: PaletteRowProps) =>
  a.id === b.id &&
  a.item.key === b.item.key &&
  a.item.command === b.item.command &&
  sameReason(a.item.disabledReason, b.item.disabledReason) &&
  sameRanges(a.item.ranges, b.item.ranges) &&
  a.group === b.group &&
  a.language === b.language &&
  a.shortcut === b.shortcut &&
  a.selected === b.selected &&
  a.onSelect === b.onSelect &&
  a.onHover === b.onHover;

/**
 * One option of the palette's listbox. Not a cmdk `Command.Item`: that registers every row with cmdk's store
 * and re-measures it on each render, work the palette does not need (it ranks and selects by itself), and it
 * was most of a keystroke's cost with 50 rows changing. The row keeps cmdk's markup (`cmdk-item`,
 * `data-value`, `aria-selected`, `aria-disabled`), which is what cmdk's arrow keys, Home and End move through.
 */
export const PaletteRow = memo(
  ({ id, item, group, language, shortcut, selected, onSelect, onHover }: PaletteRowProps) => {
    const { command, disabledReason } = item;
    const disabled = disabledReason !== null;
    const path = command.path?.map((ancestor) => ancestor[language]).join(' › ');
    return (
      <div
        id={id}
        cmdk-item=""
        role="option"
        aria-disabled={disabled}
        aria-selected={selected}
        data-disabled={disabled}
        data-selected={selected}
        data-value={item.key}
        onPointerMove={disabled || selected ? undefined : () => onHover(item)}
        onClick={disabled ? undefined : () => onSelect(item)}
        className="flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 data-[disabled=true]:cursor-not-allowed data-[selected=true]:bg-blue-50 data-[selected=true]:text-slate-950 dark:text-slate-200 dark:data-[selected=true]:bg-slate-800 dark:data-[selected=true]:text-white"
      >
        {GROUP_ICONS[group === 'recent' ? command.group : group]}
        <span className={`min-w-0 flex-1 truncate ${disabledReason ? 'text-slate-400 dark:text-slate-500' : ''}`}>
          {path && <span className="text-slate-400 dark:text-slate-500">{`${path} › `}</span>}
          {highlighted(command.title[language], item.ranges)}
          {command.hint && (
            <span className="ml-2 text-xs text-slate-400 dark:text-slate-500">{command.hint[language]}</span>
          )}
        </span>
        {disabledReason ? (
          <span className="flex shrink-0 items-center gap-1 text-xs text-amber-700 dark:text-amber-400">
            <LockIcon size={12} aria-hidden="true" />
            {disabledReason[language]}
          </span>
        ) : command.children ? (
          <span aria-hidden="true" className="text-slate-400">
            ›
          </span>
        ) : shortcut ? (
          <KeyCaps combo={shortcut} />
        ) : null}
      </div>
    );
  },
  sameRow,
);
PaletteRow.displayName = 'PaletteRow';
