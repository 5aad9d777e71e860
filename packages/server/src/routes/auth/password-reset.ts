import type { FastifyInstance } from 'fastify';
import { ok } from '../../auth/guards.js';
import { bodyObject, optionalString, requiredEmail } from '../../auth/input.js';
import { hashPassword, validatePassword } from '../../auth/passwords.js';
import { describeWait } from '../../auth/rate-limit.js';
import { RESET_TOKEN_TTL_MS } from '../../auth/reset-tokens.js';
import { signIn } from '../../auth/session-cookie.js';
import { ApiError, badRequest, notFound } from '../../http/errors.js';
import { isPending, toPublicUser } from '../../repositories/users.js';
import { passwordResetMail } from '../../services/mail/index.js';
import { passwordResetBlockedFor } from '../../sso/settings.js';
import type { AuthDeps } from './deps.js';
import { checkResetMfa } from '../../auth/mfa/index.js';

/** Answer to an unknown, used or expired reset token. */
export const INVALID_RESET_TOKEN = 'This password reset link is invalid or has expired. Request a new one.';

/**
 * POST /forgot-password, GET /resolve-password-token and POST /change-password. All public: the
 * e-mailed token is the credential.
 */
export function registerPasswordReset(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  app.post('/forgot-password', async (req, reply) => {
    if (!deps.mail.configured)
      throw badRequest(
        'Email sending must be set up in order to request a password reset email',
        'Set WEFT_SMTP_HOST (and the other WEFT_SMTP_* settings).',
      );
    const email = requiredEmail(bodyObject(req.body));
    const limit = deps.forgotLimiter.hit([`ip:${req.ip}`, `email:${email}`]);
    if (!limit.allowed) {
      void reply.header('retry-after', String(Math.ceil(limit.retryAfterMs / 1000)));
      throw new ApiError(
        429,
        `Too many password reset requests. Please wait ${describeWait(limit.retryAfterMs)} before trying again.`,
      );
    }
    const user = await ctx.users.byEmail(email);
    // People who sign in through LDAP or SAML have no Weft password to reset (the owner always has one).
    const blocked = user && user.role !== 'owner' ? await passwordResetBlockedFor(ctx, user.id) : undefined;
    if (blocked) throw new ApiError(422, blocked);
    if (user && !isPending(user) && !user.disabled) {
      const token = await deps.resetTokens.create(user.id);
      const resetUrl = `${ctx.config.editorBaseUrl}/change-password?token=${encodeURIComponent(token)}`;
      // Sent in the background so known and unknown addresses answer alike and as fast.
      deps.mail
        .send(
          email,
          passwordResetMail({ firstName: user.firstName, resetUrl, validMinutes: RESET_TOKEN_TTL_MS / 60_000 }),
        )
        .catch((e: unknown) => {
          req.log.error({ err: e }, 'Could not send the password reset e-mail');
        });
    }
    return ok({ success: true });
  });

  app.get<{ Querystring: { token?: string } }>('/resolve-password-token', async (req) => {
    const token = req.query.token;
    if (!token) throw badRequest('The password reset token is missing');
    const userId = await deps.resetTokens.resolve(token);
    const user = userId ? await ctx.users.get(userId) : undefined;
    if (!user || user.disabled) throw notFound(INVALID_RESET_TOKEN);
    // With MFA on, the new password also needs a code (the form then asks for one).
    return ok({ valid: true, mfaEnabled: !!user.mfaEnabled });
  });

  app.post('/change-password', async (req, reply) => {
    const body = bodyObject(req.body);
    const token = optionalString(body, 'token');
    if (!token) throw badRequest('The password reset token is missing');
    // Checked before the token is used up, so a weak password does not cost the link.
    const password = validatePassword(body.password);
    // An e-mailed link alone must not get past two-factor authentication (checked before the token is used up).
    const resolved = await deps.resetTokens.resolve(token);
    const owner = resolved ? await ctx.users.get(resolved) : undefined;
    if (owner?.mfaEnabled) await checkResetMfa(ctx, owner.id, body);
    const userId = await deps.resetTokens.consume(token);
    const user = userId ? await ctx.users.get(userId) : undefined;
    if (!user || user.disabled) throw notFound(INVALID_RESET_TOKEN);
    const updated = await ctx.users.update(user.id, { passwordHash: await hashPassword(password) });
    await deps.resetTokens.revokeAllOf(user.id);
    await ctx.sessions.destroyAllOf(user.id);
    await signIn(reply, ctx, user.id);
    return ok(toPublicUser(updated!));
  });
}
