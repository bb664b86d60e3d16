import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCommand, makeContext } from '../../lib/commands-testing.ts';
import { matcherFor } from './palette-results.ts';
import { warmPalette } from './palette-warmup.ts';

const commands = ['连衣裙', '半身裙', '羽绒服'].map((name, index) =>
  makeCommand({ id: `category.${index}`, group: 'categories', title: { 'zh-CN': name, en: name } }),
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmPalette', () => {
  it('does its work a step per idle period, builds the matcher, then says it is warm', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const search = vi.spyOn(matcherFor(commands, 'zh-CN'), 'search');
    const onWarm = vi.fn();
    warmPalette(commands, 'zh-CN', makeContext(), onWarm);
    // nothing happens until the browser is idle
    expect(search).not.toHaveBeenCalled();
    let steps = 0;
    while (idle.length > 0) {
      (idle.shift() as () => void)();
      steps++;
    }
    expect(steps).toBeGreaterThan(3);
    expect(search).toHaveBeenCalled();
    expect(onWarm).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const onWarm = vi.fn();
    const stop = warmPalette(commands, 'zh-CN', makeContext(), onWarm);
    (idle.shift() as () => void)();
    stop();
    while (idle.length > 0) (idle.shift() as () => void)();
    expect(onWarm).not.toHaveBeenCalled();
  });
});
