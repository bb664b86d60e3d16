import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Command } from '../../lib/commands.ts';
import { makeCommand, makeContext } from '../../lib/commands-testing.ts';
import { ROWS_DRAWN } from './palette-body.tsx';
import type { PaletteAction, PaletteProps } from './palette-types.ts';
import { Palette, PalettePreview } from './palette.tsx';

beforeAll(() => {
  // jsdom has no layout: cmdk measures its list and scrolls the active item into view
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const title = (zh: string, en = zh) => ({ 'zh-CN': zh, en });

const makeCategory = (id: number, name: string, path: string[] = []) =>
  makeCommand({
    id: `category.${id}`,
    group: 'categories',
    title: title(name),
    path: path.map((ancestor) => title(ancestor)),
  });

const brandRank = makeCommand({
  id: 'nav.brand-rank',
  group: 'navigate',
  title: title('品牌排行', 'Brand rank'),
  shortcut: 'g b',
});
const shopRank = makeCommand({
  id: 'nav.shop-rank',
  group: 'navigate',
  title: title('店铺排行', 'Shop rank'),
  shortcut: 'g s',
});
const adminStats = makeCommand({
  id: 'nav.admin-stats',
  group: 'navigate',
  title: title('使用统计', 'Usage statistics'),
  when: (context) => context.isManager,
});
const download = makeCommand({
  id: 'action.download',
  title: title('导出当前表格', 'Download the table'),
  shortcut: 'd',
  disabledReason: (context) => (context.downloadPermission ? null : title('没有下载权限', 'No download permission')),
});
const theme = makeCommand({ id: 'action.theme', title: title('切换深色模式', 'Toggle dark mode'), shortcut: 't' });
const platforms = [
  makeCommand({ id: 'platform.1', group: 'platforms', title: title('淘宝/天猫', 'Taobao/Tmall') }),
  makeCommand({ id: 'platform.2', group: 'platforms', title: title('京东', 'JD') }),
  makeCommand({
    id: 'platform.4',
    group: 'platforms',
    title: title('抖音', 'Douyin'),
    disabledReason: () => title('试用账号不含抖音', 'Not in the trial'),
  }),
];
const switchPlatform = makeCommand({
  id: 'action.switch-platform',
  title: title('切换平台…', 'Switch platform…'),
  children: () => platforms,
});
const gridDrill = makeCommand({ id: 'grid.drill-down', title: title('下钻'), shortcut: 'enter', palette: false });
const categories = [
  makeCategory(1, '女装'),
  makeCategory(102, '裙装', ['女装']),
  makeCategory(10201, '连衣裙', ['女装', '裙装']),
  makeCategory(10202, '半身裙', ['女装', '裙装']),
  makeCategory(1301, '连衣裙', ['童装', '女童']),
];
const commands = [
  brandRank,
  shopRank,
  adminStats,
  download,
  theme,
  switchPlatform,
  gridDrill,
  ...platforms,
  ...categories,
];

const Harness = ({ onOpenChange, ...props }: Partial<PaletteProps>) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">before</button>
      <Palette
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        commands={commands}
        recent={[]}
        context={makeContext()}
        language="zh-CN"
        shortcutOf={(command) => command.shortcut ?? null}
        {...props}
      />
    </>
  );
};

const input = () => screen.getByRole('combobox');
const type = (value: string) => act(() => void fireEvent.change(input(), { target: { value } }));
const key = (keyName: string, init: KeyboardEventInit = {}) =>
  act(() => void fireEvent.keyDown(input(), { key: keyName, ...init }));
const options = () => screen.queryAllByRole('option');
/** What a screen reader reads: the text without the decorative (aria-hidden) marks. */
const spoken = (element: Element | undefined) => {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
};
const optionTexts = () => options().map(spoken);
const selected = () => screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
const groupNames = () =>
  [...document.querySelectorAll('[cmdk-group-heading]')].map((heading) => heading.textContent ?? '');

