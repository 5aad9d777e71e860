import { MIGRATIONS, type Db } from '@weft/server';
import { withInstance } from './instance.js';

/** What a down-migration gets: the schema builder of a transaction. */
type SchemaOf = Db['kysely']['schema'];

/**
 * Down-migrations the CLI knows, by migration name. The server's migrations only go up; this
 * undoes the newest, the one an operator reverts before going back to the previous Weft. Older
 * ones need not be listed: opening the database applies every migration this version has, so
 * only the newest can be the last one applied. A migration with no entry here is irreversible.
 */
export const DOWN_MIGRATIONS: Readonly<Record<string, (schema: SchemaOf) => Promise<void>>> = {
  '012-package-sources': async (schema) => {
    await schema.dropTable('installed_package_tarball').execute();
    await schema.alterTable('installed_packages').dropColumn('tarballSha256').execute();
    await schema.alterTable('installed_packages').dropColumn('source').execute();
  },
};

/** The migration bookkeeping table, which the typed schema leaves out. */
interface MigrationTable {
  selectFrom(table: 'weft_migration'): { select(columns: ['name', 'appliedAt']): { execute(): Promise<Array<{ name: string; appliedAt: string }>> } };
  deleteFrom(table: 'weft_migration'): { where(column: 'name', op: '=', value: string): { execute(): Promise<unknown> } };
}

/**
 * `weft db:revert`: undoes the last migration applied to the database, as n8n's command does,
 * when it can be undone; otherwise says why and changes nothing. Like every command, opening the
 * database first applies the migrations this version has and the database lacks.
 */
export async function dbRevertCommand(_args: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  return withInstance(async ({ ctx }) => {
    const k = ctx.db.kysely;
    const applied = await (k as unknown as MigrationTable).selectFrom('weft_migration').select(['name', 'appliedAt']).execute();
    if (applied.length === 0) {
      err('The database was never migrated: nothing to revert.');
      return 1;
    }
    const position = (name: string) => MIGRATIONS.findIndex((m) => m.name === name);
    const unknown = applied.find((m) => position(m.name) < 0);
    if (unknown) {
      err(`The database has the migration "${unknown.name}", which this version of Weft does not know: it was migrated by a newer Weft. Run db:revert with that version.`);
      return 1;
    }
    const last = applied.reduce((a, b) => (position(b.name) > position(a.name) ? b : a));
    const down = DOWN_MIGRATIONS[last.name];
    if (!down) {
      err(`The last migration, "${last.name}", cannot be reverted: it is irreversible (nothing was changed).`);
      return 1;
    }
    await k.transaction().execute(async (trx) => {
      await down(trx.schema);
      await (trx as unknown as MigrationTable).deleteFrom('weft_migration').where('name', '=', last.name).execute();
    });
    out(`Reverted the migration "${last.name}". Any weft command applies it again; run an older Weft now.`);
    return 0;
  });
}
