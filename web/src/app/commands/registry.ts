import { useSyncExternalStore } from 'react';
import type { Command, CommandContext, LocalizedText } from '../../lib/commands.ts';

/**
 * The command registry: every source (each feature manifest, the shell's actions, the platforms, the
 * categories of the current platform) registers its list under a name; the palette, the shortcut layer and
 * the cheat sheet read the merged list. A source registering again replaces its previous list.
 */
const sources = new Map<string, readonly Command[]>();
const listeners = new Set<() => void>();
let merged: readonly Command[] = [];
let byId = new Map<string, Command>();

const rebuild = () => {
  const next: Command[] = [];
  const ids = new Map<string, Command>();
  for (const commands of sources.values()) {
    for (const command of commands) {
      // the first registration of an id wins: ids are how recents and remaps refer to commands
      if (ids.has(command.id)) continue;
      ids.set(command.id, command);
      next.push(command);
    }
  }
  merged = next;
  byId = ids;
  for (const listener of listeners) listener();
};

/** Adds (or replaces) a source's commands; returns a function that removes them again. */
export const registerCommands = (source: string, commands: readonly Command[]): (() => void) => {
  sources.set(source, commands);
  rebuild();
  return () => {
    if (sources.get(source) !== commands) return;
    sources.delete(source);
    rebuild();
  };
};

export const getCommands = (): readonly Command[] => merged;

export const findCommand = (id: string): Command | undefined => byId.get(id);

export const subscribeCommands = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The merged list; re-renders when a source changes. */
export const useCommands = (): readonly Command[] => useSyncExternalStore(subscribeCommands, getCommands, getCommands);

/** Empties the registry (tests). */
export const resetCommands = () => {
  sources.clear();
  rebuild();
};

export const isVisible = (command: Command, context: CommandContext) => command.when?.(context) ?? true;

export const disabledReasonOf = (command: Command, context: CommandContext): LocalizedText | null =>
  command.disabledReason?.(context) ?? null;

export type RunOutcome = { ran: true } | { ran: false; reason: LocalizedText | null };

/**
 * Runs a command if it is visible and allowed. A refusal returns the reason, so the caller (shortcut layer,
 * button) can tell the user why instead of doing nothing.
 */
export const runCommand = async (command: Command, context: CommandContext): Promise<RunOutcome> => {
  if (!isVisible(command, context)) return { ran: false, reason: null };
  const reason = disabledReasonOf(command, context);
  if (reason) return { ran: false, reason };
  await command.run(context);
  return { ran: true };
};
