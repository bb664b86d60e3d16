import { MENU_KEYS, PLATFORMS, type MenuKeyValue, type PlatformId } from '@aisle/contract/enums';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../api/client.ts';
import { featureCommands } from '../../features/index.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import type { CategoryNode } from '../../lib/category-tree.ts';
import { categoryState } from '../../stores/category-store.ts';
import { globalState } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { appCommands } from '../commands/app-commands.ts';
import { noteDrillStart, noteLocation } from '../commands/drill.ts';
import { keyBindings, sameBindings, shortcutOf, useKeymap, type KeyBinding } from '../commands/keymap.ts';
import { filtersOf, pathOf } from '../commands/location.ts';
import { recordRecentCommand, useRecent } from '../commands/recent.ts';
import {
  disabledReasonOf,
  findCommand,
  isVisible,
  registerCommands,
  runCommand,
  useCommands,
} from '../commands/registry.ts';
import { categoryCommands, entityCommand, platformCommands } from '../commands/sources.ts';
import type { Command } from '../../lib/commands.ts';
import { classifyTarget, isComposing } from '../shortcuts/policy.ts';
import { useShortcutRegistry } from '../shortcuts/use-shortcut.ts';
import { closeOverlay, isCatching, openOverlay, stopCatching, useOverlay } from './overlay-state.ts';
import type * as OverlaysModuleNamespace from './keyboard-overlays.tsx';
import type { PaletteAction } from './palette-types.ts';
import { keyboardText } from './text.ts';
import { useCommandContext } from './use-command-context.ts';

/** Runs `callback` when the browser is idle; returns a cancel function (window methods called unbound). */
const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
};

type OverlaysModule = typeof OverlaysModuleNamespace;
const loadOverlays = () => import('./keyboard-overlays.tsx');

/**
 * The overlays' module once loaded. Not React.lazy: a lazy component suspends on its first render even when its
 * code is already there, and keys typed in that moment after mod+k would reach the page (where "d" downloads).
 */
