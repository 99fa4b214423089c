import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildWeb } from '@koers/koers/web-build';

// `npm run bench:bundle`: builds the web app and prints the gzip size of the JavaScript that
// the login page and the shell load (goal ≤ 200 KB) and of each route chunk (goal ≤ 80 KB),
// and where Chart.js and Leaflet ended up (only in chunks of routes that use them). Exits with 1
// when a goal is not met, so the budget can fail a check.

type Chunk = {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Module id → rendered (minified, before gzip) length. */
  modules: Record<string, number>;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const reportFile = path.join(os.tmpdir(), `koers-bundle-report-${process.pid}.json`);
const INITIAL_GOAL = 200 * 1024;
const ROUTE_GOAL = 80 * 1024;

await buildWeb({ ...process.env, BUNDLE_REPORT: reportFile });
const { chunks } = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as { chunks: Chunk[] };
fs.rmSync(reportFile, { force: true });
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
// The entry's own chunk is empty (the `shell` group in vite.config.ts takes all it imports) and
// is not written: it counts as 0 bytes, what it imports as theirs.
const written = (chunk: Chunk) => fs.existsSync(path.join(dist, chunk.fileName));
const gzip = new Map(
  chunks
    .filter(written)
    .map((chunk) => [chunk.fileName, gzipSync(fs.readFileSync(path.join(dist, chunk.fileName)), { level: 9 }).length]),
);

/** A chunk and everything it imports statically: what the browser must load for it. */
function closure(fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
  return into;
}
const size = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);
const brotliSize = (files: Iterable<string>) =>
  [...files]
    .filter((file) => gzip.has(file))
    .reduce((sum, file) => sum + brotliCompressSync(fs.readFileSync(path.join(dist, file))).length, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const routeName = (chunk: Chunk) => path.relative(path.join(root, 'apps/web/src'), chunk.facadeModuleId ?? chunk.name);

const entry = chunks.find((chunk) => chunk.isEntry);
const login = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('features/auth/routes/login-route.tsx'));
if (!entry || !login) throw new Error('Entry of login-route niet gevonden in de build.');
const initial = closure(login.fileName, closure(entry.fileName));
const initialSize = size(initial);
/** What is over its goal, said again at the end. */
const failures: string[] = [];
if (initialSize > INITIAL_GOAL) failures.push(`login page + shell: ${kb(initialSize)}`);

