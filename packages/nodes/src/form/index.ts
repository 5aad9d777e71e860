import {
  CORE_NODE_TYPES,
  ConnectionGraph,
  NodeOperationError,
  toWeftTypeName,
  WAIT_INDEFINITELY,
  type ExecuteContext,
  type NodeType,
} from '@weft/workflow';
import { formDescription } from './description.js';

const UNIT_S: Record<string, number> = { minutes: 60, hours: 3600, days: 86_400 };

/** When the page stops waiting: never, after an interval, or at a date (n8n's Limit Wait Time). */
function waitTill(ctx: ExecuteContext): Date {
  if (!ctx.getNodeParameter('limitWaitTime', 0, false)) return WAIT_INDEFINITELY;
  const type = ctx.getNodeParameter('limitType', 0, 'afterTimeInterval') as string;
  if (type === 'afterTimeInterval') {
    const amount = Number(ctx.getNodeParameter('resumeAmount', 0, 1));
    const unit = ctx.getNodeParameter('resumeUnit', 0, 'hours') as string;
    if (!Number.isFinite(amount) || amount < 0)
      throw new NodeOperationError(ctx.getNode(), `The wait amount must be a positive number, got "${amount}"`);
    return new Date(Date.now() + amount * (UNIT_S[unit] ?? 3600) * 1000);
  }
  const raw = ctx.getNodeParameter('maxDateAndTime', 0, '') as string;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime()))
    throw new NodeOperationError(ctx.getNode(), `Cannot parse the date "${raw}"`, {
      description: 'Use an ISO date such as 2025-01-31T12:00:00Z.',
    });
  return date;
}

/**
 * n8n Form: a further page of the form a Form Trigger started, or its ending. The node puts the
 * execution to wait; the server then shows its page at `/form-waiting/<executionId>` and resumes
 * the run with the submitted item (a page) or with the node's input (an ending, once shown).
 */
export const formNode: NodeType[] = [
  {
    description: formDescription,
    async execute(ctx) {
      const node = ctx.getNode();
      const workflow = ctx.getWorkflow();
      const graph = new ConnectionGraph(
        workflow.connections ?? {},
        workflow.nodes.map((n) => n.name),
      );
      const byName = new Map(workflow.nodes.map((n) => [n.name, n]));
      const typeOf = (name: string) => toWeftTypeName(byName.get(name)?.type ?? '');
      if (!graph.ancestors(node.name).some((n) => typeOf(n) === CORE_NODE_TYPES.formTrigger)) {
        throw new NodeOperationError(node, 'Form Trigger node must be set before this node');
      }
      const operation = ctx.getNodeParameter('operation', 0, 'page') as string;
      if (operation === 'completion' && graph.descendants(node.name).some((n) => typeOf(n) === CORE_NODE_TYPES.form)) {
        throw new NodeOperationError(node, 'Completion has to be the last Form node in the workflow');
      }
      await ctx.putExecutionToWait(waitTill(ctx), { webhook: true });
      return [ctx.getInputData()];
    },
  },
];
