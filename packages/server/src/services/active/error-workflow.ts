import { CORE_NODE_TYPES, toWeftTypeName } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import type { ExecutionRecord } from '../contracts.js';
import { loadWorkflow } from './store.js';

/** What an Error Trigger receives about a failed execution (n8n's shape). */
export interface WorkflowErrorData {
  execution: { id: string; url: string; retryOf?: string; error: unknown; lastNodeExecuted?: string; mode: string };
  workflow: { id: string | null; name: string | null };
}

/** Builds the Error Trigger's input for a failed execution. */
export function errorData(ctx: ServerContext, record: ExecutionRecord): WorkflowErrorData {
  const workflowId = record.workflowId ?? record.workflowData.id ?? null;
  const { error, lastNodeExecuted } = record.data.resultData;
  return {
    execution: {
      id: record.id,
      url: `${ctx.config.editorBaseUrl}/workflow/${workflowId ?? 'new'}/executions/${record.id}`,
      ...(record.retryOf ? { retryOf: record.retryOf } : {}),
      error: error ?? { message: 'The execution failed' },
      ...(lastNodeExecuted ? { lastNodeExecuted } : {}),
      mode: record.mode,
    },
    workflow: { id: workflowId, name: record.workflowName ?? record.workflowData.name ?? null },
  };
}

/**
 * Runs the error workflow of a failed execution: the one named in the workflow's
 * `settings.errorWorkflow`, else the workflow itself when it has an Error Trigger. Manual runs
 * have none, and a failed error run ('error' mode) never starts another, so error workflows
 * cannot loop. Answers the started execution's id, if one was started.
 */
export async function runErrorWorkflow(ctx: ServerContext, record: ExecutionRecord): Promise<string | undefined> {
  if (record.mode === 'manual' || record.mode === 'error') return undefined;
  const failedId = record.workflowId ?? record.workflowData.id;
  const named = record.workflowData.settings?.errorWorkflow;
  let targetId: string | undefined;
  if (typeof named === 'string' && named && named !== 'DEFAULT') targetId = named;
  else if (
    failedId &&
    record.workflowData.nodes.some((n) => !n.disabled && toWeftTypeName(n.type) === CORE_NODE_TYPES.errorTrigger)
  )
    targetId = failedId;
  if (!targetId) return undefined;
  const target = await loadWorkflow(ctx, targetId);
  if (!target) return undefined;
  const trigger = target.nodes.find((n) => !n.disabled && toWeftTypeName(n.type) === CORE_NODE_TYPES.errorTrigger);
  if (!trigger) return undefined;
  const started = await ctx.executions.start({
    workflow: target,
    mode: 'error',
    startNode: trigger.name,
    startItems: [{ json: errorData(ctx, record) as unknown as Record<string, never> }],
  });
  return started.executionId;
}
