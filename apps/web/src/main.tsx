import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';
import { reloadOnStaleVersion } from './lib/stale-version';

// The install offer can come before React has rendered anything; catch it from the start.
listenForInstallPrompt();
reloadOnStaleVersion(window, {
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
});

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
