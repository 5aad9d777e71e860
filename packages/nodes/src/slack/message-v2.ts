/**
 * What Slack 2.x posts as a message's content: the text, a Block Kit layout or legacy attachments,
 * with the attribution line (from 2.1 on by default) naming Weft; the message target (a channel, or
 * a user by ID or @username); and the send-and-wait message with its link buttons.
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { SEND_AND_WAIT_ATTRIBUTION, sendAndWaitMessage } from '../shared/send-and-wait/index.js';

/** The line a message gets unless "Include Link to Workflow" is off (Slack's markdown, in italics). */
export const SLACK_ATTRIBUTION = '_Automated with this Weft workflow_';

type Body = Record<string, unknown>;

/** The channel or user a message goes to; a user given by name gets its leading @. */
export function messageTarget(ctx: ExecuteContext, i: number, select: string): string {
  if (select === 'channel')
    return String(ctx.getNodeParameter('channelId', i, undefined, { extractValue: true }) ?? '');
  const target = String(ctx.getNodeParameter('user', i, undefined, { extractValue: true }) ?? '');
  const mode = (ctx.getNodeParameter('user', i) as { mode?: string } | undefined)?.mode;
  return mode === 'username' && !target.startsWith('@') ? `@${target}` : target;
}

/** The Block Kit JSON of the "Blocks" parameter, as an object. */
function blocksOf(ctx: ExecuteContext, i: number): Body {
  const raw = ctx.getNodeParameter('blocksUi', i, {}) as unknown;
  if (raw && typeof raw === 'object') return { ...(raw as Body) };
  const text = String(raw ?? '').trim();
  if (!text) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) return { blocks: parsed };
    if (parsed && typeof parsed === 'object') return parsed as Body;
  } catch {
    /* reported below */
  }
  throw new NodeOperationError(ctx.getNode(), 'The Blocks parameter is not valid JSON', {
    itemIndex: i,
    description: 'Give an object with a "blocks" array, e.g. from Slack’s Block Kit Builder.',
  });
}

/** The content of a posted or updated message (n8n's message types and attribution rules). */
export function messageContent(ctx: ExecuteContext, i: number, version: number): Body {
  const attribution = ctx.getNodeParameter('otherOptions.includeLinkToWorkflow', i, version >= 2.1) as boolean;
  const messageType = String(ctx.getNodeParameter('messageType', i, 'text'));
  const text = String(ctx.getNodeParameter('text', i, '') ?? '');
  switch (messageType) {
    case 'text':
      return { text: attribution ? `${text}\n${SLACK_ATTRIBUTION}` : text };
    case 'block': {
      const content = blocksOf(ctx, i);
      if (attribution && Array.isArray(content.blocks))
        content.blocks = [...content.blocks, { type: 'section', text: { type: 'mrkdwn', text: SLACK_ATTRIBUTION } }];
      if (text) content.text = text;
      return content;
    }
    case 'attachment': {
      const given = (ctx.getNodeParameter('attachments', i, []) ?? []) as Body[];
      const attachments: Body[] = given.map((a) => {
        const copy = { ...a };
        const fields = copy.fields as { item?: unknown } | undefined;
        if (fields?.item) copy.fields = fields.item;
        return copy;
      });
      if (attribution) attachments.push({ text: SLACK_ATTRIBUTION });
      return { attachments };
    }
    default:
      throw new NodeOperationError(ctx.getNode(), `The message type "${messageType}" is not known`, { itemIndex: i });
  }
}

/** The send-and-wait message: the text, a divider, and a row of link buttons (signed answer URLs). */
export function sendAndWaitBody(ctx: ExecuteContext, version: number): Body {
  const select = String(ctx.getNodeParameter('select', 0, 'user'));
  const m = sendAndWaitMessage(ctx);
  const textBlock: Body =
    version > 2.2 ? { type: 'mrkdwn', text: m.message } : { type: 'plain_text', text: m.message, emoji: true };
  const blocks: Body[] = [
    { type: 'divider' },
    { type: 'section', text: textBlock },
    { type: 'section', text: { type: 'plain_text', text: ' ' } },
    { type: 'divider' },
    {
      type: 'actions',
      elements: m.buttons.map((b) => ({
        type: 'button',
        ...(b.style === 'primary' ? { style: 'primary' } : {}),
        text: { type: 'plain_text', text: b.label, emoji: true },
        url: b.url,
      })),
    },
  ];
  if (m.appendAttribution)
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `_${SEND_AND_WAIT_ATTRIBUTION}_` } });
  return { channel: messageTarget(ctx, 0, select), blocks };
}
