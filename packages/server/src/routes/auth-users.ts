import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { createAuthDeps } from './auth/deps.js';
import { registerLogin } from './auth/login.js';
import { registerMe } from './auth/me.js';
import { registerOwner } from './auth/owner.js';
import { registerPasswordReset } from './auth/password-reset.js';
import { registerSignup } from './auth/signup.js';
import { registerUsers } from './auth/users.js';
import { registerMfaRoutes } from '../auth/mfa/index.js';
import { registerApiKeyRoutes } from '../public-api/key-routes.js';

/**
 * Accounts, sessions and users: sign-in and out, owner setup,
 * invites, password reset, the current user's profile, password, survey and API key, and the
 * owner's user management. Each concern lives in `routes/auth/`.
 */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const deps = createAuthDeps(ctx);
  app.addHook('onClose', async () => deps.mail.close());
  registerLogin(app, deps);
  registerOwner(app, deps);
  registerSignup(app, deps);
  registerPasswordReset(app, deps);
  registerMe(app, deps);
  registerUsers(app, deps);
  registerMfaRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
}
