import type { Language } from '../../i18n/i18n.ts';
import { createMatcher, type MatchRange, type Matcher } from '../../lib/match/index.ts';
import { disabledReasonOf, isVisible } from '../commands/registry.ts';
import type { Command, CommandContext, CommandGroup, LocalizedText } from '../../lib/commands.ts';

/** What a leading character restricts the search to: `>` actions, `#` categories, `@` entities. */
export type PaletteScope = 'all' | 'actions' | 'categories' | 'entities';

// Chinese input methods type full-width punctuation (shift+. gives 》): accept both
const SCOPE_PREFIXES: Record<string, PaletteScope> = {
  '>': 'actions',
  '＞': 'actions',
  '》': 'actions',
  '#': 'categories',
  '＃': 'categories',
  '@': 'entities',
  '＠': 'entities',
};

export const parseScope = (input: string): { scope: PaletteScope; query: string } => {
  const scope = SCOPE_PREFIXES[input.charAt(0)];
  return scope ? { scope, query: input.slice(1).trimStart() } : { scope: 'all', query: input };
};

const SCOPE_GROUPS: Record<PaletteScope, ReadonlySet<CommandGroup> | null> = {
  all: null,
  actions: new Set(['actions']),
  categories: new Set(['categories']),
  entities: new Set(['entities']),
};

export interface PaletteItem {
  /** Unique among the rendered items (a command may be both recent and in its own group). */
  key: string;
  command: Command;
  /** Ranges to mark in the displayed title. */
  ranges: readonly MatchRange[];
  disabledReason: LocalizedText | null;
}

export interface PaletteSection {
  group: CommandGroup;
  items: PaletteItem[];
}

export interface ResultsInput {
  /** The current page's commands: the registry on the first page, a command's children on a nested one. */
  commands: readonly Command[];
  nested: boolean;
  /** Without the scope prefix. */
  query: string;
  scope: PaletteScope;
  recent: readonly Command[];
  /** Server search results (already converted to commands). */
  entities: readonly Command[];
  /** The entities answer an earlier query (a newer search is on its way): keep only those that still match. */
  entitiesStale?: boolean;
  context: CommandContext;
  language: Language;
  /** Most results ranked and rendered (default 50): the palette stays instant with 10,000 categories. */
  limit?: number;
}

const other = (language: Language): Language => (language === 'en' ? 'zh-CN' : 'en');

const matchers = new WeakMap<readonly Command[], Map<Language, Matcher<Command>>>();

/**
 * One matcher per command list and language (the displayed title comes first, so it wins ties and is the one
 * highlighted), kept as long as the list is: the registry's list only changes when a source changes.
 */
export const matcherFor = (commands: readonly Command[], language: Language): Matcher<Command> => {
  let byLanguage = matchers.get(commands);
  if (!byLanguage) {
    byLanguage = new Map();
    matchers.set(commands, byLanguage);
  }
  let matcher = byLanguage.get(language);
  if (!matcher) {
    const second = other(language);
    matcher = createMatcher(commands, (command) => ({
      texts: [command.title[language], command.title[second], ...(command.keywords ?? [])],
      ...(command.path ? { path: command.path.map((ancestor) => [ancestor[language], ancestor[second]]) } : {}),
    }));
    byLanguage.set(language, matcher);
  }
  return matcher;
};

/** Every text the palette will match a command list by: to prepare them ahead, in idle time. */
export const textsOf = (commands: readonly Command[]) =>
  commands.flatMap((command) => [
    command.title['zh-CN'],
    command.title.en,
    ...(command.keywords ?? []),
    ...(command.path ?? []).flatMap((ancestor) => [ancestor['zh-CN'], ancestor.en]),
  ]);

const EMPTY_ROOT_GROUPS: readonly CommandGroup[] = ['navigate', 'actions', 'platforms'];
const RECENT_SHOWN = 5;
const ENTITIES_SHOWN = { all: 8, entities: 30 } as const;

