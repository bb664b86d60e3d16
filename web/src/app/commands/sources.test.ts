import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformInfo } from '../../api/types.ts';
import type { CategoryNode } from '../../lib/category-tree.ts';
import { recentState, reloadRecent } from './recent.ts';
import { categoryCommands, entityCommand, platformCommands } from './sources.ts';
import { makeContext } from '../../lib/commands-testing.ts';

const makePlatform = (overrides: Partial<PlatformInfo> = {}): PlatformInfo => ({
  id: 1,
  name: 'taobao',
  label: '淘宝/天猫',
  labelEn: 'Taobao/Tmall',
  permission: 1,
  ...overrides,
});

const makeNode = (key: number, title: string, children?: CategoryNode[]): CategoryNode => ({
  key,
  title,
  titleEn: `${title} (en)`,
  level: 1,
  ...(children ? { children } : {}),
});

beforeEach(() => {
  window.localStorage.clear();
  reloadRecent();
});

describe('platform commands', () => {
  it('bind p 1.. by position and carry a locked platform disabled with its reason', () => {
    const commands = platformCommands([
      makePlatform(),
      makePlatform({ id: 2, label: '京东', labelEn: 'JD' }),
      makePlatform({ id: 4, label: '抖音', labelEn: 'Douyin', permission: 0, reason: '试用账号不含抖音' }),
    ]);
    expect(commands.map((command) => [command.id, command.shortcut])).toEqual([
      ['platform.1', 'p 1'],
      ['platform.2', 'p 2'],
      ['platform.4', 'p 3'],
    ]);
    expect(commands[2]?.disabledReason?.(makeContext())).toEqual({
      'zh-CN': '试用账号不含抖音',
      en: '试用账号不含抖音',
    });
    expect(commands[0]?.disabledReason?.(makeContext())).toBeNull();
  });

  it('switch the platform in the URL, keeping the rest of the view', () => {
    const navigate = vi.fn();
    const [, jd] = platformCommands([makePlatform(), makePlatform({ id: 2 })]);
    void jd?.run(makeContext({ location: '/brand/rank?categoryId=16&page=3&contentSort=gmv', navigate }));
    expect(navigate).toHaveBeenCalledWith('/brand/rank?platform=2&categoryId=16&contentSort=gmv');
  });
});

describe('category commands', () => {
  const tree = [makeNode(1, '女装', [makeNode(102, '裙装', [makeNode(10201, '连衣裙')])])];

  it('list the whole tree with each node’s path', () => {
    const commands = categoryCommands(tree, 2);
    expect(commands.map((command) => [command.id, command.path?.map((ancestor) => ancestor['zh-CN'])])).toEqual([
      ['category.2.1', undefined],
      ['category.2.102', ['女装']],
      ['category.2.10201', ['女装', '裙装']],
    ]);
  });

  it('set the category of the current report, or open the default report with it', () => {
    const navigate = vi.fn();
    const dresses = categoryCommands(tree, 1)[2];
    void dresses?.run(
      makeContext({ location: '/brand/rank?page=4', navigate, routeFilters: ['platform', 'category'] }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/brand/rank?categoryId=10201');
    void dresses?.run(makeContext({ location: '/monitor/brand/7?platform=2', navigate, routeFilters: [] }));
    expect(navigate).toHaveBeenLastCalledWith('/brand/rank?platform=2&categoryId=10201');
  });
});

describe('entity commands', () => {
  it('open the entity’s detail on its platform and remember it among the recents', () => {
    const navigate = vi.fn();
    const command = entityCommand(
      { menuKey: 'shop', entityId: 42, name: '李宁官方旗舰店', nameEn: 'Li Ning Flagship', detail: '运动服' },
      2,
    );
    expect(command.hint).toEqual({ 'zh-CN': '店铺 · 运动服', en: 'Shop · 运动服' });
    void command.run(makeContext({ navigate }));
    expect(navigate).toHaveBeenCalledWith('/monitor/shop/42?platform=2');
    expect(recentState.entries[0]).toMatchObject({ kind: 'entity', menuKey: 'shop', entityId: 42, platform: 2 });
  });
});
