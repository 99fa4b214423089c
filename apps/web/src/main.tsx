import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask } from './lib/boot/next-task';
import { onPublicPage } from './lib/boot/public-page';
import './lib/boot/yield-after-react';
import { App, appRouter, prepareTheme } from './app/app';
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

// Behind the login, evaluating the entry, building the router, the theme and the first render are tasks of
// their own rather than one long one (npm run bench:first-load; docs/decisions.md, "A phone's first
// load"); a public page keeps one task, so its chunk is asked at once. Not the first render as a
// transition: in journeys it sometimes never committed.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
if (onPublicPage()) {
  appRouter();
  render();
} else {
  void nextTask()
    .then(() => {
      appRouter();
      return nextTask();
    })
    .then(() => {
      prepareTheme();
      return nextTask();
    })
    .then(render);
}