describe('palette', () => {
  it('is an accessible combobox over a listbox, listing recents and the short groups when empty', () => {
    render(<Harness recent={[theme]} />);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(groupNames()).toEqual(['最近使用', '跳转', '操作', '平台']);
    // hidden commands (not a manager), grid-only keys and the thousands of categories stay out of the empty list
    expect(
      optionTexts().some((text) => text.includes('使用统计') || text.includes('下钻') || text.includes('连衣裙')),
    ).toBe(false);
    expect(input().getAttribute('aria-activedescendant')).toBe(selected()?.id);
  });

  it('ranks categories by pinyin initials and paths, and selects the best one', () => {
    render(<Harness />);
    type('lyq');
    expect(optionTexts()).toEqual(['女装 › 裙装 › 连衣裙', '童装 › 女童 › 连衣裙']);
    expect(spoken(selected())).toBe('女装 › 裙装 › 连衣裙');
    expect(selected()?.querySelector('mark')?.textContent).toBe('连衣裙');
    type('童装 > lianyiqun');
    expect(optionTexts()).toEqual(['童装 › 女童 › 连衣裙']);
  });

  it("names each option after its own item, so the active option's id changes when the results do", () => {
    render(<Harness />);
    type('lyq');
    const dress = selected()?.id;
    expect(dress).toBeTruthy();
    type('bsq');
    expect(spoken(selected())).toBe('女装 › 裙装 › 半身裙');
    expect(selected()?.id).not.toBe(dress);
    expect(input().getAttribute('aria-activedescendant')).toBe(selected()?.id);
    expect(new Set(options().map((option) => option.id)).size).toBe(options().length);
  });

  it('restricts the search by prefix: > actions, # categories, @ entities', () => {
    render(<Harness />);
    type('>');
    expect(groupNames()).toEqual(['操作']);
    type('#');
    expect(optionTexts()).toEqual(['女装']);
    type('# lyq');
    expect(groupNames()).toEqual(['品类']);
    type('>p');
    expect(optionTexts().every((text) => !text.includes('品牌排行'))).toBe(true);
    type('》qhss');
    expect(optionTexts()[0]).toContain('切换深色模式');
  });

  it('shows disallowed commands disabled with the reason, and never runs them', () => {
    const run = vi.fn();
    const locked = makeCommand({ ...download, run });
    render(<Harness commands={[locked, theme]} context={makeContext({ downloadPermission: false })} />);
    type('daochu');
    const option = screen.getByRole('option', { name: /导出当前表格/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('没有下载权限');
    key('Enter');
    expect(run).not.toHaveBeenCalled();
  });

  it('opens nested pages, and goes back with Backspace on an empty input or with Escape', () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    type('qhpt');
    expect(spoken(selected())).toContain('切换平台');
    key('Enter');
    expect(input().getAttribute('placeholder')).toContain('切换平台');
    expect(optionTexts()).toEqual(['淘宝/天猫', '京东', '抖音试用账号不含抖音']);
    type('jd');
    expect(optionTexts()).toEqual(['京东']);
    type('');
    key('Backspace');
    expect(groupNames()).toContain('跳转');
    type('qhpt');
    key('Enter');
    key('Escape');
    expect(groupNames()).toContain('跳转');
    expect(onOpenChange).not.toHaveBeenCalled();
    key('Escape');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('moves the selection with the arrow keys, Home and End, skipping disabled options, and runs the selected one', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const locked = makeCommand({ ...download, id: 'action.locked', title: title('切换锁定', 'Locked') });
    const toggle = makeCommand({ ...theme, run });
    render(
      <Harness
        commands={[makeCommand({ ...switchPlatform, children: undefined }), locked, toggle]}
        context={makeContext({ downloadPermission: false })}
      />,
    );
    type('qh');
    expect(optionTexts()).toEqual(['切换平台…', '切换锁定没有下载权限', '切换深色模式']);
    expect(spoken(selected())).toBe('切换平台…');
    key('ArrowDown');
    expect(spoken(selected())).toBe('切换深色模式');
    expect(input().getAttribute('aria-activedescendant')).toBe(selected()?.id);
    key('ArrowDown');
    expect(spoken(selected())).toBe('切换平台…');
    key('End');
    expect(spoken(selected())).toBe('切换深色模式');
    key('Home');
    expect(spoken(selected())).toBe('切换平台…');
    key('ArrowUp');
    expect(spoken(selected())).toBe('切换深色模式');
    key('Enter');
    await act(() => vi.runAllTimersAsync());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('selects the option under the pointer and runs the one clicked, never a disabled one', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const runLocked = vi.fn();
    const locked = makeCommand({ ...download, id: 'action.locked', title: title('切换锁定'), run: runLocked });
    render(
      <Harness
        commands={[makeCommand({ ...brandRank }), locked, makeCommand({ ...theme, run })]}
        context={makeContext({ downloadPermission: false })}
      />,
    );
    type('q');
    const option = (name: string) => options().find((candidate) => spoken(candidate).startsWith(name)) as Element;
    act(() => void fireEvent.pointerMove(option('切换深色模式')));
    expect(spoken(selected())).toBe('切换深色模式');
    act(() => void fireEvent.pointerMove(option('切换锁定')));
    expect(spoken(selected())).toBe('切换深色模式');
    act(() => void fireEvent.click(option('切换锁定')));
    act(() => void fireEvent.click(option('切换深色模式')));
    await act(() => vi.runAllTimersAsync());
    expect(runLocked).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Enter while an input method composes', () => {
    const run = vi.fn();
    render(<Harness commands={[makeCommand({ ...theme, run })]} />);
    type('qh');
    key('Enter', { isComposing: true });
    key('Enter', { keyCode: 229 });
    expect(run).not.toHaveBeenCalled();
    expect(input()).toBeTruthy();
  });

  it('runs the selected command after closing, records it, and gives focus back', async () => {
    vi.useFakeTimers();
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    const run = vi.fn();
    const record = vi.fn<(action: PaletteAction) => void>();
    const onRan = vi.fn();
    render(<Harness commands={[makeCommand({ ...brandRank, run })]} record={record} onRan={onRan} />);
    expect(document.activeElement).toBe(input());
    type('ppph');
    key('Enter');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(run).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(run).toHaveBeenCalledTimes(1);
    expect(onRan).toHaveBeenCalledWith(expect.objectContaining({ id: 'nav.brand-rank' }));
    expect(record.mock.calls.map(([action]) => action)).toEqual([
      { type: 'palette.open' },
      { type: 'palette.command', target: 'nav.brand-rank', detail: 'ppph' },
    ]);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('records a query that found nothing once it stands, once', async () => {
    vi.useFakeTimers();
    const record = vi.fn<(action: PaletteAction) => void>();
    render(<Harness record={record} />);
    type('zzzq');
    expect(screen.getByText('没有与“zzzq”匹配的结果')).toBeTruthy();
    type('zzzqx');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    type('zzzq');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    type('zzzqx');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(record.mock.calls.map(([action]) => action)).toEqual([
      { type: 'palette.open' },
      { type: 'palette.no-results', detail: 'zzzqx' },
      { type: 'palette.no-results', detail: 'zzzq' },
    ]);
  });

  it('searches entities on the server once typing pauses, cancelling superseded searches', async () => {
    vi.useFakeTimers();
    const signals: [string, AbortSignal][] = [];
    const searchEntities = vi.fn((keyword: string, signal: AbortSignal) => {
      signals.push([keyword, signal]);
      return new Promise<readonly Command[]>((resolve) =>
        setTimeout(
          () =>
            resolve([
              makeCommand({
                id: `entity.brand.${keyword.length}`,
                group: 'entities',
                title: title(`波司登 ${keyword}`),
              }),
            ]),
          500,
        ),
      );
    });
    render(<Harness searchEntities={searchEntities} />);
    type('b');
    type('bo');
    type('bos');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(searchEntities.mock.calls.map(([keyword]) => keyword)).toEqual(['bos']);
    type('bosi');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(signals.map(([keyword, signal]) => [keyword, signal.aborted])).toEqual([
      ['bos', true],
      ['bosi', false],
    ]);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(groupNames()).toEqual(['品牌、店铺、商品与主播']);
    expect(optionTexts()).toEqual(['波司登 bosi']);
    type('@bosi');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(optionTexts()).toEqual(['波司登 bosi']);
    type('>bosi');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(searchEntities).toHaveBeenCalledTimes(2);
  });

  it('draws a preview unseen, hidden from assistive technology, without taking focus, for each query, then lets it go', async () => {
    vi.useFakeTimers();
    const before = document.createElement('button');
    document.body.appendChild(before);
    before.focus();
    const onDone = vi.fn();
    const { container } = render(
      <PalettePreview
        commands={commands}
        context={makeContext()}
        language="zh-CN"
        shortcutOf={() => null}
        queries={['lyq', 'bsq']}
        onDone={onDone}
      />,
    );
    const preview = container.firstElementChild as HTMLElement;
    const shown = () => [...preview.querySelectorAll('[cmdk-item]')].map((row) => row.getAttribute('data-value'));
    expect(preview.getAttribute('aria-hidden')).toBe('true');
    expect(preview.className).toContain('invisible');
    expect(shown()).toEqual(['category.10201', 'category.1301']);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(document.activeElement).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown()).toEqual(['category.10202']);
    expect(onDone).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('renders only the top results of 10,000 categories', () => {
    const many = Array.from({ length: 10_000 }, (_, k) => makeCategory(100_000 + k, `连衣裙${k}`, ['女装']));
    render(<Harness commands={many} />);
    type('lyq');
    // the rows that fit are drawn on the keystroke; the rest of the top 50 as the selection comes near them
    expect(options()).toHaveLength(ROWS_DRAWN);
    expect(spoken(within(screen.getByRole('listbox')).getAllByRole('option')[0])).toBe('女装 › 连衣裙0');
    for (let k = 0; k < 49; k++) key('ArrowDown');
    expect(options()).toHaveLength(50);
    expect(screen.getByRole('option', { selected: true })).toBe(options()[49]);
  });
});
