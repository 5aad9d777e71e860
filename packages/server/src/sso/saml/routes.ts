import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, requireSetUpOwner } from '../../auth/guards.js';
import { bodyObject } from '../../auth/input.js';
import { signIn } from '../../auth/session-cookie.js';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest, forbidden } from '../../http/errors.js';
import { provisionUser } from '../identities.js';
import { ldapLoginEnabled } from '../ldap/login.js';
import { attributesOf } from './attributes.js';
import { loadSamlConfig, mergeSamlConfig, saveSamlConfig, type SamlConfig } from './config.js';
import { signInFailedPage, testResultPage } from './pages.js';
import { acsUrl, postBindingPage, ServiceProviders, spEntityId } from './service-provider.js';

/** RelayState of a connection test: the ACS shows the attributes instead of signing in. */
export const TEST_RELAY_STATE = 'weft-saml-connection-test';

function requireSamlFeature(ctx: ServerContext): void {
  if (!ctx.config.sso.saml)
    throw forbidden(
      'SAML is switched off on this instance',
      'Start Weft without WEFT_SSO_SAML_ENABLED=false to use it.',
    );
}

function requireSamlOwner(req: FastifyRequest, ctx: ServerContext): void {
  requireSetUpOwner(req);
  requireSamlFeature(ctx);
}

/** The configuration as GET /sso/saml/config answers it: with Weft's own entity id and ACS URL. */
function publicSamlConfig(
  ctx: ServerContext,
  config: SamlConfig,
): SamlConfig & { entityID: string; returnUrl: string } {
  return { ...config, entityID: spEntityId(ctx), returnUrl: acsUrl(ctx) };
}

/** A path on the editor to return to: relative paths only, so the sign-in cannot send people elsewhere. */
function safeRedirect(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')
    ? target
    : '/';
}

/** Sends the browser to the identity provider with an AuthnRequest (redirect, or an auto-posting page). */
async function startSignOn(
  reply: FastifyReply,
  providers: ServiceProviders,
  config: SamlConfig,
  relayState: string,
): Promise<FastifyReply> {
  const saml = providers.for(config);
  if (saml.options.authnRequestBinding === 'HTTP-POST')
    return reply.type('text/html; charset=utf-8').send(await postBindingPage(saml, relayState));
  return reply.redirect(await saml.getAuthorizeUrlAsync(relayState, undefined, {}), 302);
}

/** Explains why a response was refused. */
function refusal(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : String(error);
  const why = /signature/i.test(message)
    ? `the response is not signed with the identity provider's certificate (${message})`
    : message;
  return new ApiError(401, `SAML sign-in failed: ${why}`);
}

/**
 * SAML single sign-on for the editor: Weft's SP metadata, the sign-on start (initsso), the
 * assertion consumer service (acs) that signs people in, and the owner's configuration, toggle
 * and connection test.
 */
