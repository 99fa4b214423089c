import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importsOf } from './module-rules';

/**
 * Which workspace packages a workspace may not depend on (docs/development.md, "Layout"):
 * checked in its package.json (every kind of dependency) and in every source file, tests
 * included. Returns one line per breach; tests call it and expect none.
 */
export function packageRuleViolations(workspaceDir: string, forbidden: string[]): string[] {
  const manifest = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const violations: string[] = [];
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    const dependencies = (manifest[field] ?? {}) as Record<string, string>;
    for (const name of Object.keys(dependencies)) {
      if (forbidden.includes(name)) violations.push(`package.json: ${field} has ${name}`);
    }
  }
  for (const file of sourceFiles(workspaceDir)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const name = forbidden.find((other) => specifier === other || specifier.startsWith(`${other}/`));
      if (name) violations.push(`${relative(workspaceDir, file)} imports ${specifier}`);
    }
  }
  return violations.sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}
