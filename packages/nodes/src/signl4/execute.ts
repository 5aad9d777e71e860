/**
 * SIGNL4 1: raises (Send) or resolves (Resolve) an alert per item through the team's inbound
 * webhook, as n8n's node does: Send posts the message with the title, service, location
 * (`X-S4-Location: "<lat>,<long>"`), alerting scenario, filtering (`"true"`) and external ID given,
 * `X-S4-Status: new` and `X-S4-SourceSystem: n8n`, and a file from a binary field when one is named
 * (only png, jpg, jpeg, bmp, gif, mp3 and wav files); Resolve posts the external ID with
 * `X-S4-Status: resolved`. SIGNL4's reply is the item; items carry no pairing of their own (the
 * engine pairs them as n8n's does); with Continue On Fail a failed item becomes `{ error: message }`.
 */
import { NodeOperationError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { requireBinary } from '../shared/spreadsheet/binary-file.js';
import { signl4Send } from './api.js';

type Json = Record<string, any>;

const SUPPORTED = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'mp3', 'wav'];

/** The form fields of a Send, in n8n's order, and the file to attach (if any). */
async function sendFields(
  ctx: ExecuteContext,
  i: number,
): Promise<{ fields: Array<[string, string]>; file?: { bytes: Uint8Array; name?: string; type?: string } }> {
  const extra = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Json;
  const fields: Array<[string, string]> = [['message', String(ctx.getNodeParameter('message', i, ''))]];
  if (extra.title) fields.push(['title', String(extra.title)]);
  if (extra.service) fields.push(['service', String(extra.service)]);
  const location = extra.locationFieldsUi?.locationFieldsValues as Json | undefined;
  if (location) fields.push(['X-S4-Location', `${location.latitude},${location.longitude}`]);
  if (extra.alertingScenario) fields.push(['X-S4-AlertingScenario', String(extra.alertingScenario)]);
  if (extra.filtering) fields.push(['X-S4-Filtering', String(extra.filtering)]);
  if (extra.externalId) fields.push(['X-S4-ExternalID', String(extra.externalId)]);
  fields.push(['X-S4-Status', 'new'], ['X-S4-SourceSystem', 'n8n']);
  const attachment = extra.attachmentsUi?.attachmentsBinary as Json | undefined;
  if (!attachment) return { fields };
  const property = String(attachment.property ?? '');
  const binary = requireBinary(ctx, i, property);
  if (!SUPPORTED.includes(String(binary.fileExtension)))
    throw new NodeOperationError(ctx.getNode(), `Invalid extension, just ${SUPPORTED.join(',')} are supported}`, {
      itemIndex: i,
    });
  const bytes = await ctx.helpers.getBinaryDataBuffer(i, property);
  return { fields, file: { bytes, name: binary.fileName, type: binary.mimeType } };
}

async function alert(ctx: ExecuteContext, operation: unknown, i: number): Promise<unknown> {
  let fields: Array<[string, string]>;
  let file: { bytes: Uint8Array; name?: string; type?: string } | undefined;
  if (operation === 'send') ({ fields, file } = await sendFields(ctx, i));
  else if (operation === 'resolve')
    fields = [
      ['X-S4-ExternalID', String(ctx.getNodeParameter('externalId', i, ''))],
      ['X-S4-Status', 'resolved'],
      ['X-S4-SourceSystem', 'n8n'],
    ];
  else return undefined;
  const form = () => {
    const data = new FormData();
    for (const [key, value] of fields) data.append(key, value);
    if (file)
      data.append('attachment', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name ?? 'attachment');
    return data;
  };
  return await signl4Send(ctx, form, i);
}

/** SIGNL4 1's execute. */
export async function executeSignl4(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: unknown[] = [];
  const resource = ctx.getNodeParameter('resource', 0);
  const operation = ctx.getNodeParameter('operation', 0);
  let answer: unknown;
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'alert') answer = await alert(ctx, operation, i);
      if (Array.isArray(answer)) out.push(...(answer as unknown[]));
      else if (answer !== undefined) out.push(answer);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ error: (error as Error).message });
    }
  }
  return [ctx.helpers.returnJsonArray(out)];
}
