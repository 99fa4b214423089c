import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type Program = ReturnType<Rollup.PluginContext['parse']>;

/** The module whose `PUBLIC_SCREENS` names the pages a visitor sees without a session. */
const SCREENS_MODULE = '/src/app/screens.ts';

/**
 * What the public pages (login, password reset, invitation…) load, for the code-splitting groups
 * in vite.config.ts that put their MUI parts in chunks of their own.
 *
 * Made in `buildEnd`, from the module graph; rolldown applies the groups later, when it renders
 * the chunks. The graph's `importedIds` cannot be followed blindly there: a page that imports
 * `{ Alert }` from `@mui/material` imports that package's index, which imports all of MUI's 800
 * modules. Through a module that only re-exports, only the modules that export the imported names
 * are followed. A module the walk takes too many goes into the login page's chunk for nothing
 * (`npm run bench:bundle` counts it); one too few stays in an automatic chunk, or in the other
 * group's, which the login page then loads as well.
 */
export function publicPageModules(): {
  plugin: Plugin;
  /** Whether the login page (`login`) or any public page (`public`) loads the module. */
  loadedBy(pages: 'login' | 'public', id: string): boolean;
} {
  const loaded = { login: new Set<string>(), public: new Set<string>() };
  let built = false;
  const plugin: Plugin = {
    name: 'koers-public-page-modules',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      loaded.login.clear();
      loaded.public.clear();
      const screens = [...this.getModuleIds()].find((id) => id.endsWith(SCREENS_MODULE));
      const screensCode = screens && this.getModuleInfo(screens)?.code;
      if (!screens || !screensCode) this.error(`${SCREENS_MODULE} niet in de build`);
      const routes = publicScreenImports(this.parse(screensCode));
      const login = routes.get('login');
      if (!login) this.error(`Geen login in PUBLIC_SCREENS (${SCREENS_MODULE})`);
      const resolve = async (source: string) => {
        const resolved = await this.resolve(source, screens);
        if (!resolved) this.error(`${source} (PUBLIC_SCREENS) niet gevonden`);
        return resolved.id;
      };
      await walk(this, [await resolve(login)], loaded.login);
      await walk(this, await Promise.all([...routes.values()].map(resolve)), loaded.public);
      built = true;
    },
  };
  return {
    plugin,
    loadedBy(pages, id) {
      // A group asking before the sets were made would take nothing, unnoticed.
      if (!built) throw new Error('publicPageModules: de modules van de publieke pagina’s zijn nog niet bepaald');
      return loaded[pages].has(id);
    },
  };
}

/** The `import()` specifier of each key of `export const PUBLIC_SCREENS = {…}`. */
export function publicScreenImports(program: Program): Map<string, string> {
  const screens = new Map<string, string>();
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== 'PUBLIC_SCREENS') continue;
      visit(declarator.init, (node) => {
        if (node.type !== 'Property') return;
        const key = node.key as { type: string; name?: string; value?: unknown };
        visit(node.value, (inner) => {
          const source = inner.type === 'ImportExpression' ? (inner.source as { value?: unknown }) : null;
          if (typeof source?.value === 'string') screens.set(nameOf(key), source.value);
        });
      });
    }
  }
  return screens;
}

/** What one module imports, by specifier: the names it uses, or `all` (a namespace, a re-export of all). */
export function importsOf(program: Program): Map<string, Set<string> | 'all'> {
  const imports = new Map<string, Set<string> | 'all'>();
  const add = (source: string, name: string | 'all') => {
    const known = imports.get(source);
    if (known === 'all') return;
    if (name === 'all') imports.set(source, 'all');
    else imports.set(source, (known ?? new Set()).add(name));
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.specifiers.length === 0)
        imports.set(statement.source.value, imports.get(statement.source.value) ?? new Set());
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') add(statement.source.value, nameOf(specifier.imported));
        else if (specifier.type === 'ImportDefaultSpecifier') add(statement.source.value, 'default');
        else add(statement.source.value, 'all');
      }
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      for (const specifier of statement.specifiers) add(statement.source.value, nameOf(specifier.local));
    } else if (statement.type === 'ExportAllDeclaration') {
      add(statement.source.value, 'all');
    }
  }
  return imports;
}

