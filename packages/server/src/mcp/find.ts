/**
 * Which MCP Server Trigger a call to `/mcp/<rest>` reaches: an enabled trigger of an active
 * workflow whose path is `<rest>` (version 2, Streamable HTTP), or whose path followed by `/sse`
 * or `/messages` is `<rest>` (versions 1 and 1.1, SSE). Read from the database, so every process
 * (main or webhook) finds the same triggers.
 */
import { CORE_NODE_TYPES, trimSlashes, type WorkflowNode } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { loadWorkflow, type StoredWorkflow } from '../services/active/store.js';
import { WorkflowRepository } from '../repositories/workflows.js';

/** A matched trigger and what the call is: a v2 Streamable HTTP call, or a v1 SSE stream or message. */
export interface McpTarget {
  workflow: StoredWorkflow;
  node: WorkflowNode;
  kind: 'streamable' | 'sse' | 'message';
  /** The path the trigger serves (its `path` parameter, without slashes). */
  path: string;
}

/** The path parameter of a trigger, without slashes (an expression path is not supported). */
function pathOf(node: WorkflowNode): string {
  return trimSlashes(String(node.parameters.path ?? ''));
}

/** Finds the trigger for `rest` (the path below `/mcp/`, no slashes around it). */
export async function findMcpTarget(ctx: ServerContext, rest: string): Promise<McpTarget | undefined> {
  for (const id of await new WorkflowRepository(ctx.db).activeIdsWithNodesContaining('mcpTrigger')) {
    const workflow = await loadWorkflow(ctx, id);
    if (!workflow) continue;
    for (const node of workflow.nodes) {
      if (node.disabled || node.type !== CORE_NODE_TYPES.mcpTrigger) continue;
      const path = pathOf(node);
      if (!path) continue;
      if (node.typeVersion >= 2) {
        if (rest === path) return { workflow, node, kind: 'streamable', path };
      } else if (rest === `${path}/sse`) {
        return { workflow, node, kind: 'sse', path };
      } else if (rest === `${path}/messages`) {
        return { workflow, node, kind: 'message', path };
      }
    }
  }
  return undefined;
}
