import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of a backend's `modules/` folder (docs/development.md, "A module"), read
 * from the source files themselves:
 * - a module reaches another through its service: never its `*.repository.ts` or `*.queries.ts`;
 * - another module's `*.table.ts` is imported only by tables (foreign keys) and by repositories
 *   and queries (joins of a read model);
 * - SQL stays in repositories and query modules: only `*.repository.ts`, `*.queries.ts` and
 *   table definitions (`*.table.ts`, `*.column(s).ts`) import `drizzle-orm`;
 * - no two modules import each other (shared table definitions aside).
 * Returns one line per broken rule; tests call it and expect none.
 */
export function moduleRuleViolations(modulesDir: string): string[] {
  const root = resolve(modulesDir);
  const files = sourceFiles(root);
  const violations: string[] = [];
  const edges = new Map<string, Set<string>>();

  for (const file of files) {
    const name = relative(root, file);
    const own = moduleOf(name);
    const isTable = /\.(table|columns?)\.ts$/.test(file);
    const isDataAccess = /\.(repository|queries)\.ts$/.test(file);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        if (!isTable && !isDataAccess)
          violations.push(`${name} imports ${specifier}: SQL belongs in a repository or queries file`);
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const other = moduleOf(target);
      if (other === own) continue;
      if (/\.(repository|queries)$/.test(target)) {
        violations.push(`${name} imports ${target}: data access of another module (use its service)`);
      }
      const targetIsTable = /\.(table|columns?)$/.test(target);
      if (targetIsTable && !isTable && !isDataAccess) {
        violations.push(`${name} imports ${target}: a table of another module outside a repository or queries file`);
      }
      // Table definitions are shared for foreign keys and joins: they make no dependency between modules.
      if (targetIsTable) continue;
      if (!edges.has(own)) edges.set(own, new Set());
      edges.get(own)?.add(other);
    }
  }

  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (from < to && edges.get(to)?.has(from)) violations.push(`modules ${from} and ${to} import each other`);
    }
  }
  return violations.sort();
}

function moduleOf(path: string): string {
  return path.split(sep)[0] ?? path;
}

function sourceFiles(dir: string): string[] {
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
