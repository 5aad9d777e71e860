/**
 * Twilio: sends an SMS, MMS or WhatsApp message (`POST /Messages.json`) or makes a call
 * (`POST /Calls.json`) for each item, and answers Twilio's resource as the item, as n8n's node
 * does. A WhatsApp message prefixes both numbers with `whatsapp:`; a call speaks the message
 * (`<Response><Say>…</Say></Response>`, the text XML-escaped) unless it is TwiML already. An empty
 * status callback is sent empty, as n8n sends it. With Continue On Fail an item that fails gives
 * `{ error }` with the error's message, and the next items still run.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { twilioRequest } from './api.js';

/** The text with XML's five special characters escaped, for a `<Say>` element. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** The endpoint and form fields one item asks for. */
function requestOf(ctx: ExecuteContext, i: number): { endpoint: string; form: Record<string, string> } {
  const resource = String(ctx.getNodeParameter('resource', i, 'sms'));
  const operation = String(ctx.getNodeParameter('operation', i, resource === 'call' ? 'make' : 'send'));
  const from = String(ctx.getNodeParameter('from', i, '') ?? '');
  const to = String(ctx.getNodeParameter('to', i, '') ?? '');
  const message = String(ctx.getNodeParameter('message', i, '') ?? '');
  const statusCallback = String(ctx.getNodeParameter('options.statusCallback', i, '') ?? '');
  if (resource === 'sms' && operation === 'send') {
    const whatsapp = Boolean(ctx.getNodeParameter('toWhatsapp', i, false));
    const form = {
      From: whatsapp ? `whatsapp:${from}` : from,
      To: whatsapp ? `whatsapp:${to}` : to,
      Body: message,
      StatusCallback: statusCallback,
    };
    return { endpoint: '/Messages.json', form };
  }
  if (resource === 'call' && operation === 'make') {
    const twiml = Boolean(ctx.getNodeParameter('twiml', i, false));
    return {
      endpoint: '/Calls.json',
      form: {
        From: from,
        To: to,
        Twiml: twiml ? message : `<Response><Say>${escapeXml(message)}</Say></Response>`,
        StatusCallback: statusCallback,
      },
    };
  }
  if (resource !== 'sms' && resource !== 'call')
    throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
  throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known!`, { itemIndex: i });
}

/** Runs Twilio 1 over the input items. */
export async function executeTwilio(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const { endpoint, form } = requestOf(ctx, i);
      const answer = await twilioRequest(ctx, { method: 'POST', endpoint, form, itemIndex: i });
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
