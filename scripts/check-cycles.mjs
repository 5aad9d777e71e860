#!/usr/bin/env node
/**
 * Fails when a package's source files import each other in a circle (a → b → … → a). Circular
 * imports make module initialisation order matter and hide layering mistakes; this is the check
 * style.md asks the test command to run. Type-only imports are ignored (they vanish at runtime),
 * and so are dynamic `import()`s (they load later, not while modules initialise).
 *
 * It also holds the server's lower layers to their direction (routes → services → repositories →
 * db): `db/` imports nothing else of the server but `config.ts` and `lazy-require.ts`,
 * `repositories/` nothing but `db/` (type imports included: a layer's types are part of it), no
 * folder but the app's own files at the top of `src/` imports `routes/` (access and validation rules
 * live in `services/`), and only `repositories/workflows.ts` queries the workflow table.
 *
 * Usage: node scripts/check-cycles.mjs   (exit 1 and the cycles or layer breaks when there are any)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = join(root, 'packages');

/** Every .ts/.tsx source file below a folder, tests left out. */
function sources(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'dist') out.push(...sources(path));
    } else if (/\.tsx?$/.test(entry) && !/\.(test|e2e\.test)\.tsx?$/.test(entry) && !entry.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

/** Relative imports of a file that exist at runtime (not `import type`, not `export type`). */
function runtimeImports(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m; (m = re.exec(text));) {
    if (m[2]) continue;
    // `import { type A, type B } from` is type-only too.
    const clause = m[0].slice(0, m[0].lastIndexOf('from'));
    const braces = /\{([^}]*)\}/.exec(clause);
    if (
      braces &&
      !/^\s*(import|export)\s+\w+\s*,/.test(clause) &&
      braces[1]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every((s) => s.startsWith('type '))
    )
      continue;
    found.push(m[3]);
  }
  return found;
}

function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return undefined;
}

const cycles = [];
for (const pkg of readdirSync(packagesDir)) {
  const src = join(packagesDir, pkg, 'src');
  if (!existsSync(src)) continue;
  const graph = new Map();
  for (const file of sources(src))
    graph.set(
      file,
      runtimeImports(file)
        .map((s) => resolveImport(file, s))
        .filter(Boolean),
    );
  const state = new Map(); // 1: on the stack, 2: done
  const stack = [];
  const visit = (file) => {
    state.set(file, 1);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next].map((f) => relative(root, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 2);
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
}

/** Every relative import of a file, type-only ones included. */
function allImports(file) {
  const text = readFileSync(file, 'utf8');
  const re =
    /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(['"](\.{1,2}\/[^'"]+)['"]\)/g;
  return [...text.matchAll(re)].map((m) => m[1] ?? m[2]);
}

const serverSrc = join(packagesDir, 'server', 'src');
/** What each lower server layer may import besides itself (folders, or files at the top of src/). */
const layers = { db: ['config.ts', 'lazy-require.ts'], repositories: ['db'] };
const layerBreaks = [];
const topOf = (file) => relative(serverSrc, file).split('/')[0];
for (const file of sources(serverSrc)) {
  const layer = topOf(file);
  const allowed = layers[layer];
  if (allowed)
    for (const spec of allImports(file)) {
      const target = resolveImport(file, spec);
      if (!target || !target.startsWith(serverSrc)) continue;
      const to = topOf(target);
      if (to !== layer && !allowed.includes(to))
        layerBreaks.push(`${relative(root, file)} imports ${relative(root, target)}`);
    }
  if (layer !== 'routes' && relative(serverSrc, file).includes('/'))
    for (const spec of allImports(file)) {
      const target = resolveImport(file, spec);
      if (target?.startsWith(join(serverSrc, 'routes') + '/'))
        layerBreaks.push(
          `${relative(root, file)} imports ${relative(root, target)} (only the app's top-level files use routes/)`,
        );
    }
  if (
    !file.endsWith(join('repositories', 'workflows.ts')) &&
    /(?:selectFrom|updateTable|deleteFrom|insertInto|[jJ]oin)\('workflow'\)/.test(readFileSync(file, 'utf8'))
  )
    layerBreaks.push(`${relative(root, file)} queries the workflow table (only WorkflowRepository does)`);
}

if (cycles.length || layerBreaks.length) {
  if (cycles.length) console.error(`${cycles.length} circular import${cycles.length === 1 ? '' : 's'}:`);
  for (const c of cycles) console.error(`  ${c.join(' → ')}`);
  if (layerBreaks.length)
    console.error(`${layerBreaks.length} server layer break${layerBreaks.length === 1 ? '' : 's'}:`);
  for (const b of layerBreaks) console.error(`  ${b}`);
  process.exit(1);
}
console.log("no circular imports; the server's layers point one way");
