import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SCREENS } from '../src/app/screens';
import { importsOf, publicScreenImports, reExportOf } from './public-page-modules';

const here = path.dirname(fileURLToPath(import.meta.url));
const muiIndex = createRequire(import.meta.url)
  .resolve('@mui/material')
  .replace(/index\.js$/, 'index.mjs');
const parseFile = (file: string) =>
  parseAst(fs.readFileSync(file, 'utf8'), { lang: file.endsWith('.ts') ? 'ts' : 'js' });

describe('publicScreenImports', () => {
  it('finds the import() of every public screen in screens.ts', () => {
    const screens = publicScreenImports(parseFile(path.join(here, '../src/app/screens.ts')));
    expect([...screens.keys()].sort()).toEqual(Object.keys(PUBLIC_SCREENS).sort());
    expect(screens.get('login')).toBe('../features/auth/routes/login-route');
  });
});

describe('reExportOf', () => {
  const index = parseFile(muiIndex);

  it("follows a name through MUI's index to the module that exports it", () => {
    expect(reExportOf(index, 'Alert')).toEqual({ source: './Alert/index.mjs', name: 'default' });
    // Imported as a namespace, then exported: all of it.
    expect(reExportOf(index, 'colors')).toEqual({ source: './colors/index.mjs', name: 'all' });
  });

  it('gives the sources of `export *` for a name only they can have', () => {
    const stars = reExportOf(index, 'alertClasses');
    expect(Array.isArray(stars) && stars).toContain('./Alert/index.mjs');
  });

  it('gives null for a module with code of its own', () => {
    expect(reExportOf(parseFile(path.join(path.dirname(muiIndex), 'Alert/Alert.mjs')), 'default')).toBeNull();
  });
});

describe('importsOf', () => {
  it('lists the names imported per specifier, or all of it', () => {
    const imports = importsOf(
      parseAst(`
        import { A as B, C } from 'x';
        import D from 'y';
        import * as E from 'z';
        import 'w';
        export { F } from 'x';
        export * from 'u';
      `),
    );
    expect(
      Object.fromEntries([...imports].map(([source, names]) => [source, names === 'all' ? names : [...names]])),
    ).toEqual({ x: ['A', 'C', 'F'], y: ['default'], z: 'all', w: [], u: 'all' });
  });
});