const useOverlaysModule = (wanted: boolean) => {
  const [module, setModule] = useState<OverlaysModule | null>(null);
  useEffect(() => {
    if (module) return;
    let cancelled = false;
    const load = () =>
      void loadOverlays().then((loaded) => {
        if (!cancelled) setModule(loaded);
      });
    // in idle time after the shell appears, or at once when someone asks for an overlay
    const cancel = wanted ? (load(), () => undefined) : whenIdle(load);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [module, wanted]);
  return module;
};

/**
 * While an overlay is on its way (after mod+k, its code may still be loading; after a palette command that opens
 * the remap dialog, the dialog is not there yet), typed keys are kept for its input instead of reaching the page
 * as shortcuts. A key typed inside an open dialog means the overlay has focus: keys go there from then on.
 */
const useTypeAhead = (active: boolean) => {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (!active) {
      setTyped('');
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"]') !== null;
      if (inDialog || !isCatching(event.timeStamp)) {
        stopCatching();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isComposing(event)) return;
      if (event.key.length === 1) setTyped((text) => text + event.key);
      else if (event.key === 'Backspace') setTyped((text) => text.slice(0, -1));
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
  return typed;
};

/** Commands come from the app, the feature manifests, the platform list and the current platform's tree. */
const useCommandSources = () => {
  useEffect(() => registerCommands('app', appCommands), []);
  useEffect(() => registerCommands('features', featureCommands()), []);
  const { platformList } = useSnapshot(globalState);
  useEffect(() => registerCommands('platforms', platformCommands(platformList)), [platformList]);
  const { tree, platform } = useSnapshot(categoryState);
  useEffect(
    () => (platform ? registerCommands('categories', categoryCommands(tree as CategoryNode[], platform)) : undefined),
    [tree, platform],
  );
};

const isMenuKey = (value: string): value is MenuKeyValue => (MENU_KEYS as readonly string[]).includes(value);
const isPlatform = (value: number): value is PlatformId => (PLATFORMS as readonly number[]).includes(value);

/**
 * The keyboard-first layer, mounted once in the shell's overlay slot: registers every command source, binds
 * every command's key (remaps included) through the one shortcut registry, tracks the drill path, and renders
 * the palette, the cheat sheet and the remap dialog (loaded in idle time, before anyone asks).
 */
export const KeyboardLayer = () => {
  const context = useCommandContext();
  const language = useLanguage();
  const keymap = useKeymap();
  const registry = useShortcutRegistry();
  useCommandSources();
  const commands = useCommands();
  const latest = useRef({ context, language });
  latest.current = { context, language };

  // every command with a key, bound again only when a command, a key or a scope changes (not when the category
  // tree's commands, which have no keys, arrive: a key sequence under way is kept either way, see the registry)
  const latestBindings = useRef<readonly KeyBinding[]>([]);
  const bindings = useMemo(() => {
    const next = keyBindings(commands, keymap);
    if (!sameBindings(next, latestBindings.current)) latestBindings.current = next;
    return latestBindings.current;
  }, [commands, keymap]);
  useEffect(() => {
    const pops = bindings.map(({ command, combo, scope }) =>
      registry.push(
        combo,
        () => {
          const { context: now, language: lang } = latest.current;
          if (!isVisible(command, now)) return 'pass' as const;
          const reason = disabledReasonOf(command, now);
          if (reason) {
            showToast(
              'info',
              keyboardText(lang, 'shortcut.refused', { command: command.title[lang], reason: reason[lang] }),
            );
            return undefined;
          }
          if (command.children) openOverlay('palette', '', command.id);
          else void runCommand(command, now);
          return undefined;
        },
        { scope },
      ),
    );
    return () => {
      for (const pop of pops) pop();
    };
  }, [bindings, registry]);

  // Enter on a grid row that navigates is a step down the drill path
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || isComposing(event) || !(event.target instanceof Element)) return;
      if (classifyTarget(event.target) === 'grid') noteDrillStart(latest.current.context.location);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
  useLayoutEffect(() => noteLocation(context.location), [context.location]);

  const { overlay, paletteQuery, palettePage, openings, catching } = useOverlay();
  const overlays = useOverlaysModule(overlay !== null);
  const typedAhead = useTypeAhead(catching);

  // prepare the commands' pinyin and the matcher while nobody is typing, once the overlays' code is there;
  // then, until the palette is first opened, draw it once unseen (see PalettePreview). The context only
  // decides what the warm-up searches may list: the latest one will do, moving around starts no new warm-up
  const [previewing, setPreviewing] = useState(false);
  useEffect(
    () => overlays?.warmPalette(commands, language, latest.current.context, () => setPreviewing(true)),
    [overlays, commands, language],
  );
  const endPreview = useCallback(() => setPreviewing(false), []);

  const entries = useRecent();
  const recent = useMemo(
    () =>
      entries.flatMap((entry): Command[] => {
        if (entry.kind === 'command') {
          const command = findCommand(entry.id);
          return command ? [command] : [];
        }
        if (!isMenuKey(entry.menuKey) || !isPlatform(entry.platform)) return [];
        return [entityCommand({ ...entry, menuKey: entry.menuKey }, entry.platform)];
      }),
    // commands: a recent command id resolves again when the registry changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, commands],
  );

  const platform = filtersOf(context.location).platform;
  const searchEntities = useCallback(
    async (keyword: string, signal: AbortSignal) => {
      const hits = await api.monitor.search({ keyword, platform, limit: 20 }, { signal });
      // categories are listed from the tree, with their paths
      return hits.filter((hit) => hit.menuKey !== 'category').map((hit) => entityCommand(hit, platform));
    },
    [platform],
  );

  const page = pathOf(context.location);
  const record = useCallback(
    (action: PaletteAction) => {
      api.common
        .action({
          type: action.type,
          page,
          platform,
          ...(action.target ? { target: action.target } : {}),
          ...(action.detail ? { detail: action.detail } : {}),
        })
        .catch(() => undefined);
    },
    [page, platform],
  );

  const onRan = useCallback((command: Command) => {
    // entities remember themselves (with their names) when they run
    if (command.group !== 'entities') recordRecentCommand(command.id);
  }, []);

  // each overlay mounts on first use and stays (closed) afterwards
  const [used, setUsed] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (overlay && !used.has(overlay)) setUsed(new Set([...used, overlay]));
  }, [overlay, used]);
  const shortcutFor = useCallback((command: Command) => shortcutOf(command, keymap), [keymap]);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) closeOverlay();
  }, []);
  const initialPage = palettePage ? findCommand(palettePage) : undefined;

  if (!overlays) return null;
  const { Palette, PalettePreview, CheatSheet, KeymapDialog } = overlays;
  return (
    <>
      {previewing && overlay === null && !used.has('palette') ? (
        <PalettePreview
          commands={commands}
          context={context}
          language={language}
          shortcutOf={shortcutFor}
          queries={overlays.PREVIEW_QUERIES}
          onDone={endPreview}
        />
      ) : null}
      {overlay === 'palette' || used.has('palette') ? (
        <Palette
          open={overlay === 'palette'}
          onOpenChange={onOpenChange}
          commands={commands}
          recent={recent}
          context={context}
          language={language}
          shortcutOf={shortcutFor}
          searchEntities={searchEntities}
          record={record}
          onRan={onRan}
          initialQuery={paletteQuery + typedAhead}
          {...(initialPage ? { initialPage } : {})}
        />
      ) : null}
      {overlay === 'cheatsheet' || used.has('cheatsheet') ? (
        <CheatSheet
          open={overlay === 'cheatsheet'}
          onOpenChange={onOpenChange}
          commands={commands}
          context={context}
          language={language}
          shortcutOf={shortcutFor}
          onCustomize={() => openOverlay('keymap')}
        />
      ) : null}
      {overlay === 'keymap' || used.has('keymap') ? (
        <KeymapDialog
          // each opening starts afresh, with what was typed while it was on its way
          key={openings}
          initialFilter={typedAhead}
          open={overlay === 'keymap'}
          onOpenChange={onOpenChange}
          commands={commands}
          language={language}
          shortcutOf={shortcutFor}
        />
      ) : null}
    </>
  );
};
KeyboardLayer.displayName = 'KeyboardLayer';
