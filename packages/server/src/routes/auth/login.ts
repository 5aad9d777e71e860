import type { FastifyInstance } from 'fastify';
import { ok } from '../../auth/guards.js';
import { verifyPassword } from '../../auth/passwords.js';
import { describeWait } from '../../auth/rate-limit.js';
import { clearSessionCookie, signIn } from '../../auth/session-cookie.js';
import { ApiError, badRequest, unauthorized } from '../../http/errors.js';
import { toPublicUser } from '../../repositories/users.js';
import { bodyObject, optionalString } from '../../auth/input.js';
import { ldapLogin, ldapLoginEnabled } from '../../sso/ldap/login.js';
import type { AuthDeps } from './deps.js';
import { checkLoginMfa } from '../../auth/mfa/index.js';

/** The answer to wrong credentials (and to unknown, pending or disabled accounts alike). */
export const WRONG_CREDENTIALS = 'Wrong username or password. Do you have caps lock on?';

/* Compared against when the e-mail is unknown, so both cases take a bcrypt comparison's time. */
const DUMMY_HASH = '$2b$10$ID/CDYrYPa6Y5NSYREJW3eJaCZ7J27FNApXx6ZeA9zmXgxn2UR4hW';

/**
 * GET /login (the current user), POST /login (sign in with e-mail and password, rate-limited per
 * IP and per e-mail) and POST /logout.
 */
export function registerLogin(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  // Public: answers the cookie's user, or the pre-setup owner before setup.
  app.get('/login', async (req) => {
    if (!req.user) throw unauthorized();
    return ok(toPublicUser(req.user));
  });

  // Public: this is how a session starts.
  app.post('/login', async (req, reply) => {
    const body = bodyObject(req.body);
    const email = optionalString(body, 'email') ?? optionalString(body, 'emailOrLdapLoginId');
    const password = body.password;
    if (!email || typeof password !== 'string' || password === '') throw badRequest('Email and password are mandatory');

    const limit = deps.loginLimiter.hit([`ip:${req.ip}`, `email:${email.toLowerCase()}`]);
    if (!limit.allowed) {
      void reply.header('retry-after', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new ApiError(
        429,
        `Too many login attempts. Please wait ${describeWait(limit.retryAfterMs)} before trying again.`,
      );
    }

    // With LDAP sign-in on, the directory checks everyone but the instance owner.
    const viaLdap = await ldapLoginEnabled(ctx);
    const user = viaLdap ? await ldapLogin(ctx, email, password, req.log) : await ctx.users.byEmail(email);
    const valid = viaLdap ? !!user : await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    if (!user || !user.passwordHash || !valid || user.disabled) throw unauthorized(WRONG_CREDENTIALS);
    await checkLoginMfa(ctx, user, body);

    deps.loginLimiter.reset(`email:${email.toLowerCase()}`);
    if (req.sessionId) await ctx.sessions.destroy(req.sessionId);
    await signIn(reply, ctx, user.id);
    return ok(toPublicUser(user));
  });

  // Public: logging out without a session is harmless.
  app.post('/logout', async (req, reply) => {
    if (req.sessionId) await ctx.sessions.destroy(req.sessionId);
    clearSessionCookie(reply, ctx);
    return ok({ loggedOut: true });
  });
}
