import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startEarlyLoads } from './app/early-loads.ts';
import { languageState } from './i18n/i18n.ts';
import { errorReporter } from './lib/error-reporting.ts';
import { warmFormats } from './lib/format.ts';
import { applyTheme } from './stores/theme-store.ts';
import './index.css';

// before the first paint, so a dark-theme user never sees a white flash
applyTheme();
document.documentElement.lang = languageState.language;
// the user's platforms and categories load while the first screen's code downloads
startEarlyLoads();
const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work);
  else setTimeout(work, 1000);
};
// the number formats, while the first answers are on their way: the grid's first rows then only use them
whenIdle(() => warmFormats(languageState.language));
// Sentry only with a DSN in the build, loaded once the first screen is on its way
whenIdle(() => errorReporter.start());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
