import { lazyRequire } from '../lazy-require.js';

/**
 * undici, required on first use: loading it costs about 150 ms of start-up, which a run that
 * makes no HTTP call (and a server before its first one) need not pay.
 */
export const undici = lazyRequire<typeof import('undici')>('undici');
