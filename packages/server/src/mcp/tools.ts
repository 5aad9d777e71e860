/**
 * Runs the MCP Server Trigger's workflow for a request that needs its tools: `tools/list` (a run
 * that is not kept) and `tools/call` (a webhook execution, kept per the workflow's settings, whose
 * tool node's run shows the call).
 */
import type { WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import type { StoredWorkflow } from '../services/active/store.js';

/** A tool as `tools/list` answers it. */
export interface ListedTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

/** MCP's answer to a tool call. */
export interface CallAnswer {
  content: Array<{ type: 'text'; text: string }>;
  isError?: boolean;
}

async function runTrigger(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  mcp: Record<string, unknown>,
  discard: boolean,
): Promise<Record<string, unknown>> {
  const started = await ctx.executions.start({
    workflow,
    mode: 'webhook',
    startNode: node.name,
    startItems: [{ json: { mcp } }],
    discard,
  });
  const record = await started.done;
  const error = record.data.resultData.error;
  if (error) throw new Error(error.message);
  const json = record.data.resultData.runData?.[node.name]?.[0]?.data?.main?.[0]?.[0]?.json;
  if (!json) throw new Error(`The MCP Server Trigger "${node.name}" gave no answer`);
  return json;
}

/** The trigger's tools. */
export async function listTools(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
): Promise<ListedTool[]> {
  const json = await runTrigger(ctx, workflow, node, { method: 'tools/list' }, true);
  return (json.tools ?? []) as ListedTool[];
}

/** Runs one tool; a failed run is answered as an MCP error, as n8n does. */
export async function callTool(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  name: string,
  args: Record<string, unknown>,
): Promise<CallAnswer> {
  try {
    const json = await runTrigger(ctx, workflow, node, { method: 'tools/call', name, arguments: args }, false);
    return json.result as CallAnswer;
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: `Error: ${(error as Error).message}` }] };
  }
}
