import { defineFeature } from '../../lib/manifest.ts';

const page = () => import('./not-found-page.tsx').then((module) => module.NotFoundPage);

export const notFoundFeature = defineFeature({
  id: 'not-found',
  routes: [
    { path: '/404', access: 'public', title: 'notFound.title', load: page },
    // any path no other route claims; React Router ranks "*" below every other route
    { path: '*', access: 'public', title: 'notFound.title', load: page },
  ],
  nav: [],
  commands: [],
});
