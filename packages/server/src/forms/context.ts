import type { Workflow, WorkflowNode } from '@weft/workflow';
import { CORE_NODE_TYPES, ConnectionGraph, toWeftTypeName } from '@weft/workflow';
import type { ServerContext } from '../context.js';
import { rawParameter } from './fields.js';

/** The timezone a workflow runs in: its setting, else the instance's. */
export function workflowTimezone(ctx: ServerContext, workflow: Workflow): string {
  const tz = workflow.settings?.timezone;
  return typeof tz === 'string' && tz && tz !== 'DEFAULT' ? tz : ctx.config.timezone;
}

/** Whether `submittedAt` uses the workflow's timezone (option; on by default after version 2). */
export function usesWorkflowTimezone(trigger: WorkflowNode): boolean {
  const option = rawParameter(trigger, 'options.useWorkflowTimezone');
  return option === undefined ? trigger.typeVersion > 2 : option === true || option === 'true';
}

function graphOf(workflow: Workflow): ConnectionGraph {
  return new ConnectionGraph(
    workflow.connections ?? {},
    workflow.nodes.map((n) => n.name),
  );
}

/** The enabled nodes after `name`. */
export function descendantNodes(workflow: Workflow, name: string): WorkflowNode[] {
  const names = new Set(graphOf(workflow).descendants(name));
  return workflow.nodes.filter((n) => names.has(n.name) && !n.disabled);
}

/** The Form Triggers before `name`. */
export function triggersBefore(workflow: Workflow, name: string): WorkflowNode[] {
  const names = new Set(graphOf(workflow).ancestors(name));
  return workflow.nodes.filter((n) => names.has(n.name) && toWeftTypeName(n.type) === CORE_NODE_TYPES.formTrigger);
}

/** Whether a node shows a form page when the run reaches it (Form node, Wait node resumed by a form). */
export function isFormPage(node: WorkflowNode): boolean {
  const type = toWeftTypeName(node.type);
  return type === CORE_NODE_TYPES.form || (type === CORE_NODE_TYPES.wait && node.parameters.resume === 'form');
}

/**
 * Why a Form Trigger's response settings cannot work, as n8n refuses them: a Respond to Webhook
 * node is needed for 'responseNode', unused before 2.2, and not supported from 2.2 on.
 */
export function responseModeProblem(workflow: Workflow, trigger: WorkflowNode): string | undefined {
  const mode = String(trigger.parameters.responseMode ?? 'onReceived');
  const responder = descendantNodes(workflow, trigger.name).some(
    (n) => toWeftTypeName(n.type) === CORE_NODE_TYPES.respondToWebhook,
  );
  if (!responder && mode === 'responseNode') return 'No Respond to Webhook node found in the workflow';
  if (responder && mode !== 'responseNode' && trigger.typeVersion <= 2.1)
    return 'Unused Respond to Webhook node found in the workflow';
  if (responder && trigger.typeVersion > 2.1)
    return 'The "Respond to Webhook" node is not supported in workflows initiated by the "n8n Form Trigger"';
  return undefined;
}
