/**
 * Mailgun 1: sends one message per item through Mailgun's messages API
 * (`https://<API domain>/v3/<email domain>/messages`, a multipart form signed with the `mailgunApi`
 * key as HTTP Basic `api:<key>`), answering Mailgun's reply (`{ id, message }`). As in n8n's node:
 * `from`, `to`, `subject`, `text` and `html` are always sent, `cc` and `bcc` only when not empty;
 * the comma-separated binary properties named in Attachments are attached (with their file names,
 * `unknown` when they have none) when the item has binary data; a refusal is a node API error; with
 * Continue On Fail a failed item becomes `{ error: message }`, paired with its input. Tests point the
 * API at a loopback fake with `WEFT_MAILGUN_API_URL`, which replaces the origin.
 */
import { httpStatusError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { mailgunAuthorization } from './credentials.js';

/** The messages endpoint of a credential: its origin replaced by `WEFT_MAILGUN_API_URL` when set. */
export function mailgunMessagesUrl(credentials: Record<string, unknown>): string {
  const override = process.env.WEFT_MAILGUN_API_URL?.trim().replace(/\/+$/, '');
  const origin = override || `https://${String(credentials.apiDomain ?? 'api.mailgun.net')}`;
  return `${origin}/v3/${String(credentials.emailDomain ?? '')}/messages`;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(ctx: ExecuteContext, item: Item, i: number): Promise<unknown> {
  const param = (name: string) => String(ctx.getNodeParameter(name, i, '') ?? '');
  const credentials = await ctx.getCredentials('mailgunApi', i);
  const form = new FormData();
  form.append('from', param('fromEmail'));
  form.append('to', param('toEmail'));
  form.append('subject', param('subject'));
  form.append('text', param('text'));
  form.append('html', param('html'));
  const cc = param('ccEmail');
  const bcc = param('bccEmail');
  if (cc.length) form.append('cc', cc);
  if (bcc.length) form.append('bcc', bcc);
  const attachments = param('attachments');
  if (attachments && item.binary) {
    for (const name of attachments.split(',').map((n) => n.trim())) {
      const binary = requireBinary(ctx, i, name);
      const bytes = await ctx.helpers.getBinaryDataBuffer(i, name);
      const blob = new Blob([Buffer.from(bytes)], { type: binary.mimeType });
      form.append('attachment', blob, binary.fileName || 'unknown');
    }
  }
  const response = await ctx.helpers.httpRequest({
    url: mailgunMessagesUrl(credentials),
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: mailgunAuthorization(credentials) },
    body: form,
    responseType: 'text',
    ignoreHttpStatusErrors: true,
  });
  const body = parse(response.body);
  if (response.statusCode >= 300) throw httpStatusError(ctx.getNode(), response.statusCode, body, i);
  return body;
}

/** Mailgun 1's execute. */
export async function executeMailgun(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await send(ctx, items[i]!, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
