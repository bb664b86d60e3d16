/** The screen timings alone (the `screens` section of npm run bench): `npx tsx scripts/bench/run-screens.ts [name...]`. */
import { allScreens, measureScreens } from './screen-timing.ts';

const only = process.argv.slice(2);
const screens = (await allScreens()).filter((screen) => only.length === 0 || only.includes(screen.name));
console.log(JSON.stringify(await measureScreens(screens), null, 2));
