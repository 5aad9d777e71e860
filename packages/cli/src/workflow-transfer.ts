import { randomUUID } from 'node:crypto';
import { shortId, TagRepository, WorkflowRepository, type WorkflowRecord } from '@weft/server';
import { importN8nWorkflow, isTriggerType, toN8nTypeName, unsupportedNodes, type Workflow } from '@weft/workflow';
import { parseFlags } from './flags.js';
import { withInstance, type OpenInstance } from './instance.js';
import { exportSelection, readInputEntries, UsageError, writeExport } from './transfer-files.js';

/** A workflow read from an import file, checked, with the tags it names. */
interface ImportedWorkflow {
  id?: string;
  workflow: Workflow;
  tagNames: string[];
  createdAt?: string;
  updatedAt?: string;
  source: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Checks one entry of an import file; throws naming the entry (and the node) when it is not a workflow. */
function readWorkflowEntry(value: unknown, source: string): ImportedWorkflow {
  if (!isObject(value))
    throw new Error(`${source} is not a workflow: expected a JSON object with "nodes" and "connections"`);
  if (value.id !== undefined && value.id !== null && (typeof value.id !== 'string' || value.id === ''))
    throw new Error(`${source}: "id" must be a non-empty string`);
  if (value.connections !== undefined && !isObject(value.connections))
    throw new Error(`${source}: "connections" must be an object keyed by node name`);
  let workflow: Workflow;
  try {
    workflow = importN8nWorkflow(value);
  } catch (e) {
    throw new Error(`${source}: ${(e as Error).message}`, { cause: e });
  }
  const names = new Set(workflow.nodes.map((n) => n.name));
  for (const [from, byType] of Object.entries(workflow.connections)) {
    if (!names.has(from))
      throw new Error(`${source}: the connections start at "${from}", which is not a node of the workflow`);
    for (const outputs of Object.values(byType ?? {})) {
      for (const targets of outputs ?? []) {
        for (const t of targets ?? []) {
          if (!names.has(t.node))
            throw new Error(
              `${source}: node "${from}" is connected to "${t.node}", which is not a node of the workflow`,
            );
        }
      }
    }
  }
  const tagNames: string[] = [];
  if (Array.isArray(value.tags)) {
    for (const t of value.tags) {
      const name = typeof t === 'string' ? t : isObject(t) && typeof t.name === 'string' ? t.name : undefined;
      if (!name) throw new Error(`${source}: each tag must be {id, name} or a name`);
      tagNames.push(name);
    }
  }
  return {
    id: typeof value.id === 'string' ? value.id : undefined,
    workflow,
    tagNames,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : undefined,
    updatedAt: typeof value.updatedAt === 'string' ? value.updatedAt : undefined,
    source,
  };
}

const json = (v: unknown) => JSON.stringify(v);

/**
 * Stores imported workflows as n8n's import does: a workflow keeps its id and replaces the stored
 * one of that id (which keeps its owner); a new one belongs to `ownerId`. Every imported
 * workflow is inactive (its triggers register when it is activated), gets a new versionId, and
 * carries the tags it names (created by name when missing). One transaction: all or nothing.
 */
async function storeWorkflows(
  instance: OpenInstance,
  entries: ImportedWorkflow[],
  ownerId: string,
): Promise<{ created: number; replaced: number; deactivated: string[] }> {
  const k = instance.ctx.db.kysely;
  const tags = new TagRepository(instance.ctx.db);
  const tagIds = new Map<string, string>();
  for (const name of new Set(entries.flatMap((e) => e.tagNames))) {
    const found = (await tags.byName(name)) ?? (await tags.create(name));
    tagIds.set(name, found.id);
  }
  let created = 0;
  let replaced = 0;
  const deactivated: string[] = [];
  await k.transaction().execute(async (trx) => {
    for (const e of entries) {
      const w = e.workflow;
      const t = new Date().toISOString();
      const id = e.id ?? shortId();
      const row = {
        name: w.name,
        active: 0,
        nodes: json(w.nodes),
        connections: json(w.connections),
        settings: json(w.settings ?? {}),
        staticData: w.staticData && Object.keys(w.staticData).length ? json(w.staticData) : null,
        pinData: json(w.pinData ?? {}),
        meta: w.meta ? json(w.meta) : null,
        versionId: randomUUID(),
        updatedAt: t,
      };
      const existing = await trx
        .selectFrom('workflow')
        .select(['id', 'active', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (existing) {
        await trx.updateTable('workflow').set(row).where('id', '=', id).execute();
        if (existing.active) {
          deactivated.push(existing.name);
          await trx.deleteFrom('webhook').where('workflowId', '=', id).execute();
        }
        const owned = await trx
          .selectFrom('shared_workflow')
          .select('userId')
          .where('workflowId', '=', id)
          .where('role', '=', 'owner')
          .executeTakeFirst();
        if (!owned)
          await trx
            .insertInto('shared_workflow')
            .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: t })
            .execute();
        replaced++;
      } else {
        await trx
          .insertInto('workflow')
          .values({ id, ...row, createdAt: e.createdAt ?? t, updatedAt: e.updatedAt ?? t })
          .execute();
        await trx
          .insertInto('shared_workflow')
          .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: t })
          .execute();
        created++;
      }
      for (const name of e.tagNames) {
        const tagId = tagIds.get(name)!;
        const linked = await trx
          .selectFrom('workflow_tag')
          .select('tagId')
          .where('workflowId', '=', id)
          .where('tagId', '=', tagId)
          .executeTakeFirst();
        if (!linked) await trx.insertInto('workflow_tag').values({ workflowId: id, tagId }).execute();
      }
    }
  });
  return { created, replaced, deactivated };
}

