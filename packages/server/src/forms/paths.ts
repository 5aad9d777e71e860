import { CORE_NODE_TYPES, toWeftTypeName, type WorkflowNode } from '@weft/workflow';

/** Whether a node is a Form Trigger. */
export function isFormTrigger(node: Pick<WorkflowNode, 'type'>): boolean {
  return toWeftTypeName(node.type) === CORE_NODE_TYPES.formTrigger;
}

/**
 * The path parameter a Form Trigger listens at, before expressions are resolved: version 1 adds
 * `/n8n-form` to its path; later versions take the path, or the option path (2.2 and later), and
 * an empty path means the node's webhookId, as for the Webhook node.
 */
export function formTriggerPathParameter(node: WorkflowNode): string {
  const path = String(node.parameters.path ?? '');
  if (node.typeVersion < 2) return path.startsWith('=') ? `${path}/n8n-form` : `${path.replace(/\/+$/, '')}/n8n-form`;
  if (path && path !== '=') return path;
  const options = node.parameters.options as { path?: unknown } | undefined;
  return String(options?.path ?? '');
}
