import { useT } from '../i18n/i18n.ts';
import { languageCommand, themeCommand } from '../lib/common-commands.ts';
import { useTheme } from '../stores/theme-store.ts';
import { GlobeIcon, MoonIcon, SunIcon } from './icons.tsx';

const iconButton =
  'inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** Language and theme switches, shared by the shell's top bar and the public pages; they run the `l` and `t` commands. */
export const PreferenceButtons = () => {
  const t = useT();
  const theme = useTheme();
  return (
    <>
      <button
        type="button"
        className={iconButton}
        onClick={() => languageCommand.run()}
        aria-label={t('shell.languageLabel')}
        data-testid="language-toggle"
      >
        <GlobeIcon />
        <span>{t('shell.language')}</span>
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={() => themeCommand.run()}
        aria-label={t('shell.theme')}
        title={theme === 'dark' ? t('shell.themeLight') : t('shell.themeDark')}
        data-testid="theme-toggle"
      >
        {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      </button>
    </>
  );
};
