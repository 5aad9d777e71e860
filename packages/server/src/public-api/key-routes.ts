/**
 * n8n's API key routes under /rest: GET/POST /api-keys, PATCH/DELETE /api-keys/:id and
 * GET /api-keys/scopes. A body is `{label, scopes, expiresAt}`, `expiresAt` in Unix seconds (as
 * n8n sends it; an ISO time is accepted too) or null for a key that never expires. The key in
 * clear is answered once, as `rawApiKey`, by POST; lists show it masked.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { maskApiKey, newApiKey } from '../auth/api-keys.js';
import { ok, requireAccount } from '../auth/guards.js';
import { bodyObject } from '../auth/input.js';
import { badRequest, notFound } from '../http/errors.js';
import { ApiKeyRepository, type ApiKeyRecord } from '../repositories/api-keys.js';
import { apiKeyScopesForRole } from './scopes.js';

/** Longest label, as n8n allows. */
export const MAX_LABEL_LENGTH = 50;

/** A key as the API answers it (never the key itself). */
export interface PublicApiKey {
  id: string;
  label: string;
  apiKey: string;
  scopes: string[];
  /** Unix seconds, or null. */
  expiresAt: number | null;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The API shape of a key. */
export function toPublicApiKey(key: ApiKeyRecord): PublicApiKey {
  return {
    id: key.id,
    label: key.label,
    apiKey: maskApiKey(key.storedKey),
    scopes: key.scopes,
    expiresAt: key.expiresAt === null ? null : Math.floor(Date.parse(key.expiresAt) / 1000),
    lastUsedAt: key.lastUsedAt,
    createdAt: key.createdAt,
    updatedAt: key.updatedAt,
  };
}

function parseLabel(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw badRequest('label is mandatory: give the key a name');
  const label = value.trim();
  if (label.length > MAX_LABEL_LENGTH) throw badRequest(`label is too long: at most ${MAX_LABEL_LENGTH} characters`);
  return label;
}

function parseScopes(value: unknown, role: 'owner' | 'member'): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest('scopes must be a non-empty list such as ["workflow:read"]');
  const allowed = new Set<string>(apiKeyScopesForRole(role));
  for (const scope of value) {
    if (typeof scope !== 'string') throw badRequest('scopes must be a list of strings');
    if (!allowed.has(scope))
      throw badRequest(
        'Invalid scopes for user role',
        `${scope} is not a scope a ${role} can give a key (see GET /rest/api-keys/scopes)`,
      );
  }
  return [...new Set(value as string[])];
}

/** Parses `expiresAt`: Unix seconds, an ISO time, or null/absent for never; it must be in the future. */
export function parseExpiresAt(value: unknown, atMs: number = Date.now()): string | null {
  if (value === undefined || value === null) return null;
  let ms: number;
  if (typeof value === 'number' && Number.isFinite(value)) ms = value * 1000;
  else if (typeof value === 'string' && value.trim() && !Number.isNaN(Date.parse(value))) ms = Date.parse(value);
  else throw badRequest('expiresAt must be a Unix time in seconds, an ISO date, or null for a key that never expires');
  if (ms <= atMs) throw badRequest('expiresAt must be in the future');
  return new Date(ms).toISOString();
}

/** Registers the API key routes on the `/rest` scope (404 while the public API is disabled, as in n8n). */
export function registerApiKeyRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const keys = new ApiKeyRepository(ctx.db);
  const enabled = (): void => {
    if (ctx.config.publicApi.disabled)
      throw notFound('The public API is disabled on this instance (WEFT_PUBLIC_API_DISABLED)');
  };

  app.get('/api-keys/scopes', async (req) => {
    const user = requireAccount(req);
    enabled();
    return ok([...apiKeyScopesForRole(user.role)]);
  });

  app.get('/api-keys', async (req) => {
    const user = requireAccount(req);
    enabled();
    return ok((await keys.listOf(user.id)).map(toPublicApiKey));
  });

  app.post('/api-keys', async (req) => {
    const user = requireAccount(req);
    enabled();
    const body = bodyObject(req.body);
    const label = parseLabel(body.label);
    const scopes = parseScopes(body.scopes, user.role);
    const expiresAt = parseExpiresAt(body.expiresAt);
    const rawApiKey = newApiKey();
    const created = await keys.create({ userId: user.id, label, apiKey: rawApiKey, scopes, expiresAt });
    return ok({ ...toPublicApiKey(created), rawApiKey });
  });

  app.patch<{ Params: { id: string } }>('/api-keys/:id', async (req) => {
    const user = requireAccount(req);
    enabled();
    const body = bodyObject(req.body);
    const fields: { label?: string; scopes?: string[] } = {};
    if (body.label !== undefined) fields.label = parseLabel(body.label);
    if (body.scopes !== undefined) fields.scopes = parseScopes(body.scopes, user.role);
    if (!(await keys.update(user.id, req.params.id, fields))) throw notFound(`API key ${req.params.id} not found`);
    return ok({ success: true });
  });

  app.delete<{ Params: { id: string } }>('/api-keys/:id', async (req) => {
    const user = requireAccount(req);
    enabled();
    if (!(await keys.delete(user.id, req.params.id))) throw notFound(`API key ${req.params.id} not found`);
    return ok({ success: true });
  });
}
