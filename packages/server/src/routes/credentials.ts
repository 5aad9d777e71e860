import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { ok, requireUser } from '../auth/guards.js';
import { badRequest, forbidden } from '../http/errors.js';
import type { NodeAccess } from '../repositories/credentials.js';
import { isPending } from '../repositories/users.js';
import { testCredential } from '../services/credentials/tester.js';
import { resolveCredentialSecrets, usesSecrets } from '../external-secrets/resolve.js';
import { credentialNameBase, uniqueName, unredactData } from '../services/credentials/types.js';
import { register as registerOAuth } from './credentials/oauth.js';

/** Longest credential name accepted. */
export const CREDENTIAL_NAME_MAX = 128;

type Query = Record<string, string | undefined>;

function asName(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw badRequest('The credential needs a name');
  const name = value.trim();
  if (name.length > CREDENTIAL_NAME_MAX)
    throw badRequest(`The credential name is longer than ${CREDENTIAL_NAME_MAX} characters`);
  return name;
}

function asData(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The credential data must be an object');
  return value as Record<string, unknown>;
}

function asNodesAccess(value: unknown): NodeAccess[] {
  if (value === undefined || value === null) return [];
  if (
    !Array.isArray(value) ||
    value.some((a) => !a || typeof a !== 'object' || typeof (a as NodeAccess).nodeType !== 'string')
  ) {
    throw badRequest('nodesAccess must be a list of {nodeType, date?}');
  }
  return value.map((a: NodeAccess) => ({
    nodeType: a.nodeType,
    ...(typeof a.date === 'string' ? { date: a.date } : {}),
  }));
}

function sameNodesAccess(a: NodeAccess[], b: NodeAccess[]): boolean {
  const key = (l: NodeAccess[]) => [...new Set(l.map((x) => x.nodeType))].sort().join('\n');
  return key(a) === key(b);
}

/** Routes of the credentials group, relative to `/rest`. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = ctx.credentialStore;

  app.get('/credentials/new', async (req) => {
    requireUser(req);
    const q = req.query as Query;
    const base = q.name?.trim() ? q.name.trim() : credentialNameBase(ctx.credentialTypes, q.credentialType);
    return ok({ name: uniqueName(base, await store.repo.namesStartingWith(base)) });
  });

  app.get('/credentials', async (req) => {
    const user = requireUser(req);
    return ok((await store.listFor(user)).map((r) => store.toResponse(r)));
  });

  app.post('/credentials', async (req) => {
    const user = requireUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const name = asName(body.name);
    if (typeof body.type !== 'string' || !store.resolveType(body.type))
      throw badRequest(`Unknown credential type "${String(body.type)}"`);
    const data = unredactData(asData(body.data), {});
    const record = await store.repo.create(
      { name, type: body.type, data: store.encrypt(data), nodesAccess: asNodesAccess(body.nodesAccess) },
      user.id,
    );
    return ok(store.toResponse(record));
  });

  app.get('/credentials/:id', async (req) => {
    const user = requireUser(req);
    const { record, can } = await store.accessible(user, (req.params as { id: string }).id);
    const includeData = (req.query as Query).includeData === 'true';
    // Data is for those who may change it (the credential's owner and the instance owner); sharees only use it.
    return ok(store.toResponse(record, includeData && can.read && can.save ? store.decrypt(record) : undefined));
  });

  app.patch('/credentials/:id', async (req) => {
    const user = requireUser(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { record, can } = await store.accessible(user, (req.params as { id: string }).id);
    if (body.type !== undefined && body.type !== record.type)
      throw badRequest('The type of a credential cannot be changed');
    const patch: { name?: string; data?: string; nodesAccess?: NodeAccess[] } = {};
    const deny = (what: string) => forbidden(`You are not allowed to ${what} the credential "${record.name}"`);
    if (body.name !== undefined) {
      const name = asName(body.name);
      if (name !== record.name) {
        if (!can.updateName) throw deny('rename');
        patch.name = name;
      }
    }
    if (body.data !== undefined) {
      if (!can.save) throw deny('change the data of');
      patch.data = store.encrypt(unredactData(asData(body.data), store.decrypt(record)));
    }
    if (body.nodesAccess !== undefined) {
      const nodesAccess = asNodesAccess(body.nodesAccess);
      if (!sameNodesAccess(nodesAccess, record.nodesAccess)) {
        if (!can.updateNodeAccess) throw deny('change the node access of');
        patch.nodesAccess = nodesAccess;
      }
    }
    const updated = Object.keys(patch).length ? await store.repo.update(record.id, patch) : record;
    return ok(store.toResponse(updated!));
  });

  app.delete('/credentials/:id', async (req) => {
    const user = requireUser(req);
    const { record } = await store.require(user, (req.params as { id: string }).id, 'delete');
    await store.repo.delete(record.id);
    return ok(true);
  });

  app.put('/credentials/:id/share', async (req) => {
    const user = requireUser(req);
    if (!ctx.config.sharingEnabled) throw forbidden('Sharing credentials is not enabled on this instance');
    const { record } = await store.require(user, (req.params as { id: string }).id, 'updateSharing');
    const ids = ((req.body ?? {}) as Record<string, unknown>).shareWithIds;
    if (!Array.isArray(ids) || ids.some((i) => typeof i !== 'string'))
      throw badRequest('shareWithIds must be a list of user ids');
    const sharees = [...new Set(ids as string[])].filter((id) => id !== record.ownedBy?.id);
    for (const id of sharees) {
      const sharee = await ctx.users.get(id);
      if (!sharee || isPending(sharee) || sharee.disabled)
        throw badRequest(`The user "${id}" does not exist or has not finished signing up`);
    }
    await store.repo.setSharees(record.id, sharees);
    return ok(store.toResponse((await store.repo.get(record.id))!));
  });

  app.post('/credentials/test', async (req) => {
    const user = requireUser(req);
    const credentials = ((req.body ?? {}) as Record<string, unknown>).credentials as
      Record<string, unknown> | undefined;
    if (!credentials || typeof credentials !== 'object' || typeof credentials.type !== 'string')
      throw badRequest('The body needs credentials {type, data}');
    const resolved = store.resolveType(credentials.type);
    if (!resolved) throw badRequest(`Unknown credential type "${credentials.type}"`);
    let stored: Record<string, unknown> = {};
    // $secrets are read as a run would read them: only for a credential the owner owns (a new,
    // unsaved one belongs to whoever tests it).
    let holder: { name: string; ownedBy: { id: string } | null } = {
      name: typeof credentials.name === 'string' ? credentials.name : credentials.type,
      ownedBy: { id: user.id },
    };
    if (typeof credentials.id === 'string' && credentials.id) {
      const { record } = await store.require(user, credentials.id, 'read');
      if (record.type !== credentials.type)
        throw badRequest('The credential type does not match the stored credential');
      stored = store.decrypt(record);
      holder = record;
    }
    let data = unredactData(asData(credentials.data), stored);
    if (usesSecrets(data)) {
      try {
        data = await resolveCredentialSecrets(ctx, holder as Parameters<typeof resolveCredentialSecrets>[1], data);
      } catch (e) {
        return ok({ status: 'Error', message: (e as Error).message });
      }
    }
    return ok(await testCredential(resolved, data));
  });

  app.get('/credential-translation', async (req) => {
    requireUser(req);
    void (req.query as Query).credentialType;
    return ok({});
  });

  await registerOAuth(app, ctx);
}
