import { Command as Cmdk } from 'cmdk';
import { memo } from 'react';
import type { Language } from '../../i18n/i18n.ts';
import { LockIcon } from '../../ui/icons.tsx';
import type { CommandGroup } from '../commands/types.ts';
import { Highlighted } from './highlighted.tsx';
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

interface PaletteRowProps {
  item: PaletteItem;
  group: CommandGroup;
  language: Language;
  shortcut: string | null;
  onSelect(item: PaletteItem): void;
}

export const PaletteRow = memo(({ item, group, language, shortcut, onSelect }: PaletteRowProps) => {
  const { command, disabledReason } = item;
  const path = command.path?.map((ancestor) => ancestor[language]).join(' › ');
  return (
    <Cmdk.Item
      value={item.key}
      disabled={disabledReason !== null}
      onSelect={() => onSelect(item)}
      className="flex cursor-pointer select-none items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 data-[disabled=true]:cursor-not-allowed data-[selected=true]:bg-blue-50 data-[selected=true]:text-slate-950 dark:text-slate-200 dark:data-[selected=true]:bg-slate-800 dark:data-[selected=true]:text-white"
    >
      <span
        aria-hidden="true"
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs text-slate-500 dark:bg-slate-800 dark:text-slate-400"
      >
        {GROUP_MARKS[group === 'recent' ? command.group : group]}
      </span>
      <span className={`min-w-0 flex-1 truncate ${disabledReason ? 'text-slate-400 dark:text-slate-500' : ''}`}>
        {path && <span className="text-slate-400 dark:text-slate-500">{path} › </span>}
        <Highlighted text={command.title[language]} ranges={item.ranges} />
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
    </Cmdk.Item>
  );
});
PaletteRow.displayName = 'PaletteRow';
