import { Command as Cmdk } from 'cmdk';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { runCommand } from '../commands/registry.ts';
import type { Command, CommandGroup, LocalizedText } from '../../lib/commands.ts';
import { isComposing } from '../shortcuts/policy.ts';
import { KeyCaps } from './key-caps.tsx';
import { PaletteFooter } from './palette-footer.tsx';
import { PaletteRow } from './palette-row.tsx';
import {
  itemsOf,
  paletteSections,
  parseScope,
  type PaletteItem,
  type PaletteScope,
  type PaletteSection,
} from './palette-results.ts';
import type { PaletteProps } from './palette-types.ts';
import { keyboardText, type KeyboardTextKey } from './text.ts';
import { useEntitySearch } from './use-entity-search.ts';

interface Page {
  id: string;
  title: LocalizedText;
  commands: readonly Command[];
}

const GROUP_LABELS: Record<CommandGroup, KeyboardTextKey> = {
  navigate: 'palette.group.navigate',
  platforms: 'palette.group.platforms',
  categories: 'palette.group.categories',
  entities: 'palette.group.entities',
  actions: 'palette.group.actions',
  recent: 'palette.group.recent',
};

const SCOPE_LABELS: Record<Exclude<PaletteScope, 'all'>, KeyboardTextKey> = {
  actions: 'palette.scope.actions',
  categories: 'palette.scope.categories',
  entities: 'palette.scope.entities',
};

const acceptAll = () => 1;

/**
 * Rows drawn on a keystroke: what the list shows (it is at most 640 px tall, rows 36 px) and a few more. The
 * rest of the top results are drawn when the selection or the scroll comes near the end of those: each row
 * drawn on a keystroke is work between the key and the frame showing it.
 */
export const ROWS_DRAWN = 18;
const ROWS_STEP = 16;

/** The first `count` items of the sections, in order, cut where the count runs out. */
const firstRows = (sections: readonly PaletteSection[], count: number): PaletteSection[] => {
  const shown: PaletteSection[] = [];
  let left = count;
  for (const section of sections) {
    if (left <= 0) break;
    shown.push(section.items.length <= left ? section : { ...section, items: section.items.slice(0, left) });
    left -= section.items.length;
  }
  return shown;
};

/** A query that found nothing is recorded once it has stood this long (not every keystroke on the way). */
const NO_RESULTS_SETTLE_MS = 800;

