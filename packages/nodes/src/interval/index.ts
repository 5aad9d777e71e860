import { NodeOperationError } from '@weft/workflow';
import type { NodeType, NodeTypeDescription, TriggerContext, TriggerResponse, WorkflowNode } from '@weft/workflow';

/** The legacy Interval node (n8n's `n8n-nodes-base.interval` 1): a trigger every N seconds, minutes or hours. */
export const intervalDescription: NodeTypeDescription = {
  name: 'weft.interval',
  displayName: 'Interval',
  description: 'Starts the workflow again and again, a fixed time apart (legacy, use Schedule Trigger)',
  group: ['trigger', 'schedule'],
  version: 1,
  hidden: true,
  icon: 'fa:hourglass',
  defaults: { name: 'Interval', color: '#00FF00' },
  inputs: [],
  outputs: ['main'],
  properties: [
    {
      displayName:
        'This workflow will run on the schedule you define here once you <a data-key="activate">activate</a> it.<br><br>For testing, you can also trigger it manually: by going back to the canvas and clicking \'execute workflow\'',
      name: 'notice',
      type: 'notice',
      default: '',
    },
    {
      displayName: 'Interval',
      name: 'interval',
      type: 'number',
      typeOptions: { minValue: 1 },
      default: 1,
      description: 'How many units between two runs',
    },
    {
      displayName: 'Unit',
      name: 'unit',
      type: 'options',
      options: [
        { name: 'Seconds', value: 'seconds' },
        { name: 'Minutes', value: 'minutes' },
        { name: 'Hours', value: 'hours' },
      ],
      default: 'seconds',
      description: 'The unit of the interval',
    },
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Other Trigger Nodes'] },
    alias: ['Time', 'Scheduler', 'Polling'],
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.interval/',
};

/** Longest interval Node's timers allow (ms). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The interval of an Interval node in milliseconds, as n8n computes it; errors (n8n's messages)
 * for an interval below 1, an unknown unit, or one too long for a timer.
 */
export function intervalMs(node: WorkflowNode, interval: unknown, unit: unknown): number {
  const value = Number(interval);
  if (!Number.isFinite(value) || value <= 0)
    throw new NodeOperationError(node, 'The interval has to be set to at least 1 or higher!');
  const factor = ({ seconds: 1, minutes: 60, hours: 3600 } as Record<string, number>)[String(unit)];
  if (factor === undefined) {
    throw new NodeOperationError(node, `Unknown unit "${String(unit)}"`, {
      description: "The unit must be 'seconds', 'minutes' or 'hours'.",
    });
  }
  const ms = value * factor * 1000;
  if (ms > MAX_TIMER_MS) throw new NodeOperationError(node, 'The interval value is too large.');
  return ms;
}

/**
 * Interval: while its workflow is active, starts it every interval with one empty item (the
 * first run one interval after activation); run by hand, it outputs one empty item.
 */
export const intervalNode: NodeType[] = [
  {
    description: intervalDescription,
    async execute() {
      return [[{ json: {} }]];
    },
    async trigger(ctx: TriggerContext): Promise<TriggerResponse> {
      const ms = intervalMs(
        ctx.getNode(),
        ctx.getNodeParameter('interval', 1),
        ctx.getNodeParameter('unit', 'seconds'),
      );
      const fire = () => ctx.emit([[{ json: {} }]]);
      const timer = setInterval(fire, ms);
      return {
        closeFunction: async () => clearInterval(timer),
        manualTriggerFunction: async () => fire(),
      };
    },
  },
];
