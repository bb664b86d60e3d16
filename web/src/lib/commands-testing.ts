import type { Command, CommandContext } from './commands.ts';

/** Test data: a command with harmless defaults. */
export const makeCommand = (overrides: Partial<Command> & Pick<Command, 'id'>): Command => ({
  title: { 'zh-CN': overrides.id, en: overrides.id },
  group: 'actions',
  run: () => undefined,
  ...overrides,
});

export const makeContext = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  location: '/brand/rank',
  navigate: () => undefined,
  isManager: false,
  downloadPermission: true,
  allowedPlatforms: [1, 2, 4],
  ...overrides,
});
