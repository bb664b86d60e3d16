/**
 * Where a cold load's time goes: the request waterfall of one screen (start and end of every request, in the
 * page's clock) and the first-row mark. `npm run build && npx tsx scripts/bench/waterfall.ts /brand/rank`
 */
import { firstRowScript, startBrowserBench } from './screen-timing.ts';
import { signIn } from './sign-in.ts';

const path = process.argv[2] ?? '/brand/rank';
const started = await startBrowserBench();
if (!started) throw new Error('no Chromium');
const { server, browser } = started;
try {
  const data = { token: await signIn(server.url) };
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript({ content: firstRowScript(data.token) });
    await page.goto(`${server.url}${path}`);
    await page.waitForFunction('window.firstRowAt !== undefined', null, { timeout: 30_000 });
    const entries = (await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const res = performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize]);
      const paint = performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]);
      const marks = {}; for (const m of performance.getEntriesByType('mark')) { (marks[m.name] ??= []).push(Math.round(m.startTime)); } return { marks, dcl: Math.round(nav.domContentLoadedEventEnd), firstRow: Math.round(window.firstRowAt), res, paint };
    })()`)) as {
      marks: Record<string, number[]>;
      dcl: number;
      firstRow: number;
      res: [string, number, number, number][];
      paint: unknown;
    };
    console.log(`run ${run}: DCL ${entries.dcl} firstRow ${entries.firstRow} paint ${JSON.stringify(entries.paint)}`);
    for (const [name, times] of Object.entries(entries.marks))
      console.log(`  mark ${name}: ${times.slice(0, 6).join(', ')}${times.length > 6 ? ` … (${times.length})` : ''}`);
    for (const [name, start, end, size] of entries.res)
      console.log(`  ${String(start).padStart(5)} → ${String(end).padStart(5)}  ${size}  ${name.slice(0, 110)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
