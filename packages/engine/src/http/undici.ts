import { createRequire } from 'node:module';

type Undici = typeof import('undici');
let loaded: Undici | undefined;

/**
 * undici, required on first use: loading it costs about 150 ms of start-up, which a run that
 * makes no HTTP call (and a server before its first one) need not pay.
 */
export function undici(): Undici {
  return (loaded ??= createRequire(import.meta.url)('undici') as Undici);
}
