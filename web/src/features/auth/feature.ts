import { defineFeature } from '../../lib/manifest.ts';

export const authFeature = defineFeature({
  id: 'auth',
  routes: [
    {
      path: '/login',
      access: 'public',
      title: 'login.title',
      load: () => import('./login-page.tsx').then((module) => module.LoginPage),
    },
    {
      path: '/register',
      access: 'public',
      title: 'register.title',
      load: () => import('./register-page.tsx').then((module) => module.RegisterPage),
    },
  ],
  nav: [],
  commands: [],
});
