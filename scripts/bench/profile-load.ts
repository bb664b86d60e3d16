/**
 * A CPU profile of one cold load (Chromium's sampling profiler over CDP): self time per function inside a window
 * of the page's clock, to see what holds the main thread before the first row. Build unminified for names:
 * `(cd web && npx vite build --minify false) && npx tsx scripts/bench/profile-load.ts /brand/rank 400 1300`
 */
import { firstRowScript, startBrowserBench } from './screen-timing.ts';
import { signIn } from './sign-in.ts';

const [path = '/brand/rank', from = '0', to = '3000'] = process.argv.slice(2);
const started = await startBrowserBench();
if (!started) throw new Error('no Chromium');
const { server, browser } = started;
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
try {
  const data = { token: await signIn(server.url) };
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: firstRowScript(data.token) });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const wallStart = Date.now();
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction('window.firstRowAt !== undefined', null, { timeout: 30_000 });
  const firstRow = (await page.evaluate('window.firstRowAt')) as number;
  const navStart = (await page.evaluate('performance.timeOrigin')) as number;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
  };
  console.log(`first row ${Math.round(firstRow)} ms; profile offset ${navStart - wallStart} ms`);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // profile timestamps are µs on a monotonic clock; align the first sample with navigation roughly via wall clock
  let t = profile.startTime;
  const origin = profile.startTime + (navStart - wallStart) * 1000;
  const self = new Map<string, number>();
  const buckets = new Map<number, Map<string, number>>();
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    const ms = (t - origin) / 1000;
    const node = byId.get(id);
    if (!node) return;
    const name = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/.*\//, '')}:${node.callFrame.lineNumber}`;
    const bucket = Math.floor(ms / 100) * 100;
    const b = buckets.get(bucket) ?? new Map<string, number>();
    const frame = process.env.BY_FUNCTION
      ? name
      : node.callFrame.url
        ? node.callFrame.url.replace(/.*\//, '')
        : node.callFrame.functionName;
    b.set(frame, (b.get(frame) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    buckets.set(bucket, b);
    if (ms < Number(from) || ms > Number(to)) return;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  for (const [bucket, frames] of [...buckets.entries()].sort((a, b) => a[0] - b[0])) {
    const busy = [...frames.entries()].filter(([k]) => k !== '(idle)' && k !== '(program)');
    const total = busy.reduce((sum, [, v]) => sum + v, 0);
    if (total < 5) continue;
    console.log(
      `${String(bucket).padStart(5)} ms: ${Math.round(total)} ms busy; ${busy
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(', ')}`,
    );
  }
  console.log(`top self time in ${from}-${to} ms:`);
  for (const [name, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
