import type { FastifyInstance } from 'fastify';
import { ok, requireSetUpOwner, requireUser } from '../../auth/guards.js';
import { isValidEmail } from '../../auth/input.js';
import { badRequest, notFound } from '../../http/errors.js';
import { isPending, toLimitedUser, toPublicUser, type UserRecord } from '../../repositories/users.js';
import { inviteMail } from '../../services/mail/index.js';
import type { AuthDeps } from './deps.js';
import { displayName, inviteLink } from '../../services/user-links.js';
import { WorkflowRepository } from '../../repositories/workflows.js';

/** One entry of POST /users' answer. */
export interface InviteResult {
  user: { id: string; email: string; inviteAcceptUrl?: string; emailSent: boolean };
  error?: string;
}

/** GET /users, POST /users (invite), POST /users/:id/reinvite, GET /users/:id/invite-link and DELETE /users/:id. */
export function registerUsers(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  /** Sends an invite e-mail; answers the error message when it fails. */
  const sendInvite = async (inviter: UserRecord, invitee: UserRecord): Promise<string | undefined> => {
    try {
      await deps.mail.send(
        invitee.email!,
        inviteMail({
          inviterName: displayName(inviter),
          acceptUrl: inviteLink(ctx, inviter.id, invitee.id),
          instanceUrl: ctx.config.editorBaseUrl,
        }),
      );
      return undefined;
    } catch (e) {
      return `The invite e-mail could not be sent: ${(e as Error).message}`;
    }
  };

  // Owners see everything (and the invite links of pending users); members, as in n8n 1.x, see
  // the list with limited fields so they can share with colleagues.
  app.get('/users', async (req) => {
    const caller = requireUser(req);
    const users = await ctx.users.list();
    if (caller.role !== 'owner') return ok(users.map(toLimitedUser));
    return ok(
      users.map((u) =>
        isPending(u) && u.role === 'member' && !isPending(caller)
          ? { ...toPublicUser(u), inviteAcceptUrl: inviteLink(ctx, caller.id, u.id) }
          : toPublicUser(u),
      ),
    );
  });

  app.post('/users', async (req) => {
    const owner = requireSetUpOwner(req);
    if (!Array.isArray(req.body))
      throw badRequest(
        'Request to send email invite(s) to user(s) failed because the payload is not an array',
        'Send a list like [{"email": "ada@example.com"}].',
      );
    const emails: string[] = [];
    for (const entry of req.body as unknown[]) {
      const email = entry && typeof entry === 'object' ? (entry as { email?: unknown }).email : undefined;
      if (!isValidEmail(email))
        throw badRequest(
          `Request to send email invite(s) to user(s) failed because of an invalid email address: ${String(email)}`,
        );
      if (!emails.includes(email.toLowerCase())) emails.push(email.toLowerCase());
    }
    const results: InviteResult[] = [];
    for (const email of emails) {
      const existing = await ctx.users.byEmail(email);
      if (existing && !(isPending(existing) && existing.role === 'member')) {
        results.push({
          user: { id: existing.id, email, emailSent: false },
          error: 'A user with this email address already exists',
        });
        continue;
      }
      const invitee = existing ?? (await ctx.users.create({ role: 'member', email }));
      const result: InviteResult = { user: { id: invitee.id, email, emailSent: false } };
      const error = deps.mail.configured ? await sendInvite(owner, invitee) : undefined;
      if (deps.mail.configured && !error) result.user.emailSent = true;
      else result.user.inviteAcceptUrl = inviteLink(ctx, owner.id, invitee.id);
      if (error) result.error = error;
      results.push(result);
    }
    return ok(results);
  });

  app.post<{ Params: { id: string } }>('/users/:id/reinvite', async (req) => {
    const owner = requireSetUpOwner(req);
    if (!deps.mail.configured)
      throw badRequest(
        'Email sending must be set up in order to invite other users',
        'Set WEFT_SMTP_HOST, or share the invite link (GET /users/:id/invite-link).',
      );
    const invitee = await pendingInvitee(req.params.id);
    const error = await sendInvite(owner, invitee);
    if (error) throw badRequest(error);
    return ok({ success: true });
  });

  app.get<{ Params: { id: string } }>('/users/:id/invite-link', async (req) => {
    const owner = requireSetUpOwner(req);
    const invitee = await pendingInvitee(req.params.id);
    return ok({ link: inviteLink(ctx, owner.id, invitee.id) });
  });

  app.delete<{ Params: { id: string }; Querystring: { transferId?: string } }>('/users/:id', async (req) => {
    const owner = requireSetUpOwner(req);
    const { id } = req.params;
    const transferId = req.query.transferId || undefined;
    if (id === owner.id) throw badRequest('Cannot delete your own user');
    if (transferId === id)
      throw badRequest(
        'Request to delete a user failed because the ID of the user to delete and the ID of the transferee are identical',
      );
    const user = await ctx.users.get(id);
    if (!user)
      throw notFound('Request to delete a user failed because the ID of the user to delete was not found in the DB');
    if (transferId && !(await ctx.users.get(transferId)))
      throw notFound('Request to delete a user failed because the user to transfer to was not found in the DB');
    if (!transferId) await deactivateOwnedWorkflows(id);
    await ctx.users.deleteWithResources(id, transferId);
    return ok({ success: true });
  });

  async function pendingInvitee(id: string): Promise<UserRecord> {
    const user = await ctx.users.get(id);
    if (!user) throw notFound('Could not find user');
    if (!isPending(user) || user.role !== 'member') throw badRequest('User has already accepted the invite');
    return user;
  }

  /** Stops the triggers of a user's active workflows before they are deleted. */
  async function deactivateOwnedWorkflows(userId: string): Promise<void> {
    const ids = await ctx.users.ownedWorkflowIds(userId);
    if (!ids.length) return;
    for (const id of await new WorkflowRepository(ctx.db).activeAmong(ids)) {
      try {
        await ctx.activeWorkflows.deactivate(id);
      } catch {
        // The rows are deleted anyway; a trigger that fails to stop cannot block the deletion.
      }
    }
  }
}
