import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requireSetUpOwner } from '../../auth/guards.js';
import { bodyObject } from '../../auth/input.js';
import type { ServerContext } from '../../context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { samlLoginEnabled } from '../saml/config.js';
import { testLdapConnection } from './client.js';
import { loadLdapConfig, mergeLdapConfig, publicLdapConfig, saveLdapConfig } from './config.js';
import { runExclusiveSync } from './running.js';
import { startLdapSyncScheduler } from './scheduler.js';
import { listLdapSyncs } from './sync.js';

/** The set-up owner, on an instance where LDAP is switched on; else a 401/403. */
function requireLdapOwner(req: FastifyRequest, ctx: ServerContext): void {
  requireSetUpOwner(req);
  if (!ctx.config.sso.ldap)
    throw forbidden(
      'LDAP is switched off on this instance',
      'Start Weft without WEFT_SSO_LDAP_ENABLED=false to use it.',
    );
}

/**
 * `/ldap/config` (GET, PUT), `/ldap/test-connection` and `/ldap/sync` (POST runs, GET lists the
 * history), all for the instance owner; also starts the interval synchronisation.
 */
export async function registerLdapRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const stopScheduler = startLdapSyncScheduler(ctx);
  app.addHook('onClose', async () => stopScheduler());

  app.get('/ldap/config', async (req) => {
    requireLdapOwner(req, ctx);
    return ok(publicLdapConfig(await loadLdapConfig(ctx)));
  });

  app.put('/ldap/config', async (req) => {
    requireLdapOwner(req, ctx);
    const next = mergeLdapConfig(await loadLdapConfig(ctx), req.body);
    if (next.loginEnabled && (await samlLoginEnabled(ctx))) {
      throw badRequest(
        'SAML sign-in is on: turn it off before turning on LDAP sign-in (only one single sign-on method can be active)',
      );
    }
    await saveLdapConfig(ctx, next);
    return ok(publicLdapConfig(next));
  });

  app.post('/ldap/test-connection', async (req) => {
    requireLdapOwner(req, ctx);
    try {
      await testLdapConnection(await loadLdapConfig(ctx));
    } catch (e) {
      throw badRequest(e instanceof Error ? e.message : String(e));
    }
    return ok({ success: true });
  });

  app.post('/ldap/sync', async (req) => {
    requireLdapOwner(req, ctx);
    const type = bodyObject(req.body).type;
    if (type !== 'dry' && type !== 'live')
      throw badRequest(`The body needs "type": 'dry' (report what would change) or 'live' (apply it)`);
    const record = await runExclusiveSync(ctx, type);
    if (record.status === 'error') throw badRequest(`LDAP synchronisation failed: ${record.error}`);
    return ok(record);
  });

  app.get<{ Querystring: { page?: string } }>('/ldap/sync', async (req) => {
    requireLdapOwner(req, ctx);
    const raw = req.query.page ?? '1';
    const page = Number(raw);
    if (!Number.isInteger(page) || page < 1) throw badRequest(`page must be a whole number from 1, not "${raw}"`);
    return ok(await listLdapSyncs(ctx, page));
  });
}
