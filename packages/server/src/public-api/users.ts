/**
 * Public API users (instance owner only, as /rest's user management): list, get by id or e-mail,
 * invite and delete. A member's key answers 403 on every one.
 */
import type { FastifyInstance } from 'fastify';
import { requireSetUpOwner } from '../auth/guards.js';
import { isValidEmail } from '../auth/input.js';
import type { ServerContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { isPending, type UserRecord } from '../repositories/users.js';
import { displayName, inviteLink } from '../services/user-links.js';
import { createMailService, inviteMail } from '../services/mail/index.js';
import { checkBody, queryBoolean, queryOf } from './input.js';
import { pageOf, parsePageRequest, type Page } from './pagination.js';
import { WorkflowRepository } from '../repositories/workflows.js';

/** A user as the public API answers it. */
export interface PublicUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isPending: boolean;
  createdAt: string;
  updatedAt: string;
  role?: 'global:owner' | 'global:member';
}

/** The public shape of a user; the role only when asked for. */
export function toPublicApiUser(user: UserRecord, includeRole: boolean): PublicUser {
  const out: PublicUser = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isPending: isPending(user),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
  if (includeRole) out.role = user.role === 'owner' ? 'global:owner' : 'global:member';
  return out;
}

/** One entry of POST /users' answer. */
interface InviteResult {
  user: { id: string; email: string; inviteAcceptUrl?: string; emailSent: boolean };
  error?: string;
}

type IdRoute = { Params: { id: string } };

/** Registers the user operations on the public API scope. */
export function registerPublicUsers(app: FastifyInstance, ctx: ServerContext): void {
  const mail = createMailService(ctx.config);
  app.addHook('onClose', async () => mail.close());

  app.get('/users', async (req): Promise<Page<PublicUser>> => {
    requireSetUpOwner(req);
    const query = queryOf(req.query);
    const includeRole = queryBoolean(query, 'includeRole') ?? false;
    const { items, nextCursor } = pageOf(await ctx.users.list(), parsePageRequest(query));
    return { data: items.map((u) => toPublicApiUser(u, includeRole)), nextCursor };
  });

  app.get<IdRoute>('/users/:id', async (req) => {
    requireSetUpOwner(req);
    const key = req.params.id;
    const user = key.includes('@') ? await ctx.users.byEmail(key) : await ctx.users.get(key);
    if (!user) throw notFound(`There is no user with the ID or e-mail address "${key}"`);
    return toPublicApiUser(user, queryBoolean(queryOf(req.query), 'includeRole') ?? false);
  });

  app.post('/users', async (req, reply) => {
    const owner = requireSetUpOwner(req);
    const invites = checkBody<Array<{ email: string }>>(req.body, 'UserInvites');
    const emails: string[] = [];
    for (const { email } of invites) {
      if (!isValidEmail(email)) throw badRequest(`Invalid email address: ${email}`);
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
      const link = inviteLink(ctx, owner.id, invitee.id);
      const result: InviteResult = { user: { id: invitee.id, email, emailSent: false } };
      if (mail.configured) {
        try {
          await mail.send(
            email,
            inviteMail({ inviterName: displayName(owner), acceptUrl: link, instanceUrl: ctx.config.editorBaseUrl }),
          );
          result.user.emailSent = true;
        } catch (e) {
          result.error = `The invite e-mail could not be sent: ${(e as Error).message}`;
        }
      }
      if (!result.user.emailSent) result.user.inviteAcceptUrl = link;
      results.push(result);
    }
    return reply.status(201).send(results);
  });

  app.delete<IdRoute & { Querystring: Record<string, string | undefined> }>('/users/:id', async (req, reply) => {
    const owner = requireSetUpOwner(req);
    const { id } = req.params;
    const transferId = req.query.transferId || undefined;
    if (id === owner.id) throw badRequest('You cannot delete your own user');
    if (transferId === id) throw badRequest('The user to delete and the user to transfer to (transferId) are the same');
    const user = await ctx.users.get(id);
    if (!user) throw notFound(`There is no user with the ID "${id}"`);
    if (transferId && !(await ctx.users.get(transferId)))
      throw notFound(`There is no user with the ID "${transferId}" to transfer to`);
    if (!transferId) await deactivateOwnedWorkflows(ctx, id);
    await ctx.users.deleteWithResources(id, transferId);
    return reply.status(204).send();
  });
}

/** Stops the triggers of a user's active workflows before they are deleted with the user. */
async function deactivateOwnedWorkflows(ctx: ServerContext, userId: string): Promise<void> {
  const ids = await ctx.users.ownedWorkflowIds(userId);
  if (!ids.length) return;
  for (const id of await new WorkflowRepository(ctx.db).activeAmong(ids)) {
    // The rows go anyway; a trigger that fails to stop cannot block the deletion.
    await ctx.activeWorkflows.deactivate(id).catch(() => undefined);
  }
}
