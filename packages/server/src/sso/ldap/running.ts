import type { ServerContext } from '../../context.js';
import { conflict } from '../../http/errors.js';
import { runLdapSync, type LdapSyncMode, type LdapSyncRecord } from './sync.js';

const running = new WeakSet<ServerContext>();

/** Runs a synchronisation unless one is already running in this process (then a 409). */
export async function runExclusiveSync(ctx: ServerContext, mode: LdapSyncMode): Promise<LdapSyncRecord> {
  if (running.has(ctx)) throw conflict('An LDAP synchronisation is already running: wait for it to finish');
  running.add(ctx);
  try {
    return await runLdapSync(ctx, mode);
  } finally {
    running.delete(ctx);
  }
}
