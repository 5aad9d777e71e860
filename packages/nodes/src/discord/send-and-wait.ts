/**
 * The send-and-wait parameters of the Discord and WhatsApp nodes: the shared ones, with approval
 * buttons that are plain links (no style choice) labelled "✓ Approve" and "✗ Decline" by default,
 * as n8n has them for these two nodes.
 */
import type { ExecuteContext, NodeProperty, NodePropertyCollection } from '@weft/workflow';
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
        .map((v) =>
          LABELS[v.name]
            ? { ...v, default: LABELS[v.name]! }
            : v.name === 'approvalType'
              ? { ...v, placeholder: 'Add option' }
              : v,
        ),
    }));
    return { ...property, options };
  });
}

/**
 * The execute context with the approval labels' defaults filled in ("✓ Approve", "✗ Decline"): n8n's
 * editor leaves a label at its default out of the saved workflow, and n8n fills it back in when it runs.
 */
export function withLinkButtonDefaults(ctx: ExecuteContext): ExecuteContext {
  const wrapped = Object.create(ctx) as ExecuteContext;
  wrapped.getNodeParameter = (name, itemIndex, fallback, options) => {
    const value = ctx.getNodeParameter(name, itemIndex, fallback, options) as unknown;
    if (name !== 'approvalOptions.values' || !value || typeof value !== 'object') return value;
    const values = value as Record<string, unknown>;
    return {
      approvalType: 'single',
      ...values,
      approveLabel: values.approveLabel || LABELS.approveLabel,
      disapproveLabel: values.disapproveLabel || LABELS.disapproveLabel,
    };
  };
  return wrapped;
}
