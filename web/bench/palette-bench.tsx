import { Command, useCommandState } from 'cmdk';
import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import taxonomy from '../../fixtures/taxonomy.json';
import { categoryCommands } from '../src/app/commands/sources.ts';
import type { Command as AppCommand, CommandContext } from '../src/lib/commands.ts';
import { Palette, PalettePreview } from '../src/app/palette/palette.tsx';
import { PREVIEW_QUERIES, warmPalette } from '../src/app/palette/palette-warmup.ts';
import { createShortcutRegistry } from '../src/app/shortcuts/registry.ts';
import type { CategoryNode } from '../src/lib/category-tree.ts';
import '../src/index.css';

/**
 * The palette benchmark page. `?variant=aisle`: the app's palette (own matcher, top 50 rendered) over 10,000
 * category commands, opened with mod+k through the app's shortcut registry. `?variant=cmdk`: plain cmdk with
 * its built-in filtering over the same items. Each keystroke is timed from its keydown to the first frame
 * painted after the list shows that query; `window.bench` holds the figures for the runner.
 */
interface Bench {
  variant: string;
  items: number;
  ready: boolean;
  open: boolean;
  /** keystroke -> list updated in the DOM for that query, ms */
  keystrokes: number[];
  /** keystroke -> first frame painted with the updated list, ms (includes waiting for the next frame) */
  keystrokesPainted: number[];
  /** mod+k -> palette in the DOM, ms */
  opens: number[];
  /** mod+k -> first frame painted with the palette, ms */
  opensPainted: number[];
}

declare global {
  interface Window {
    bench: Bench;
  }
}

const ITEMS = 10_000;
const variant = new URLSearchParams(window.location.search).get('variant') === 'cmdk' ? 'cmdk' : 'aisle';
const bench: Bench = {
  variant,
  items: ITEMS,
  ready: false,
  open: false,
  keystrokes: [],
  keystrokesPainted: [],
  opens: [],
  opensPainted: [],
};
window.bench = bench;

interface TaxonomyNode {
  id: number;
  name: string;
  nameEn: string;
  children?: TaxonomyNode[];
}

// the fixture taxonomy (2,009 nodes) five times over, with modifiers, makes 10,000 distinct names
const MODIFIERS: readonly [string, string][] = [
  ['', ''],
  ['新款', 'New '],
  ['高端', 'Premium '],
  ['儿童', 'Kids '],
  ['加厚', 'Thick '],
];
const toTree = (
  nodes: readonly TaxonomyNode[],
  [zh, en]: [string, string],
  offset: number,
  level = 1,
): CategoryNode[] =>
  nodes.map((node) => ({
    key: offset + node.id,
    title: `${zh}${node.name}`,
    titleEn: `${en}${node.nameEn}`,
    level,
    ...(node.children ? { children: toTree(node.children, [zh, en], offset, level + 1) } : {}),
  }));
const tree = MODIFIERS.flatMap((modifier, index) =>
  toTree((taxonomy as { categories: TaxonomyNode[] }).categories, modifier, index * 100_000_000),
);
const commands: readonly AppCommand[] = categoryCommands(tree, 1).slice(0, ITEMS);

const context: CommandContext = {
  location: '/brand/rank',
  navigate: () => undefined,
  isManager: false,
  downloadPermission: true,
  allowedPlatforms: [1, 2, 4],
  routeFilters: ['platform', 'category', 'period', 'shopTypes'],
};

/**
 * Times one interaction from `t0` (its keydown): when the DOM first shows the result (a mutation observer,
 * which runs right after React commits) and when the first frame showing it has been painted.
 */
