import { proxy, useSnapshot } from 'valtio';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'aisle.theme';

const initialTheme = (): Theme => {
  try {
    const stored = window.localStorage.getItem(THEME_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // storage unavailable
  }
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
};

export const themeState = proxy({ theme: initialTheme() });

/** Tailwind and Tremor read the `dark` class on <html>; AG Grid reads data-ag-theme-mode. */
export const applyTheme = (theme: Theme = themeState.theme) => {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.body?.setAttribute('data-ag-theme-mode', theme);
};

export const setTheme = (theme: Theme) => {
  themeState.theme = theme;
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // the choice lasts for this page only
  }
};

export const toggleTheme = () => setTheme(themeState.theme === 'dark' ? 'light' : 'dark');

export const useTheme = (): Theme => useSnapshot(themeState).theme;
