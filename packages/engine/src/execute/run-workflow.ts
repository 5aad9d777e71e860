import { WorkflowRunner } from './workflow-runner.js';
import type { ExecutionResult, RunWorkflowOptions } from './types.js';

/**
 * Runs a workflow and answers the execution: per-node run data, the last node executed, and
 * the error that stopped it, if any. Never throws for workflow errors: they are in the result.
 *
 * @example
 * const result = await runWorkflow({ workflow, nodeTypes: createNodeTypeRegistry(builtinNodeTypes) });
 * result.data.resultData.runData['Set'][0].data.main[0]
 */
export async function runWorkflow(options: RunWorkflowOptions): Promise<ExecutionResult> {
  // A registry that loads node families on demand loads this workflow's now (sub-workflows too).
  await options.nodeTypes.prepare?.(options.workflow.nodes);
  return new WorkflowRunner(options).run();
}
