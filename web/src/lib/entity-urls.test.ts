import { describe, expect, it } from 'vitest';
import { entityDetailUrl, rankUrl } from './entity-urls.ts';

describe('entity links', () => {
  it('links an entity to its profile, carrying a platform other than the default', () => {
    expect(entityDetailUrl('shop', 500052)).toBe('/monitor/shop/500052');
    expect(entityDetailUrl('shop', 500052, { platform: 4 })).toBe('/monitor/shop/500052?platform=4');
    expect(entityDetailUrl('brand', 7, { platform: 1 })).toBe('/monitor/brand/7');
  });

  it('links a kind to its rank with the filters, defaults left out', () => {
    expect(rankUrl('brand')).toBe('/brand/rank');
    expect(rankUrl('brand', { platform: 2, categoryId: 9 })).toBe('/brand/rank?platform=2&categoryId=9');
  });
});
