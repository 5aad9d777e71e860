import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { ServerContext } from '../context.js';
import type { Db } from '../db/database.js';
import { now } from '../db/columns.js';
import type { UserRecord } from '../repositories/users.js';

/** Where an external identity comes from. */
export type IdentityProvider = 'ldap' | 'saml';

/** A link between a Weft user and an LDAP entry or a SAML subject. */
export interface AuthIdentity {
  providerType: IdentityProvider;
  providerId: string;
  userId: string;
}

/** Reads and writes `auth_identity` rows. */
export class AuthIdentityRepository {
  constructor(private readonly db: Db) {}

  async find(providerType: IdentityProvider, providerId: string): Promise<AuthIdentity | undefined> {
    return this.db.kysely
      .selectFrom('auth_identity')
      .select(['providerType', 'providerId', 'userId'])
      .where('providerType', '=', providerType)
      .where('providerId', '=', providerId)
      .executeTakeFirst();
  }

  async ofUser(userId: string, providerType: IdentityProvider): Promise<AuthIdentity | undefined> {
    return this.db.kysely
      .selectFrom('auth_identity')
      .select(['providerType', 'providerId', 'userId'])
      .where('userId', '=', userId)
      .where('providerType', '=', providerType)
      .executeTakeFirst();
  }

  async list(providerType: IdentityProvider): Promise<AuthIdentity[]> {
    return this.db.kysely
      .selectFrom('auth_identity')
      .select(['providerType', 'providerId', 'userId'])
      .where('providerType', '=', providerType)
      .execute();
  }

  async link(providerType: IdentityProvider, providerId: string, userId: string): Promise<void> {
    const t = now();
    await this.db.kysely
      .insertInto('auth_identity')
      .values({ providerType, providerId, userId, createdAt: t, updatedAt: t })
      .execute();
  }
}

/** Profile fields an identity provider reports for a user. */
export interface ExternalProfile {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** What {@link provisionUser} did. */
export type ProvisionOutcome = 'created' | 'linked' | 'updated' | 'unchanged';

/**
 * A password hash nobody knows: users who sign in through LDAP or SAML are not pending, yet
 * cannot sign in with a local password.
 */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

/**
 * Finds or creates the Weft user of an external identity. An identity already linked updates its
 * user's names and e-mail; an unknown one is linked to the user with the same e-mail, or creates a
 * member. Answers the user (possibly disabled: the caller decides) and what happened, or null when
 * the e-mail is the instance owner's: the owner signs in with their Weft password only, so a
 * directory entry or assertion carrying that address never takes the owner's account over.
 */
export async function provisionUser(
  ctx: ServerContext,
  providerType: IdentityProvider,
  providerId: string,
  profile: ExternalProfile,
): Promise<{ user: UserRecord; outcome: ProvisionOutcome } | null> {
  const identities = new AuthIdentityRepository(ctx.db);
  const email = profile.email.toLowerCase();
  const identity = await identities.find(providerType, providerId);
  if (identity) {
    const user = await ctx.users.get(identity.userId);
    if (user) {
      const changed =
        user.email !== email || user.firstName !== profile.firstName || user.lastName !== profile.lastName;
      if (!changed) return { user, outcome: 'unchanged' };
      const clash = user.email !== email ? await ctx.users.byEmail(email) : undefined;
      const updated = await ctx.users.update(user.id, {
        email: clash ? user.email : email,
        firstName: profile.firstName,
        lastName: profile.lastName,
      });
      return { user: updated ?? user, outcome: 'updated' };
    }
  }
  const existing = await ctx.users.byEmail(email);
  if (existing?.role === 'owner') return null;
  if (existing) {
    await identities.link(providerType, providerId, existing.id);
    const fill = {
      firstName: existing.firstName ?? profile.firstName,
      lastName: existing.lastName ?? profile.lastName,
      ...(existing.passwordHash ? {} : { passwordHash: await unusablePasswordHash() }),
    };
    return { user: (await ctx.users.update(existing.id, fill)) ?? existing, outcome: 'linked' };
  }
  const user = await ctx.users.create({
    role: 'member',
    email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    passwordHash: await unusablePasswordHash(),
  });
  await identities.link(providerType, providerId, user.id);
  return { user, outcome: 'created' };
}
