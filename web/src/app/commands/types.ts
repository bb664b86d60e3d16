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
}

export const defineCommand = (command: Command): Command => command;
