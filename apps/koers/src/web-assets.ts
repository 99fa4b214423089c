import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `vite build` puts the web app. */
export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export function webBuildExists(dir = WEB_DIST_DIR): boolean {
  return fs.existsSync(path.join(dir, 'index.html'));
}
