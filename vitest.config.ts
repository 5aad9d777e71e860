import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/**
 * Three projects: `node` (every package's unit and integration tests), `editor` (the React app's
 * store, component and form tests in jsdom) and `e2e` (Chromium against a real `weft start`; needs
 * the build, run one file at a time).
 */
export default defineConfig({
  resolve: {
    // Exact names: `@weft/server/runtime`, `@weft/server/prewarm` and `@weft/nodes/loader` are entries of their own.
    alias: [
      { find: /^@weft\/workflow$/, replacement: src('workflow') },
      { find: /^@weft\/engine$/, replacement: src('engine') },
      { find: /^@weft\/nodes$/, replacement: src('nodes') },
      {
        find: /^@weft\/nodes\/loader$/,
        replacement: fileURLToPath(new URL('./packages/nodes/src/loader.ts', import.meta.url)),
      },
      { find: /^@weft\/server$/, replacement: src('server') },
      {
        find: /^@weft\/server\/runtime$/,
        replacement: fileURLToPath(new URL('./packages/server/src/runtime.ts', import.meta.url)),
      },
      {
        find: /^@weft\/server\/prewarm$/,
        replacement: fileURLToPath(new URL('./packages/server/src/prewarm.ts', import.meta.url)),
      },
    ],
  },
  test: {
    testTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Test files share one module graph per run instead of loading it again for each file
          // (`isolate: false`): most of a file's time was spent importing LangChain, the drivers and
          // the node registry. The node packages' tests took about a third of the time this way.
          // A test that changes global state (fake timers, environment variables) restores it.
          isolate: false,
          // The first file of a worker loads that graph in its first hook (12 s for a server on a
          // busy 2-core machine), so a file run on its own must not fail on the default 10 s.
          hookTimeout: 60_000,
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['packages/editor/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'editor',
          environment: 'jsdom',
          isolate: false,
          include: ['packages/editor/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/editor/src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['packages/editor/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
