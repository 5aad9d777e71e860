import type { FastifyRequest } from 'fastify';
import type { PermissionUser } from '@weft/workflow';
import { forbidden, unauthorized } from '../http/errors.js';
import { isDefaultUser, type UserRecord } from '../repositories/users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (or the pre-setup owner before setup), if any. */
    user: UserRecord | null;
    /** The session id from the cookie, if the user came with one. */
    sessionId: string | null;
    /** How the user was authenticated. */
    authMethod: 'session' | 'shell' | 'apiKey' | null;
  }
}

/** The signed-in user, or a 401. */
export function requireUser(req: FastifyRequest): UserRecord {
  if (!req.user) throw unauthorized();
  if (req.user.disabled) throw unauthorized('This user is disabled');
  return req.user;
}

/** The instance owner (or the pre-setup owner), or a 403. */
export function requireOwner(req: FastifyRequest): UserRecord {
  const user = requireUser(req);
  if (user.role !== 'owner') throw forbidden('Only the instance owner can do this');
  return user;
}

/** The user as the pure permission rules of `@weft/workflow` see it. */
export function permissionUser(user: UserRecord): PermissionUser {
  return { id: user.id, role: isDefaultUser(user) ? 'default' : user.role, isLoggedIn: true };
}

/** Wraps a route's answer in the API's envelope. */
export function ok<T>(data: T): { data: T } {
  return { data };
}

/**
 * A signed-in user who has an account (not the pre-setup owner), or a 401/403. For actions that
 * only make sense once the instance owner exists.
 */
export function requireAccount(req: FastifyRequest): UserRecord {
  const user = requireUser(req);
  if (isDefaultUser(user))
    throw forbidden('Set up the owner account first', 'Finish the owner setup (POST /owner/setup) to use this.');
  return user;
}

/** The set-up instance owner (not the pre-setup owner), or a 401/403. */
export function requireSetUpOwner(req: FastifyRequest): UserRecord {
  const user = requireOwner(req);
  if (isDefaultUser(user))
    throw forbidden('Set up the owner account first', 'Finish the owner setup (POST /owner/setup) to manage users.');
  return user;
}
