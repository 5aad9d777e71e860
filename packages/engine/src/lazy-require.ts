import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of when the engine is imported: what a run may
 * never need (undici, isolated-vm, mime-types) stays out of a server's start-up. Only
 * `import type` the package where this is used. The server and the nodes have their own copy:
 * each resolves names from its own package folder, where its dependencies are installed.
 *
 * @example
 * const mime = lazyRequire<typeof import('mime-types')>('mime-types');
 * mime().lookup('a.png');
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
