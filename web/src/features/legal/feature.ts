import { defineFeature } from '../../lib/manifest.ts';

const page = () => import('./document-page.tsx');

export const legalFeature = defineFeature({
  id: 'legal',
  routes: [
    { path: '/about', access: 'public', title: 'about.title', load: () => page().then((m) => m.AboutPage) },
    {
      path: '/userAgreement',
      access: 'public',
      title: 'agreement.title',
      load: () => page().then((m) => m.UserAgreementPage),
    },
    {
      path: '/personalInfo',
      access: 'public',
      title: 'personalInfo.title',
      load: () => page().then((m) => m.PersonalInfoPage),
    },
  ],
  nav: [],
  commands: [],
});
