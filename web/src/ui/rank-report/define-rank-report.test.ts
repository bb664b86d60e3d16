import type { ApiClient } from '@aisle/contract';
import { describe, expect, it, vi } from 'vitest';
import { makeContext } from '../../lib/commands-testing.ts';
import { defineRankReport } from './define-rank-report.ts';

const makeReport = () =>
  defineRankReport({
    id: 'shop-rank',
    path: '/shop/rank',
    navTitle: 'nav.shopRank',
    texts: { title: 'shopRank.title', subtitle: 'shopRank.subtitle', chartTitle: 'shopRank.chartTitle' },
    commandTitle: 'command.goShopRank',
    keywords: ['dpph'],
    shortcut: 'g s',
    order: 50,
    fetch: (client, query) => client.category.shopRank(query),
    load: () => Promise.resolve(() => null),
  });

const command = (report: ReturnType<typeof makeReport>, id: string) => {
  const found = report.feature.commands.find((item) => item.id === id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};

describe('defineRankReport', () => {
  it('routes the path, lists it in the sidebar with its keys, and names its go-to command', () => {
    const report = makeReport();
    expect(report.feature.routes.map((route) => route.path)).toEqual(['/shop/rank']);
    expect(report.feature.nav[0]).toMatchObject({ id: 'shop-rank', match: '/shop/rank', shortcut: 'G S' });
    expect(command(report, 'nav.shop-rank')).toMatchObject({ shortcut: 'g s', group: 'navigate' });
  });

  it('carries the market filters of the current report, not its page or sort', () => {
    const report = makeReport();
    const navigate = vi.fn();
    void command(report, 'nav.shop-rank').run(
      makeContext({ location: '/brand/rank?platform=2&categoryId=9&page=4&contentSort=units', navigate }),
    );
    expect(navigate).toHaveBeenCalledWith('/shop/rank?platform=2&categoryId=9');
  });

  it('offers "export" on its own screen only, disabled without download permission, and asks the page for it', () => {
    const report = makeReport();
    const download = command(report, 'action.shop-rank.download');
    expect(download.when?.(makeContext({ location: '/shop/rank?platform=2' }))).toBe(true);
    expect(download.when?.(makeContext({ location: '/shop/ranked' }))).toBe(false);
    expect(download.when?.(makeContext({ location: '/brand/rank' }))).toBe(false);
    expect(download.disabledReason?.(makeContext({ downloadPermission: false }))).not.toBeNull();
    expect(download.disabledReason?.(makeContext({ downloadPermission: true }))).toBeNull();
    void download.run(makeContext({ location: '/shop/rank' }));
    expect(report.state.downloadRequests).toBe(1);
  });

  it("asks early for the table's first page and the chart, as the page asks for them", () => {
    const report = makeReport();
    const shopRank = vi.fn(async () => undefined);
    const client = { category: { shopRank } } as unknown as ApiClient;
    report.feature.routes[0]?.early?.('?platform=3&shopTypes=1&page=2', client);
    // shop types in the URL are checked against the platform's category info first
    expect(shopRank).not.toHaveBeenCalled();
    report.feature.routes[0]?.early?.('?platform=2&page=2&orderBy=asc', client);
    expect(shopRank.mock.calls).toEqual([
      [{ platform: 2, categoryId: 0, page: 2, perPage: 20, orderBy: 'asc' }],
      [{ platform: 2, categoryId: 0, page: 1, perPage: 10, contentSort: 'gmv', orderBy: 'desc' }],
    ]);
  });
});