/**
 * Where an index that only re-exports takes `name` from: the specifier and the name there, or the
 * specifiers of its `export *` (one of which has it). Null when the module does more than re-export
 * (MUI's index also imports `colors` as a namespace to export it: that counts as re-exporting).
 */
export function reExportOf(program: Program, name: string): { source: string; name: string } | string[] | null {
  const imported = new Map<string, { source: string; name: string }>();
  const stars: string[] = [];
  let found: { source: string; name: string } | null = null;
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers)
        imported.set(specifier.local.name, {
          source: statement.source.value,
          name:
            specifier.type === 'ImportSpecifier'
              ? nameOf(specifier.imported)
              : specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : 'all',
        });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (!statement.exported) stars.push(statement.source.value);
      else if (nameOf(statement.exported) === name) found = { source: statement.source.value, name: 'all' };
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers) {
        const local = nameOf(specifier.local);
        const from = statement.source ? { source: statement.source.value, name: local } : imported.get(local);
        if (!from) return null;
        if (nameOf(specifier.exported) === name) found = from;
      }
    } else if (!(statement.type === 'ExpressionStatement' && 'directive' in statement && statement.directive)) {
      // Anything else ('use client' aside) is code of its own.
      return null;
    }
  }
  return found ?? stars;
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
}

function visit(node: unknown, each: (node: { type: string } & Record<string, unknown>) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) visit(item, each);
    return;
  }
  if (typeof (node as { type?: unknown }).type === 'string') each(node as never);
  for (const value of Object.values(node)) visit(value, each);
}

/**
 * Every module the roots load statically. A module that only re-exports is followed name by name;
 * any other module with all it imports.
 */
async function walk(context: Rollup.PluginContext, roots: string[], into: Set<string>): Promise<void> {
  const parsed = new Map<string, Program | null>();
  const program = (id: string) => {
    if (!parsed.has(id)) {
      const code = context.getModuleInfo(id)?.code;
      parsed.set(id, code ? context.parse(code) : null);
    }
    return parsed.get(id) ?? null;
  };
  const resolve = async (source: string, importer: string) => {
    // MUI's modules import each other by relative path with extension: no resolver needed.
    if (/^\.\.?\//.test(source) && /\.m?js$/.test(source)) return path.resolve(path.dirname(importer), source);
    return (await context.resolve(source, importer))?.id ?? null;
  };
  /** Modules followed with all they import; the indexes passed through go into `into` too. */
  const whole = new Set<string>();
  const seen = new Set<string>();
  const queue: { id: string; name: string | 'all' }[] = roots.map((id) => ({ id, name: 'all' }));
  while (queue.length > 0) {
    const { id, name } = queue.pop() as { id: string; name: string | 'all' };
    const key = `${name}\0${id}`;
    if (seen.has(key) || whole.has(id)) continue;
    seen.add(key);
    into.add(id);
    const code = program(id);
    const reExport = code && name !== 'all' ? reExportOf(code, name) : null;
    if (reExport && !Array.isArray(reExport)) {
      const target = await resolve(reExport.source, id);
      if (target) queue.push({ id: target, name: reExport.name });
      continue;
    }
    if (Array.isArray(reExport)) {
      const targets = (await Promise.all(reExport.map((source) => resolve(source, id)))).filter(
        (item) => item !== null,
      );
      const having = targets.filter((target) => context.getModuleInfo(target)?.exports.includes(name));
      // Should no `export *` list the name, all of them: a module too many costs the page's chunk a few bytes
      // (`bench:bundle` counts them), one too few puts a module the page needs in another chunk.
      for (const target of having.length > 0 ? having : targets) queue.push({ id: target, name });
      continue;
    }
    whole.add(id);
    const info = context.getModuleInfo(id);
    if (!info) continue;
    const imports = code ? importsOf(code) : new Map<string, Set<string> | 'all'>();
    const named = new Set<string>();
    for (const [source, names] of imports) {
      const target = await resolve(source, id);
      if (!target) continue;
      named.add(target);
      if (names === 'all' || names.size === 0) queue.push({ id: target, name: 'all' });
      else for (const each of names) queue.push({ id: target, name: each });
    }
    // What the parse did not see (a plugin's helper, a CommonJS require): all of it, to be safe.
    for (const imported of info.importedIds) if (!named.has(imported)) queue.push({ id: imported, name: 'all' });
  }
}
