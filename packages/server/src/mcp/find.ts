/**
 * Which MCP Server Trigger a call reaches. Below `/mcp/`: an enabled trigger of an active
 * workflow, read from the database so that every process (main or webhook) finds the same
 * triggers. Below `/mcp-test/`: a trigger of a workflow the editor is listening with ("Execute
 * workflow"), kept with the test webhooks. Either way the call's path is the trigger's path
 * (version 2, Streamable HTTP), or that path followed by `/sse` or `/messages` (versions 1 and
 * 1.1, SSE).
 */
import { CORE_NODE_TYPES, type WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { loadWorkflow, type StoredWorkflow } from '../services/active/store.js';
import type { TestRegistration, TestWebhooks } from '../services/active/test-webhooks.js';
import { MCP_TEST_METHOD, mcpTriggerPath } from '../services/active/webhook-paths.js';
import { WorkflowRepository } from '../repositories/workflows.js';

/** A matched trigger and what the call is: a v2 Streamable HTTP call, or a v1 SSE stream or message. */
export interface McpTarget {
  workflow: StoredWorkflow;
  node: WorkflowNode;
  kind: 'streamable' | 'sse' | 'message';
  /** The path the trigger serves (its `path` parameter, without slashes). */
  path: string;
  /** The editor's listening, for a call below `/mcp-test/`. */
  test?: TestRegistration;
}

/** The trigger of `workflow` that serves `rest` (the path below the endpoint), if any. */
export function matchMcpTarget(workflow: StoredWorkflow, rest: string): McpTarget | undefined {
  for (const node of workflow.nodes) {
    if (node.disabled || node.type !== CORE_NODE_TYPES.mcpTrigger) continue;
    const path = mcpTriggerPath(node);
    if (!path) continue;
    if (node.typeVersion >= 2) {
      if (rest === path) return { workflow, node, kind: 'streamable', path };
    } else if (rest === `${path}/sse`) {
      return { workflow, node, kind: 'sse', path };
    } else if (rest === `${path}/messages`) {
      return { workflow, node, kind: 'message', path };
    }
  }
  return undefined;
}

/** Finds the active trigger for `rest` (the path below `/mcp/`, no slashes around it). */
export async function findMcpTarget(ctx: ServerContext, rest: string): Promise<McpTarget | undefined> {
  for (const id of await new WorkflowRepository(ctx.db).activeIdsWithNodesContaining('mcpTrigger')) {
    const workflow = await loadWorkflow(ctx, id);
    const target = workflow && matchMcpTarget(workflow, rest);
    if (target) return target;
  }
  return undefined;
}

/** Finds the listening trigger for `rest` (the path below `/mcp-test/`). */
export function findMcpTestTarget(testWebhooks: TestWebhooks, rest: string): McpTarget | undefined {
  for (const path of new Set([rest, rest.replace(/\/(sse|messages)$/, '')])) {
    const found = testWebhooks.find(MCP_TEST_METHOD, path);
    const target = found && matchMcpTarget(found.registration.workflow, rest);
    if (target && target.node.name === found.match.webhook.node) return { ...target, test: found.registration };
  }
  return undefined;
}
