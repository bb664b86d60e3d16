import type { Language } from '../../i18n/i18n.ts';
import { isVisible } from '../commands/registry.ts';
import type { Command, CommandContext, CommandGroup } from '../../lib/commands.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { KeyCaps } from './key-caps.tsx';
import { keyboardText, type KeyboardTextKey } from './text.ts';

interface Section {
  id: string;
  title: KeyboardTextKey;
  /** One row per action: commands of the same title (Backspace and alt+left both go back) share it. */
  rows: { command: Command; combos: string[] }[];
}

const GROUP_ORDER: readonly CommandGroup[] = ['navigate', 'platforms', 'actions', 'categories', 'entities', 'recent'];
const GROUP_TITLES: Record<CommandGroup, KeyboardTextKey> = {
  navigate: 'palette.group.navigate',
  platforms: 'palette.group.platforms',
  categories: 'palette.group.categories',
  entities: 'palette.group.entities',
  actions: 'palette.group.actions',
  recent: 'palette.group.recent',
};

/** The registry's commands that have a key now (remaps included), by group; the grid's keys apart. */
export const cheatSheetSections = (
  commands: readonly Command[],
  shortcutOf: (command: Command) => string | null,
): Section[] => {
  const byGroup = new Map<string, Section>();
  for (const command of commands) {
    const combo = shortcutOf(command);
    if (!combo) continue;
    const id = command.scope === 'grid' ? 'grid' : command.group;
    let section = byGroup.get(id);
    if (!section) {
      section = { id, title: id === 'grid' ? 'cheatsheet.grid' : GROUP_TITLES[command.group], rows: [] };
      byGroup.set(id, section);
    }
    const same = section.rows.find((row) => row.command.title.en === command.title.en);
    if (same) same.combos.push(combo);
    else section.rows.push({ command, combos: [combo] });
  }
  return [...GROUP_ORDER, 'grid'].flatMap((id) => byGroup.get(id) ?? []);
};

/**
 * `?`: every bound key, generated from the registry with the live bindings, grouped like the palette. Keys
 * that do nothing on this screen are dimmed, not hidden: the sheet is also for learning.
 */
export const CheatSheet = ({
  open,
  onOpenChange,
  commands,
  context,
  language,
  shortcutOf,
  onCustomize,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  commands: readonly Command[];
  context: CommandContext;
  language: Language;
  shortcutOf(command: Command): string | null;
  onCustomize(): void;
}) => {
  const text = (key: KeyboardTextKey) => keyboardText(language, key);
  const sections = cheatSheetSections(commands, shortcutOf);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={text('cheatsheet.title')}
      description={text('cheatsheet.subtitle')}
      testId="cheat-sheet"
      initialFocus="body"
      footer={
        <button
          type="button"
          onClick={onCustomize}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {text('cheatsheet.customize')}
        </button>
      }
    >
      <div className="columns-1 gap-8 md:columns-2">
        {sections.map((section) => (
          <section key={section.id} className="mb-5 break-inside-avoid" aria-labelledby={`cheatsheet-${section.id}`}>
            <h3
              id={`cheatsheet-${section.id}`}
              className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
            >
              {text(section.title)}
            </h3>
            <dl className="space-y-0.5">
              {section.rows.map(({ command, combos }) => {
                const here = isVisible(command, context) || command.bound === false;
                return (
                  <div
                    key={command.id}
                    data-command={command.id}
                    className={`flex items-center justify-between gap-3 rounded px-1.5 py-1 text-sm ${here ? 'text-slate-700 dark:text-slate-200' : 'text-slate-400 dark:text-slate-500'}`}
                  >
                    <dt className="min-w-0 truncate">{command.title[language]}</dt>
                    <dd className="flex shrink-0 items-center gap-1.5">
                      {combos.map((combo, index) => (
                        <span key={combo} className="flex items-center gap-1.5">
                          {index > 0 ? <span className="text-xs text-slate-400">/</span> : null}
                          <KeyCaps combo={combo} />
                        </span>
                      ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
      </div>
    </DialogFrame>
  );
};
