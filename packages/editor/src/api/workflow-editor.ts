/** The calls the canvas makes: workflows, runs, node types. */
import { unpackNodeTypes } from '@weft/workflow';
import type { NodeTypeDescription, PackedNodeTypes, PinData, RunData, Workflow } from '@weft/workflow';
import { request, restApi } from './client';

/** A workflow as the server answers it. */
export type WorkflowResponse = Workflow & {
  id: string;
  versionId?: string;
  tags?: Array<{ id: string; name: string }>;
  usedCredentials?: unknown[];
  ownedBy?: unknown;
  sharedWith?: unknown[];
};

/** A workflow asked for before its view asked (the page was opened at its address). */
let early: { id: string; at: number; response: Promise<WorkflowResponse> } | undefined;
/** How long an early answer may wait for its view: longer, and the view asks again. */
const EARLY_FOR_MS = 10_000;

/**
 * Starts GET /workflows/:id while the editor boots, for the page opened at that workflow's
 * address; the next `getWorkflow(id)` within {@link EARLY_FOR_MS} takes the answer. A failed early
 * call (the session had ended) is made again by the view after sign-in.
 */
export function prefetchWorkflow(id: string): void {
  const response = restApi<WorkflowResponse>('GET', `/workflows/${encodeURIComponent(id)}`);
  response.catch(() => undefined);
  early = { id, at: Date.now(), response };
}

/** GET /workflows/:id */
export function getWorkflow(id: string): Promise<WorkflowResponse> {
  const taken = early;
  early = undefined;
  if (taken?.id === id && Date.now() - taken.at < EARLY_FOR_MS) {
    return taken.response.catch(() => restApi('GET', `/workflows/${encodeURIComponent(id)}`));
  }
  return restApi('GET', `/workflows/${encodeURIComponent(id)}`);
}

/** GET /workflows/new: a unique default name (optionally from a base name). */
export function getNewWorkflowName(name?: string): Promise<{ name: string }> {
  return restApi('GET', '/workflows/new', name ? { name } : undefined);
}

/** POST /workflows: creates a workflow (always inactive). */
export function createWorkflow(data: Partial<Workflow> & { tags?: string[] }): Promise<WorkflowResponse> {
  return restApi('POST', '/workflows', data);
}

/** PATCH /workflows/:id, with `versionId` in the body; `forceSave` overrides a newer version. */
export function updateWorkflow(
  id: string,
  data: Partial<Workflow> & { tags?: string[]; versionId?: string },
  forceSave = false,
): Promise<WorkflowResponse> {
  return restApi('PATCH', `/workflows/${encodeURIComponent(id)}${forceSave ? '?forceSave=true' : ''}`, data);
}

/** DELETE /workflows/:id */
export function deleteWorkflow(id: string): Promise<boolean> {
  return restApi('DELETE', `/workflows/${encodeURIComponent(id)}`);
}

/** GET /workflows/from-url: a workflow file downloaded by the server. */
export function getWorkflowFromUrl(url: string): Promise<Workflow> {
  return restApi('GET', '/workflows/from-url', { url });
}

/** GET /tags */
export function getTags(): Promise<Array<{ id: string; name: string }>> {
  return restApi('GET', '/tags');
}

/** POST /tags */
export function createTag(name: string): Promise<{ id: string; name: string }> {
  return restApi('POST', '/tags', { name });
}

/**
 * Every node type description: GET /types/nodes-packed.json, the public `/types/nodes.json` with
 * each parameter written once (3.6 MB instead of 6.4; parsed in about a third of the time).
 */
export async function getNodeTypes(): Promise<NodeTypeDescription[]> {
  // `response.json()` parses the body from its bytes, a third faster than the text and
  // JSON.parse of `request`, which answers a failure (asked again) with the server's message.
  const response = await fetch('/types/nodes-packed.json', { headers: { accept: 'application/json' } }).catch(
    () => null,
  );
  const packed = response?.ok
    ? ((await response.json()) as PackedNodeTypes)
    : await request<PackedNodeTypes>('GET', '/types/nodes-packed.json', undefined, { base: '' });
  return unpackNodeTypes(packed);
}

/** Body of POST /workflows/run. */
export interface RunWorkflowBody {
  workflowData: Workflow & { id?: string };
  startNodes?: Array<{ name: string; sourceData: null } | string>;
  destinationNode?: string;
  runData?: RunData;
  pinData?: PinData;
  pushRef?: string;
}

/** POST /workflows/run: starts a manual run, or registers test webhooks and waits. */
export function runWorkflow(body: RunWorkflowBody): Promise<{ executionId?: string; waitingForWebhook?: boolean }> {
  return restApi('POST', '/workflows/run', body);
}

/** POST /executions-current/:id/stop */
export function stopExecution(id: string): Promise<unknown> {
  return restApi('POST', `/executions-current/${encodeURIComponent(id)}/stop`);
}

/** DELETE /test-webhook/:workflowId: stops waiting for a test call. */
export function stopWaitingForWebhook(workflowId: string): Promise<unknown> {
  return restApi('DELETE', `/test-webhook/${encodeURIComponent(workflowId)}`);
}

/** An execution in a list. */
export interface ExecutionSummary {
  id: string;
  finished: boolean;
  mode: string;
  status: string;
  startedAt: string;
  stoppedAt: string | null;
  workflowId: string | null;
  workflowName?: string | null;
  retryOf?: string | null;
  retrySuccessId?: string | null;
  waitTill?: string | null;
}

/** A stored execution with its data. */
export interface ExecutionDetail extends ExecutionSummary {
  data: { resultData: { runData: RunData; pinData?: PinData; error?: { message: string }; lastNodeExecuted?: string } };
  workflowData: Workflow & { id?: string };
  /** The execution's custom data (`$execution.customData`, the Execution Data node). */
  customData?: Record<string, string>;
}

/** GET /executions filtered to one workflow. */
export function getWorkflowExecutions(
  workflowId: string,
  limit = 50,
): Promise<{ count: number; results: ExecutionSummary[] }> {
  return restApi('GET', '/executions', { filter: { workflowId }, limit });
}

/** GET /executions/:id */
export function getExecution(id: string): Promise<ExecutionDetail> {
  return restApi('GET', `/executions/${encodeURIComponent(id)}`);
}

/** POST /executions/:id/retry */
export function retryExecution(id: string, loadWorkflow = false): Promise<unknown> {
  return restApi('POST', `/executions/${encodeURIComponent(id)}/retry`, { loadWorkflow });
}

/** GET /options/timezones */
export function getTimezones(): Promise<Record<string, string>> {
  return restApi('GET', '/options/timezones');
}

/** GET /workflows (for the error-workflow choice in settings). */
export function listWorkflows(): Promise<Array<{ id: string; name: string }>> {
  return restApi('GET', '/workflows');
}
