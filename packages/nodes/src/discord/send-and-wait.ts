/**
 * The send-and-wait parameters of the Discord and WhatsApp nodes: the shared ones, with approval
 * buttons that are plain links (no style choice) labelled "✓ Approve" and "✗ Decline" by default,
 * as n8n has them for these two nodes.
 */
import type { NodeProperty, NodePropertyCollection } from '@weft/workflow';
import { sendAndWaitProperties } from '../shared/send-and-wait/index.js';

const LABELS: Record<string, string> = { approveLabel: '✓ Approve', disapproveLabel: '✗ Decline' };

/** The send-and-wait parameters shown for `show`, with link-button approval options. */
export function linkButtonSendAndWaitProperties(show: Record<string, string[]>): NodeProperty[] {
  return sendAndWaitProperties(show).map((property) => {
    if (property.name !== 'approvalOptions') return property;
    const options = (property.options as NodePropertyCollection[]).map((group) => ({
      ...group,
      values: group.values
        .filter((v) => v.name !== 'buttonApprovalStyle' && v.name !== 'buttonDisapprovalStyle')
        .map((v) => (LABELS[v.name] ? { ...v, default: LABELS[v.name]! } : v.name === 'approvalType' ? { ...v, placeholder: 'Add option' } : v)),
    }));
    return { ...property, options };
  });
}