const timeUntil = (settled: () => boolean, t0: number, updated: number[], painted: number[]) => {
  let done = false;
  const observer = new MutationObserver(() => {
    if (done || !settled()) return;
    done = true;
    observer.disconnect();
    updated.push(performance.now() - t0);
    // the frame's animation callback: its paint follows in the same task. Not a timer set from there: after
    // discrete input Chromium holds timers back until the frame after the next one
    requestAnimationFrame(() => painted.push(performance.now() - t0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  // nothing to change (Backspace on an empty input): settled already
  requestAnimationFrame(() => {
    if (done || !settled()) return;
    done = true;
    observer.disconnect();
    updated.push(performance.now() - t0);
    painted.push(performance.now() - t0);
  });
};

const listShowsInput = () => {
  const input = document.querySelector<HTMLInputElement>('[cmdk-input]');
  const marker = document.querySelector('[data-query]');
  return input !== null && marker !== null && marker.getAttribute('data-query') === input.value;
};

const paletteShown = () => document.querySelector('[cmdk-root] [cmdk-list]') !== null;

document.addEventListener(
  'keydown',
  (event) => {
    const t0 = event.timeStamp;
    if (event.key === 'k' && (event.ctrlKey || event.metaKey)) {
      if (!bench.open) timeUntil(paletteShown, t0, bench.opens, bench.opensPainted);
    } else if (bench.open && (event.key.length === 1 || event.key === 'Backspace')) {
      timeUntil(listShowsInput, t0, bench.keystrokes, bench.keystrokesPainted);
    }
  },
  true,
);

const markReady = () => requestAnimationFrame(() => setTimeout(() => (bench.ready = true), 0));

const noShortcut = () => null;

/**
 * The app's palette, opened and closed through the app's shortcut registry. Before the page says it is ready,
 * it is got ready as the app's keyboard layer does in idle time after the shell appears: texts and matcher
 * prepared, warm-up searches, the preview drawn once.
 */
const AislePalette = () => {
  const [open, setOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  useEffect(() => {
    const registry = createShortcutRegistry(document);
    registry.push('mod+k', () => setOpen((value) => !value));
    return () => registry.destroy();
  }, []);
  useEffect(() => {
    bench.open = open;
  }, [open]);
  useEffect(() => warmPalette(commands, 'zh-CN', context, () => setPreviewing(true)), []);
  const endPreview = useCallback(() => {
    setPreviewing(false);
    markReady();
  }, []);
  return (
    <>
      {previewing && (
        <PalettePreview
          commands={commands}
          context={context}
          language="zh-CN"
          shortcutOf={noShortcut}
          queries={PREVIEW_QUERIES}
          onDone={endPreview}
        />
      )}
      <Palette
        open={open}
        onOpenChange={setOpen}
        commands={commands}
        recent={[]}
        context={context}
        language="zh-CN"
        shortcutOf={noShortcut}
      />
    </>
  );
};

const SearchMarker = () => {
  const search = useCommandState((state) => state.search);
  return <div hidden data-query={search} />;
};

/** Plain cmdk: every item rendered, its own filter and sort. */
const PlainCmdk = () => {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        setOpen((value) => !value);
      } else if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  useEffect(() => {
    bench.open = open;
    if (open) document.querySelector<HTMLInputElement>('[cmdk-input]')?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 bg-slate-950/40">
      <Command
        label="cmdk"
        className="fixed left-1/2 top-[12vh] w-[640px] -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl"
      >
        <Command.Input className="h-12 w-full px-4 outline-none" />
        <SearchMarker />
        <Command.List className="max-h-[60vh] overflow-y-auto p-2">
          <Command.Empty>No results</Command.Empty>
          {commands.map((command) => (
            <Command.Item
              key={command.id}
              value={`${command.title['zh-CN']} ${command.title.en} ${command.id}`}
              keywords={(command.path ?? []).flatMap((ancestor) => [ancestor['zh-CN'], ancestor.en])}
              className="rounded px-3 py-2 text-sm data-[selected=true]:bg-blue-50"
            >
              {(command.path ?? []).map((ancestor) => `${ancestor['zh-CN']} › `).join('')}
              {command.title['zh-CN']}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
    </div>
  );
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(variant === 'aisle' ? <AislePalette /> : <PlainCmdk />);
// the app's palette says it is ready once prepared (see AislePalette)
if (variant === 'cmdk') markReady();
