import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of a backend's `modules/` folder (docs/development.md, "A module"), read
 * from the source files themselves:
 * - a module reaches another through its service: never its `*.repository.ts` or `*.queries.ts`;
 * - tables live one layer below the modules (`src/schema/`), which imports nothing of them; a
 *   table is imported only by repositories and queries (the module's own data and the joins of
 *   a read model), so a foreign key or a join makes no dependency between modules;
 * - SQL stays in repositories and query modules: only `*.repository.ts` and `*.queries.ts`
 *   import `drizzle-orm`;
 * - no two modules import each other.
 * Returns one line per broken rule; tests call it and expect none.
 */
export function moduleRuleViolations(modulesDir: string): string[] {
  const root = resolve(modulesDir);
  const schemaRoot = resolve(root, '..', 'schema');
  const files = sourceFiles(root);
  const violations: string[] = [];
  const edges = new Map<string, Set<string>>();

  for (const file of files) {
    const name = relative(root, file);
    const own = moduleOf(name);
    const isDataAccess = /\.(repository|queries)\.ts$/.test(file);
    if (/\.(table|columns?)\.ts$/.test(file))
      violations.push(`${name}: a table belongs in src/schema/, below the modules`);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        if (!isDataAccess) violations.push(`${name} imports ${specifier}: SQL belongs in a repository or queries file`);
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const absolute = resolve(dirname(file), specifier);
      if (isInside(schemaRoot, absolute)) {
        if (!isDataAccess)
          violations.push(`${name} imports ${relative(root, absolute)}: a table outside a repository or queries file`);
        continue;
      }
      const target = relative(root, absolute);
      if (target.startsWith('..')) continue;
      const other = moduleOf(target);
      if (other === own) continue;
      if (/\.(repository|queries)$/.test(target)) {
        violations.push(`${name} imports ${target}: data access of another module (use its service)`);
      }
      if (!edges.has(own)) edges.set(own, new Set());
      edges.get(own)?.add(other);
    }
  }

  for (const file of sourceFiles(schemaRoot)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') && isInside(root, resolve(dirname(file), specifier)))
        violations.push(
          `schema/${relative(schemaRoot, file)} imports ${specifier}: the tables know nothing of the modules`,
        );
    }
  }

  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from)) violations.push(`modules ${from} and ${to} import each other`);
    }
  }
  return violations.sort();
}

function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep);
}

function moduleOf(path: string): string {
  return path.split(sep)[0] ?? path;
}

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The module rules as a backend's test, over its `modules/` folder. `known` holds breaches that
 * were there when the rule came (issue 17) and are being taken away: the list only shrinks, so a
 * new breach fails, and so does a listed one that is gone (strike it there).
 */
export function testModuleRules(modulesDir: string, known: string[] = []): void {
  describe('module rules (docs/development.md, "A module")', () => {
    it('modules talk through services, SQL stays in repositories and queries, no two modules import each other', () => {
      const violations = moduleRuleViolations(modulesDir);
      expect(violations.filter((line) => !known.includes(line))).toEqual([]);
      expect(known.filter((line) => !violations.includes(line))).toEqual([]);
    });
  });
}

/** Module specifiers of static and dynamic imports and of re-exports. */
export function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g)) {
    if (match[1]) specifiers.push(match[1]);
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}
