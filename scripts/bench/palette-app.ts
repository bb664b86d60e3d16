/**
 * The palette as people use it: the built app served by the mock server (`npm run serve`), signed in, on
 * /brand/rank with the real platform-1 category tree, every command and the server's entity search. Queries mix
 * Chinese category prefixes, typed as an input method commits them (one `beforeinput` per character, no keydown),
 * and Latin words and pinyin typed key by key, each then erased. Each keystroke is timed from its keydown (or
 * its beforeinput, for committed Chinese text) to the first frame painted after the list shows that query.
 *
 * `npm run build && npx tsx scripts/bench/palette-app.ts`
 */
import type { Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { percentileSummary } from './stats.ts';
import { startBrowserBench } from './screen-timing.ts';
import { signIn } from './sign-in.ts';

/** Chinese is committed a character at a time; Latin is typed key by key. */
export const PALETTE_QUERIES: readonly { text: string; committed: boolean }[] = [
  { text: '女装', committed: true },
  { text: 'brand', committed: false },
  { text: '面膜眼', committed: true },
  { text: 'lianyiqun', committed: false },
  { text: '扫地机', committed: true },
  { text: 'lyq', committed: false },
];
const ROUNDS = Number(process.env.BENCH_PALETTE_ROUNDS ?? 3);

// in the page: each keydown (or a beforeinput without a keydown before it) starts a measurement that ends with
// the first frame painted once the list shows the input's value. The list is watched from the keydown on (a
// mutation observer runs right after React's commit), but only once the input event has changed the input's
// value: before it, the list still shows the previous query and would count as settled. Not from a timer set at
// the keydown: after discrete input Chromium holds timers back until the next frame has been produced, so such
// a timer saw the list only after the frame that already showed it, and the measure then waited one frame more.
const harness = `
  window.paletteBench = { updated: [], painted: [], pending: 0 };
  let current = null;
  const settled = () => {
    const input = document.querySelector('[cmdk-input]');
    const list = document.querySelector('[cmdk-list][data-query]');
    return input && list && list.getAttribute('data-query') === input.value;
  };
  const begin = (event) => {
    if (!document.querySelector('[cmdk-input]')) return;
    if (event.type === 'beforeinput' && current !== null) return;
    if (event.type === 'keydown' && (event.key.length !== 1 && event.key !== 'Backspace')) return;
    const measurement = { t0: event.timeStamp, changed: false, done: false };
    current = measurement;
    window.paletteBench.pending += 1;
    const finish = () => {
      measurement.done = true;
      observer.disconnect();
      window.paletteBench.updated.push(performance.now() - measurement.t0);
      // the frame that paints what the DOM shows now: its animation callback, which the frame's paint follows in
      // the same task (about 2 ms of paint and layerize in a trace). Not a task posted from there: after discrete
      // input Chromium holds timers and posted tasks back until the frame after the next one (a keyup is input
      // too), so such a task counted a frame that nobody waited for
      requestAnimationFrame(() => {
        window.paletteBench.painted.push(performance.now() - measurement.t0);
        window.paletteBench.pending -= 1;
      });
    };
    const observer = new MutationObserver(() => {
      if (measurement.changed && !measurement.done && settled()) finish();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    measurement.finish = finish;
  };
  // the input event (capture, ahead of the app's own listener) has changed the value: from now on a list that
  // shows it is the result of this keystroke
  document.addEventListener('input', () => {
    const measurement = current;
    current = null;
    if (!measurement) return;
    measurement.changed = true;
    // a value the list shows already (nothing to redraw): the next frame shows it
    queueMicrotask(() => { if (!measurement.done && settled()) measurement.finish(); });
  }, true);
  // the floor: a plain input outside the app, nothing redrawn but the input itself
  window.paletteFloor = [];
  document.addEventListener('keydown', (event) => {
    if (event.target?.id !== 'bench-floor') return;
    const t0 = event.timeStamp;
    requestAnimationFrame(() => window.paletteFloor.push(performance.now() - t0));
  }, true);
  document.addEventListener('keydown', begin, true);
  document.addEventListener('beforeinput', begin, true);
`;

interface CpuProfile {
  nodes: { id: number; children?: number[]; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const printProfile = (profile: CpuProfile) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  // inclusive time: each sample counts once for every distinct function on its stack
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !frame.url) continue;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}:${frame.lineNumber}`;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    }
  });
  console.log('inclusive:');
  for (const [name, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
};

// the wait before each key: the harness learns that a keystroke is done by polling once per frame, so without it
// every key would land at the same point of the frame interval; a person's keys land anywhere in it
const FRAME_MS = 1000 / 60;
/** The wait before the `index`th key: seventeen points spread over a frame interval, in a scattered order. */
export const keyPhaseMs = (index: number) => ((index * 7) % 17) * (FRAME_MS / 17);
let keyIndex = 0;
const nextPhase = () => keyPhaseMs(keyIndex++);

const pressTimed = async (page: Page, key: () => Promise<void>) => {
  await page.waitForTimeout(nextPhase());
  await key();
  await page.waitForFunction('window.paletteBench.pending === 0', null, { timeout: 30_000 });
};

const typeQuery = async (page: Page, text: string, committed: boolean) => {
  for (const character of text)
    await pressTimed(page, () => (committed ? page.keyboard.insertText(character) : page.keyboard.press(character)));
  for (let i = 0; i < text.length; i++) await pressTimed(page, () => page.keyboard.press('Backspace'));
};

export const measurePaletteInApp = async () => {
  const started = await startBrowserBench();
  if (!started) return { error: 'no Chromium (set CHROMIUM_PATH)' };
  const { server, browser } = started;
  try {
    const data = { token: await signIn(server.url) };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({
      content: `localStorage.setItem('session', JSON.stringify({ token: ${JSON.stringify(data.token)}, account: 'analyst' }));${harness}`,
    });
    await page.goto(`${server.url}/brand/rank`);
    await page.waitForSelector('.ag-row[row-index="0"] .ag-cell');
    // as a user would: the tree is loaded and the palette's code is ready in idle time before the first mod+k
    await page.waitForFunction('document.querySelector(\'[data-testid="category-picker"]\') !== null');
    await page.waitForTimeout(6000);
    const loadBefore = loadavg()[0] ?? 0;
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[cmdk-input]');
    const categories = await page.evaluate(
      `document.querySelectorAll('[cmdk-item]').length`, // a sanity figure: rows drawn on opening
    );
    // PALETTE_PROFILE=1: a CPU profile of the typing, self time per function (build unminified for names)
    const cdp = process.env.PALETTE_PROFILE ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    // PALETTE_TRACE=file: a Chromium trace of the typing (style, layout, paint and script per keystroke)
    if (process.env.PALETTE_TRACE)
      await browser.startTracing(page, { path: process.env.PALETTE_TRACE, categories: ['devtools.timeline'] });
    for (let round = 0; round < ROUNDS; round++)
      for (const { text, committed } of PALETTE_QUERIES) await typeQuery(page, text, committed);
    if (process.env.PALETTE_TRACE) await browser.stopTracing();
    if (cdp) printProfile((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile);
    const figures = (await page.evaluate('window.paletteBench')) as { updated: number[]; painted: number[] };
    await page.keyboard.press('Escape');
    await page.waitForFunction("document.querySelector('[cmdk-input]') === null");
    await page.evaluate(
      "(() => { const input = document.createElement('input'); input.id = 'bench-floor'; input.style.cssText = 'position:fixed;top:0;left:0;z-index:99'; document.body.append(input); input.focus(); })()",
    );
    for (const character of 'lianyiqunbrand'.repeat(3)) {
      await page.keyboard.press(character);
      await page.waitForTimeout(30);
    }
    const floor = (await page.evaluate('window.paletteFloor')) as number[];
    await context.close();
    return {
      queries: PALETTE_QUERIES.map((query) => query.text),
      rounds: ROUNDS,
      rowsOnOpening: categories,
      keystroke: { updated: percentileSummary(figures.updated), painted: percentileSummary(figures.painted) },
      // keydown to the next painted frame in a plain input: what waiting for a frame costs with no work at all
      floor: percentileSummary(floor),
      targets: { paintedP50Ms: 10, paintedP95Ms: 16 },
      loadAverage1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round((loadavg()[0] ?? 0) * 10) / 10 },
      note: 'keydown (beforeinput for committed Chinese) to the first painted frame showing the query, real app, platform-1 tree',
    };
  } finally {
    await browser.close();
    await server.stop();
  }
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(JSON.stringify(await measurePaletteInApp(), null, 2));
}
