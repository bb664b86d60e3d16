import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { buildDataset } from './data/dataset.ts';
import { isWarmedRoute, warmUpMarket } from './lib/warm-up.ts';

const config = configFromEnv();
const started = performance.now();
const app = await buildApp(config);
const port = process.env.MOCK_PORT === undefined ? 4010 : Number(process.env.MOCK_PORT);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
// before listening: run after it, the warm-up's steps (10-35 ms each, ~140 ms in all) held up the first requests
// that came meanwhile, and the first report then took longer than a cold one. The dataset is the one buildApp
// built (kept per seed and today); MOCK_WARM_UP=off leaves the reports' code cold
if (process.env.MOCK_WARM_UP !== 'off') {
  await app.ready();
  app.compileSchemasNow(isWarmedRoute);
  await warmUpMarket(buildDataset(config));
}
const address = await app.listen({ port, host });
console.log(`Aisle mock server on ${address} (docs: ${address}/docs) in ${Math.round(performance.now() - started)} ms`);

// close the listener and pending writes on SIGINT/SIGTERM; a second signal or 10 s forces the exit
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
});
