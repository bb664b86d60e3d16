import { defineFeature } from '../../lib/manifest.ts';

export const homeFeature = defineFeature({
  id: 'home',
  routes: [
    {
      path: '/',
      access: 'public',
      title: 'app.tagline',
      load: () => import('./landing-page.tsx').then((module) => module.LandingPage),
    },
  ],
  nav: [],
  commands: [],
});
