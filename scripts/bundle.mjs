/**
 * Bundles each package's compiled output (`dist/*.js` from `tsc -b`) into a few files in
 * `dist/bundle/`, which the packages' `exports` point at. Loading 1,200 small ES modules cost most
 * of a `weft execute` (about 2 of 3 seconds in the module loader); a handful of files costs little.
 *
 * Third-party packages stay external, resolved from the package's own folder as before (nested
 * versions in `packages/<name>/node_modules` keep working), and so do the other `@weft/*`
 * packages. Only `kysely` (262 ES modules, used by the server alone) is bundled in. Dynamic
 * `import()`s stay separate chunks, so what loads lazily still does. `dist/bundle/` sits at the same
 * depth as `dist/<folder>/`, so paths taken relative to a module (templates) still resolve.
 *
 *   node scripts/bundle.mjs            every package
 */
import { rm } from 'node:fs/promises';
import { rolldown } from 'rolldown';

const root = new URL('../packages/', import.meta.url);
/** Entry points (relative to dist/) per package, and the third-party packages to bundle in. */
const PACKAGES = {
  workflow: { entries: ['index'] },
  engine: { entries: ['index'] },
  nodes: { entries: ['index', 'loader'] },
  server: { entries: ['index', 'runtime', 'prewarm'], inline: ['kysely'] },
  cli: { entries: ['main'] },
};

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (id) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');

for (const [name, { entries, inline = [] }] of Object.entries(PACKAGES)) {
  const dist = new URL(`${name}/dist/`, root);
  const out = new URL('bundle/', dist);
  await rm(out, { recursive: true, force: true });
  const started = Date.now();
  const bundle = await rolldown({
    input: Object.fromEntries(entries.map((e) => [e, new URL(`${e}.js`, dist).pathname])),
    platform: 'node',
    external: (id) =>
      !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !inline.includes(packageOf(id)),
    logLevel: 'warn',
    onLog(level, log, handler) {
      // Circular imports between our own modules are fine at run time (tsc output already had them).
      if (log.code === 'CIRCULAR_DEPENDENCY') return;
      handler(level, log);
    },
  });
  const { output } = await bundle.write({
    dir: out.pathname,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[name]-[hash].js',
    sourcemap: true,
    minify: process.env.WEFT_BUNDLE_MINIFY === '1',
  });
  await bundle.close();
  console.log(
    `bundled @weft/${name}: ${output.filter((o) => o.type === 'chunk').length} files in ${Date.now() - started} ms`,
  );
}
