import { messagePair, toggleLanguage } from '../i18n/i18n.ts';
import { logout } from '../stores/global-store.ts';
import { toggleTheme } from '../stores/theme-store.ts';
import type { Command } from './commands.ts';

/**
 * Commands that a button also runs: the palette and the keys get them through the shell's command list
 * (`app/commands/app-commands.ts`), the top bar's and the user menu's buttons call the same `run`, so what
 * "sign out" or "theme" does is written once.
 */
export const themeCommand = {
  id: 'action.theme',
  title: messagePair('command.theme'),
  keywords: ['dark mode', 'light mode', 'theme', 'zhuti', 'shense', 'qianse'],
  group: 'actions',
  shortcut: 't',
  run: () => toggleTheme(),
} satisfies Command;

export const languageCommand = {
  id: 'action.language',
  title: messagePair('command.language'),
  keywords: ['language', 'english', 'chinese', 'yuyan', 'zhongwen'],
  group: 'actions',
  shortcut: 'l',
  run: () => toggleLanguage(),
} satisfies Command;

/** Ends the session (server, then this browser's session data) and goes to the login page. */
export const logoutCommand = {
  id: 'action.logout',
  title: messagePair('command.logout'),
  keywords: ['sign out', 'logout', 'tuichu'],
  group: 'actions',
  run: async (context: { navigate: (to: string) => void }) => {
    await logout();
    context.navigate('/login');
  },
} satisfies Command;
