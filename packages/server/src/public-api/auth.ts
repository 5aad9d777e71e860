/**
 * API-key authentication of the public API. A key is one of the user's labelled keys (`api_key`,
 * created with POST /rest/api-keys, with scopes and an optional expiry) or the older personal key
 * of POST /rest/me/api-key (stored on the user; it holds every scope, and the operations' role
 * checks decide as before). It
 * travels in `X-WEFT-API-KEY` (or n8n's `X-N8N-API-KEY`). Missing, wrong and expired keys answer
 * 401, a key without the operation's scope 403, and more than the per-key rate limit 429 with
 * `Retry-After`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { storedApiKey } from '../db/api-key-digest.js';
import { RateLimiter } from '../auth/rate-limit.js';
import { ApiKeyRepository, isExpired } from '../repositories/api-keys.js';
import { isPending, type UserRecord } from '../repositories/users.js';
import { API_KEY_HEADER } from './openapi.js';
import { OWNER_API_KEY_SCOPES, scopeOfOperation } from './scopes.js';

/** n8n's header, accepted too so n8n clients work unchanged. */
export const N8N_API_KEY_HEADER = 'X-N8N-API-KEY';

/** Answer to a request without a key. */
export const MISSING_KEY_BODY = { message: `'${API_KEY_HEADER}' header required` } as const;
/** Answer to a request with a key that belongs to no active user. */
export const WRONG_KEY_BODY = { message: 'unauthorized' } as const;
/** Answer to a request with a key whose expiry has passed. */
export const EXPIRED_KEY_BODY = {
  message: 'unauthorized',
  hint: 'This API key has expired: create a new one in Settings > n8n API',
} as const;

/** How often a key's last-used time is written at most (ms): every request would be a write. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The scopes of the API key a public API request came with. */
    apiKeyScopes?: readonly string[];
  }
}

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  const first = Array.isArray(v) ? v[0] : v;
  return first ? first.trim() : undefined;
}

/**
 * An `onRequest` hook: sets `req.user` to the key's owner (`authMethod` 'apiKey') and
 * `req.apiKeyScopes`, or answers 401/403/429. A deleted or disabled user's key, and the key of a
 * user who is not signed up, is wrong.
 */
export function apiKeyAuthentication(ctx: ServerContext) {
  const keys = new ApiKeyRepository(ctx.db);
  const perMinute = ctx.config.publicApi.rateLimit ?? 600;
  const limiter = perMinute > 0 ? new RateLimiter({ max: perMinute, windowMs: 60_000 }) : undefined;
  const touched = new Map<string, number>();

  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = headerValue(req, API_KEY_HEADER) ?? headerValue(req, N8N_API_KEY_HEADER);
    if (!key) {
      await reply.status(401).send(MISSING_KEY_BODY);
      return;
    }
    const digest = storedApiKey(key);
    if (limiter) {
      const limit = limiter.hit([digest]);
      if (!limit.allowed) {
        const seconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
        await reply
          .status(429)
          .header('retry-after', String(seconds))
          .send({
            message: `Too many requests with this API key (limit: ${perMinute} a minute). Retry in ${seconds} seconds.`,
          });
        return;
      }
    }

    let user: UserRecord | undefined;
    let scopes: readonly string[];
    const record = await keys.byKey(key);
    if (record) {
      if (isExpired(record)) {
        await reply.status(401).send(EXPIRED_KEY_BODY);
        return;
      }
      user = await ctx.users.get(record.userId);
      scopes = record.scopes;
      const last = touched.get(record.id) ?? 0;
      if (Date.now() - last >= TOUCH_EVERY_MS) {
        touched.set(record.id, Date.now());
        if (touched.size > 10_000) touched.clear();
        await keys.touch(record.id);
      }
    } else {
      user = await ctx.users.byApiKey(key);
      // The personal key holds every scope; the operations' own role checks still apply.
      scopes = user ? OWNER_API_KEY_SCOPES : [];
    }
    if (!user || user.disabled || isPending(user)) {
      await reply.status(401).send(WRONG_KEY_BODY);
      return;
    }
    req.user = user;
    req.sessionId = null;
    req.authMethod = 'apiKey';
    req.apiKeyScopes = scopes;

    const needed = req.routeOptions.url ? scopeOfOperation(req.method, req.routeOptions.url) : undefined;
    if (needed && !scopes.includes(needed)) {
      await reply.status(403).send({ message: 'Forbidden', hint: `This API key lacks the scope ${needed}` });
      return;
    }
  };
}
