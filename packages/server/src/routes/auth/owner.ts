import type { FastifyInstance } from 'fastify';
import { ok, requireOwner } from '../../auth/guards.js';
import { bodyObject, names, requiredEmail } from '../../auth/input.js';
import { hashPassword, validatePassword } from '../../auth/passwords.js';
import { signIn } from '../../auth/session-cookie.js';
import { badRequest } from '../../http/errors.js';
import { isDefaultUser, toPublicUser } from '../../repositories/users.js';
import type { AuthDeps } from './deps.js';
import { WorkflowRepository } from '../../repositories/workflows.js';

/** Settings key that records that the owner chose to skip the setup page. */
export const SKIP_OWNER_SETUP_KEY = 'userManagement.skipInstanceOwnerSetup';

/** GET /owner/pre-setup, POST /owner/setup and POST /owner/skip-setup. */
export function registerOwner(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  app.get('/owner/pre-setup', async (req) => {
    requireOwner(req);
    const [credential, workflow] = await Promise.all([
      ctx.db.kysely.selectFrom('credential').select('id').limit(1).executeTakeFirst(),
      new WorkflowRepository(ctx.db).any(),
    ]);
    return ok({ credentials: !!credential, workflows: !!workflow });
  });

  app.post('/owner/setup', async (req, reply) => {
    const shell = requireOwner(req);
    if (!isDefaultUser(shell)) throw badRequest('Instance owner already setup');
    const body = bodyObject(req.body);
    const email = requiredEmail(body);
    const { firstName, lastName } = names(body, { firstNameRequired: true });
    const password = validatePassword(body.password);
    const taken = await ctx.users.byEmail(email);
    if (taken && taken.id !== shell.id) throw badRequest('This email address is already in use');
    const owner = await ctx.users.update(shell.id, {
      email,
      firstName,
      lastName: lastName ?? null,
      passwordHash: await hashPassword(password),
    });
    await signIn(reply, ctx, shell.id);
    return ok(toPublicUser(owner!));
  });

  app.post('/owner/skip-setup', async (req) => {
    const user = requireOwner(req);
    if (!isDefaultUser(user)) throw badRequest('Instance owner already setup');
    await ctx.settings.set(SKIP_OWNER_SETUP_KEY, true);
    return ok({ success: true });
  });
}
