import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Language } from '../../i18n/i18n.ts';
import { createMatcher } from '../../lib/match/index.ts';
import { checkRemap, remapCommand, resetKeymap, resetShortcut, type RemapCheck } from '../commands/keymap.ts';
import type { Command } from '../../lib/commands.ts';
import { comboFromEvent, formatCombo } from '../shortcuts/combo.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { KeyCaps } from './key-caps.tsx';
import { keyboardText, type KeyboardTextKey } from './text.ts';

/** Keys pressed within this long of each other make one sequence ("g" then "x"). */
const SEQUENCE_PAUSE_MS = 900;
const MAX_STEPS = 3;

/** Commands people may want to rebind: everything but the data-made thousands (categories, entities). */
export const remappableList = (commands: readonly Command[]) =>
  commands.filter((command) => command.group !== 'categories' && command.group !== 'entities' && !command.children);

type Message = { kind: 'ok' | 'error'; text: string } | null;

export const KeymapDialog = ({
  open,
  onOpenChange,
  commands,
  language,
  shortcutOf,
  initialFilter = '',
}: {
  /** What the filter starts with: keys typed while the dialog was on its way. */
  initialFilter?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  commands: readonly Command[];
  language: Language;
  shortcutOf(command: Command): string | null;
}) => {
  const text = (key: KeyboardTextKey, params?: Record<string, string | number>) => keyboardText(language, key, params);
  const [filter, setFilter] = useState(initialFilter);
  const [active, setActive] = useState(0);
  const [recording, setRecording] = useState<string[] | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const listed = useMemo(() => remappableList(commands), [commands]);
  const matcher = useMemo(
    () =>
      createMatcher(listed, (command) => ({
        texts: [
          command.title[language],
          command.title[language === 'en' ? 'zh-CN' : 'en'],
          ...(command.keywords ?? []),
        ],
      })),
    [listed, language],
  );
  const rows = useMemo(
    () => (filter.trim() ? matcher.search(filter, { limit: listed.length }).map((match) => match.item) : listed),
    [filter, matcher, listed],
  );
  const current = rows[Math.min(active, rows.length - 1)];

  const explain = (command: Command, check: RemapCheck): Message => {
    const name = command.title[language];
    if (check.ok) {
      return check.combo
        ? { kind: 'ok', text: text('keymap.saved', { command: name, combo: formatCombo(check.combo) }) }
        : { kind: 'ok', text: text('keymap.removed', { command: name }) };
    }
    if (check.reason === 'conflict')
      return {
        kind: 'error',
        text: text('keymap.conflict', { combo: formatCombo(check.combo), command: check.conflict.title[language] }),
      };
    if (check.reason === 'reserved')
      return { kind: 'error', text: text('keymap.reserved', { combo: formatCombo(check.combo) }) };
    return { kind: 'error', text: text('keymap.fixedRefused', { command: name }) };
  };

  const apply = (command: Command, combo: string | null) =>
    setMessage(explain(command, remapCommand(command, combo, commands)));

  // while recording, every key belongs to the recorder: nothing else (shortcuts, the dialog's Escape) sees it
  const steps = useRef<string[]>([]);
  useEffect(() => {
    if (!recording || !current) return;
    steps.current = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const commit = () => {
      setRecording(null);
      if (steps.current.length > 0) apply(current, steps.current.join(' '));
    };
    const swallow = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      swallow(event);
      if (event.isComposing) return;
      // Escape cancels the recording, keys pressed so far included (it cannot be bound: it closes dialogs)
      if (event.key === 'Escape') {
        clearTimeout(timer);
        steps.current = [];
        setRecording(null);
        return;
      }
      const combo = comboFromEvent(event);
      if (!combo) return;
      steps.current = [...steps.current, combo].slice(0, MAX_STEPS);
      setRecording(steps.current);
      clearTimeout(timer);
      timer = steps.current.length >= MAX_STEPS ? setTimeout(commit, 0) : setTimeout(commit, SEQUENCE_PAUSE_MS);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keypress', swallow, true);
    window.addEventListener('keyup', swallow, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keypress', swallow, true);
      window.removeEventListener('keyup', swallow, true);
    };
    // recording starts for the command active at that moment; `apply` is stable enough for one recording
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recording !== null, current?.id]);

  useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active, filter]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(rows.length - 1, Math.min(index, rows.length - 1) + step)));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      if (current.remappable === false || current.bound === false)
        setMessage(explain(current, checkRemap(current, '', commands)));
      else {
        setMessage(null);
        setRecording([]);
      }
    } else if (event.key === 'Delete' && current) {
      event.preventDefault();
      apply(current, null);
    }
  };

  const fixed = (command: Command) => command.remappable === false || command.bound === false;

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={text('keymap.title')}
      description={text('keymap.subtitle')}
      testId="keymap-dialog"
      footer={
        <button
          type="button"
          onClick={() => {
            resetKeymap();
            setMessage({ kind: 'ok', text: text('keymap.allReset') });
          }}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {text('keymap.resetAll')}
        </button>
      }
    >
      <input
        autoFocus
        type="text"
        role="combobox"
        aria-expanded="true"
        aria-controls="keymap-list"
        aria-activedescendant={current ? `keymap-${current.id}` : undefined}
        aria-label={text('keymap.filter')}
        placeholder={text('keymap.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className="mb-3 h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 outline-none focus:border-blue-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100"
      />
      <div
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={`mb-2 min-h-5 text-sm ${message?.kind === 'error' ? 'text-rose-600 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400'}`}
      >
        {recording ? (
          <span className="text-blue-700 dark:text-sky-300">
            {text('keymap.recording')} {recording.length > 0 ? <KeyCaps combo={recording.join(' ')} /> : null}
          </span>
        ) : (
          message?.text
        )}
      </div>
      <ul id="keymap-list" role="listbox" ref={listRef} aria-label={text('keymap.title')} className="space-y-0.5">
        {rows.map((command, index) => {
          const combo = shortcutOf(command);
          const isActive = command === current;
          return (
            <li
              key={command.id}
              id={`keymap-${command.id}`}
              role="option"
              aria-selected={isActive}
              data-active={isActive}
              data-command={command.id}
              onClick={() => setActive(index)}
              className={`flex items-center gap-3 rounded-md px-2 py-1.5 text-sm ${isActive ? 'bg-blue-50 text-slate-950 dark:bg-slate-800 dark:text-white' : 'text-slate-700 dark:text-slate-200'}`}
            >
              <span className="min-w-0 flex-1 truncate">{command.title[language]}</span>
              {isActive && recording ? null : combo ? (
                <KeyCaps combo={combo} />
              ) : (
                <span className="text-xs text-slate-400">{text('keymap.none')}</span>
              )}
              {fixed(command) ? (
                <span className="w-16 text-right text-xs text-slate-400">{text('keymap.fixed')}</span>
              ) : isActive ? (
                <span className="flex w-auto gap-1">
                  <button
                    type="button"
                    onClick={() => setRecording([])}
                    className="rounded px-1.5 text-xs text-blue-700 hover:bg-blue-100 dark:text-sky-300 dark:hover:bg-slate-700"
                  >
                    {text('keymap.change')}
                  </button>
                  <button
                    type="button"
                    onClick={() => setMessage(explain(command, resetShortcut(command, commands)))}
                    className="rounded px-1.5 text-xs text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                  >
                    {text('keymap.default')}
                  </button>
                  <button
                    type="button"
                    onClick={() => apply(command, null)}
                    className="rounded px-1.5 text-xs text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                  >
                    {text('keymap.remove')}
                  </button>
                </span>
              ) : (
                <span className="w-16" />
              )}
            </li>
          );
        })}
      </ul>
    </DialogFrame>
  );
};
