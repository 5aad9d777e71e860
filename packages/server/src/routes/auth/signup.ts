import type { FastifyInstance } from 'fastify';
import { ok } from '../../auth/guards.js';
import { bodyObject, names, optionalString } from '../../auth/input.js';
import { hashPassword, validatePassword } from '../../auth/passwords.js';
import { signIn } from '../../auth/session-cookie.js';
import type { ServerContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { isPending, toPublicUser, type UserRecord } from '../../repositories/users.js';
import type { AuthDeps } from './deps.js';

/** Why an invite cannot be used. */
const INVALID_INVITE = 'This invite link is not valid. Ask the instance owner for a new one.';
const USED_INVITE = 'The invitation was likely either deleted or already claimed';

/**
 * The inviter and invitee of an invite link, or a 400: both must exist, the inviter must be the
 * set-up instance owner and the invitee must still be pending.
 */
async function resolveInvite(
  ctx: ServerContext,
  inviterId: string | undefined,
  inviteeId: string | undefined,
): Promise<{ inviter: UserRecord; invitee: UserRecord }> {
  if (!inviterId || !inviteeId) throw badRequest('The invite link must carry inviterId and inviteeId');
  const [inviter, invitee] = await Promise.all([ctx.users.get(inviterId), ctx.users.get(inviteeId)]);
  if (!inviter || inviter.role !== 'owner' || isPending(inviter) || inviter.disabled) throw badRequest(INVALID_INVITE);
  if (!invitee) throw badRequest(USED_INVITE);
  if (!isPending(invitee) || invitee.role !== 'member') throw badRequest(USED_INVITE);
  return { inviter, invitee };
}

/** GET /resolve-signup-token and POST /users/:inviteeId (accepting an invite). Both are public: the link is the credential. */
export function registerSignup(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  app.get<{ Querystring: { inviterId?: string; inviteeId?: string } }>('/resolve-signup-token', async (req) => {
    const { inviter } = await resolveInvite(ctx, req.query.inviterId, req.query.inviteeId);
    return ok({ inviter: { firstName: inviter.firstName, lastName: inviter.lastName } });
  });

  app.post<{ Params: { inviteeId: string } }>('/users/:inviteeId', async (req, reply) => {
    const body = bodyObject(req.body);
    const { invitee } = await resolveInvite(ctx, optionalString(body, 'inviterId'), req.params.inviteeId);
    const { firstName, lastName } = names(body, { firstNameRequired: true });
    const password = validatePassword(body.password);
    const user = await ctx.users.update(invitee.id, {
      firstName,
      lastName: lastName ?? null,
      passwordHash: await hashPassword(password),
    });
    if (req.sessionId) await ctx.sessions.destroy(req.sessionId);
    await signIn(reply, ctx, invitee.id);
    return ok(toPublicUser(user!));
  });
}
