import type { CommandContext } from '../../lib/commands.ts';

/**
 * The drill path: Enter on a report row opens the row's detail (category -> brands -> shops -> SPUs); each
 * step is a URL, so going back up is going back in history, as long as the user is still where the drill
 * led. Kept per tab, in memory: a reload starts a new path (the browser's own back button still works).
 */
interface Step {
  from: string;
  to: string;
}

const steps: Step[] = [];
let pending: { from: string; at: number } | null = null;

/** A navigation this soon after Enter in a grid is that row being opened. */
const DRILL_WINDOW_MS = 3000;

/** Enter was pressed on a grid row at `location`. */
export const noteDrillStart = (location: string, now = Date.now()) => {
  pending = { from: location, at: now };
};

/** The app moved to `location`: a step of the drill path if Enter in a grid just asked for it. */
export const noteLocation = (location: string, now = Date.now()) => {
  if (pending && location !== pending.from && now - pending.at <= DRILL_WINDOW_MS) {
    steps.push({ from: pending.from, to: location });
  }
  if (pending && location !== pending.from) pending = null;
};

/** Whether `location` is where the last drill step led (noting the location first, should React not have yet). */
export const canDrillBack = (location: string) => {
  noteLocation(location);
  // same screen, whatever its query: a screen may write its defaults (a profile's period) into the URL on arrival
  const path = (at: string) => at.split('?')[0];
  const last = steps[steps.length - 1];
  return last !== undefined && path(last.to) === path(location);
};

/** Back up one step: history back, so forward still leads down again. */
export const drillBack = (
  context: Pick<CommandContext, 'location'>,
  back: () => void = () => window.history.back(),
) => {
  if (!canDrillBack(context.location)) return false;
  steps.pop();
  back();
  return true;
};

export const resetDrill = () => {
  steps.length = 0;
  pending = null;
};
