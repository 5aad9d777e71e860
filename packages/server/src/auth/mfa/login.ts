/**
 * The second factor of POST /login and the "MFA required" rule of every /rest request.
 */
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context.js';
import { ApiError, badRequest, unauthorized } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import { optionalString } from '../input.js';

/** n8n's code of the 401 that asks the sign-in form for an MFA code. */
export const MFA_REQUIRED_CODE = 998;

/**
 * For a user with MFA on, checks the `mfaCode` or `mfaRecoveryCode` of a sign-in body: none
 * answers 401 with code 998 ("MFA Error", the form then asks for a code), a wrong one 401.
 */
export async function checkLoginMfa(
  ctx: ServerContext,
  user: UserRecord,
  body: Record<string, unknown>,
): Promise<void> {
  if (!user.mfaEnabled) return;
  const mfaCode = optionalString(body, 'mfaCode');
  const mfaRecoveryCode = optionalString(body, 'mfaRecoveryCode');
  if (!mfaCode && !mfaRecoveryCode) throw new ApiError(401, 'MFA Error', { code: MFA_REQUIRED_CODE });
  if (!(await ctx.mfa.validate(user.id, mfaCode, mfaRecoveryCode)))
    throw unauthorized('Invalid mfa token or recovery code');
}

/**
 * The second factor of POST /change-password for a user with MFA on, as n8n asks it: `mfaCode`
 * (or, in Weft, a `mfaRecoveryCode`), else 400.
 */
export async function checkResetMfa(ctx: ServerContext, userId: string, body: Record<string, unknown>): Promise<void> {
  const mfaCode = optionalString(body, 'mfaCode');
  const mfaRecoveryCode = optionalString(body, 'mfaRecoveryCode');
  if (!mfaCode && !mfaRecoveryCode) throw badRequest('If MFA enabled, mfaCode is required.');
  if (!(await ctx.mfa.validate(userId, mfaCode, mfaRecoveryCode))) throw badRequest('Invalid MFA token.');
}

/** /rest routes a signed-in user without MFA may still call while MFA is required (to set it up). */
const ALLOWED_WITHOUT_MFA = new Set([
  'GET /rest/login',
  'POST /rest/login',
  'POST /rest/logout',
  'GET /rest/settings',
  'GET /rest/mfa/qr',
  'GET /rest/mfa/status',
  'POST /rest/mfa/can-enable',
  'POST /rest/mfa/enable',
]);

/**
 * While the owner requires MFA, a session of a user who has not turned it on reaches only the
 * sign-in and enrolment routes; anything else answers 401 with `mfaRequired: true`, as n8n does.
 * (Turning MFA on ends the user's other sessions, so a session of a user with MFA on used it.)
 */
export async function enforceMfa(req: FastifyRequest, ctx: ServerContext): Promise<void> {
  if (req.authMethod !== 'session' || !req.user || req.user.mfaEnabled) return;
  const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
  if (ALLOWED_WITHOUT_MFA.has(route)) return;
  if (!(await ctx.mfa.isEnforced())) return;
  throw new ApiError(401, 'Unauthorized', { meta: { mfaRequired: true } });
}
