import { parseFlags } from './flags.js';
import { withInstance } from './instance.js';
import { UsageError } from './transfer-files.js';

/** A delete on a table the typed schema leaves out. */
interface UntypedDelete {
  deleteFrom(table: string): { where(column: string, op: '=', value: string): { execute(): Promise<unknown> } };
}

/** `--active` as n8n's commands take it: the text true or false. */
function activeFlag(value: string | number | boolean | undefined, required: boolean): boolean | undefined {
  if (value === undefined) {
    if (required) throw new UsageError('Give the state to set with --active=true or --active=false');
    return undefined;
  }
  if (value !== 'true' && value !== 'false')
    throw new UsageError(`--active must be true or false, not "${String(value)}"`);
  return value === 'true';
}

/** `weft list:workflow [--active=true|false] [--onlyId]`: `id|name` per line (or the id only). */
export async function listWorkflowCommand(args: string[], out: (s: string) => void): Promise<number> {
  const flags = parseFlags(args, { active: 'string', onlyId: 'boolean' });
  const active = activeFlag(flags.active, false);
  return withInstance(async ({ ctx }) => {
    let q = ctx.db.kysely.selectFrom('workflow').select(['id', 'name']);
    if (active !== undefined) q = q.where('active', '=', active ? 1 : 0);
    const rows = await q.orderBy('createdAt').orderBy('id').execute();
    for (const r of rows) out(flags.onlyId ? r.id : `${r.id}|${r.name}`);
    return 0;
  });
}

/**
 * `weft update:workflow --id <id> | --all --active=true|false`: sets the stored active flag.
 * A running Weft keeps its triggers as they are; the flag takes effect when it starts next
 * (it activates the workflows marked active then).
 */
export async function updateWorkflowCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(args, { active: 'string', all: 'boolean', id: 'string' });
  const id = typeof flags.id === 'string' ? flags.id : undefined;
  if (!id && flags.all !== true) throw new UsageError('Give --id <id> or --all');
  if (id && flags.all === true) throw new UsageError('Give either --id or --all, not both');
  const active = activeFlag(flags.active, true)!;
  return withInstance(async ({ ctx }) => {
    const k = ctx.db.kysely;
    const count = await k.transaction().execute(async (trx) => {
      let q = trx.updateTable('workflow').set({ active: active ? 1 : 0 });
      if (id) q = q.where('id', '=', id);
      const res = await q.executeTakeFirst();
      if (!active) {
        // What activation registered goes with it, as deactivation in the server does.
        let w = trx.deleteFrom('webhook');
        if (id) w = w.where('workflowId', '=', id);
        await w.execute();
      }
      return Number(res.numUpdatedRows);
    });
    if (id && count === 0) throw new Error(`There is no workflow with the ID "${id}"`);
    out(`${active ? 'Activated' : 'Deactivated'} ${id ? `workflow ${id}` : `all workflows (${count})`}.`);
    err('A running Weft keeps its triggers as they are: restart it for the change to take effect.');
    return 0;
  });
}

/**
 * `weft user-management:reset`: back to the owner-setup state, as n8n's command: every workflow
 * and credential is kept and owned by the instance owner, every other user is deleted, and the
 * owner loses email, name, password, API key and sessions, so the next visit shows owner setup.
 */
export async function userManagementResetCommand(_args: string[], out: (s: string) => void): Promise<number> {
  return withInstance(async ({ ctx, ownerId }) => {
    const k = ctx.db.kysely;
    const t = new Date().toISOString();
    await k.transaction().execute(async (trx) => {
      await trx.deleteFrom('shared_workflow').execute();
      const workflows = await trx.selectFrom('workflow').select('id').execute();
      if (workflows.length)
        await trx
          .insertInto('shared_workflow')
          .values(workflows.map((w) => ({ workflowId: w.id, userId: ownerId, role: 'owner' as const, createdAt: t })))
          .execute();
      await trx.deleteFrom('shared_credential').execute();
      const credentials = await trx.selectFrom('credential').select('id').execute();
      if (credentials.length)
        await trx
          .insertInto('shared_credential')
          .values(
            credentials.map((c) => ({ credentialsId: c.id, userId: ownerId, role: 'owner' as const, createdAt: t })),
          )
          .execute();
      // Sessions, reset tokens and SSO links of the others go with them (ON DELETE CASCADE).
      await trx.deleteFrom('user').where('id', '!=', ownerId).execute();
      await trx.deleteFrom('session').where('userId', '=', ownerId).execute();
      await trx.deleteFrom('api_key').where('userId', '=', ownerId).execute();
      await trx.deleteFrom('auth_identity').where('userId', '=', ownerId).execute();
      // Password reset tokens (migration 002; not in the typed schema) must not outlive the reset.
      await (trx as unknown as UntypedDelete)
        .deleteFrom('password_reset_token')
        .where('userId', '=', ownerId)
        .execute();
      await trx
        .updateTable('user')
        .set({
          email: null,
          firstName: null,
          lastName: null,
          password: null,
          apiKey: null,
          mfaEnabled: 0,
          mfaSecret: null,
          mfaRecoveryCodes: null,
          disabled: 0,
          updatedAt: t,
        })
        .where('id', '=', ownerId)
        .execute();
      await trx.deleteFrom('setting').where('key', '=', 'userManagement.skipInstanceOwnerSetup').execute();
    });
    out(
      'User management was reset: the instance shows owner setup again; workflows and credentials are kept, owned by the instance owner.',
    );
    return 0;
  });
}
