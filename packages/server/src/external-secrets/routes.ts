/**
 * External secrets settings under `/rest/external-secrets` (n8n's routes), for the instance owner:
 *
 *   GET  /external-secrets/providers                    every provider: state, secret count (no values)
 *   GET  /external-secrets/providers/:provider          one provider, with its settings (secret fields blanked)
 *   POST /external-secrets/providers/:provider/test     try settings without saving: {success, testState, error?}
 *   POST /external-secrets/providers/:provider          save settings (only `vault`; env and files are set by the environment)
 *   POST /external-secrets/providers/:provider/connect  {connected: boolean}
 *   POST /external-secrets/providers/:provider/update   read the provider again now
 *   GET  /external-secrets/secrets                      secret names per provider, never values
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, requireOwner } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { checkVaultSettings, VAULT_SECRET_FIELDS, type VaultSettings } from './vault-provider.js';

/** Sent in place of a stored secret setting; sending it back keeps the stored value. */
export const BLANKED_VALUE = '__weft_blanked_value__';

function blanked(settings: VaultSettings | undefined): Record<string, unknown> {
  if (!settings) return {};
  const out: Record<string, unknown> = { ...settings };
  for (const key of VAULT_SECRET_FIELDS) if (out[key]) out[key] = BLANKED_VALUE;
  return out;
}

/** Registers the external secrets routes. */
export async function registerExternalSecretsRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const manager = ctx.externalSecrets;

  const providerOf = (req: FastifyRequest): string => {
    requireOwner(req);
    const name = (req.params as { provider: string }).provider;
    if (!manager.has(name)) throw notFound(`There is no external secrets provider "${name}"`);
    return name;
  };
  const onlyVault = (name: string): void => {
    if (name !== 'vault')
      throw badRequest(`The "${name}" provider is configured by the environment (WEFT_EXTERNAL_SECRETS_*), not here`);
  };
  /** Settings from a body, with blanked secret fields taken from the stored settings. */
  const settingsFrom = async (body: unknown): Promise<VaultSettings> => {
    const input = {
      ...((body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>),
    };
    const stored = await manager.vaultSettings();
    for (const key of VAULT_SECRET_FIELDS) if (input[key] === BLANKED_VALUE) input[key] = stored?.[key];
    try {
      return checkVaultSettings(input);
    } catch (e) {
      throw badRequest((e as Error).message);
    }
  };

  app.get('/external-secrets/providers', async (req) => {
    requireOwner(req);
    return ok(await manager.summaries());
  });
  app.get('/external-secrets/providers/:provider', async (req) => {
    const name = providerOf(req);
    const summary = (await manager.summaries()).find((p) => p.name === name)!;
    return ok({ ...summary, data: name === 'vault' ? blanked(await manager.vaultSettings()) : {} });
  });
  app.post('/external-secrets/providers/:provider/test', async (req) => {
    const name = providerOf(req);
    onlyVault(name);
    return ok(await manager.testVault(await settingsFrom(req.body)));
  });
  app.post('/external-secrets/providers/:provider', async (req) => {
    const name = providerOf(req);
    onlyVault(name);
    await manager.saveVaultSettings(await settingsFrom(req.body));
    return ok({});
  });
  app.post('/external-secrets/providers/:provider/connect', async (req) => {
    const name = providerOf(req);
    onlyVault(name);
    const connected = ((req.body ?? {}) as { connected?: unknown }).connected;
    if (typeof connected !== 'boolean') throw badRequest('"connected" must be true or false');
    try {
      await manager.setVaultConnected(connected);
    } catch (e) {
      throw badRequest((e as Error).message);
    }
    return ok({});
  });
  app.post('/external-secrets/providers/:provider/update', async (req) => {
    const name = providerOf(req);
    await manager.refresh(true);
    const summary = (await manager.summaries()).find((p) => p.name === name)!;
    return ok({ updated: summary.state !== 'error', ...(summary.error ? { error: summary.error } : {}) });
  });
  app.get('/external-secrets/secrets', async (req) => {
    requireOwner(req);
    return ok(await manager.names());
  });
}
