import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findCommand,
  getCommands,
  registerCommands,
  resetCommands,
  runCommand,
  subscribeCommands,
} from './registry.ts';
import { makeCommand, makeContext } from '../../lib/commands-testing.ts';

afterEach(resetCommands);

describe('command registry', () => {
  it('merges sources in registration order and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCommands(listener);
    registerCommands('feature:brand', [makeCommand({ id: 'nav.brand-rank' })]);
    registerCommands('platforms', [makeCommand({ id: 'platform.1' }), makeCommand({ id: 'platform.2' })]);
    expect(getCommands().map((command) => command.id)).toEqual(['nav.brand-rank', 'platform.1', 'platform.2']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('replaces a source that registers again, and removes it when asked', () => {
    registerCommands('categories', [makeCommand({ id: 'category.1' })]);
    const remove = registerCommands('categories', [makeCommand({ id: 'category.2' })]);
    expect(getCommands().map((command) => command.id)).toEqual(['category.2']);
    expect(findCommand('category.1')).toBeUndefined();
    remove();
    expect(getCommands()).toEqual([]);
  });

  it('ignores a stale removal after the source registered again', () => {
    const removeOld = registerCommands('categories', [makeCommand({ id: 'category.1' })]);
    registerCommands('categories', [makeCommand({ id: 'category.2' })]);
    removeOld();
    expect(getCommands().map((command) => command.id)).toEqual(['category.2']);
  });

  it('keeps the first command of an id', () => {
    registerCommands('a', [makeCommand({ id: 'x', title: { 'zh-CN': '甲', en: 'first' } })]);
    registerCommands('b', [makeCommand({ id: 'x', title: { 'zh-CN': '乙', en: 'second' } })]);
    expect(getCommands()).toHaveLength(1);
    expect(findCommand('x')?.title.en).toBe('first');
  });

  it('runs allowed commands and returns the reason for refused ones', async () => {
    const run = vi.fn();
    const download = makeCommand({
      id: 'action.download',
      run,
      disabledReason: (context) =>
        context.downloadPermission ? null : { 'zh-CN': '无下载权限', en: 'No download permission' },
    });
    const admin = makeCommand({ id: 'nav.admin', run, when: (context) => context.isManager });
    expect(await runCommand(download, makeContext({ downloadPermission: false }))).toEqual({
      ran: false,
      reason: { 'zh-CN': '无下载权限', en: 'No download permission' },
    });
    expect(await runCommand(admin, makeContext())).toEqual({ ran: false, reason: null });
    expect(run).not.toHaveBeenCalled();
    expect(await runCommand(download, makeContext())).toEqual({ ran: true });
    expect(run).toHaveBeenCalledTimes(1);
  });
});
