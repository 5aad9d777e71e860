/** `weft mfa:disable --email` on SQLite and PostgreSQL: unlocks a user whose MFA is on. */
import { join } from 'node:path';
import { MIGRATIONS } from '@weft/server';
import { afterAll, describe, expect, it } from 'vitest';
import { openInstance } from '../src/instance.js';
import { createInstance, type TestInstance } from './cli-helpers.js';

const instances: TestInstance[] = [];
afterAll(async () => {
  for (const i of instances) await i.dispose();
});

describe.each(['sqlite', 'postgres'] as const)('mfa:disable on %s', (kind) => {
  it('turns MFA off and forgets the secret; unknown e-mails and a missing flag fail', async () => {
    const i = await createInstance(kind, 'mfa-cli-key-1234');
    instances.push(i);
    const open = await openInstance({ ...i.env });
    try {
      const user = await open.ctx.users.create({ role: 'member', email: 'locked@example.com', passwordHash: 'x' });
      await open.ctx.db.kysely
        .updateTable('user')
        .set({ mfaEnabled: 1, mfaSecret: 'enc', mfaRecoveryCodes: '{"hashes":[]}' })
        .where('id', '=', user.id)
        .execute();
    } finally {
      await open.close();
    }
    const done = await i.run('mfa:disable', '--email', 'Locked@Example.com');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/disabled for locked@example.com/);
    const check = await openInstance({ ...i.env });
    try {
      const row = await check.ctx.db.kysely
        .selectFrom('user')
        .select(['mfaEnabled', 'mfaSecret', 'mfaRecoveryCodes'])
        .where('email', '=', 'locked@example.com')
        .executeTakeFirstOrThrow();
      expect({ ...row, mfaEnabled: Number(row.mfaEnabled) }).toEqual({
        mfaEnabled: 0,
        mfaSecret: null,
        mfaRecoveryCodes: null,
      });
    } finally {
      await check.close();
    }
    const unknown = await i.run('mfa:disable', '--email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No user has the e-mail nobody@example.com/);
    const missing = await i.run('mfa:disable');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/needs --email/);
  });

  it('migration 015 has a down that undoes it exactly, and the next open applies it again', async () => {
    const i = await createInstance(kind, 'mfa-cli-key-1234');
    instances.push(i);
    await i.ok('list:workflow');
    // db:revert undoes only the newest migration, which later migrations change: run 015's down as db:revert would.
    const migration = MIGRATIONS.find((m) => m.name === '015-mfa-api-keys')!;
    const first = await openInstance({ ...i.env });
    try {
      await first.ctx.db.kysely.transaction().execute(async (trx) => {
        await migration.down!(trx as never, kind === 'sqlite' ? 'sqlite' : 'postgres');
        await (trx as any).deleteFrom('weft_migration').where('name', '=', migration.name).execute();
      });
    } finally {
      await first.close();
    }
    let tables: string[];
    let userColumns: string[];
    if (kind === 'sqlite') {
      const { default: SQLite } = await import('better-sqlite3');
      const raw = new SQLite(join(i.home, 'database.sqlite'), { readonly: true });
      tables = raw
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((t: any) => t.name);
      userColumns = raw
        .prepare("select name from pragma_table_info('user')")
        .all()
        .map((c: any) => c.name);
      raw.close();
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: i.env.WEFT_DB_URL });
      await client.connect();
      tables = (
        await client.query("select table_name from information_schema.tables where table_schema = 'public'")
      ).rows.map((t) => t.table_name);
      userColumns = (
        await client.query("select column_name from information_schema.columns where table_name = 'user'")
      ).rows.map((c) => c.column_name);
      await client.end();
    }
    expect(tables).toContain('user');
    expect(tables).not.toContain('api_key');
    expect(userColumns).toContain('apiKey');
    expect(userColumns.filter((c) => c.startsWith('mfa'))).toEqual([]);
    const open = await openInstance({ ...i.env });
    try {
      // Reopened: 015 ran again, so its table and columns are back and usable.
      const user = await open.ctx.users.create({ role: 'member', email: 'again@example.com' });
      await open.ctx.db.kysely
        .insertInto('api_key')
        .values({
          id: 'k',
          userId: user.id,
          label: 'l',
          apiKey: 'sha256$x$abcd',
          scopes: '[]',
          expiresAt: null,
          lastUsedAt: null,
          createdAt: 't',
          updatedAt: 't',
        })
        .execute();
      const row = await open.ctx.db.kysely
        .selectFrom('user')
        .select(['mfaEnabled'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.mfaEnabled)).toBe(0);
    } finally {
      await open.close();
    }
  });
});
