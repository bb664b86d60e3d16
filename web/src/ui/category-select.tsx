import { useEffect, useMemo, useRef, useState } from 'react';
import { pickName, useLanguage, type Language } from '../i18n/i18n.ts';
import { flattenTree, pathTo, type CategoryNode, type FlatCategory } from '../lib/category-tree.ts';
import type { Matcher } from '../lib/match/index.ts';
import { ChevronDownIcon, SearchIcon, TagIcon } from './icons.tsx';
import { moveFocus } from './move-focus.ts';
import { Popover } from './popover.tsx';

const MAX_RESULTS = 60;

const nameOf = (node: CategoryNode, language: Language) => pickName(language, node.title, node.titleEn);

/**
 * A category chooser for forms and screens that keep their own category (a task's, the attribute analysis'),
 * apart from the top bar's: a search box matching Chinese names, English names and pinyin (full or initials:
 * "lyq" finds 连衣裙), or the tree when the box is empty. Arrows move, Enter chooses, Escape closes.
 */
export const CategorySelect = ({
  tree,
  value,
  onChange,
  label,
  texts,
  testId,
}: {
  tree: readonly CategoryNode[];
  value: number | null;
  onChange: (key: number) => void;
  label: string;
  texts: { search: string; empty: string; none: string };
  testId?: string;
}) => {
  const language = useLanguage();
  const current = value === null ? undefined : pathTo(tree, value).at(-1);
  return (
    <Popover
      label={label}
      panelClassName="w-96"
      {...(testId ? { testId } : {})}
      trigger={
        <>
          <TagIcon className="shrink-0 text-slate-400" />
          <span className="truncate" data-category-id={current?.key}>
            {current ? nameOf(current, language) : texts.none}
          </span>
          <ChevronDownIcon className="shrink-0 text-slate-400" />
        </>
      }
    >
      {(close) => (
        <Panel
          tree={tree}
          value={value}
          texts={texts}
          label={label}
          choose={(key) => {
            onChange(key);
            close();
          }}
        />
      )}
    </Popover>
  );
};

const Panel = ({
  tree,
  value,
  texts,
  label,
  choose,
}: {
  tree: readonly CategoryNode[];
  value: number | null;
  texts: { search: string; empty: string };
  label: string;
  choose: (key: number) => void;
}) => {
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const [matcher, setMatcher] = useState<Matcher<FlatCategory> | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const flat = useMemo(() => flattenTree(tree), [tree]);
  // the matcher (with pinyin) loads on first open, not with the screen
  useEffect(() => {
    let live = true;
    void import('../lib/match/index.ts').then(({ createMatcher }) => {
      if (!live) return;
      setMatcher(
        createMatcher(flat, ({ node, path }) => ({
          texts: [node.title, node.titleEn],
          path: path.slice(0, -1).map((ancestor) => [ancestor.title, ancestor.titleEn]),
        })),
      );
    });
    return () => {
      live = false;
    };
  }, [flat]);

  const results = useMemo(() => {
    const needle = query.trim();
    if (!needle) return null;
    if (matcher) return matcher.search(needle, { limit: MAX_RESULTS }).map((result) => result.item);
    const lower = needle.toLowerCase();
    return flat
      .filter(({ node }) => node.title.includes(needle) || node.titleEn.toLowerCase().includes(lower))
      .slice(0, MAX_RESULTS);
  }, [flat, matcher, query]);
  const shown = results ?? flat;

  return (
    <div onKeyDown={(event) => moveFocus(event, list.current, '[data-option]')}>
      <label className="flex items-center gap-2 rounded-md border border-slate-300 px-2 focus-within:border-blue-500 dark:border-slate-700">
        <SearchIcon className="text-slate-400" />
        <input
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing && results?.[0]) {
              event.preventDefault();
              choose(results[0].node.key);
            }
          }}
          placeholder={texts.search}
          aria-label={texts.search}
          className="h-8 w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
        />
      </label>
      <div ref={list} className="mt-2 max-h-80 overflow-y-auto" role="listbox" aria-label={label}>
        {shown.length === 0 ? (
          <p className="px-2 py-3 text-slate-500 dark:text-slate-400">{texts.empty}</p>
        ) : (
          shown.slice(0, results ? MAX_RESULTS : 400).map(({ node, path }) => (
            <button
              key={node.key}
              type="button"
              role="option"
              aria-selected={node.key === value}
              data-option
              data-category-id={node.key}
              onClick={() => choose(node.key)}
              className={`block w-full rounded px-2 py-1 text-left hover:bg-slate-100 focus:bg-blue-50 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-blue-950/60 ${node.key === value ? 'font-medium text-blue-700 dark:text-blue-300' : 'text-slate-800 dark:text-slate-100'}`}
              style={results ? undefined : { paddingLeft: 8 + (path.length - 1) * 14 }}
            >
              <span className="block truncate">{nameOf(node, language)}</span>
              {results && path.length > 1 ? (
                <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                  {path
                    .slice(0, -1)
                    .map((ancestor) => nameOf(ancestor, language))
                    .join(' › ')}
                </span>
              ) : null}
            </button>
          ))
        )}
      </div>
    </div>
  );
};
