import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startEarlyLoads } from './app/early-loads.ts';
import { languageState } from './i18n/i18n.ts';
import { errorReporter } from './lib/error-reporting.ts';
import { applyTheme } from './stores/theme-store.ts';
import './index.css';

// before the first paint, so a dark-theme user never sees a white flash
applyTheme();
document.documentElement.lang = languageState.language;
// the user's platforms and categories load while the first screen's code downloads
startEarlyLoads();
// Sentry only with a DSN in the build, loaded once the first screen is on its way
if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => errorReporter.start());
else setTimeout(() => errorReporter.start(), 1000);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
