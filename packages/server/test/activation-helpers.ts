/** Helpers for the activation and webhook tests: stored workflows and waiting for executions. */
import { randomUUID } from 'node:crypto';
import type { Connections, WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '@weft/server';

let counter = 0;

/** A node with defaults filled in. */
export function node(
  name: string,
  type: string,
  parameters: Record<string, unknown> = {},
  extra: Partial<WorkflowNode> = {},
): WorkflowNode {
  return {
    id: randomUUID(),
    name,
    type,
    typeVersion: 1,
    position: [0, counter++ * 20],
    parameters: parameters as WorkflowNode['parameters'],
    ...extra,
  };
}

/** Connections of a chain of node names (main output 0 to input 0). */
export function chain(...names: string[]): Connections {
  const out: Connections = {};
  for (let i = 0; i < names.length - 1; i++)
    out[names[i]!] = { main: [[{ node: names[i + 1]!, type: 'main', index: 0 }]] };
  return out;
}

/** Inserts a workflow (and its owner share) directly into the tables; answers its id. */
export async function insertWorkflow(
  ctx: ServerContext,
  wf: {
    name?: string;
    nodes: WorkflowNode[];
    connections?: Connections;
    settings?: Record<string, unknown>;
    active?: boolean;
    ownerId?: string;
  },
): Promise<string> {
  const id = `wf${Date.now().toString(36)}${counter++}`;
  const at = new Date().toISOString();
  const ownerId = wf.ownerId ?? (await ctx.users.ensureShellOwner()).id;
  await ctx.db.kysely
    .insertInto('workflow')
    .values({
      id,
      name: wf.name ?? `Workflow ${id}`,
      active: wf.active ? 1 : 0,
      nodes: JSON.stringify(wf.nodes),
      connections: JSON.stringify(wf.connections ?? {}),
      settings: JSON.stringify(wf.settings ?? {}),
      staticData: null,
      pinData: null,
      meta: null,
      versionId: randomUUID(),
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await ctx.db.kysely
    .insertInto('shared_workflow')
    .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: at })
    .execute();
  return id;
}

/** Executions of a workflow, newest last. */
export async function executionsOf(
  ctx: ServerContext,
  workflowId: string,
): Promise<Array<{ id: number; mode: string; status: string; data: string }>> {
  return ctx.db.kysely
    .selectFrom('execution')
    .select(['id', 'mode', 'status', 'data'])
    .where('workflowId', '=', workflowId)
    .orderBy('id')
    .execute();
}

/** Waits until `check` answers a truthy value (polling), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 8000,
  what = 'the condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for finished executions of a workflow (not running) and answers them. */
export async function finishedExecutions(ctx: ServerContext, workflowId: string, count = 1, timeoutMs = 8000) {
  return waitFor(
    async () => {
      const rows = (await executionsOf(ctx, workflowId)).filter(
        (r) => r.status !== 'running' && r.status !== 'new' && r.status !== 'waiting',
      );
      return rows.length >= count ? rows : undefined;
    },
    timeoutMs,
    `${count} finished execution(s) of ${workflowId}`,
  );
}

/** A Webhook node (typeVersion 2) at `path`. */
export function webhookNode(
  path: string,
  parameters: Record<string, unknown> = {},
  extra: Partial<WorkflowNode> = {},
): WorkflowNode {
  return node(
    'Webhook',
    'n8n-nodes-base.webhook',
    { path, ...parameters },
    { typeVersion: 2, webhookId: randomUUID(), ...extra },
  );
}

/** A Set node (typeVersion 3.4) assigning fields from expressions. */
export function setNode(name: string, fields: Record<string, string>): WorkflowNode {
  return node(
    name,
    'n8n-nodes-base.set',
    {
      assignments: {
        assignments: Object.entries(fields).map(([k, v], i) => ({ id: String(i), name: k, value: v, type: 'string' })),
      },
      options: {},
    },
    { typeVersion: 3.4 },
  );
}