/** The palette's input, list and footer: drawn in the dialog, and unseen ahead of the first opening. */
export const PaletteBody = ({
  commands,
  recent,
  context,
  language,
  shortcutOf,
  searchEntities,
  record,
  onRan,
  initialQuery = '',
  initialPage,
  close,
  escapeRef,
  afterCloseRef,
  preview = false,
}: Omit<PaletteProps, 'open' | 'onOpenChange'> & {
  close(): void;
  escapeRef: { current: (() => boolean) | null };
  afterCloseRef: { current: (() => void) | null };
  /** Drawn unseen ahead of the first opening (PalettePreview): takes no focus. */
  preview?: boolean;
}) => {
  const text = (key: KeyboardTextKey, params?: Record<string, string | number>) => keyboardText(language, key, params);
  const [typed, setInput] = useState(initialQuery);
  // the preview is typed into by its props (see PalettePreview)
  const input = preview ? initialQuery : typed;
  const [pages, setPages] = useState<Page[]>(() =>
    initialPage?.children
      ? [{ id: initialPage.id, title: initialPage.title, commands: initialPage.children(context) }]
      : [],
  );
  const page = pages[pages.length - 1];
  const nested = page !== undefined;

  // the list renders with the input, not deferred: ranking 10,000 commands and rendering the top 50 takes a few
  // milliseconds, and a deferred list would appear one frame later (measured by the palette benchmark)
  const listInput = input;
  const { scope, query } = nested ? { scope: 'all' as const, query: listInput } : parseScope(listInput);
  const keyword = !nested && (scope === 'all' || scope === 'entities') && !/[>＞》›]/.test(query) ? query : '';
  const entitySearch = useEntitySearch(keyword, searchEntities);
  const entitiesStale = entitySearch.resultsFor !== entitySearch.keyword || entitySearch.keyword !== keyword.trim();

  const sections = useMemo(
    () =>
      paletteSections({
        commands: page ? page.commands : commands,
        nested,
        query,
        scope,
        recent,
        entities: entitySearch.results,
        entitiesStale,
        context,
        language,
      }),
    [page, commands, nested, query, scope, recent, entitySearch.results, entitiesStale, context, language],
  );
  const items = useMemo(() => itemsOf(sections), [sections]);
  const searching = keyword !== '' && entitySearch.status === 'pending';
  const latestInput = useRef(listInput);
  latestInput.current = listInput;
  // how many rows are drawn for this input (a new input starts again from ROWS_DRAWN)
  const [drawn, setDrawn] = useState({ input: listInput, count: ROWS_DRAWN });
  const rowCount = drawn.input === listInput ? drawn.count : ROWS_DRAWN;
  const shownSections = useMemo(
    () => (items.length <= rowCount ? sections : firstRows(sections, rowCount)),
    [sections, items.length, rowCount],
  );
  const drawMore = useCallback(
    () =>
      setDrawn((current) => ({
        input: latestInput.current,
        count: (current.input === latestInput.current ? current.count : ROWS_DRAWN) + ROWS_STEP,
      })),
    [],
  );

  // the selection stays on its item while results arrive for the same query, else goes to the first enabled one
  const [selection, setSelection] = useState({ value: '', input: '' });
  const firstEnabled = items.find((item) => !item.disabledReason)?.key ?? '';
  const value =
    selection.input === listInput && items.some((item) => item.key === selection.value)
      ? selection.value
      : firstEnabled;

  // arrowing down towards the last drawn row draws the next ones, so the selection never runs out of rows
  const selectedIndex = items.findIndex((item) => item.key === value);
  useEffect(() => {
    if (rowCount < items.length && selectedIndex >= rowCount - 3) drawMore();
  }, [selectedIndex, rowCount, items.length, drawMore]);

  // cmdk announces the active option (aria-activedescendant) only when it moves the selection itself, not when
  // the selection is controlled, as here: point the combobox and the listbox at the selected option
  const rootRef = useRef<HTMLDivElement>(null);
  const optionIds = useId();
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const active = value ? root.querySelector(`[cmdk-item][data-value="${value.replace(/["\\]/g, '\\$&')}"]`) : null;
    for (const element of [root.querySelector('[cmdk-input]'), root.querySelector('[cmdk-list]')]) {
      if (!element) continue;
      if (active?.id) element.setAttribute('aria-activedescendant', active.id);
      else element.removeAttribute('aria-activedescendant');
    }
  }, [value, items]);

  // a new result list starts at its top; touched only when the user has scrolled it, because writing scrollTop
  // forces a layout in the middle of the keystroke (it cost ~8 ms a keystroke in the benchmark)
  const listRef = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (listRef.current && scrolled.current) {
      listRef.current.scrollTop = 0;
      scrolled.current = false;
    }
  }, [listInput]);

  useEffect(() => {
    record?.({ type: 'palette.open' });
    // once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const recordedEmpty = useRef(new Set<string>());
  const nothingFound = query.trim() !== '' && items.length === 0 && !searching;
  useEffect(() => {
    if (!nothingFound || recordedEmpty.current.has(listInput)) return;
    const timer = setTimeout(() => {
      recordedEmpty.current.add(listInput);
      record?.({ type: 'palette.no-results', detail: listInput.slice(0, 1000) });
    }, NO_RESULTS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [nothingFound, listInput, record]);

  const select = (item: PaletteItem) => {
    const { command } = item;
    if (item.disabledReason) return;
    if (command.children) {
      setPages((stack) => [
        ...stack,
        { id: command.id, title: command.title, commands: command.children?.(context) ?? [] },
      ]);
      setInput('');
      return;
    }
    record?.({ type: 'palette.command', target: command.id, ...(input ? { detail: input.slice(0, 1000) } : {}) });
    onRan?.(command);
    // run once the dialog has closed and given focus back, so a command that moves focus (the category
    // picker, the filters) keeps it
    afterCloseRef.current = () => void runCommand(command, context);
    close();
  };

  // Escape on a nested page goes back one page instead of closing (the dialog asks before it closes)
  escapeRef.current = () => {
    if (!nested) return false;
    setPages((stack) => stack.slice(0, -1));
    setInput('');
    return true;
  };

  // rows are memoized: give them stable callbacks that always see the latest state
  const latestSelect = useRef(select);
  latestSelect.current = select;
  const onSelect = useCallback((item: PaletteItem) => latestSelect.current(item), []);
  const onHover = useCallback(
    (item: PaletteItem) =>
      setSelection((current) =>
        current.value === item.key && current.input === latestInput.current
          ? current
          : { value: item.key, input: latestInput.current },
      ),
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && isComposing(event.nativeEvent)) {
      // Enter confirms the input method's candidate, it does not pick a command
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') {
      // the rows are not cmdk items (see PaletteRow): Enter picks the selected one here, before cmdk looks
      event.preventDefault();
      const item = items.find((candidate) => candidate.key === value);
      if (item) select(item);
      return;
    }
    if (event.key === 'Backspace' && input === '' && nested) {
      event.preventDefault();
      setPages((stack) => stack.slice(0, -1));
    }
  };

  const placeholder = page
    ? text('palette.placeholderIn', { page: page.title[language] })
    : text('palette.placeholder');

  return (
    <Cmdk
      ref={rootRef}
      label={text('palette.label')}
      shouldFilter={false}
      // cmdk scores every item it registers even when not filtering: give it nothing to compute
      filter={acceptAll}
      loop
      value={value}
      onValueChange={(next) => setSelection({ value: next, input: listInput })}
      onKeyDown={onKeyDown}
      className="flex max-h-[min(640px,80vh)] flex-col"
      data-palette-pages={pages.length}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 dark:border-slate-700">
        <span aria-hidden="true" className="text-slate-400">
          ⌕
        </span>
        {pages.map((entry) => (
          <span
            key={entry.id}
            className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {entry.title[language]}
          </span>
        ))}
        {!nested && scope !== 'all' && (
          <span className="shrink-0 rounded bg-blue-50 px-1.5 py-0.5 text-xs font-medium text-blue-700 dark:bg-sky-950 dark:text-sky-300">
            {text(SCOPE_LABELS[scope])}
          </span>
        )}
        <Cmdk.Input
          // focused while the dialog mounts, not in an effect after the paint: keys typed right after mod+k
          // must land in the input, not on the page (where they are shortcuts)
          autoFocus={!preview}
          value={input}
          onValueChange={setInput}
          placeholder={placeholder}
          className="h-12 min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-400 dark:text-slate-100 dark:placeholder:text-slate-500"
        />
        <KeyCaps combo="escape" />
      </div>
      <Cmdk.List
        ref={listRef}
        label={text('palette.label')}
        data-query={listInput}
        aria-busy={searching}
        onScroll={(event) => {
          const list = event.currentTarget;
          scrolled.current = list.scrollTop > 0;
          if (rowCount < items.length && list.scrollTop + list.clientHeight > list.scrollHeight - 120) drawMore();
        }}
        // what changes inside the list on a keystroke is laid out and painted without touching the page behind
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 [contain:content]"
      >
        {shownSections.map((section) => (
          <Cmdk.Group
            key={section.group}
            value={section.group}
            heading={text(GROUP_LABELS[section.group])}
            className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-slate-500 dark:[&_[cmdk-group-heading]]:text-slate-400"
          >
            {section.items.map((item, position) => (
              <PaletteRow
                // keyed by place: a new list reuses the rows' elements, filling in the new items (typing
                // replaced most rows, and removing and creating 50 rows was most of a keystroke's DOM work)
                key={position}
                id={`${optionIds}${item.key}`}
                item={item}
                group={section.group}
                language={language}
                shortcut={shortcutOf(item.command)}
                selected={item.key === value}
                onSelect={onSelect}
                onHover={onHover}
              />
            ))}
          </Cmdk.Group>
        ))}
        {items.length === 0 && (
          <div className="px-3 py-8 text-center text-sm text-slate-500 dark:text-slate-400">
            {searching ? (
              text('palette.searching')
            ) : query.trim() ? (
              <>
                <p className="font-medium text-slate-700 dark:text-slate-200">{text('palette.empty', { query })}</p>
                <p className="mt-1 text-xs">{text('palette.emptyHint')}</p>
              </>
            ) : scope === 'entities' ? (
              text('palette.entityPrompt')
            ) : null}
          </div>
        )}
      </Cmdk.List>
      <PaletteFooter nested={nested} language={language} />
      <div aria-live="polite" className="sr-only">
        {searching ? text('palette.searching') : text('palette.results', { count: items.length })}
      </div>
    </Cmdk>
  );
};
