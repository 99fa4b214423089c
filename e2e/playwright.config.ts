import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium (never a downloaded browser): the path of `command -v chromium`. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim() || '/usr/bin/chromium';
  } catch {
    return '/usr/bin/chromium';
  }
}

export default defineConfig({
  testDir: path.join(here, 'tests'),
  globalSetup: path.join(here, 'global-setup.ts'),
  outputDir: path.join(here, '../test-results/e2e'),
  // Three workers on CI's two cores. With two, the journeys kept the cores 80 % busy (1.59 of 2:
  // a journey waits for its server, its animations and Playwright's polling); a third fills
  // that: 104 journeys 470 → 427 s with the same CPU (docs/benchmarks.md, "Three workers").
  workers: 3,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Journeys walk many screens, each checked with axe; on two shared cores a long one takes over a minute.
  timeout: 180_000,
  // A reload of a heavy screen on two cores shared with a server and a second browser can pass 15 s.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    // An action that cannot happen fails within a minute instead of waiting out the journey's
    // whole timeout (a click on a button that never came held CI for nine minutes).
    actionTimeout: 45_000,
    // Set by the global setup, which starts the server on a free port.
    baseURL: process.env.KOERS_E2E_URL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // A trace only when asked for (KOERS_E2E_TRACE=1: kept for a failed journey). Recording one
    // for every journey took about a fifth of the suite's CPU (DOM snapshots of every action, in
    // the page, the browser and Playwright), and on CI nobody opens it: a failure still gets its
    // screenshot and its error. Its film strip stays off even then (a screencast: Chromium
    // composites, encodes and sends every frame for as long as the page lives).
    trace:
      process.env.KOERS_E2E_TRACE === '1'
        ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
        : 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Native date fields follow the browser's own language, not the page locale; on Linux that is
        // en-US whenever Chromium has no Dutch language pack (Debian's chromium-l10n), so date fields
        // showed mm/dd/yyyy. With this Blink feature they follow the page's <html lang="nl">: dd-mm-jjjj.
        '--lang=nl-NL',
        '--enable-blink-features=LangAttributeAwareFormControlUI',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
