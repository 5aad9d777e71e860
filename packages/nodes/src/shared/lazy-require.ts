/**
 * Client libraries loaded on first use. Importing `@weft/nodes` must not load every database
 * driver, feed parser and spreadsheet library: `weft start` answers its first request sooner when
 * only the nodes a run uses pay for their libraries (loaded synchronously, through `require`).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A function answering the package, `require`d on its first call. */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
