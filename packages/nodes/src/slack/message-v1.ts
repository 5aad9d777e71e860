/**
 * Slack 1's message operations: Post and Post (Ephemeral) with blocks and attachments built from
 * the node's builders or given as JSON, Update, Delete and Get Permalink. Slack's answer is the
 * item as it is (version 1 keeps `ts`).
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { slackRequest, type SlackAuthentication } from './api.js';

type Body = Record<string, unknown>;
interface Text {
  text?: string;
  emoji?: boolean;
}
interface Confirm {
  titleUi?: { titleValue?: Text };
  textUi?: { textValue?: Text };
  confirmTextUi?: { confirmValue?: Text };
  denyUi?: { denyValue?: Text };
  style?: string;
}
interface Button {
  type?: string;
  text?: string;
  emoji?: boolean;
  actionId?: string;
  url?: string;
  value?: string;
  style?: string;
  confirmUi?: { confirmValue?: Confirm };
}
interface SectionText {
  type?: string;
  text?: string;
  emoji?: boolean;
  verbatim?: boolean;
}
interface BlockUi {
  type?: string;
  blockId?: string;
  elementsUi?: { elementsValues?: Button[] };
  textUi?: { textValue?: SectionText };
  fieldsUi?: { fieldsValues?: SectionText[] };
  accessoryUi?: { accessoriesValues?: Button };
}

/*
 * n8n fills the defaults of every builder entry before the node reads it (a block's ID '', a
 * text's emoji or verbatim false, a button's action ID, text and URL '', its style 'default'), so
 * Slack receives `block_id: ""`, `emoji: false` and `verbatim: false` where nothing was set.
 */
const plain = (t: Text) => ({ type: 'plain_text', text: t.text ?? '', emoji: t.emoji ?? false });

/** A button's confirmation dialog in Block Kit form. */
function confirmOf(c: Confirm): Body {
  const out: Body = {};
  if (c.titleUi?.titleValue) out.title = plain(c.titleUi.titleValue);
  if (c.textUi?.textValue) out.text = plain(c.textUi.textValue);
  if (c.confirmTextUi?.confirmValue) out.confirm = plain(c.confirmTextUi.confirmValue);
  if (c.denyUi?.denyValue) out.deny = plain(c.denyUi.denyValue);
  if ((c.style ?? 'default') !== 'default') out.style = c.style;
  return out;
}

/** A button element (or accessory) in Block Kit form. */
function buttonOf(b: Button, withActionId: boolean): Body {
  const out: Body = {};
  if (withActionId) out.action_id = b.actionId;
  out.type = b.type ?? 'button';
  out.text = { text: b.text ?? '', type: 'plain_text', emoji: b.emoji ?? false };
  if (b.url) out.url = b.url;
  if (b.value) out.value = b.value;
  if ((b.style ?? 'default') !== 'default') out.style = b.style;
  if (b.confirmUi?.confirmValue) out.confirm = confirmOf(b.confirmUi.confirmValue);
  return out;
}

const sectionTextOf = (t: SectionText): Body =>
  t.type === 'plainText'
    ? { type: 'plain_text', emoji: t.emoji ?? false, text: t.text ?? '' }
    : { type: 'mrkdwn', verbatim: t.verbatim ?? false, text: t.text ?? '' };

/** The blocks of the "Blocks" builder, checked as n8n checks them. */
function blocksOf(ctx: ExecuteContext, blocks: BlockUi[], i: number): Body[] {
  return blocks.map((ui) => {
    const type = ui.type ?? 'actions';
    const block: Body = { block_id: ui.blockId ?? '', type };
    if (type === 'actions') {
      const elements = ui.elementsUi?.elementsValues;
      if (elements) {
        block.elements = elements.map((e) => {
          if ((e.actionId ?? '') === '')
            throw new NodeOperationError(ctx.getNode(), 'Each button of an Actions block needs an Action ID', {
              itemIndex: i,
            });
          if ((e.text ?? '') === '')
            throw new NodeOperationError(ctx.getNode(), 'Each button of an Actions block needs a Text', {
              itemIndex: i,
            });
          return buttonOf(e, true);
        });
      }
    } else if (type === 'section') {
      const text = ui.textUi?.textValue;
      if (!text) throw new NodeOperationError(ctx.getNode(), 'A Section block needs its Text', { itemIndex: i });
      block.text = sectionTextOf(text);
      const fields = ui.fieldsUi?.fieldsValues ?? [];
      if (fields.length) block.fields = fields.map(sectionTextOf);
      const accessory = ui.accessoryUi?.accessoriesValues;
      if (accessory) block.accessory = (accessory.type ?? 'button') === 'button' ? buttonOf(accessory, false) : {};
    }
    return block;
  });
}

