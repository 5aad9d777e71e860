import { verifyPassword } from '../../auth/passwords.js';
import type { ServerContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import type { UserRecord } from '../../repositories/users.js';
import { provisionUser } from '../identities.js';
import { bindAdmin, LdapConnectionError, ldapts, loginFilter, searchUsers, withLdapClient } from './client.js';
import { loadLdapConfig } from './config.js';
import { ldapUserOf } from './profile.js';

/** Whether sign-in through LDAP is on (the feature switched on and login enabled in its configuration). */
export async function ldapLoginEnabled(ctx: ServerContext): Promise<boolean> {
  if (!ctx.config.sso.ldap) return false;
  return (await loadLdapConfig(ctx)).loginEnabled;
}

/**
 * Signs a person in through LDAP: finds their entry (by login id or e-mail) with the admin bind,
 * binds as that entry with the given password, then creates or updates their Weft user. Answers
 * undefined for an unknown login or a wrong password; a server that cannot be reached throws.
 */
export async function ldapSignIn(
  ctx: ServerContext,
  loginId: string,
  password: string,
): Promise<UserRecord | undefined> {
  // An empty password would be an anonymous bind, which many servers accept.
  if (!password) return undefined;
  const config = await loadLdapConfig(ctx);
  const found = await withLdapClient(config, async (client) => {
    await bindAdmin(client, config);
    const entries = await searchUsers(client, config, loginFilter(config, loginId));
    // Two entries answering the same login is ambiguous: nobody signs in with it.
    if (entries.length !== 1) return undefined;
    return ldapUserOf(entries[0]!, config) ?? undefined;
  });
  if (!found) return undefined;
  const passwordOk = await withLdapClient(config, async (client) => {
    try {
      await client.bind(found.dn, password);
      return true;
    } catch (e) {
      if (e instanceof ldapts().InvalidCredentialsError) return false;
      throw e;
    }
  });
  if (!passwordOk) return undefined;
  return (await provisionUser(ctx, 'ldap', found.ldapId, found.profile))?.user;
}

/**
 * POST /login while LDAP sign-in is on: the instance owner with their local password, everyone
 * else (by LDAP login id or e-mail) through the directory. Answers undefined for wrong
 * credentials; a directory that cannot be reached is a 503 that names no server details.
 */
export async function ldapLogin(
  ctx: ServerContext,
  loginId: string,
  password: string,
  log?: { error(obj: unknown, msg: string): void },
): Promise<UserRecord | undefined> {
  const local = await ctx.users.byEmail(loginId);
  if (local?.role === 'owner' && local.passwordHash && (await verifyPassword(password, local.passwordHash)))
    return local;
  try {
    return await ldapSignIn(ctx, loginId, password);
  } catch (e) {
    log?.error({ err: e }, 'LDAP sign-in failed');
    const reason =
      e instanceof LdapConnectionError
        ? 'the directory server cannot be reached or refused the binding admin'
        : 'the directory server answered with an error';
    throw new ApiError(
      503,
      `Signing in through LDAP is not possible right now: ${reason}. The instance owner can still sign in with their password.`,
    );
  }
}
