import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start. For what only some instances use
 * (queue mode's Redis and BullMQ, SAML, LDAP, SMTP, the push WebSocket): loading them all cost
 * about 0.3 s before the first answer. Only `import type` the package where this is used.
 *
 * @example
 * const bullmq = lazyRequire<typeof import('bullmq')>('bullmq');
 * new (bullmq().Queue)(name, options);
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
