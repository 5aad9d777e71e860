/**
 * n8n's MFA routes under /rest: GET /mfa/qr, POST /mfa/can-enable, /mfa/enable, /mfa/disable,
 * /mfa/verify and /mfa/enforce-mfa (owner). Answers follow n8n's messages and codes (997 for a
 * code that does not match while enabling).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest } from '../../http/errors.js';
import { toPublicUser } from '../../repositories/users.js';
import { ok, requireAccount, requireSetUpOwner } from '../guards.js';
import { describeWait, RateLimiter } from '../rate-limit.js';
import { bodyObject, optionalString } from '../input.js';
import { qrCodeDataUrl } from './qr.js';
import { totpUri } from './totp.js';

/** Registers the MFA routes on the `/rest` scope. */
export function registerMfaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const mfa = ctx.mfa;
  // Codes are 6 digits: tries to enable, disable or verify are limited per user, as sign-ins are.
  const limiter = new RateLimiter(ctx.config.loginRateLimit);
  const limit = (userId: string): void => {
    const hit = limiter.hit([`mfa:${userId}`]);
    if (!hit.allowed)
      throw new ApiError(
        429,
        `Too many two-factor codes tried. Please wait ${describeWait(hit.retryAfterMs)} before trying again.`,
      );
  };

  app.post('/mfa/can-enable', async (req) => {
    requireAccount(req);
    return ok({ canEnable: true });
  });

  app.get('/mfa/qr', async (req) => {
    const user = requireAccount(req);
    if (await mfa.isEnabled(user.id))
      throw badRequest('MFA already enabled. Disable it to generate new secret and recovery codes');
    const { secret, recoveryCodes } = await mfa.pendingEnrolment(user.id);
    const qrCode = totpUri(secret, user.email ?? user.id);
    // n8n answers the otpauth URI as `qrCode`; Weft adds the image so clients need no QR library.
    return ok({ secret, qrCode, qrCodeImage: await qrCodeDataUrl(qrCode), recoveryCodes });
  });

  app.post('/mfa/enable', async (req) => {
    const user = requireAccount(req);
    const mfaCode = optionalString(bodyObject(req.body), 'mfaCode');
    if (!mfaCode) throw badRequest('Token is required to enable MFA feature');
    if (await mfa.isEnabled(user.id)) throw badRequest('MFA already enabled');
    limit(user.id);
    let enabled: boolean;
    try {
      enabled = await mfa.enable(user.id, mfaCode);
    } catch (e) {
      throw badRequest((e as Error).message);
    }
    if (!enabled) throw new ApiError(400, 'MFA code expired. Close the modal and enable MFA again', { code: 997 });
    // Every other session of this user predates MFA: end them, so each live session used MFA.
    await ctx.sessions.destroyAllOf(user.id, req.sessionId ?? undefined);
    const updated = await ctx.users.get(user.id);
    return ok(toPublicUser(updated!));
  });

  app.post('/mfa/disable', async (req) => {
    const user = requireAccount(req);
    const body = bodyObject(req.body);
    const mfaCode = optionalString(body, 'mfaCode');
    const mfaRecoveryCode = optionalString(body, 'mfaRecoveryCode');
    if (!mfaCode === !mfaRecoveryCode)
      throw badRequest('Either MFA code or recovery code is required to disable MFA feature');
    if (!(await mfa.isEnabled(user.id))) throw badRequest('MFA is not enabled for this user');
    limit(user.id);
    if (mfaCode && !(await mfa.verifyCode(user.id, mfaCode))) throw new ApiError(403, 'Invalid two-factor code.');
    if (mfaRecoveryCode && !(await mfa.useRecoveryCode(user.id, mfaRecoveryCode)))
      throw new ApiError(403, 'Invalid MFA recovery code');
    await mfa.disable(user.id);
    const updated = await ctx.users.get(user.id);
    return ok(toPublicUser(updated!));
  });

  app.post('/mfa/verify', async (req) => {
    const user = requireAccount(req);
    const mfaCode = optionalString(bodyObject(req.body), 'mfaCode');
    if (!mfaCode) throw badRequest('MFA code is required to enable MFA feature');
    limit(user.id);
    if (!(await mfa.verifyCode(user.id, mfaCode))) throw badRequest('MFA secret could not be verified');
    return ok({ verified: true });
  });

  app.post('/mfa/enforce-mfa', async (req) => {
    const user = requireSetUpOwner(req);
    const enforce = bodyObject(req.body).enforce;
    if (typeof enforce !== 'boolean') throw badRequest('enforce must be true or false');
    if (enforce && !(await mfa.isEnabled(user.id))) {
      throw badRequest(
        'You must enable two-factor authentication on your own account before enforcing it for all users',
      );
    }
    await mfa.setEnforced(enforce);
    return ok({ enforced: enforce });
  });

  app.get('/mfa/status', async (req) => {
    const user = requireAccount(req);
    return ok({
      enabled: await mfa.isEnabled(user.id),
      enforced: await mfa.isEnforced(),
      recoveryCodesLeft: await mfa.recoveryCodesLeft(user.id),
    });
  });
}
