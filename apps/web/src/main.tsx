import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallPrompt } from './lib/pwa/install-prompt';

// The install offer can come before React has rendered anything; catch it from the start.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');
const reactRoot = createRoot(root);
// The first build as a transition: React renders it in slices between which the phone stays
// responsive, rather than in one long task; the host's splash from index.html stays on screen
// until it is done (npm run bench:lighthouse).
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
