/**
 * API-key authentication of the public API. The key is the personal one POST /rest/me/api-key
 * creates (stored on the user); it travels in `X-WEFT-API-KEY` (or n8n's `X-N8N-API-KEY`).
 * Missing and wrong keys answer 401 in n8n's shapes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.js';
import { isPending } from '../repositories/users.js';
import { API_KEY_HEADER } from './openapi.js';

/** n8n's header, accepted too so n8n clients work unchanged. */
export const N8N_API_KEY_HEADER = 'X-N8N-API-KEY';

/** Answer to a request without a key. */
export const MISSING_KEY_BODY = { message: `'${API_KEY_HEADER}' header required` } as const;
/** Answer to a request with a key that belongs to no active user. */
export const WRONG_KEY_BODY = { message: 'unauthorized' } as const;

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  const first = Array.isArray(v) ? v[0] : v;
  return first ? first.trim() : undefined;
}

/**
 * An `onRequest` hook: sets `req.user` to the key's owner (`authMethod` 'apiKey'), or answers
 * 401. A deleted or disabled user's key, and the key of a user who is not signed up, is wrong.
 */
export function apiKeyAuthentication(ctx: ServerContext) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const key = headerValue(req, API_KEY_HEADER) ?? headerValue(req, N8N_API_KEY_HEADER);
    if (!key) {
      await reply.status(401).send(MISSING_KEY_BODY);
      return;
    }
    const user = await ctx.users.byApiKey(key);
    if (!user || user.disabled || isPending(user)) {
      await reply.status(401).send(WRONG_KEY_BODY);
      return;
    }
    req.user = user;
    req.sessionId = null;
    req.authMethod = 'apiKey';
  };
}
