import type { FastifyInstance } from 'fastify';
import { ok, requireAccount } from '../../auth/guards.js';
import { bodyObject, isValidEmail, names, optionalString } from '../../auth/input.js';
import { hashPassword, validatePassword, verifyPassword } from '../../auth/passwords.js';
import { validateSurvey } from '../../auth/survey.js';
import { maskApiKey, newApiKey } from '../../auth/api-keys.js';
import { storedApiKey } from '../../db/api-key-digest.js';
import { badRequest } from '../../http/errors.js';
import { toPublicUser, type UserRecord } from '../../repositories/users.js';
import type { AuthDeps } from './deps.js';

export { API_KEY_PREFIX, maskApiKey, newApiKey } from '../../auth/api-keys.js';

/** PATCH /me, PATCH /me/password, POST /me/survey and GET/POST/DELETE /me/api-key. */
export function registerMe(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx } = deps;

  app.patch('/me', async (req) => {
    const user = requireAccount(req);
    const body = bodyObject(req.body);
    const patch: Partial<UserRecord> = {};
    const email = optionalString(body, 'email');
    if (email !== undefined) {
      if (!isValidEmail(email)) throw badRequest(`Invalid email address: ${email}`);
      const taken = await ctx.users.byEmail(email);
      if (taken && taken.id !== user.id) throw badRequest('This email address is already in use');
      patch.email = email.toLowerCase();
    }
    const { firstName, lastName } = names(body, { firstNameRequired: false, currentFirstName: user.firstName });
    // Clearing the first name clears the full name (no full name without a first name).
    if (firstName !== undefined) patch.firstName = firstName || null;
    if (lastName !== undefined || firstName === '') patch.lastName = lastName || null;
    const updated = await ctx.users.update(user.id, patch);
    return ok(toPublicUser(updated!));
  });

  app.patch('/me/password', async (req) => {
    const user = requireAccount(req);
    const body = bodyObject(req.body);
    const currentPassword = body.currentPassword;
    if (typeof currentPassword !== 'string' || !currentPassword) throw badRequest('Current password is mandatory');
    if (!(await verifyPassword(currentPassword, user.passwordHash)))
      throw badRequest('Provided current password is incorrect.');
    const newPassword = validatePassword(body.newPassword);
    await ctx.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
    await ctx.sessions.destroyAllOf(user.id, req.sessionId ?? undefined);
    await deps.resetTokens.revokeAllOf(user.id);
    return ok({ success: true });
  });

  app.post('/me/survey', async (req) => {
    const user = requireAccount(req);
    const answers = validateSurvey(req.body);
    await ctx.users.update(user.id, { personalizationAnswers: answers });
    return ok({ success: true });
  });

  app.get('/me/api-key', async (req) => {
    const user = requireAccount(req);
    return ok({ apiKey: user.apiKey ? maskApiKey(user.apiKey) : null });
  });

  app.post('/me/api-key', async (req) => {
    const user = requireAccount(req);
    const apiKey = newApiKey();
    await ctx.users.update(user.id, { apiKey: storedApiKey(apiKey) });
    return ok({ apiKey });
  });

  app.delete('/me/api-key', async (req) => {
    const user = requireAccount(req);
    await ctx.users.update(user.id, { apiKey: null });
    return ok({ apiKey: null, success: true });
  });
}