console.log('Koers web bundle (gzip, level 9)');
console.log(
  `login page + shell: ${kb(initialSize)} (doel ≤ ${kb(INITIAL_GOAL)})${initialSize > INITIAL_GOAL ? '  BOVEN HET DOEL' : ''}`,
);
console.log(
  `  in brotli (wat de server stuurt aan een browser die br accepteert): ${kb(brotliSize(initial))}, in ${initial.size} bestanden`,
);
console.log('route chunks (wat een route bovenop login + shell laadt; een onderdeel dat een route zelf pas');
console.log('laadt als het getoond wordt, zoals een dialoog of grafiek: bovenop die route, aangeduid met ↳):');
/** The one lazily loaded chunk that loads this one, when that is not part of login + shell. */
const parentOf = (chunk: Chunk) => {
  const importers = chunks.filter((item) => item.dynamicImports.includes(chunk.fileName));
  return importers.length === 1 && importers[0] && !initial.has(importers[0].fileName) ? importers[0] : null;
};
for (const chunk of chunks
  .filter((item) => item.isDynamicEntry)
  .sort((a, b) => routeName(a).localeCompare(routeName(b)))) {
  const parent = parentOf(chunk);
  const loaded = new Set(initial);
  if (parent) for (const file of closure(parent.fileName)) loaded.add(file);
  const extra = [...closure(chunk.fileName)].filter((file) => !loaded.has(file));
  const bytes = size(extra);
  const label = parent ? `↳ ${routeName(chunk)} (bovenop ${path.basename(routeName(parent))})` : routeName(chunk);
  console.log(`  ${label.padEnd(100)} ${kb(bytes).padStart(10)}${bytes > ROUTE_GOAL ? '  BOVEN HET DOEL' : ''}`);
  if (bytes > ROUTE_GOAL) failures.push(`${label}: ${kb(bytes)}`);
}
// `BUNDLE_DETAIL=explorer-screens npm run bench:bundle`: what a route's chunks hold, by module.
const detail = process.env.BUNDLE_DETAIL;
for (const chunk of detail ? chunks.filter((item) => item.isDynamicEntry && routeName(item).includes(detail)) : []) {
  const parent = parentOf(chunk);
  const loaded = new Set(initial);
  if (parent) for (const file of closure(parent.fileName)) loaded.add(file);
  const extra = [...closure(chunk.fileName)].filter((file) => !loaded.has(file));
  const modules = extra.flatMap((file) =>
    Object.entries(byFile.get(file)?.modules ?? {}).map(([id, length]) => ({ file, id, length })),
  );
  const rendered = modules.reduce((sum, item) => sum + item.length, 0);
  console.log(`${routeName(chunk)}: ${extra.length} bestanden (gzip):`);
  for (const file of extra.sort((a, b) => (gzip.get(b) ?? 0) - (gzip.get(a) ?? 0))) {
    console.log(`  ${kb(gzip.get(file) ?? 0).padStart(9)}  ${file}`);
  }
  console.log('modules naar aandeel (geschat in gzip):');
  for (const item of modules.sort((a, b) => b.length - a.length).slice(0, 40)) {
    const name = item.id.includes('node_modules/')
      ? (item.id.split('node_modules/').pop() ?? item.id)
      : path.relative(root, item.id);
    console.log(`  ${kb((item.length / rendered) * size(extra)).padStart(9)}  ${name}  [${item.file}]`);
  }
}
// `BUNDLE_DETAIL=initial npm run bench:bundle`: the modules of login + shell themselves.
if (detail === 'initial') {
  const modules = [...initial].flatMap((file) =>
    Object.entries(byFile.get(file)?.modules ?? {}).map(([id, length]) => ({ file, id, length })),
  );
  const rendered = modules.reduce((sum, item) => sum + item.length, 0);
  console.log(`login + shell: ${initial.size} bestanden (gzip):`);
  for (const file of [...initial].sort((a, b) => (gzip.get(b) ?? 0) - (gzip.get(a) ?? 0))) {
    console.log(`  ${kb(gzip.get(file) ?? 0).padStart(9)}  ${file}`);
  }
  console.log('modules naar aandeel (geschat in gzip):');
  for (const item of modules.sort((a, b) => b.length - a.length).slice(0, 60)) {
    const name = item.id.includes('node_modules/')
      ? (item.id.split('node_modules/').pop() ?? item.id)
      : path.relative(root, item.id);
    console.log(`  ${kb((item.length / rendered) * initialSize).padStart(9)}  ${name}  [${item.file}]`);
  }
}
// Which packages make up login + shell, by their share of the minified code.
const shares = new Map<string, number>();
for (const file of initial) {
  for (const [id, length] of Object.entries(byFile.get(file)?.modules ?? {})) {
    const inPackage = id.split('node_modules/').pop() ?? id;
    const name = id.includes('node_modules/')
      ? inPackage
          .split('/')
          .slice(0, inPackage.startsWith('@') ? 2 : 1)
          .join('/')
      : `(eigen code) ${path.relative(root, id).split('/').slice(0, 2).join('/')}`;
    shares.set(name, (shares.get(name) ?? 0) + length);
  }
}
const totalRendered = [...shares.values()].reduce((sum, value) => sum + value, 0);
console.log('grootste delen van login + shell (aandeel, geschat in gzip):');
for (const [name, length] of [...shares.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${name.padEnd(40)} ${kb((length / totalRendered) * initialSize).padStart(10)}`);
}
for (const library of ['chart.js', 'leaflet']) {
  const holders = chunks.filter((chunk) =>
    Object.keys(chunk.modules).some((id) => id.includes(`/node_modules/${library}/`)),
  );
  const inInitial = holders.filter((chunk) => initial.has(chunk.fileName));
  const where =
    holders.length === 0 ? 'nergens (nog niet gebruikt)' : holders.map((chunk) => chunk.fileName).join(', ');
  console.log(`${library}: ${where}${inInitial.length > 0 ? '  FOUT: in login + shell' : ''}`);
  if (inInitial.length > 0) failures.push(`${library} in login + shell`);
}
if (failures.length > 0) {
  console.log(`Boven het budget (login + shell ≤ ${kb(INITIAL_GOAL)}, elke route ≤ ${kb(ROUTE_GOAL)}):`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exitCode = 1;
}
