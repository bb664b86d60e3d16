/** The cold and warm first grid row of /brand/rank alone, against the current build: `npx tsx scripts/bench/run-first-row.ts`. */
import { firstGridRow } from './web.ts';

console.log(JSON.stringify(await firstGridRow(), null, 2));
