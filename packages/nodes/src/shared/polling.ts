/**
 * What every polling trigger shares: the `pollTimes` parameter n8n adds to nodes whose description
 * says `polling: true`, and how its entries become schedules. The host (the server's poller) calls
 * the node type's `poll` at those times.
 */
import { NodeOperationError, type NodeProperty, type NodeTypeDescription, type WorkflowNode } from '@weft/workflow';
import { cronDescription } from '../cron/description.js';
import {
  parseCronExpression,
  triggerTimeToCron,
  type CronSchedule,
  type CronTriggerTime,
} from '../cron/cron-expression.js';

const triggerTimes = cronDescription.properties.find((p) => p.name === 'triggerTimes')!;

/** n8n's `pollTimes` parameter (the Cron node's trigger times, every minute by default). */
export const pollTimesProperty: NodeProperty = {
  ...triggerTimes,
  displayName: 'Poll Times',
  name: 'pollTimes',
  default: { item: [{ mode: 'everyMinute' }] },
  description: 'When to check for new data',
  placeholder: 'Add Poll Time',
  typeOptions: { multipleValues: true, multipleValueButtonText: 'Add Poll Time' },
};

/** A polling trigger's description: `polling: true` and {@link pollTimesProperty} first, as n8n shows them. */
export function pollingDescription(description: NodeTypeDescription): NodeTypeDescription {
  return { ...description, polling: true, properties: [pollTimesProperty, ...description.properties] };
}

/**
 * The cron expressions (seconds first) of a polling node's `pollTimes`, as n8n builds them (a random
 * second per entry). As n8n, a poll more often than once a minute (a `*` in the seconds) is refused.
 */
export function pollTimeExpressions(node: WorkflowNode, random?: () => number): string[] {
  const raw = node.parameters.pollTimes as { item?: CronTriggerTime[] } | undefined;
  const items =
    raw === undefined
      ? (pollTimesProperty.default as unknown as { item: CronTriggerTime[] }).item
      : Array.isArray(raw?.item)
        ? raw.item
        : [];
  return items.map((item, index) => {
    let expression: string;
    try {
      expression = triggerTimeToCron(item, random);
    } catch (error) {
      throw new NodeOperationError(node, `Poll time ${index + 1}: ${(error as Error).message}`);
    }
    if ((expression.split(/\s+/)[0] ?? '').includes('*')) {
      throw new NodeOperationError(
        node,
        `The polling interval of "${node.name}" is too short. It has to be at least a minute.`,
        {
          description: `Poll time ${index + 1} ("${expression}") runs more than once a minute`,
        },
      );
    }
    return expression;
  });
}

/** The schedules of a polling node's `pollTimes`; a clear error names the node and the bad entry. */
export function pollSchedules(node: WorkflowNode, random?: () => number): CronSchedule[] {
  return pollTimeExpressions(node, random).map((expression, index) => {
    try {
      return parseCronExpression(expression);
    } catch (error) {
      throw new NodeOperationError(node, `Poll time ${index + 1}: ${(error as Error).message}`);
    }
  });
}