const toItem = (command: Command, context: CommandContext, ranges: readonly MatchRange[] = [], prefix = '') => ({
  key: `${prefix}${command.id}`,
  command,
  ranges,
  disabledReason: disabledReasonOf(command, context),
});

const grouped = (items: readonly PaletteItem[], groupOf: (item: PaletteItem) => CommandGroup) => {
  const sections: PaletteSection[] = [];
  const byGroup = new Map<CommandGroup, PaletteSection>();
  for (const item of items) {
    const group = groupOf(item);
    let section = byGroup.get(group);
    if (!section) {
      section = { group, items: [] };
      byGroup.set(group, section);
      sections.push(section);
    }
    section.items.push(item);
  }
  return sections;
};

/**
 * The palette's list: with a query, the best `limit` matches of the page ranked by the matcher, grouped in
 * the order of each group's best match, the server's entities last (they arrive later; the list must not jump
 * under the cursor); without one, recents and the short groups (categories only on request: there are
 * thousands).
 */
export const paletteSections = (input: ResultsInput): PaletteSection[] => {
  const { commands, nested, query, scope, recent, entities, entitiesStale, context, language, limit = 50 } = input;
  const allowed = SCOPE_GROUPS[scope];
  const listed = (command: Command) =>
    command.palette !== false && (allowed === null || allowed.has(command.group)) && isVisible(command, context);

  if (!query.trim()) {
    if (nested)
      return grouped(
        commands
          .filter(listed)
          .slice(0, limit)
          .map((c) => toItem(c, context)),
        (item) => item.command.group,
      );
    if (scope === 'entities') {
      const items = recent
        .filter((command) => command.group === 'entities')
        .map((c) => toItem(c, context, [], 'recent:'));
      return items.length > 0 ? [{ group: 'recent', items }] : [];
    }
    if (scope === 'categories') {
      const categories = commands.filter(listed);
      const top = categories.filter((command) => !command.path || command.path.length === 0);
      const items = (top.length > 0 ? top : categories).slice(0, limit).map((c) => toItem(c, context));
      return items.length > 0 ? [{ group: 'categories', items }] : [];
    }
    const sections: PaletteSection[] = [];
    if (scope === 'all') {
      const items = recent
        .filter(listed)
        .slice(0, RECENT_SHOWN)
        .map((c) => toItem(c, context, [], 'recent:'));
      if (items.length > 0) sections.push({ group: 'recent', items });
    }
    for (const group of scope === 'actions' ? (['actions'] as const) : EMPTY_ROOT_GROUPS) {
      const items = commands
        .filter((command) => command.group === group && listed(command))
        .map((c) => toItem(c, context));
      if (items.length > 0) sections.push({ group, items });
    }
    return sections;
  }

  const matches = matcherFor(commands, language).search(query, { limit, filter: listed });
  const sections = grouped(
    matches.map((match) => toItem(match.item, context, match.field === 0 ? match.ranges : [])),
    (item) => item.command.group,
  );
  if (!nested && (scope === 'all' || scope === 'entities') && entities.length > 0) {
    const shown = entities.slice(0, ENTITIES_SHOWN[scope]);
    // the server matched them (by name, pinyin or id); match again only to mark what matched
    const marks = matcherFor(shown, language).search(query, { limit: shown.length });
    const rangesOf = new Map(marks.map((match) => [match.item, match.field === 0 ? match.ranges : []]));
    const known = new Set(matches.map((match) => match.item.id));
    const items = shown
      .filter((command) => !known.has(command.id) && (!entitiesStale || rangesOf.has(command)))
      .map((command) => toItem(command, context, rangesOf.get(command) ?? []));
    if (items.length > 0) sections.push({ group: 'entities', items });
  }
  return sections;
};

export const itemsOf = (sections: readonly PaletteSection[]) => sections.flatMap((section) => section.items);
