import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { registerLdapRoutes } from './ldap/routes.js';
import { registerSamlRoutes } from './saml/routes.js';

/**
 * Single sign-on routes under `/rest`: LDAP (`/ldap/*`) and SAML (`/sso/saml/*`), in their own
 * scope so that the SAML form parser stays theirs.
 */
export async function registerSsoRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await app.register(async (scope) => {
    await registerLdapRoutes(scope, ctx);
    await registerSamlRoutes(scope, ctx);
  });
}