export async function registerSamlRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const providers = new ServiceProviders(ctx);
  // Identity providers post their responses as an HTML form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Public: identity providers read it to trust Weft.
  app.get('/sso/saml/metadata', async (_req, reply) => {
    requireSamlFeature(ctx);
    const config = await loadSamlConfig(ctx);
    return reply
      .type('application/samlmetadata+xml; charset=utf-8')
      .send(providers.for(config).generateServiceProviderMetadata(null, null));
  });

  // Public: this is how a SAML sign-in starts.
  app.get<{ Querystring: { redirect?: string } }>('/sso/saml/initsso', async (req, reply) => {
    requireSamlFeature(ctx);
    const config = await loadSamlConfig(ctx);
    if (!config.loginEnabled || !config.metadata)
      throw badRequest('SAML sign-in is not enabled on this instance', 'The owner sets it up under Settings → SSO.');
    return startSignOn(reply, providers, config, safeRedirect(req.query.redirect));
  });

  // Public: the identity provider's signed response is the credential.
  app.post('/sso/saml/acs', async (req, reply) => {
    try {
      return await consumeResponse(req, reply);
    } catch (e) {
      // A browser posted this form: it gets a page to read, API callers the usual JSON.
      if (e instanceof ApiError && /text\/html/.test(req.headers.accept ?? '')) {
        return reply
          .status(e.status)
          .type('text/html; charset=utf-8')
          .send(signInFailedPage(e.message, `${ctx.config.editorBaseUrl}/signin`));
      }
      throw e;
    }
  });

  async function consumeResponse(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    requireSamlFeature(ctx);
    const body = bodyObject(req.body);
    const samlResponse = body.SAMLResponse;
    if (typeof samlResponse !== 'string' || !samlResponse)
      throw badRequest('SAML sign-in failed: the request carries no SAMLResponse');
    const config = await loadSamlConfig(ctx);
    if (!config.metadata) throw badRequest('SAML is not set up on this instance');
    const testing = body.RelayState === TEST_RELAY_STATE;
    if (!config.loginEnabled && !testing) throw badRequest('SAML sign-in is not enabled on this instance');
    let profile;
    try {
      ({ profile } = await providers.for(config).validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (e) {
      if (testing)
        return reply
          .status(401)
          .type('text/html; charset=utf-8')
          .send(testResultPage({}, refusal(e).message));
      throw refusal(e);
    }
    if (!profile) throw new ApiError(401, 'SAML sign-in failed: the response holds no assertion');
    const attrs = attributesOf(profile, config.mapping);
    if (testing) {
      const problem = attrs.email
        ? undefined
        : `The response has no e-mail address in the attribute "${config.mapping.email}": check the attribute mapping.`;
      return reply.type('text/html; charset=utf-8').send(testResultPage({ ...attrs }, problem));
    }
    if (!attrs.email)
      throw new ApiError(
        401,
        `SAML sign-in failed: the identity provider sent no e-mail address in the attribute "${config.mapping.email}" (check the attribute mapping)`,
      );
    const provisioned = await provisionUser(ctx, 'saml', attrs.nameId, {
      email: attrs.email,
      firstName: attrs.firstName,
      lastName: attrs.lastName,
    });
    if (!provisioned)
      throw new ApiError(
        401,
        `SAML sign-in failed: ${attrs.email} is the instance owner's address; the owner signs in with their Weft password`,
      );
    const { user } = provisioned;
    if (user.disabled) throw new ApiError(401, 'SAML sign-in failed: this user is disabled on Weft');
    if (req.sessionId) await ctx.sessions.destroy(req.sessionId);
    await signIn(reply, ctx, user.id);
    return reply.redirect(`${ctx.config.editorBaseUrl}${safeRedirect(body.RelayState)}`, 302);
  }

  app.get('/sso/saml/config', async (req) => {
    requireSamlOwner(req, ctx);
    return ok(publicSamlConfig(ctx, await loadSamlConfig(ctx)));
  });

  app.post('/sso/saml/config', async (req) => {
    requireSamlOwner(req, ctx);
    const next = await mergeSamlConfig(await loadSamlConfig(ctx), req.body);
    if (next.loginEnabled && (await ldapLoginEnabled(ctx)))
      throw badRequest(
        'LDAP sign-in is on: turn it off before turning on SAML sign-in (only one single sign-on method can be active)',
      );
    await saveSamlConfig(ctx, next);
    return ok(publicSamlConfig(ctx, next));
  });

  app.post('/sso/saml/config/toggle', async (req) => {
    requireSamlOwner(req, ctx);
    const loginEnabled = bodyObject(req.body).loginEnabled;
    if (typeof loginEnabled !== 'boolean') throw badRequest('The body needs "loginEnabled": true or false');
    const next = await mergeSamlConfig(await loadSamlConfig(ctx), { loginEnabled });
    if (loginEnabled && (await ldapLoginEnabled(ctx)))
      throw badRequest(
        'LDAP sign-in is on: turn it off before turning on SAML sign-in (only one single sign-on method can be active)',
      );
    await saveSamlConfig(ctx, next);
    return ok(publicSamlConfig(ctx, next));
  });

  app.get('/sso/saml/config/test', async (req, reply) => {
    requireSamlOwner(req, ctx);
    const config = await loadSamlConfig(ctx);
    if (!config.metadata) throw badRequest("Set the identity provider's metadata before testing the connection");
    return startSignOn(reply, providers, config, TEST_RELAY_STATE);
  });
}
