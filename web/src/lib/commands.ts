/**
 * Commands are data: the palette, the shortcut layer, the cheat sheet and buttons all run these objects.
 * Features contribute them through their manifests (features/<name>/feature.ts).
 */
export type CommandGroup = 'navigate' | 'platforms' | 'categories' | 'entities' | 'actions' | 'recent';

export interface LocalizedText {
  'zh-CN': string;
  en: string;
}

/** What a command may look at and do; provided by the shell when it runs or evaluates a command. */
export interface CommandContext {
  /** Current location (path + query), e.g. "/brand/rank?platform=1". */
  location: string;
  navigate(to: string): void;
  isManager: boolean;
  downloadPermission: boolean;
  /** Platforms the user may read (permission 1). */
  allowedPlatforms: readonly number[];
  /** The report filters the current screen shows in the top bar (none on screens without filters). */
  routeFilters?: readonly ('platform' | 'category' | 'period' | 'shopTypes')[];
}

export interface Command {
  /** Stable, unique: "nav.brand-rank", "platform.2", "action.theme". */
  id: string;
  title: LocalizedText;
  /** Extra words the palette matches (English, pinyin, synonyms). */
  keywords?: readonly string[];
  group: CommandGroup;
  /** Default key binding in mousetrap syntax ("g b", "mod+k", "["); users may remap it. */
  shortcut?: string;
  /** Hidden entirely when false (e.g. a grid-only command outside a grid). */
  when?: (context: CommandContext) => boolean;
  /** Visible but disabled, with this reason, when it returns a string (locked platform, no permission...). */
  disabledReason?: (context: CommandContext) => LocalizedText | null;
  run: (context: CommandContext) => void | Promise<void>;
  /** Secondary text beside the title: an entity's brand or shop, a report's family. */
  hint?: LocalizedText;
  /** Ancestors from the top (categories), shown as "女装 › 裙装" and matched by queries like "女装 > 连衣裙". */
  path?: readonly LocalizedText[];
  /**
   * Where the shortcut fires: outside text fields, the grid and the palette ('global', the default for most
   * keys); only with focus inside a report grid ('grid': Enter drills down there, and nowhere else); or
   * on the page and in the grid ('view': back up the drill path); or everywhere, text fields included
   * ('anywhere', the default for mod+k and escape).
   */
  scope?: 'global' | 'grid' | 'view' | 'anywhere';
  /** Listed in the palette unless false (grid keys need a focused row; the cheat sheet still lists them). */
  palette?: boolean;
  /** False for keys people must not move (Escape closing dialogs); the remap dialog lists them as fixed. */
  remappable?: boolean;
  /**
   * False when a component handles the key itself (the grid's Enter, Tab and Escape): the cheat sheet lists it,
   * the shortcut layer does not bind it.
   */
  bound?: boolean;
  /** Opens a nested palette page with these commands instead of running ("Switch platform…"). */
  children?: (context: CommandContext) => readonly Command[];
}

export const defineCommand = (command: Command): Command => command;
