/**
 * A timeline of one cold load (Chromium tracing): the renderer main thread's top-level tasks and what ran in
 * them (script evaluation, compile, parse, layout, style), on the page's clock, to see what holds the first row.
 *   npx tsx scripts/bench/trace-load.ts /brand/rank [to-ms]
 */
import { firstRowScript, startBrowserBench } from './screen-timing.ts';
import { signIn } from './sign-in.ts';

const [path = '/brand/rank', to = '2500'] = process.argv.slice(2);
const started = await startBrowserBench();
if (!started) throw new Error('no Chromium');
const { server, browser } = started;
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}
try {
  const token = await signIn(server.url);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: firstRowScript(token) });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-devtools.timeline',
    ],
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction('window.firstRowAt !== undefined', null, { timeout: 30_000 });
  const firstRow = (await page.evaluate('window.firstRowAt')) as number;
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const threadNames = new Map<string, string>();
  for (const e of traceEvents)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data);
  const mainKey = nav ? `${nav.pid}:${nav.tid}` : [...threadNames].find(([, n]) => n === 'CrRendererMain')?.[0];
  const origin = nav?.ts ?? 0;
  console.log(`first row ${Math.round(firstRow)} ms`);
  const main = traceEvents
    .filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  // top-level tasks and, inside each, the biggest named children
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  for (const task of tasks) {
    const start = (task.ts - origin) / 1000;
    const dur = (task.dur ?? 0) / 1000;
    if (dur < Number(process.env.MIN_TASK_MS ?? 8) || start < 0 || start > Number(to)) continue;
    const inner = main.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && (e.dur ?? 0) >= 3000,
    );
    const parts = inner
      .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
      .slice(0, 8)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(/.*\//, '')})` : ''} ${Math.round((e.dur ?? 0) / 1000)}`,
      );
    console.log(`${start.toFixed(0).padStart(6)} +${dur.toFixed(0).padStart(4)}  ${parts.join(', ')}`);
  }
  // requests on the same clock: sent and finished
  const sent = new Map<string, { url: string; at: number }>();
  for (const e of traceEvents) {
    const data = e.args?.data as { requestId?: string; url?: string } | undefined;
    if (e.name === 'ResourceSendRequest' && data?.requestId)
      sent.set(data.requestId, { url: (data.url ?? '').replace(/^https?:\/\/[^/]+/, ''), at: (e.ts - origin) / 1000 });
    if (e.name === 'ResourceFinish' && data?.requestId) {
      const request = sent.get(data.requestId);
      if (request)
        console.log(
          `  net ${request.at.toFixed(0).padStart(6)} -> ${((e.ts - origin) / 1000).toFixed(0).padStart(6)}  ${request.url.slice(0, 90)}`,
        );
    }
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
