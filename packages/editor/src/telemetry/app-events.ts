/**
 * One-call reporters for the editor's own telemetry points outside the node details view: the
 * save flow's lock conflict, error toasts, a saved workflow and route changes. Callers pass plain
 * values, so this module imports no store (the toast store imports it).
 */
import { errorToastEvent, lockedSaveEvent } from './payloads';
import { report, runHook } from './telemetry';

/** A save refused with code 100: 'User attempted to save locked workflow', owner or sharee. */
export function reportLockedSave(input: {
  userId: string | null | undefined;
  ownedById: string | null | undefined;
  sharingEnabled: boolean;
}): void {
  report(lockedSaveEvent(input));
}

/** An error toast: 'Instance FE emitted error' and the `showMessage.showError` hook. */
export function reportErrorToast(input: {
  title: string;
  message?: string;
  details?: string;
  credentialCaused?: boolean;
}): void {
  report(errorToastEvent(input), {
    name: 'showMessage.showError',
    metadata: { title: input.title, message: input.message, errorMessage: input.details ?? input.message },
  });
}

/** A workflow was saved: the `workflow.afterUpdate` hook. */
export function reportWorkflowSaved(workflowData: { id: string; name?: string; versionId?: string }): void {
  runHook('workflow.afterUpdate', { workflowData });
}

/** The editor moved to another route: the `main.routeChange` hook with both paths. */
export function reportRouteChange(to: string, from: string): void {
  runHook('main.routeChange', { to, from });
}
