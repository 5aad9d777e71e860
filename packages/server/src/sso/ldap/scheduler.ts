import type { ServerContext } from '../../context.js';
import { loadLdapConfig } from './config.js';
import { lastLiveSyncStart } from './sync.js';
import { runExclusiveSync } from './running.js';

/** How often the scheduler looks whether a synchronisation is due. */
const CHECK_EVERY_MS = 60_000;

/**
 * Runs a live LDAP synchronisation every `synchronizationInterval` minutes while
 * `synchronizationEnabled` is on. In queue mode only the leading main process runs it; the
 * history's last live run is the clock, so a new leader carries on where the old one stopped.
 * Answers a function that stops it.
 */
export function startLdapSyncScheduler(ctx: ServerContext, checkEveryMs = CHECK_EVERY_MS): () => void {
  const tick = async () => {
    if (!ctx.config.sso.ldap || !ctx.triggerGate.mayFire()) return;
    const config = await loadLdapConfig(ctx);
    if (!config.synchronizationEnabled) return;
    const last = await lastLiveSyncStart(ctx);
    if (last && Date.now() - Date.parse(last) < config.synchronizationInterval * 60_000) return;
    await runExclusiveSync(ctx, 'live');
  };
  const timer = setInterval(() => {
    tick().catch(() => undefined);
  }, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
