import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { defineFeature } from '../manifest.ts';

/** `/monitor/brand/<id>`: a placeholder until the monitor screens take the `/monitor/:menuKey/:entityId` routes. */
export const brandDetailUrl = (brandId: number, platform?: 1 | 2 | 4) =>
  entityDetailUrl('brand', brandId, platform ? { platform } : {});

export const brandDetailFeature = defineFeature({
  id: 'brand-detail',
  routes: [
    {
      path: '/monitor/brand/:entityId',
      access: 'user',
      title: 'brandDetail.title',
      filters: ['platform'],
      load: () => import('./brand-detail-page.tsx').then((module) => module.BrandDetailPage),
    },
  ],
  nav: [],
  commands: [],
});
