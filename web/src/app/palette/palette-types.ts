import type { Language } from '../../i18n/i18n.ts';
import type { Command, CommandContext } from '../../lib/commands.ts';
import type { EntitySearch } from './use-entity-search.ts';

/** What the palette records through `POST /api/common/action`, so the admin statistics show how people navigate. */
export interface PaletteAction {
  type: 'palette.open' | 'palette.command' | 'palette.no-results';
  target?: string;
  detail?: string;
}

export interface PaletteProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Every command (the registry's merged list). */
  commands: readonly Command[];
  recent: readonly Command[];
  context: CommandContext;
  language: Language;
  /** The key a command answers to now (remaps included). */
  shortcutOf(command: Command): string | null;
  searchEntities?: EntitySearch;
  record?(action: PaletteAction): void;
  /** Remembers a command run from the palette (recents). */
  onRan?(command: Command): void;
  /** Text the input starts with (e.g. "#" for "pick a category"). */
  initialQuery?: string;
  /** A command with children whose page the palette opens on. */
  initialPage?: Command;
}