/** Attachments with their "Fields" builder flattened (an empty one dropped); none when unset. */
function attachmentsOf(list: unknown): Body[] {
  // n8n reads an unset list of attachments as [] (the description's default is {}).
  if (!Array.isArray(list)) return [];
  return (list as Body[]).map((a) => {
    const copy = { ...a };
    if (copy.fields !== undefined) {
      const item = (copy.fields as { item?: unknown }).item;
      if (item !== undefined) copy.fields = item;
      else delete copy.fields;
    }
    return copy;
  });
}

/** A JSON parameter: kept as the text given (n8n sends it so), but refused when it does not parse. */
function jsonParameter(ctx: ExecuteContext, name: string, what: string, i: number): unknown {
  const value = ctx.getNodeParameter(name, i, '') as unknown;
  if (value === '' || value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    try {
      JSON.parse(value);
    } catch {
      throw new NodeOperationError(ctx.getNode(), `${what} is not valid JSON`, { itemIndex: i });
    }
  }
  return value;
}

/** Runs one version 1 message operation for item `i`. */
export async function messageOperationV1(
  ctx: ExecuteContext,
  auth: SlackAuthentication,
  operation: string,
  i: number,
): Promise<unknown> {
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  const call = (method: 'GET' | 'POST', endpoint: string, body?: Body, qs?: Body) =>
    slackRequest(ctx, auth, { method, endpoint, body, qs, itemIndex: i });
  switch (operation) {
    case 'post':
    case 'postEphemeral': {
      const options = { ...p<Body>('otherOptions', {}) };
      const body: Body = { channel: p('channel'), text: p('text', '') };
      if (operation === 'postEphemeral') body.user = p('user');
      if (auth === 'accessToken' && options.sendAsUser !== '' && options.sendAsUser !== undefined)
        body.username = options.sendAsUser;
      delete options.sendAsUser;
      if (!p('jsonParameters', false)) {
        body.attachments = attachmentsOf(p('attachments', []));
        const blocks = (p<{ blocksValues?: BlockUi[] }>('blocksUi', {}) ?? {}).blocksValues;
        if (blocks) body.blocks = blocksOf(ctx, blocks, i);
      } else {
        const attachments = jsonParameter(ctx, 'attachmentsJson', 'Attachments', i);
        const blocks = jsonParameter(ctx, 'blocksJson', 'Blocks', i);
        if (attachments !== undefined) body.attachments = attachments;
        if (blocks !== undefined) body.blocks = blocks;
      }
      Object.assign(body, options);
      return call('POST', `chat.${operation === 'post' ? 'postMessage' : 'postEphemeral'}`, body);
    }
    case 'update': {
      const body: Body = {
        channel: p('channelId'),
        text: p('text', ''),
        ts: p('ts'),
        attachments: attachmentsOf(p('attachments', [])),
      };
      if (p('jsonParameters', false)) {
        const blocks = jsonParameter(ctx, 'blocksJson', 'Blocks', i);
        if (blocks !== undefined) body.blocks = blocks;
        const attachments = jsonParameter(ctx, 'attachmentsJson', 'Attachments', i);
        if (attachments !== undefined) body.attachments = attachments;
      }
      Object.assign(body, p<Body>('updateFields', {}));
      return call('POST', 'chat.update', body);
    }
    case 'delete':
      return call('POST', 'chat.delete', { channel: p('channelId'), ts: p('timestamp') });
    case 'getPermalink':
      return call('GET', 'chat.getPermalink', undefined, { channel: p('channelId'), message_ts: p('timestamp') });
    default:
      throw new NodeOperationError(
        ctx.getNode(),
        `The operation "${operation}" is not known for the resource "message"`,
        { itemIndex: i },
      );
  }
}
