import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { ok, requireUser } from '../../auth/guards.js';
import { badRequest } from '../../http/errors.js';
import { completeOAuth1, oauth1AuthorizationUrl } from '../../services/credentials/oauth1.js';
import { completeOAuth2, oauth2AuthorizationUrl } from '../../services/credentials/oauth2.js';
import { oauthKind } from '../../services/credentials/types.js';

/**
 * The page the provider's popup lands on: tells the editor window ('success', by postMessage
 * to the editor's origin and on the 'oauth-callback' BroadcastChannel) and closes itself.
 */
export function oauthSuccessPage(reply: FastifyReply, editorBaseUrl: string, credentialName: string): FastifyReply {
  const origin = JSON.stringify(new URL(editorBaseUrl).origin).replace(/</g, '\\u003c');
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>Connected</title></head>
<body><p>Got the token for <strong>${escapeHtml(credentialName)}</strong>. This window closes by itself.</p>
<script>
try { if (window.opener) window.opener.postMessage('success', ${origin}); } catch (e) {}
try { var c = new BroadcastChannel('oauth-callback'); c.postMessage('success'); c.close(); } catch (e) {}
window.close();
</script></body></html>`;
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** OAuth routes: `/oauth2-credential/{auth,callback}` and `/oauth1-credential/{auth,callback}`. */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const store = ctx.credentialStore;

  const load = async (req: import('fastify').FastifyRequest, kind: 'oAuth2' | 'oAuth1') => {
    const user = requireUser(req);
    const id = (req.query as Record<string, string | undefined>).id;
    if (!id) throw badRequest('The query needs the credential id (id)');
    const { record } = await store.require(user, id, 'updateConnection');
    const resolved = store.resolveType(record.type);
    if (!resolved || oauthKind(resolved) !== kind)
      throw badRequest(
        `The credential "${record.name}" is not an ${kind === 'oAuth2' ? 'OAuth2' : 'OAuth1'} credential`,
      );
    return { user, record };
  };

  app.get('/oauth2-credential/auth', async (req) => {
    const { user, record } = await load(req, 'oAuth2');
    return ok(await oauth2AuthorizationUrl(store, user, record));
  });

  app.get('/oauth2-credential/callback', async (req, reply) => {
    const user = requireUser(req);
    const record = await completeOAuth2(store, user, req.query as Record<string, unknown>);
    return oauthSuccessPage(reply, ctx.config.editorBaseUrl, record.name);
  });

  app.get('/oauth1-credential/auth', async (req) => {
    const { user, record } = await load(req, 'oAuth1');
    return ok(await oauth1AuthorizationUrl(store, user, record));
  });

  app.get('/oauth1-credential/callback', async (req, reply) => {
    const user = requireUser(req);
    const record = await completeOAuth1(store, user, req.query as Record<string, unknown>);
    return oauthSuccessPage(reply, ctx.config.editorBaseUrl, record.name);
  });
}
