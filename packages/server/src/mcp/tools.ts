/**
 * Runs the MCP Server Trigger's workflow for a request that needs its tools: `tools/list` (a run
 * that is not kept) and `tools/call` (a webhook execution, kept per the workflow's settings, whose
 * tool node's run shows the call; below `/mcp-test/`, the editor's manual run, which ends its listening).
 */
import type { ServerContext } from '../context.js';
import type { StartExecutionArgs } from '../services/contracts.js';
import { reportTestWebhookReceived, type TestRegistration } from '../services/active/test-webhooks.js';
import type { McpTarget } from './find.js';

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

/** What a run of the trigger starts from: its workflow and node, and the editor's listening below `/mcp-test/`. */
export type McpRunTarget = Pick<McpTarget, 'workflow' | 'node' | 'test'>;

/** A production call runs as a webhook execution; a test call as the editor's manual run, shown on its canvas. */
function startArgs(target: McpRunTarget, mcp: Record<string, unknown>, discard: boolean): StartExecutionArgs {
  const startItems = [{ json: { mcp } }];
  const startNode = target.node.name;
  if (!target.test) return { workflow: target.workflow, mode: 'webhook', startNode, startItems, discard };
  const { workflow, startNode: _s, startItems: _i, mode: _m, pushRef, ...rest } = target.test.args;
  // Listing the tools is not shown to the editor; a tool call is, as n8n's test URL does.
  return { ...rest, workflow, mode: 'manual', startNode, startItems, discard, pushRef: discard ? undefined : pushRef };
}

/** A tool call below `/mcp-test/` ends the editor's listening and shows its run there (as a test webhook's call does). */
function reportTestCall(ctx: ServerContext, test: TestRegistration, executionId: string): void {
  ctx.activeWorkflows.runtime.testWebhooks.remove(test.workflow.id);
  reportTestWebhookReceived(ctx, test, executionId);
}

async function runTrigger(
  ctx: ServerContext,
  target: McpRunTarget,
  mcp: Record<string, unknown>,
  discard: boolean,
): Promise<Record<string, unknown>> {
  const started = await ctx.executions.start(startArgs(target, mcp, discard));
  if (target.test && !discard) reportTestCall(ctx, target.test, started.executionId);
  const record = await started.done;
  const error = record.data.resultData.error;
  if (error) throw new Error(error.message);
  const { node } = target;
  const json = record.data.resultData.runData?.[node.name]?.[0]?.data?.main?.[0]?.[0]?.json;
  if (!json) throw new Error(`The MCP Server Trigger "${node.name}" gave no answer`);
  return json;
}

/** The trigger's tools. */
export async function listTools(ctx: ServerContext, target: McpRunTarget): Promise<ListedTool[]> {
  const json = await runTrigger(ctx, target, { method: 'tools/list' }, true);
  return (json.tools ?? []) as ListedTool[];
}

/** Runs one tool; a failed run is answered as an MCP error, as n8n does. */
export async function callTool(
  ctx: ServerContext,
  target: McpRunTarget,
  name: string,
  args: Record<string, unknown>,
): Promise<CallAnswer> {
  try {
    const json = await runTrigger(ctx, target, { method: 'tools/call', name, arguments: args }, false);
    return json.result as CallAnswer;
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: `Error: ${(error as Error).message}` }] };
  }
}
