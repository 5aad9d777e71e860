import type { ServerContext } from '../../context.js';
import { now } from '../../db/columns.js';
import { AuthIdentityRepository, provisionUser } from '../identities.js';
import { bindAdmin, searchUsers, withLdapClient } from './client.js';
import type { LdapSyncMode, LdapSyncRecord } from '@weft/workflow';
import { loadLdapConfig, type LdapConfig } from './config.js';
import { ldapUserOf, type LdapUser } from './profile.js';

/** The synchronisation's mode and record (shapes @weft/workflow defines for the API). */
export type { LdapSyncMode, LdapSyncRecord } from '@weft/workflow';

/** Runs of the synchronisation listed per page. */
export const SYNC_PAGE_SIZE = 20;

interface Counts {
  created: number;
  updated: number;
  disabled: number;
  scanned: number;
}

/**
 * Compares the directory with Weft's LDAP users: entries without a Weft user are created (or linked
 * to the user with the same e-mail), changed names or e-mails are updated, users whose entry has
 * gone (or no longer matches userFilter) are disabled and signed out. Disabled users stay disabled
 * (the owner enables them again); the instance owner is never disabled.
 */
async function compare(ctx: ServerContext, config: LdapConfig, mode: LdapSyncMode): Promise<Counts> {
  const entries = await withLdapClient(config, async (client) => {
    await bindAdmin(client, config);
    return searchUsers(client, config);
  });
  const directory = new Map<string, LdapUser>();
  for (const entry of entries) {
    const user = ldapUserOf(entry, config);
    if (user) directory.set(user.ldapId, user);
  }
  const identities = new AuthIdentityRepository(ctx.db);
  const linked = new Map((await identities.list('ldap')).map((i) => [i.providerId, i.userId]));
  const counts: Counts = { created: 0, updated: 0, disabled: 0, scanned: entries.length };

  for (const [ldapId, entry] of directory) {
    const userId = linked.get(ldapId);
    const current = userId ? await ctx.users.get(userId) : undefined;
    if (!current) {
      const byEmail = await ctx.users.byEmail(entry.profile.email);
      // The owner's address in the directory is never linked to the owner (see provisionUser).
      if (byEmail?.role === 'owner') continue;
      if (byEmail) counts.updated++;
      else counts.created++;
      if (mode === 'live') await provisionUser(ctx, 'ldap', ldapId, entry.profile);
      continue;
    }
    const differs =
      current.email !== entry.profile.email ||
      current.firstName !== entry.profile.firstName ||
      current.lastName !== entry.profile.lastName;
    if (!differs) continue;
    counts.updated++;
    if (mode === 'live') await provisionUser(ctx, 'ldap', ldapId, entry.profile);
  }

  for (const [ldapId, userId] of linked) {
    if (directory.has(ldapId)) continue;
    const user = await ctx.users.get(userId);
    if (!user || user.disabled || user.role === 'owner') continue;
    counts.disabled++;
    if (mode === 'live') {
      await ctx.users.update(userId, { disabled: true });
      await ctx.sessions.destroyAllOf(userId);
    }
  }
  return counts;
}

/** Runs a synchronisation and records it in the history, also when it fails. */
export async function runLdapSync(ctx: ServerContext, mode: LdapSyncMode): Promise<LdapSyncRecord> {
  const startedAt = now();
  let counts: Counts = { created: 0, updated: 0, disabled: 0, scanned: 0 };
  let error: string | null = null;
  try {
    const config = await loadLdapConfig(ctx);
    if (!config.connectionUrl || !config.baseDn)
      throw new Error('Set connectionUrl and baseDn in the LDAP configuration first');
    counts = await compare(ctx, config, mode);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const row = {
    startedAt,
    endedAt: now(),
    ...counts,
    runMode: mode,
    status: error ? ('error' as const) : ('success' as const),
    error,
  };
  const inserted = await ctx.db.kysely
    .insertInto('ldap_sync_history')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(inserted.id), ...row };
}

/** One page (1-based) of the synchronisation history, newest first. */
export async function listLdapSyncs(ctx: ServerContext, page: number): Promise<LdapSyncRecord[]> {
  const rows = await ctx.db.kysely
    .selectFrom('ldap_sync_history')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(SYNC_PAGE_SIZE)
    .offset((page - 1) * SYNC_PAGE_SIZE)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    created: Number(r.created),
    updated: Number(r.updated),
    disabled: Number(r.disabled),
    scanned: Number(r.scanned),
  }));
}

/** When the last live synchronisation started, if any. */
export async function lastLiveSyncStart(ctx: ServerContext): Promise<string | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('ldap_sync_history')
    .select('startedAt')
    .where('runMode', '=', 'live')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.startedAt;
}
