import { nextTask } from './next-task';
import { onPublicPage } from './public-page';

// Evaluating the entry gives the main thread back here as well, after MUI (app.tsx imports this
// right after @mui/material): see yield-after-react.ts.
if (!onPublicPage()) await nextTask();
