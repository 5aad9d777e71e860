/** Workflows and helpers shared by the execution and push tests. */
import type { Workflow, WorkflowNode } from '@weft/workflow';
import type { TestServer } from './harness.js';

let seq = 0;

/** A node at a position (weft type names). */
export function node(
  name: string,
  type: string,
  parameters: Record<string, unknown> = {},
  typeVersion = 1,
): WorkflowNode {
  return {
    id: `${name}-${seq++}`,
    name,
    type,
    typeVersion,
    position: [seq * 200, 0],
    parameters: parameters as WorkflowNode['parameters'],
  };
}

/** Connections of a chain of nodes by name. */
export function chain(...names: string[]): Workflow['connections'] {
  const out: Workflow['connections'] = {};
  for (let i = 0; i + 1 < names.length; i++)
    out[names[i]!] = { main: [[{ node: names[i + 1]!, type: 'main', index: 0 }]] };
  return out;
}

/** Manual Trigger → NoOp. */
export function simpleWorkflow(name = 'Simple', settings: Workflow['settings'] = {}): Workflow {
  return {
    name,
    nodes: [node('Start', 'weft.manualTrigger'), node('Pass', 'weft.noOp')],
    connections: chain('Start', 'Pass'),
    settings,
  };
}

/** Manual Trigger → Stop and Error (always fails). */
export function failingWorkflow(name = 'Failing', settings: Workflow['settings'] = {}): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'weft.manualTrigger'),
      node('Fail', 'weft.stopAndError', { errorType: 'errorMessage', errorMessage: 'Boom on purpose' }),
    ],
    connections: chain('Start', 'Fail'),
    settings,
  };
}

/** Manual Trigger → Wait (seconds) → NoOp. */
export function waitWorkflow(seconds: number, name = 'Waiting', settings: Workflow['settings'] = {}): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'weft.manualTrigger'),
      node('Wait', 'weft.wait', { resume: 'timeInterval', amount: seconds, unit: 'seconds' }, 1.1),
      node('After', 'weft.noOp'),
    ],
    connections: chain('Start', 'Wait', 'After'),
    settings,
  };
}

/** Manual Trigger → HTTP Request (GET url) → NoOp. */
export function httpWorkflow(url: string, name = 'Calls out'): Workflow {
  return {
    name,
    nodes: [
      node('Start', 'weft.manualTrigger'),
      node('Fetch', 'weft.httpRequest', { method: 'GET', url, options: {} }, 4.2),
      node('After', 'weft.noOp'),
    ],
    connections: chain('Start', 'Fetch', 'After'),
    settings: {},
  };
}

/** Writes a workflow row (and its owner share) straight into the database; answers its id. */
export async function insertWorkflow(
  server: TestServer,
  ownerId: string,
  workflow: Workflow,
  sharedWith: string[] = [],
): Promise<string> {
  const id = `wf${Date.now().toString(36)}${(seq++).toString(36)}`.slice(0, 16);
  const at = new Date().toISOString();
  const db = server.ctx.db.kysely;
  await db
    .insertInto('workflow')
    .values({
      id,
      name: workflow.name,
      active: 0,
      nodes: JSON.stringify(workflow.nodes),
      connections: JSON.stringify(workflow.connections),
      settings: JSON.stringify(workflow.settings ?? {}),
      staticData: null,
      pinData: JSON.stringify(workflow.pinData ?? {}),
      meta: null,
      versionId: `v-${id}`,
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  await db
    .insertInto('shared_workflow')
    .values({ workflowId: id, userId: ownerId, role: 'owner', createdAt: at })
    .execute();
  for (const userId of sharedWith)
    await db.insertInto('shared_workflow').values({ workflowId: id, userId, role: 'editor', createdAt: at }).execute();
  return id;
}

/** Polls until `check` answers a value (not undefined), or fails after `ms`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 10_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until an execution is no longer running in the server. */
export async function settled(server: TestServer, executionId: string): Promise<void> {
  await waitFor(
    () => (server.ctx.executions.running().some((e) => e.id === executionId) ? undefined : true),
    20_000,
    `execution ${executionId} to end`,
  );
}
