import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pickName, useLanguage, useT, type Language } from '../../../i18n/i18n.ts';
import { flattenTree, pathTo, type CategoryNode } from '../../../lib/category-tree.ts';
import { useReportFilters } from '../../../lib/use-report-filters.ts';
import { categoryState, reloadCategoryInfo } from '../../../stores/category-store.ts';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon, SearchIcon, TagIcon } from '../../../ui/icons.tsx';
import { moveFocus } from '../../../ui/move-focus.ts';
import { Popover } from '../../../ui/popover.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { clearFilterNotices } from '../filter-notices.tsx';

const MAX_RESULTS = 80;

const title = (node: CategoryNode, language: Language) => pickName(language, node.title, node.titleEn);

const TreeRows = ({
  nodes,
  depth,
  expanded,
  toggle,
  selected,
  choose,
  language,
}: {
  nodes: readonly CategoryNode[];
  depth: number;
  expanded: ReadonlySet<number>;
  toggle: (key: number) => void;
  selected: number;
  choose: (key: number) => void;
  language: Language;
}) => (
  <ul role={depth === 0 ? 'tree' : 'group'}>
    {nodes.map((node) => {
      const open = expanded.has(node.key);
      return (
        <li
          key={node.key}
          role="treeitem"
          aria-expanded={node.children ? open : undefined}
          aria-selected={node.key === selected}
        >
          <div className="flex items-center" style={{ paddingLeft: depth * 14 }}>
            {node.children ? (
              <button
                type="button"
                tabIndex={-1}
                aria-label={open ? '−' : '+'}
                onClick={() => toggle(node.key)}
                className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
              >
                {open ? <ChevronDownIcon size={14} /> : <ChevronRightIcon size={14} />}
              </button>
            ) : (
              <span className="w-[18px]" />
            )}
            <button
              type="button"
              data-tree-item
              data-category-id={node.key}
              onClick={() => choose(node.key)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' && node.children && !open) toggle(node.key);
                if (event.key === 'ArrowLeft' && node.children && open) toggle(node.key);
              }}
              className={`flex flex-1 items-center justify-between rounded px-1.5 py-1 text-left focus:bg-blue-50 focus:outline-none dark:focus:bg-blue-950/60 ${node.key === selected ? 'font-medium text-blue-700 dark:text-blue-300' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
            >
              <span className="truncate">{title(node, language)}</span>
              {node.key === selected ? <CheckIcon size={14} /> : null}
            </button>
          </div>
          {node.children && open ? (
            <TreeRows
              nodes={node.children}
              depth={depth + 1}
              expanded={expanded}
              toggle={toggle}
              selected={selected}
              choose={choose}
              language={language}
            />
          ) : null}
        </li>
      );
    })}
  </ul>
);

const PickerPanel = ({ close }: { close: () => void }) => {
  const t = useT();
  const language = useLanguage();
  const { tree, status, platform } = useSnapshot(categoryState);
  const { filters, update } = useReportFilters();
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  // the selected category starts visible: its ancestors expanded
  const [expanded, setExpanded] = useState<Set<number>>(
    () => new Set(pathTo(categoryState.tree, filters.categoryId).map((node) => node.key)),
  );
  const flat = useMemo(() => flattenTree(tree as CategoryNode[]), [tree]);
  const results = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return null;
    return flat
      .filter(({ node }) => node.title.toLowerCase().includes(needle) || node.titleEn.toLowerCase().includes(needle))
      .slice(0, MAX_RESULTS);
  }, [flat, query]);

  const choose = (key: number) => {
    clearFilterNotices();
    if (key !== filters.categoryId) update({ categoryId: key });
    close();
  };
  const toggle = (key: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  if (status === 'rejected')
    return (
      <div className="p-3 text-sm">
        <p className="text-rose-600">{t('shell.categoryFailed')}</p>
        <button
          type="button"
          className="mt-2 text-blue-600 hover:underline"
          onClick={() => platform && void reloadCategoryInfo(platform)}
        >
          {t('shell.retry')}
        </button>
      </div>
    );
  if (status !== 'fulfilled')
    return (
      <div className="p-3">
        <Spinner label={t('shell.categoryLoading')} />
      </div>
    );

  return (
    <div onKeyDown={(event) => moveFocus(event, list.current, '[data-tree-item]')}>
      <label className="flex items-center gap-2 rounded-md border border-slate-300 px-2 focus-within:border-blue-500 dark:border-slate-700">
        <SearchIcon className="text-slate-400" />
        <input
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && results?.[0]) choose(results[0].node.key);
          }}
          placeholder={t('shell.categorySearch')}
          aria-label={t('shell.categorySearch')}
          className="h-8 w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
        />
      </label>
      <div ref={list} className="mt-2 max-h-80 overflow-y-auto" data-testid="category-tree">
        {results ? (
          results.length === 0 ? (
            <p className="px-2 py-3 text-slate-500">{t('shell.categoryEmpty')}</p>
          ) : (
            <ul role="listbox" aria-label={t('shell.category')}>
              {results.map(({ node, path }) => (
                <li key={node.key} role="option" aria-selected={node.key === filters.categoryId}>
                  <button
                    type="button"
                    data-tree-item
                    data-category-id={node.key}
                    onClick={() => choose(node.key)}
                    className="w-full rounded px-2 py-1 text-left hover:bg-slate-100 focus:bg-blue-50 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-blue-950/60"
                  >
                    <span className="block truncate text-slate-800 dark:text-slate-100">{title(node, language)}</span>
                    {path.length > 1 ? (
                      <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                        {path
                          .slice(0, -1)
                          .map((ancestor) => title(ancestor, language))
                          .join(' › ')}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : (
          <TreeRows
            nodes={tree as CategoryNode[]}
            depth={0}
            expanded={expanded}
            toggle={toggle}
            selected={filters.categoryId}
            choose={choose}
            language={language}
          />
        )}
      </div>
    </div>
  );
};

/** The category of the report: a tree with search, in a popover. */
export const CategoryPicker = () => {
  const t = useT();
  const language = useLanguage();
  const { tree, status } = useSnapshot(categoryState);
  const { filters } = useReportFilters();
  const path = status === 'fulfilled' ? pathTo(tree as CategoryNode[], filters.categoryId) : [];
  const current = path.at(-1);
  return (
    <Popover
      label={t('shell.category')}
      panelClassName="w-80"
      testId="category-picker"
      trigger={
        <>
          <TagIcon className="shrink-0 text-slate-400" />
          <span className="truncate">
            {current ? title(current, language) : status === 'fulfilled' ? t('shell.categoryAll') : '…'}
          </span>
          <ChevronDownIcon className="shrink-0 text-slate-400" />
        </>
      }
    >
      {(close) => <PickerPanel close={close} />}
    </Popover>
  );
};
