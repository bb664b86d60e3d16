import { defineFeature } from '../../lib/manifest.ts';

/**
 * `/monitor/<menuKey>/<id>`: the profile of a brand, shop, product or anchor, where Enter on a rank row leads
 * (links are built by `entityDetailUrl`). The monitor screens add the entity's figures here.
 */
export const entityDetailFeature = defineFeature({
  id: 'entity-detail',
  routes: [
    {
      path: '/monitor/:menuKey/:entityId',
      access: 'user',
      title: 'entityDetail.title',
      filters: ['platform'],
      load: () => import('./entity-detail-page.tsx').then((module) => module.EntityDetailPage),
    },
  ],
  nav: [],
  commands: [],
});
