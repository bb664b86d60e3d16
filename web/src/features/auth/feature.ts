import { defineFeature } from '../../lib/manifest.ts';

/** `/login`, optionally with where to go afterwards (followed only when it is a same-origin path). */
export const loginUrl = (redirectUrl?: string) =>
  redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login';
export const registerUrl = () => '/register';

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
