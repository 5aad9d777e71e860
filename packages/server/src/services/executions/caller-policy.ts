/**
 * Which workflows may run a workflow as their sub-workflow (Execute Workflow node): the called
 * workflow's `settings.callerPolicy`, or the instance default. Without it anyone who can name a
 * workflow's id could run it and read what it answers, though they may not open it.
 */
import type { CallerPolicy } from '../../config.js';

/** Who is calling, and what is called. */
export interface SubWorkflowCall {
  /** The calling workflow's id (undefined for an unsaved one). */
  callerWorkflowId?: string;
  /** The user the calling run belongs to: the caller's owner, or who runs an unsaved workflow. */
  callerOwnerId?: string;
  /** The called workflow. */
  workflowId: string;
  /** Its owner. */
  ownerId?: string;
  /** Its `settings.callerPolicy`, when set. */
  policy?: string;
  /** Its `settings.callerIds`: comma-separated ids of the workflows allowed to call it. */
  callerIds?: string;
}

/** Answers why the call is refused, or undefined when it is allowed. */
export function refusedSubWorkflowCall(call: SubWorkflowCall, fallback: CallerPolicy): string | undefined {
  // A workflow calling itself is not someone else's reach into it.
  if (call.callerWorkflowId !== undefined && call.callerWorkflowId === call.workflowId) return undefined;
  const policy = (call.policy as CallerPolicy | undefined) ?? fallback;
  switch (policy) {
    case 'any':
      return undefined;
    case 'none':
      return 'its settings let no other workflow call it';
    case 'workflowsFromAList': {
      const allowed = (call.callerIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (call.callerWorkflowId !== undefined && allowed.includes(call.callerWorkflowId)) return undefined;
      return call.callerWorkflowId === undefined
        ? 'only the workflows its settings list may call it, and this workflow is not saved yet'
        : 'this workflow is not among those its settings allow to call it';
    }
    case 'workflowsFromSameOwner':
    default:
      if (call.ownerId !== undefined && call.ownerId === call.callerOwnerId) return undefined;
      return 'only workflows of the same owner may call it';
  }
}
