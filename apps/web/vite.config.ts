import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { publicPageModules } from './build/public-page-modules';

// The revision this build announces; the server's APP_VERSION must match it in production,
// otherwise the frontend-version banner tells users to reload (SPEC §4).
function buildRevision(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  return 'development';
}

/**
 * Writes which modules ended up in which chunk, for `npm run bench:bundle`. Only when
 * BUNDLE_REPORT names a file, so normal builds stay untouched.
 */
function bundleReport(): Plugin {
  return {
    name: 'koers-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const target = process.env.BUNDLE_REPORT;
      if (!target) return;
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          facadeModuleId: chunk.facadeModuleId,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          modules: Object.fromEntries(Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength])),
        }));
      fs.writeFileSync(path.resolve(target), JSON.stringify({ chunks }, null, 2));
    },
  };
}

/**
 * Asks V8 to compile the whole shell on a background thread while it downloads (explicit compile
 * hints, Chromium 136 and later; other browsers read a comment): the first load calls most of it
 * (React, the router, the shell's MUI parts), and each function compiled on first call was the
 * phone's main thread's work. Main-thread CPU of the explorer's first load 480 → 421 ms
 * (npm run bench:first-load). Not for the lazy chunks: a screen uses a part of what it loads.
 */
function compileShellEagerly(): Plugin {
  return {
    name: 'koers-compile-shell-eagerly',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.name === 'shell')
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}

/** Which revision the build carries, so `npm start` rebuilds when APP_VERSION changes. */
function buildInfo(): Plugin {
  return {
    name: 'koers-build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-info.json',
        source: JSON.stringify({ revision: buildRevision() }),
      });
    },
  };
}

/**
 * MUI's createTheme and ThemeProvider each carry their CSS-variables variant along
 * (createThemeWithVars, CssVarsProvider, the colour-scheme script: some 6 KB gzip of the login
 * page's first load). Koers' theme has neither `cssVariables` nor `colorSchemes`, for which both
 * take the plain path anyway; in the build they get only that path, and they throw rather than
 * silently differ should a theme ever ask for CSS variables.
 */
function muiThemeWithoutCssVariables(): Plugin {
  const modules: Record<string, string> = {
    '/@mui/material/styles/createTheme.mjs': `
import createThemeNoVars from "./createThemeNoVars.mjs";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Koers bouwt MUI zonder CSS-variabelen (vite.config.ts): geen cssVariables of colorSchemes.');
  }
  return createThemeNoVars(options, ...args);
}`,
    '/@mui/material/styles/ThemeProvider.mjs': `
'use client';
import * as React from 'react';
import ThemeProviderNoVars from "./ThemeProviderNoVars.mjs";
import THEME_ID from "./identifier.mjs";
import { jsx as _jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) {
      throw new Error('Koers bouwt MUI zonder CSS-variabelen (vite.config.ts): geen thema met colorSchemes.');
    }
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
  };
  return {
    name: 'koers-mui-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? id;
      const key = Object.keys(modules).find((suffix) => path.endsWith(`/node_modules${suffix}`));
      return key ? modules[key] : null;
    },
  };
}

/**
 * The MUI parts that the public pages load beyond the shell, in two chunks instead of some fifteen
 * automatic ones: what the login page's text field needs (input, label, outline, helper text), and
 * what the password and invitation pages add (TextField, Select, Menu). Every form and the explorer
 * load them too, and fetched them one by one. Taken by what those pages load, from the module graph
 * (`build/public-page-modules.ts`): a group that took all of MUI made the login page load the lazy
 * screens' MUI as well (login + shell 193 → 258 KB). A third group for the rest of MUI put routes
 * over their 80 KB, or took next to nothing. Figures: docs/benchmarks.md, "Fewer chunks for the explorer".
 */
const publicPages = publicPageModules();
const isMui = (id: string) => /[\\/]node_modules[\\/]@mui[\\/]/.test(id);

const serverUrl = process.env.KOERS_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    muiThemeWithoutCssVariables(),
    react(),
    publicPages.plugin,
    bundleReport(),
    buildInfo(),
    compileShellEagerly(),
  ],
  define: { __APP_REVISION__: JSON.stringify(buildRevision()) },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    // The browser talks to Vite only; Vite forwards the API, the vacancies service and the dev mailbox.
    proxy: Object.fromEntries(
      ['/api', '/vacancies', '/dev', '/socket.io'].map((prefix) => [
        prefix,
        { target: serverUrl, ws: prefix === '/socket.io' },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // No <link rel="modulepreload"> per dependency of a lazy screen: appending the explorer's 60
    // links cost the entry's task 50 ms of a phone's main thread (×4 in Lighthouse). The browser
    // finds a screen's chunks in its imports instead (all of them: rolldown hoists the
    // transitive ones), one round trip later. Why: docs/decisions.md, "A phone's first load".
    modulePreload: false,
    // Everything the entry imports statically (React, the router, the shell's MUI parts) in one
    // file: the browser needs all of it before the first paint anyway, and one file compresses
    // about 10 KB smaller than the 30-odd common chunks the automatic split makes of it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'login-mui', test: (id) => isMui(id) && publicPages.loadedBy('login', id) },
            { name: 'public-mui', test: (id) => isMui(id) && publicPages.loadedBy('public', id) },
          ],
        },
      },
    },
  },
});
