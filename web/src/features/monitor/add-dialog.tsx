import * as Dialog from '@radix-ui/react-dialog';
import type { MenuKeyValue, PlatformId } from '@aisle/contract/enums';
import { useEffect, useId, useRef, useState } from 'react';
import { api, ApiError, isCancelled } from '../../api/client.ts';
import type { ApiData } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { nextScope, parseAddQuery, SCOPES, searchable } from './add-query.ts';
import { KIND_LABELS } from './kinds.ts';

type Hit = ApiData<'monitor', 'search'>[number];

interface SearchState {
  status: 'idle' | 'pending' | 'done' | 'failed';
  hits: Hit[];
}

const isComposing = (event: React.KeyboardEvent) => event.nativeEvent.isComposing || event.keyCode === 229;

/**
 * The add dialog (`a` on the watchlist, or the palette): type a name, pinyin or id, pick with the arrows, add with
 * Enter. Tab cycles the kind (or type a prefix, `b:`), hits already watched say so, and a refusal (the limit, a
 * locked platform, a vanished entity) is shown here, beside what was typed, with nothing half-added.
 */
export const AddDialog = ({
  open,
  onOpenChange,
  platform,
  locked,
  initialScope,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  platform: PlatformId;
  /** The reason the platform cannot be used, when it is locked: nothing is sent then. */
  locked: string | null;
  initialScope: MenuKeyValue | 'all';
  onAdded: (hit: Hit) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [scope, setScope] = useState<MenuKeyValue | 'all'>(initialScope);
  const [search, setSearch] = useState<SearchState>({ status: 'idle', hits: [] });
  const [active, setActive] = useState(0);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) {
      setScope(initialScope);
      setText('');
      setMessage(null);
      setSearch({ status: 'idle', hits: [] });
    }
  }, [open, initialScope]);

  const query = parseAddQuery(text);
  const kind = query.kind ?? (scope === 'all' ? null : scope);
  const keyword = query.keyword;

  useEffect(() => {
    if (!open || locked || !searchable(keyword)) {
      setSearch({ status: 'idle', hits: [] });
      return;
    }
    setSearch((previous) => ({ ...previous, status: 'pending' }));
    const controller = new AbortController();
    // one request when typing pauses; the next keystroke aborts the one in flight
    const timer = setTimeout(() => {
      api.monitor
        .search({ keyword, platform, limit: 20, ...(kind ? { menuKey: kind } : {}) }, { signal: controller.signal })
        .then(
          (hits) => {
            if (controller.signal.aborted) return;
            setSearch({ status: 'done', hits });
            setActive(0);
          },
          (error: unknown) => {
            if (!controller.signal.aborted && !isCancelled(error)) setSearch({ status: 'failed', hits: [] });
          },
        );
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, locked, keyword, kind, platform]);

  const add = async (hit: Hit) => {
    if (adding) return;
    if (hit.monitored) {
      setMessage({ kind: 'error', text: t('monitor.add.already', { name: hit.name }) });
      return;
    }
    setAdding(true);
    setMessage(null);
    try {
      await api.monitor.add({ menuKey: hit.menuKey, entityId: hit.entityId, platform });
      setSearch((previous) => ({
        ...previous,
        hits: previous.hits.map((h) =>
          h.menuKey === hit.menuKey && h.entityId === hit.entityId ? { ...h, monitored: true } : h,
        ),
      }));
      setMessage({ kind: 'success', text: t('monitor.add.added', { name: pickName(language, hit.name, hit.nameEn) }) });
      onAdded(hit);
    } catch (error) {
      if (isCancelled(error)) return;
      // the server's words (limit, double add, vanished entity); the list refreshes in the page either way
      setMessage({
        kind: 'error',
        text: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('monitor.add.failed'),
      });
      onAdded(hit);
    } finally {
      setAdding(false);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (isComposing(event)) return;
    const count = search.hits.length;
    if (event.key === 'Tab') {
      event.preventDefault();
      setScope(nextScope(scope, event.shiftKey ? -1 : 1));
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = search.hits[active];
      if (hit) void add(hit);
    }
  };

  const activeHit = search.hits[active];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          data-testid="monitor-add-dialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          className="fixed left-1/2 top-[10vh] z-50 flex max-h-[80vh] w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-4 pb-3 pt-4 dark:border-slate-700">
            <Dialog.Title className="text-base font-semibold text-slate-900 dark:text-white">
              {t('monitor.add.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('monitor.add.hint')}
            </Dialog.Description>
            <div className="mt-3 flex flex-wrap gap-1" role="group" aria-label={t('monitor.add.kinds')}>
              {SCOPES.map((item) => {
                const current = (query.kind ?? scope) === item;
                return (
                  <button
                    key={item}
                    type="button"
                    tabIndex={-1}
                    data-scope={item}
                    aria-pressed={current}
                    onClick={() => {
                      setScope(item);
                      input.current?.focus();
                    }}
                    className={`rounded-full px-2.5 py-0.5 text-xs ${
                      current
                        ? 'bg-blue-600 text-white dark:bg-blue-500'
                        : 'bg-slate-100 text-slate-600 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700'
                    }`}
                  >
                    {item === 'all' ? t('monitor.tab.all') : t(KIND_LABELS[item])}
                  </button>
                );
              })}
            </div>
            <input
              ref={input}
              value={text}
              disabled={locked !== null}
              onChange={(event) => {
                setText(event.target.value);
                setMessage(null);
              }}
              onKeyDown={onKeyDown}
              role="combobox"
              aria-expanded={search.hits.length > 0}
              aria-controls={listId}
              aria-activedescendant={activeHit ? `${listId}-${active}` : undefined}
              aria-label={t('monitor.add.placeholder')}
              placeholder={t('monitor.add.placeholder')}
              data-testid="monitor-add-input"
              className="mt-3 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:disabled:bg-slate-800"
            />
            {locked ? (
              <p role="alert" className="mt-2 text-sm text-rose-600 dark:text-rose-400">
                {locked}
              </p>
            ) : null}
            {message ? (
              <p
                role={message.kind === 'error' ? 'alert' : 'status'}
                data-testid="monitor-add-message"
                data-kind={message.kind}
                className={`mt-2 text-sm ${message.kind === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400'}`}
              >
                {message.text}
              </p>
            ) : null}
          </div>
          <ul
            id={listId}
            role="listbox"
            className="min-h-24 overflow-y-auto py-1"
            aria-label={t('monitor.add.results')}
          >
            {search.status === 'pending' && search.hits.length === 0 ? (
              <li className="flex items-center gap-2 px-4 py-3 text-sm text-slate-500">
                <Spinner label={t('monitor.add.searching')} />
              </li>
            ) : search.status === 'done' && search.hits.length === 0 ? (
              <li className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">{t('monitor.add.none')}</li>
            ) : search.status === 'idle' && !locked ? (
              <li className="px-4 py-3 text-sm text-slate-500 dark:text-slate-400">{t('monitor.add.typeToSearch')}</li>
            ) : null}
            {search.hits.map((hit, index) => (
              <li
                key={`${hit.menuKey}:${hit.entityId}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                data-entity={`${hit.menuKey}:${hit.entityId}`}
                data-monitored={hit.monitored}
                onMouseMove={() => setActive(index)}
                onClick={() => void add(hit)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-2 text-sm ${
                  index === active ? 'bg-blue-50 dark:bg-blue-950/60' : ''
                }`}
              >
                <span className="min-w-10 shrink-0 whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                  {t(KIND_LABELS[hit.menuKey])}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900 dark:text-slate-100">
                    {pickName(language, hit.name, hit.nameEn)}
                  </span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {hit.detail} · ID {hit.entityId}
                  </span>
                </span>
                {hit.monitored ? (
                  <span className="shrink-0 text-xs text-emerald-700 dark:text-emerald-400">
                    ✓ {t('monitor.add.watched')}
                  </span>
                ) : index === active ? (
                  <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                    ↵ {t('monitor.add.enter')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
