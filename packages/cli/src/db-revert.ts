import { MIGRATIONS } from '@weft/server';
import { withInstance } from './instance.js';

/** The migration bookkeeping table, which the typed schema leaves out. */
interface MigrationTable {
  selectFrom(table: 'weft_migration'): {
    select(columns: ['name', 'appliedAt']): { execute(): Promise<Array<{ name: string; appliedAt: string }>> };
  };
  deleteFrom(table: 'weft_migration'): {
    where(column: 'name', op: '=', value: string): { execute(): Promise<unknown> };
  };
}

/**
 * Which migration `db:revert` undoes, given the names applied to the database: the last one in
 * this version's order, when this version has its down-migration. Otherwise why not.
 */
export function planRevert(
  applied: readonly string[],
  known: readonly string[] = MIGRATIONS.map((m) => m.name),
  downs: Readonly<Record<string, unknown>> = Object.fromEntries(
    MIGRATIONS.filter((m) => m.down).map((m) => [m.name, m.down]),
  ),
): { revert: string } | { refuse: string } {
  if (applied.length === 0) return { refuse: 'The database was never migrated: nothing to revert.' };
  const unknown = applied.find((name) => !known.includes(name));
  if (unknown) {
    return {
      refuse: `The database has the migration "${unknown}", which this version of Weft does not know: a newer Weft migrated it. Run db:revert with that version.`,
    };
  }
  const last = applied.reduce((a, b) => (known.indexOf(b) > known.indexOf(a) ? b : a));
  if (!downs[last])
    return { refuse: `The last migration, "${last}", cannot be reverted: it is irreversible. Nothing was changed.` };
  return { revert: last };
}

/**
 * `weft db:revert`: undoes the last migration applied to the database, as n8n's command does,
 * when it can be undone; otherwise says why and changes nothing. Like every command, opening the
 * database first applies the migrations this version has and the database lacks.
 */
export async function dbRevertCommand(
  _args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  return withInstance(async ({ ctx }) => {
    const k = ctx.db.kysely;
    const applied = await (k as unknown as MigrationTable)
      .selectFrom('weft_migration')
      .select(['name', 'appliedAt'])
      .execute();
    const plan = planRevert(applied.map((m) => m.name));
    if ('refuse' in plan) {
      err(plan.refuse);
      return 1;
    }
    const down = MIGRATIONS.find((m) => m.name === plan.revert)!.down!;
    await k.transaction().execute(async (trx) => {
      await down(trx as never, ctx.config.db.type === 'postgresdb' ? 'postgres' : 'sqlite');
      await (trx as unknown as MigrationTable).deleteFrom('weft_migration').where('name', '=', plan.revert).execute();
    });
    out(`Reverted the migration "${plan.revert}". Any weft command applies it again; run an older Weft now.`);
    return 0;
  });
}
