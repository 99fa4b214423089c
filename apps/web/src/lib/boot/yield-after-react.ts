import { nextTask } from './next-task';
import { onPublicPage } from './public-page';

// Evaluating the entry gives the main thread back here, after React and React DOM (main.tsx
// imports this between them and the app): one long task becomes shorter ones (bench:first-load).
// The bundler keeps the order of the modules, so this await splits the entry chunk's evaluation.
if (!onPublicPage()) await nextTask();
