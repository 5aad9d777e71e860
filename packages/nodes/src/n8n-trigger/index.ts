import type {
  ActivationMode,
  ExecuteContext,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  TriggerContext,
  TriggerResponse,
} from '@weft/workflow';
import { runTriggerByHand } from '../shared/queue-trigger.js';

const EVENT_NAMES: Readonly<Record<string, string>> = {
  activate: 'Workflow activated',
  update: 'Workflow updated',
  init: 'Instance started',
};

/** n8n Trigger 1 (n8n's `n8n-nodes-base.n8nTrigger`). */
export const n8nTriggerDescription: NodeTypeDescription = {
  name: 'weft.n8nTrigger',
  displayName: 'n8n Trigger',
  description: 'Starts the workflow when the instance starts, or when this workflow is activated or updated',
  icon: 'file:n8nTrigger.svg',
  group: ['trigger'],
  version: 1,
  defaults: { name: 'n8n Trigger' },
  inputs: [],
  outputs: ['main'],
  properties: [
    {
      displayName: 'Events',
      name: 'events',
      type: 'multiOptions',
      required: true,
      default: [],
      description: 'Which events start an execution',
      options: [
        { name: 'Active Workflow Updated', value: 'update', description: 'This workflow is saved while active' },
        { name: 'Instance Started', value: 'init', description: 'The instance starts or restarts' },
        { name: 'Workflow Activated', value: 'activate', description: 'This workflow is activated' },
      ],
    },
  ],
  codex: {
    categories: ['Core Nodes'],
    subcategories: { 'Core Nodes': ['Flow', 'Other Trigger Nodes', 'Helpers'] },
  },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/core-nodes/n8n-nodes-base.n8ntrigger/',
};

const eventItem = (ctx: TriggerContext, event: string | undefined) => ({
  json: { event, timestamp: new Date().toISOString(), workflow_id: ctx.getWorkflow().id },
});

/**
 * Emits one item `{ event, timestamp, workflow_id }` when the host started it for one of the chosen
 * events (instance start, activation, update of the active workflow); run by hand, the event is
 * "Manual execution".
 */
export async function triggerN8n(ctx: TriggerContext): Promise<TriggerResponse> {
  const events = (ctx.getNodeParameter('events', []) ?? []) as string[];
  const mode: ActivationMode | undefined = ctx.getActivationMode?.();
  if (mode !== undefined && Array.isArray(events) && events.includes(mode))
    ctx.emit([[eventItem(ctx, EVENT_NAMES[mode])]]);
  return {
    manualTriggerFunction: async () => ctx.emit([[eventItem(ctx, 'Manual execution')]]),
  };
}

/** A manual run emits the "Manual execution" item; a triggered run passes on the emitted item. */
function executeN8nTrigger(ctx: ExecuteContext): Promise<NodeOutput> {
  return runTriggerByHand(ctx, triggerN8n);
}

/** n8n Trigger, version 1. */
export const n8nTriggerNode: NodeType[] = [
  { description: n8nTriggerDescription, trigger: triggerN8n, execute: executeN8nTrigger },
];
