/**
 * What a send-and-wait message carries: the text, and buttons whose links (signed resume URLs)
 * answer the waiting execution. Each channel renders it its own way (an HTML e-mail here; chat
 * nodes use the buttons as link buttons).
 */
import {
  escapeHtml,
  NodeOperationError,
  WAIT_INDEFINITELY,
  type ExecuteContext,
  type NodeOutput,
} from '@weft/workflow';

/** A button of the message: its label, the link it opens and its look. */
export interface SendAndWaitButton {
  label: string;
  url: string;
  style: 'primary' | 'secondary';
}

/** The message a send-and-wait node sends. */
export interface SendAndWaitMessage {
  subject: string;
  /** The text as written, with `\n` typed as two characters and `<br>` made line breaks. */
  message: string;
  buttons: SendAndWaitButton[];
  appendAttribution: boolean;
}

/** The line appended to messages unless "Append Attribution" is off. */
export const SEND_AND_WAIT_ATTRIBUTION = 'This message was sent automatically with Weft';

const style = (value: unknown): 'primary' | 'secondary' => (value === 'secondary' ? 'secondary' : 'primary');

/** The message and buttons of the node's item 0, with links signed for this execution and node. */
export function sendAndWaitMessage(ctx: ExecuteContext): SendAndWaitMessage {
  if (!ctx.getSignedResumeUrl)
    throw new NodeOperationError(ctx.getNode(), 'This host cannot send links that resume an execution');
  const message = String(ctx.getNodeParameter('message', 0, '') ?? '')
    .trim()
    .replace(/\\n/g, '\n')
    .replace(/<br\s*\/?>/gi, '\n');
  const subject = String(ctx.getNodeParameter('subject', 0, '') ?? '');
  const responseType = String(ctx.getNodeParameter('responseType', 0, 'approval'));
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as {
    appendAttribution?: boolean;
    messageButtonLabel?: string;
  };
  const approve = ctx.getSignedResumeUrl({ approved: 'true' });
  const buttons: SendAndWaitButton[] = [];
  if (responseType === 'freeText' || responseType === 'customForm') {
    buttons.push({ label: options.messageButtonLabel || 'Respond', url: approve, style: 'primary' });
  } else {
    const approval = (ctx.getNodeParameter('approvalOptions.values', 0, {}) ?? {}) as Record<string, unknown>;
    if (approval.approvalType === 'double') {
      buttons.push({
        label: String(approval.disapproveLabel || 'Disapprove'),
        url: ctx.getSignedResumeUrl({ approved: 'false' }),
        style: style(approval.buttonDisapprovalStyle ?? 'secondary'),
      });
    }
    buttons.push({
      label: String(approval.approveLabel || 'Approve'),
      url: approve,
      style: style(approval.buttonApprovalStyle),
    });
  }
  return { subject, message, buttons, appendAttribution: options.appendAttribution !== false };
}

const BUTTON = {
  primary:
    'display:inline-block;margin:0 6px 8px 0;padding:10px 22px;border-radius:6px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;',
  secondary:
    'display:inline-block;margin:0 6px 8px 0;padding:10px 22px;border-radius:6px;background:#ffffff;color:#374151;border:1px solid #d1d5db;text-decoration:none;font-weight:600;',
};

/** The message as an HTML e-mail: the text, the buttons, and the attribution line when asked. */
export function sendAndWaitEmailHtml(m: SendAndWaitMessage): string {
  const text = escapeHtml(m.message).replace(/\n/g, '<br>');
  const buttons = m.buttons
    .map((b) => `<a href="${escapeHtml(b.url)}" target="_blank" style="${BUTTON[b.style]}">${escapeHtml(b.label)}</a>`)
    .join('\n');
  const attribution = m.appendAttribution
    ? `<p style="margin:24px 0 0;color:#9ca3af;font-size:12px;">${SEND_AND_WAIT_ATTRIBUTION}</p>`
    : '';
  return [
    '<!DOCTYPE html><html><body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;">',
    `<p style="margin:0 0 20px;color:#111827;font-size:15px;line-height:1.5;">${text}</p>`,
    `<div>${buttons}</div>`,
    attribution,
    '</div></body></html>',
  ].join('\n');
}

/** The message as plain text with the links under it (chat channels without buttons). */
export function sendAndWaitPlainText(m: SendAndWaitMessage): string {
  const links = m.buttons.map((b) => `${b.label}: ${b.url}`).join('\n');
  return [m.message, links, m.appendAttribution ? `\n${SEND_AND_WAIT_ATTRIBUTION}` : ''].filter(Boolean).join('\n\n');
}

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** When the wait ends without an answer: `options.limitWaitTime`, or never. */
export function sendAndWaitUntil(ctx: ExecuteContext): Date {
  const limit = (ctx.getNodeParameter('options.limitWaitTime.values', 0, {}) ?? {}) as Record<string, unknown>;
  if (!Object.keys(limit).length) return WAIT_INDEFINITELY;
  const until =
    limit.limitType === 'atSpecifiedTime'
      ? new Date(String(limit.maxDateAndTime ?? ''))
      : new Date(
          Date.now() +
            Number(limit.resumeAmount ?? 1) * (UNIT_MS[String(limit.resumeUnit ?? 'hours')] ?? UNIT_MS.hours!),
        );
  if (Number.isNaN(until.getTime())) {
    throw new NodeOperationError(ctx.getNode(), 'Could not configure Limit Wait Time', {
      description: 'Use a valid amount, or a date such as 2026-12-31T12:00:00Z.',
    });
  }
  return until;
}

/**
 * Ends a send-and-wait node's run: the execution waits (status `waiting`) for an answer through
 * one of the message's links, or the time limit. An answer becomes the node's output
 * (`{ data: { approved } }`, `{ data: { text } }` or `{ data: { …form fields } }`); at the time
 * limit the node passes its input on.
 */
export async function waitForAnswer(ctx: ExecuteContext): Promise<NodeOutput> {
  await ctx.putExecutionToWait(sendAndWaitUntil(ctx), { webhook: true });
  return [ctx.getInputData()];
}