/** The user `--userId` names (checked), or the instance owner. */
export async function importOwner(instance: OpenInstance, userId: string | undefined): Promise<string> {
  if (!userId) return instance.ownerId;
  const user = await instance.ctx.users.get(userId);
  if (!user) throw new Error(`There is no user with the ID "${userId}"`);
  return user.id;
}

/** `weft import:workflow --input <file|folder> [--separate] [--userId <id>] [--keep-unsupported]`. */
export async function importWorkflowCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(
    args,
    { input: 'string', separate: 'boolean', userId: 'string', 'keep-unsupported': 'boolean' },
    { i: 'input' },
  );
  if (typeof flags.input !== 'string')
    throw new UsageError('Give the file (or, with --separate, the folder) to import with --input');
  const entries = readInputEntries(flags.input, flags.separate === true, 'workflows').map((e) =>
    readWorkflowEntry(e.value, e.source),
  );
  if (entries.length === 0) throw new Error(`${flags.input} holds no workflows to import`);
  const ids = entries.map((e) => e.id).filter(Boolean);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup) throw new Error(`The workflow ID "${dup}" appears more than once in the input`);
  return withInstance(async (instance) => {
    const ownerId = await importOwner(instance, flags.userId as string | undefined);
    // A node Weft cannot run as it is (unknown type, or a typeVersion Weft lacks) is refused, naming it, so a
    // workflow never runs under another version's rules; --keep-unsupported stores such workflows as they are
    // (a backup stays whole), and their activation and runs are refused instead.
    const problems = entries.flatMap((e) =>
      unsupportedNodes(e.workflow.nodes, instance.ctx.nodeTypes).map(
        (u) => `workflow "${e.workflow.name}": ${u.message}`,
      ),
    );
    if (problems.length && flags['keep-unsupported'] !== true) {
      for (const p of problems) err(p);
      err(
        'Nothing was imported. Replace or remove these nodes, or import with --keep-unsupported to store the workflows as they are (they will not run).',
      );
      return 1;
    }
    for (const p of problems) err(`Warning: ${p}`);
    const { created, replaced, deactivated } = await storeWorkflows(instance, entries, ownerId);
    for (const name of deactivated)
      err(`Workflow "${name}" was active; the imported version is inactive until it is activated again.`);
    out(
      `Imported ${entries.length} workflow${entries.length === 1 ? '' : 's'} (${created} new, ${replaced} replaced).`,
    );
    return 0;
  });
}

/** A stored workflow in n8n's export shape (node types under n8n's names). */
export function toExportShape(record: WorkflowRecord, triggerCount: number): Record<string, unknown> {
  return {
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    id: record.id,
    name: record.name,
    description: null,
    active: record.active,
    isArchived: false,
    nodes: record.nodes.map((n) => ({ ...n, type: toN8nTypeName(n.type) })),
    connections: record.connections,
    settings: record.settings ?? {},
    staticData: record.staticData ?? null,
    meta: record.meta ?? null,
    pinData: record.pinData ?? {},
    versionId: record.versionId,
    activeVersionId: record.active ? record.versionId : null,
    versionCounter: 1,
    triggerCount,
    tags: record.tags.map((t) => ({ ...t })),
  };
}

/** `weft export:workflow --all | --id <id> [--output <file|folder>] [--separate] [--pretty] [--backup]`. */
export async function exportWorkflowCommand(
  args: string[],
  out: (s: string) => void,
  err: (s: string) => void,
): Promise<number> {
  const flags = parseFlags(
    args,
    { all: 'boolean', id: 'string', output: 'string', separate: 'boolean', pretty: 'boolean', backup: 'boolean' },
    { o: 'output' },
  );
  const { id, target } = exportSelection(flags);
  return withInstance(async (instance) => {
    const repo = new WorkflowRepository(instance.ctx.db);
    const ids = id
      ? [id]
      : (
          await instance.ctx.db.kysely.selectFrom('workflow').select('id').orderBy('createdAt').orderBy('id').execute()
        ).map((r) => r.id);
    const tags = new Map((await new TagRepository(instance.ctx.db).list()).map((t) => [t.id, t]));
    const records: Array<Record<string, unknown> & { id: string }> = [];
    for (const wid of ids) {
      const record = await repo.get(wid);
      if (!record) continue;
      const triggers = record.active
        ? record.nodes.filter(
            (n) => !n.disabled && isTriggerType(instance.ctx.nodeTypes.get(n.type, n.typeVersion)?.description),
          ).length
        : 0;
      const shaped = toExportShape(record, triggers);
      shaped.tags = record.tags.map((t) => {
        const full = tags.get(t.id);
        return full
          ? { createdAt: full.createdAt, updatedAt: full.updatedAt, id: full.id, name: full.name }
          : { id: t.id, name: t.name };
      });
      records.push(shaped as Record<string, unknown> & { id: string });
    }
    if (records.length === 0)
      throw new Error(id ? `There is no workflow with the ID "${id}"` : 'There are no workflows to export');
    const said = writeExport(records, target, 'workflow', out);
    if (said) err(said);
    return 0;
  });
}
