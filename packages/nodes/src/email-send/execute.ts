/**
 * Send Email's "Send": one message per input item over SMTP, the item's output being what the
 * server answered (nodemailer's `accepted`, `rejected`, `response`, `messageId`…), as n8n gives it.
 */
import type { Attachment } from 'nodemailer/lib/mailer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';
import {
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type NodeOutput,
} from '@weft/workflow';
import { toMailString } from '../shared/email/mail-string.js';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { withAttribution } from './attribution.js';
import { smtpTransport } from './transport.js';

interface SendOptions {
  allowUnauthorizedCerts?: boolean;
  appendAttribution?: boolean;
  attachments?: string;
  ccEmail?: unknown;
  bccEmail?: unknown;
  replyTo?: unknown;
}

/**
 * The attachments named in `names` (binary properties, separated by commas), read from the item.
 * Like n8n, an item without any binary data sends no attachment; a named property it lacks is an error.
 * From version 2 each attachment's content ID is its property name, so HTML can show it inline.
 */
async function attachmentsOf(
  ctx: ExecuteContext,
  itemIndex: number,
  names: string | undefined,
  withCid: boolean,
): Promise<Attachment[]> {
  if (!names || !ctx.getInputData()[itemIndex]?.binary) return [];
  const out: Attachment[] = [];
  for (const name of names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const binary = requireBinary(ctx, itemIndex, name);
    const content = Buffer.from(await ctx.helpers.getBinaryDataBuffer(itemIndex, name));
    out.push({
      filename: binary.fileName || 'unknown',
      content,
      ...(binary.mimeType ? { contentType: binary.mimeType } : {}),
      ...(withCid ? { cid: name } : {}),
    });
  }
  return out;
}

/** The message of one item, by the node's version. */
async function messageOf(
  ctx: ExecuteContext,
  itemIndex: number,
  version: number,
): Promise<{ mail: Mail.Options; options: SendOptions }> {
  const param = (name: string, fallback?: unknown) => ctx.getNodeParameter(name, itemIndex, fallback);
  const mail: Mail.Options = {
    from: toMailString(param('fromEmail')),
    to: toMailString(param('toEmail')),
    subject: toMailString(param('subject', '')),
  };
  if (version < 2) {
    const options = (param('options', {}) ?? {}) as SendOptions;
    Object.assign(mail, {
      cc: toMailString(param('ccEmail', '')),
      bcc: toMailString(param('bccEmail', '')),
      text: toMailString(param('text', '')),
      html: toMailString(param('html', '')),
      replyTo: toMailString(options.replyTo),
    });
    const attachments = await attachmentsOf(ctx, itemIndex, String(param('attachments', '') ?? ''), false);
    if (attachments.length) mail.attachments = attachments;
    return { mail, options };
  }
  const options = (param('options', {}) ?? {}) as SendOptions;
  const format = String(param('emailFormat', version >= 2.1 ? 'html' : 'text'));
  let bodies: { text?: string; html?: string } = {};
  if (format === 'text' || format === 'both') bodies.text = toMailString(param('text', ''));
  if (format === 'html' || format === 'both') bodies.html = toMailString(param('html', ''));
  // Unset, the attribution is on from 2.1 (n8n's rule).
  if (options.appendAttribution ?? version >= 2.1) bodies = withAttribution(format, bodies);
  Object.assign(mail, bodies, {
    cc: toMailString(options.ccEmail),
    bcc: toMailString(options.bccEmail),
    replyTo: toMailString(options.replyTo),
  });
  const attachments = await attachmentsOf(ctx, itemIndex, options.attachments, true);
  if (attachments.length) mail.attachments = attachments;
  return { mail, options };
}

/** What the SMTP server answered, as plain JSON. */
function infoJson(info: unknown): JsonObject {
  return JSON.parse(JSON.stringify(info ?? {})) as JsonObject;
}

/** The error of one item: n8n's message, naming the node and the item, with the SMTP reply code. */
function sendError(ctx: ExecuteContext, error: unknown, itemIndex: number): Error {
  if (error instanceof NodeOperationError || error instanceof NodeApiError) return error;
  const e = error as { message?: string; response?: string; responseCode?: number; code?: string };
  const description = e.response && e.response !== e.message ? `The SMTP server answered: ${e.response}` : undefined;
  return new NodeApiError(
    ctx.getNode(),
    {
      message: e.message ?? String(error),
      ...(description ? { description } : {}),
      httpCode: e.responseCode ?? e.code ?? null,
    },
    { itemIndex },
  );
}

/** Sends one message per item (see the module comment); continueOnFail gives `{error}` items. */
export async function executeSend(ctx: ExecuteContext): Promise<NodeOutput> {
  const version = ctx.getNode().typeVersion;
  const items = ctx.getInputData();
  const credentials = await ctx.getCredentials('smtp');
  const out: Item[] = [];
  for (let itemIndex = 0; itemIndex < items.length; itemIndex++) {
    try {
      const { mail, options } = await messageOf(ctx, itemIndex, version);
      const transport = await smtpTransport(ctx, credentials, options);
      try {
        const info = await transport.sendMail(mail);
        out.push({ json: infoJson(info), pairedItem: { item: itemIndex } });
      } finally {
        transport.close();
      }
    } catch (error) {
      if (ctx.continueOnFail()) {
        out.push({ json: { error: (error as Error).message }, pairedItem: { item: itemIndex } });
        continue;
      }
      throw sendError(ctx, error, itemIndex);
    }
  }
  return [out];
}
