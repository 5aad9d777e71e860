/**
 * The one way data gets pinned to a node, whoever asks (the P key on the canvas, paste, the
 * output panel's Pin button, the pinned-data editor): the workflow's pinned data must stay within
 * 12 MiB (`checkPinItems`), and a refusal shows the same error toast.
 */
import type { Item } from '@weft/workflow';
import { checkPinItems, type PinDataCheck } from '../stores/ndv/state';
import { toast } from '../stores/toasts/store';
import { useWorkflowStore } from '../stores/workflow/store';

/** A refused pinned-data check. */
export type PinDataRefusal = Extract<PinDataCheck, { ok: false }>;

/** Shows the error toast of a refused pin: the check's title, its message below. */
export function showPinDataRefusal(refusal: PinDataRefusal): void {
  toast.error(new Error(refusal.message), refusal.title);
}

/**
 * Pins items to a node when the workflow's pinned data (the other nodes' plus these) stays within
 * the limit; answers the check. Nothing changes on a refusal, and unless `quiet` the toast shows.
 *
 * @example
 * if (!tryPinData('HTTP Request', items).ok) return; // the user saw why
 */
export function tryPinData(nodeName: string, items: Item[], options: { quiet?: boolean } = {}): PinDataCheck {
  const check = checkPinItems(items, useWorkflowStore.getState().workflow.pinData, nodeName);
  if (!check.ok) {
    if (!options.quiet) showPinDataRefusal(check);
    return check;
  }
  useWorkflowStore.getState().pinData(nodeName, check.items);
  return check;
}

/**
 * Pins several nodes' data in order, each checked against what is pinned by then; one toast for
 * the first refusal (a key press or a paste should not stack up toasts). Answers the refused names.
 */
export function tryPinMany(entries: Iterable<[nodeName: string, items: Item[]]>): string[] {
  const refused: string[] = [];
  for (const [name, items] of entries) {
    if (!tryPinData(name, items, { quiet: refused.length > 0 }).ok) refused.push(name);
  }
  return refused;
}
