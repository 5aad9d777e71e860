/**
 * WhatsApp Business Cloud 1 and 1.1: what n8n's declarative node sends, built here imperatively.
 * Message → Send posts `{ messaging_product, to, type, <type>: … }` to `<phone number id>/messages`
 * (text, location, contacts, and audio/document/image/video by link, by media ID, or uploaded first
 * from the item's binary data); Send Template sends an approved template with its component values;
 * Send and Wait sends the text with the answer links and waits. Media → Upload, Get URL (download
 * link) and Delete. Each item answers the Graph API's JSON; with "Continue On Fail" an item gets `{ error }`.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { SEND_AND_WAIT_ATTRIBUTION, sendAndWaitMessage, waitForAnswer } from '../shared/send-and-wait/index.js';
import { withLinkButtonDefaults } from '../discord/send-and-wait.js';
import { whatsAppRequest } from './api.js';

type Body = Record<string, unknown>;

/** The recipient's number as WhatsApp wants it: without `+`, `-`, `(` and `)`. */
export const sanitizePhoneNumber = (phone: string): string => phone.replace(/[-()+]/g, '');

/** Copies the set fields of `entries` (a fixedCollection's list), renaming where `rename` says. */
function entriesOf(entries: unknown, rename: Record<string, string> = {}, defaults: Body = {}): Body[] {
  return (Array.isArray(entries) ? entries : entries ? [entries] : []).map((entry) => {
    const out: Body = { ...defaults };
    for (const [k, v] of Object.entries(entry as Body)) out[rename[k] ?? k] = v;
    return out;
  });
}

/**
 * The `contacts[0]` object of a contacts message. As n8n sends every field of each entry the user
 * added, the fields left out are sent empty (a phone's WhatsApp user ID from 1.1).
 */
function contactOf(ctx: ExecuteContext, i: number): Body {
  const blank = (...keys: string[]): Body => Object.fromEntries(keys.map((k) => [k, '']));
  const name = (ctx.getNodeParameter('name', i, {}) as { data?: Body }).data ?? {};
  const contact: Body = {
    name: { ...blank('formatted_name', 'first_name', 'last_name', 'middle_name', 'suffix', 'prefix'), ...name },
  };
  const extra = (ctx.getNodeParameter('additionalFields', i, {}) ?? {}) as Record<
    string,
    Record<string, unknown> | string | undefined
  >;
  const group = (key: string, inner: string) => (extra[key] as Record<string, unknown> | undefined)?.[inner];
  const phone = ctx.getNode().typeVersion >= 1.1 ? { type: 'CELL', phone: '', wa_id: '' } : { type: 'CELL', phone: '' };
  if (extra.addresses)
    contact.addresses = entriesOf(
      group('addresses', 'address'),
      {},
      { type: 'HOME', ...blank('street', 'city', 'state', 'zip', 'country', 'country_code') },
    );
  if (extra.birthday) contact.birthday = extra.birthday;
  if (extra.emails) contact.emails = entriesOf(group('emails', 'data'), {}, { type: 'HOME', email: '' });
  if (extra.organization)
    contact.org = { ...blank('company', 'department', 'title'), ...((group('organization', 'data') ?? {}) as Body) };
  if (extra.phones) contact.phones = entriesOf(group('phones', 'data'), { whatsapp_user_id: 'wa_id' }, phone);
  if (extra.urls) contact.urls = entriesOf(group('urls', 'url'), {}, { type: 'HOME', url: '' });
  return contact;
}

/** Uploads the item's binary file (`mediaPropertyName`) to `<phone number id>/media`; answers its id and file name. */
async function upload(
  ctx: ExecuteContext,
  i: number,
  phoneNumberId: string,
  messageType?: string,
): Promise<{ id: string; fileName: string; answer: Body }> {
  const field = String(ctx.getNodeParameter('mediaPropertyName', i, 'data') ?? '').trim();
  if (!field)
    throw new NodeOperationError(ctx.getNode(), 'Parameter "mediaPropertyName" is not defined', { itemIndex: i });
  const binary = ctx.getInputData()[i]?.binary?.[field];
  if (!binary)
    throw new NodeOperationError(ctx.getNode(), `The item has no binary field "${field}"`, {
      itemIndex: i,
      description: 'Set "Input Data Field Name" to the binary field that holds the file.',
    });
  const fileName = String(
    (ctx.getNodeParameter('additionalFields', i, {}) as { mediaFileName?: unknown }).mediaFileName ||
      binary.fileName ||
      '',
  );
  if (!fileName)
    throw new NodeOperationError(ctx.getNode(), 'No file name given for media upload.', {
      itemIndex: i,
      description: 'Give a file name in the options, or use binary data that has one.',
    });
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await ctx.helpers.getBinaryDataBuffer(i, field))], {
      type: binary.mimeType || 'application/octet-stream',
    }),
    fileName,
  );
  form.append('messaging_product', 'whatsapp');
  const answer = await whatsAppRequest(ctx, {
    method: 'POST',
    path: `${phoneNumberId}/media`,
    body: form,
    itemIndex: i,
    ...(messageType ? { messageType } : {}),
  });
  return { id: String(answer.id ?? ''), fileName, answer };
}

/**
 * The template's `components` from the Components list. Values the editor left out of the saved
 * workflow at their defaults (a component's type `body`, a parameter's type `text`, a button's
 * `quick_reply` at index 0 with a payload) are filled in, as n8n does when it runs.
 */
function templateComponents(ctx: ExecuteContext, i: number): Body[] | undefined {
  const list = (ctx.getNodeParameter('components', i, {}) as { component?: Body[] }).component;
  if (!list) return undefined;
  const typed = (entries: unknown, type: string): Body[] =>
    (Array.isArray(entries) ? entries : entries ? [entries] : []).map((p) => ({ type, ...(p as Body) }));
  return list.map((given) => {
    const component: Body = { type: 'body', ...given };
    if (component.type === 'button')
      Object.assign(component, { sub_type: component.sub_type ?? 'quick_reply', index: component.index ?? 0 });
    const out: Body = { type: component.type };
    const params = (key: string) => (component[key] as { parameter?: unknown } | undefined)?.parameter;
    if (component.type === 'body') {
      out.parameters = typed(params('bodyParameters'), 'text').map((p) => {
        if (p.type === 'currency')
          return {
            type: 'currency',
            currency: { code: p.code, fallback_value: p.fallback_value, amount_1000: Number(p.amount_1000) * 1000 },
          };
        if (p.type === 'date_time') return { type: 'date_time', date_time: { fallback_value: p.date_time } };
        return p;
      });
    } else if (component.type === 'button') {
      out.index = component.index === undefined ? undefined : String(component.index);
      out.sub_type = component.sub_type;
      out.parameters = typed(params('buttonParameters'), 'payload');
    } else if (component.type === 'header') {
      out.parameters = typed(params('headerParameters'), 'text').map((p) =>
        p.type === 'image' ? { type: 'image', image: { link: p.imageLink } } : p,
      );
    }
    return out;
  });
}

async function sendMessage(ctx: ExecuteContext, i: number, operation: string): Promise<Body> {
  const p = <T = unknown>(name: string, fallback?: unknown) => ctx.getNodeParameter(name, i, fallback) as T;
  const phoneNumberId = String(p('phoneNumberId', '') ?? '');
  if (!phoneNumberId)
    throw new NodeOperationError(ctx.getNode(), 'No sender phone number is given', {
      itemIndex: i,
      description: 'Pick the business phone number that sends, or give its ID.',
    });
  const to = sanitizePhoneNumber(String(p('recipientPhoneNumber', '') ?? ''));
  if (!to) throw new NodeOperationError(ctx.getNode(), 'No recipient phone number is given', { itemIndex: i });
  const body: Body = { messaging_product: 'whatsapp', to };
  let messageType = 'template';
  if (operation === 'sendTemplate') {
    const [name, language] = String(p('template', '') ?? '').split('|');
    if (!name)
      throw new NodeOperationError(ctx.getNode(), 'No template is given', {
        itemIndex: i,
        description: 'Pick an approved template.',
      });
    const template: Body = { name, language: { code: language } };
    const components = templateComponents(ctx, i);
    if (components) template.components = components;
    body.template = template;
    body.type = 'template';
  } else {
    messageType = String(p('messageType', 'text'));
    body.type = messageType;
    const extra = p<Body>('additionalFields', {}) ?? {};
    switch (messageType) {
      case 'text':
        body.text = {
          body: p('textBody', ''),
          ...(extra.previewUrl !== undefined ? { preview_url: extra.previewUrl } : {}),
        };
        break;
      case 'location': {
        const place = (extra.nameAndAddress ?? {}) as Body;
        body.location = { longitude: p('longitude'), latitude: p('latitude'), ...place };
        break;
      }
      case 'contacts':
        body.contacts = [contactOf(ctx, i)];
        break;
      case 'audio':
      case 'document':
      case 'image':
      case 'video': {
        const media: Body = {};
        const path = String(p('mediaPath', 'useMediaLink'));
        if (path === 'useMediaLink') media.link = p('mediaLink', '');
        else if (path === 'useMediaId') {
          media.id = p('mediaId', '');
          if (messageType === 'document') media.filename = p('mediaFilename', '');
        } else {
          const uploaded = await upload(ctx, i, phoneNumberId, messageType);
          media.id = uploaded.id;
          if (messageType === 'document') media.filename = uploaded.fileName;
        }
        if (messageType === 'document' && extra.mediaFilename) media.filename = extra.mediaFilename;
        if (extra.mediaCaption) media.caption = extra.mediaCaption;
        body[messageType] = media;
        break;
      }
      default:
        throw new NodeOperationError(ctx.getNode(), `The message type "${messageType}" is not known`, { itemIndex: i });
    }
  }
  return whatsAppRequest(ctx, {
    method: 'POST',
    path: `${phoneNumberId}/messages`,
    body,
    itemIndex: i,
    messageType,
    sending: true,
  });
}

async function mediaOperation(ctx: ExecuteContext, i: number, operation: string): Promise<Body> {
  const p = (name: string) => String(ctx.getNodeParameter(name, i, '') ?? '');
  switch (operation) {
    case 'mediaUpload':
      return (await upload(ctx, i, p('phoneNumberId'))).answer;
    case 'mediaUrlGet':
      return whatsAppRequest(ctx, { method: 'GET', path: `/${p('mediaGetId')}`, itemIndex: i });
    case 'mediaDelete':
      return whatsAppRequest(ctx, { method: 'DELETE', path: `/${p('mediaDeleteId')}`, itemIndex: i });
    default:
      throw new NodeOperationError(
        ctx.getNode(),
        `The operation "${operation}" is not known for the resource "media"`,
        { itemIndex: i },
      );
  }
}

/** Send and Wait: the message with one `*label:*` line and link per answer, and the attribution unless turned off. */
async function sendAndWait(ctx: ExecuteContext): Promise<NodeOutput> {
  const m = sendAndWaitMessage(withLinkButtonDefaults(ctx));
  const phoneNumberId = String(ctx.getNodeParameter('phoneNumberId', 0, '') ?? '');
  const to = sanitizePhoneNumber(String(ctx.getNodeParameter('recipientPhoneNumber', 0, '') ?? ''));
  const buttons = m.buttons.map((b) => `*${b.label}:*\n_${b.url}_\n\n`).join('');
  const text = `${m.message}\n\n${buttons}${m.appendAttribution ? `\n\n${SEND_AND_WAIT_ATTRIBUTION}` : ''}`;
  await whatsAppRequest(ctx, {
    method: 'POST',
    path: `${phoneNumberId}/messages`,
    body: { messaging_product: 'whatsapp', text: { body: text }, type: 'text', to },
    itemIndex: 0,
    sending: true,
  });
  return waitForAnswer(ctx);
}

/** Runs WhatsApp Business Cloud over its items (see the module comment). */
export async function executeWhatsApp(ctx: ExecuteContext): Promise<NodeOutput> {
  const resource = String(ctx.getNodeParameter('resource', 0, 'message'));
  const operation = String(ctx.getNodeParameter('operation', 0, resource === 'media' ? 'mediaUpload' : 'sendTemplate'));
  if (resource === 'message' && operation === 'sendAndWait') return sendAndWait(ctx);
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const data =
        resource === 'media' ? await mediaOperation(ctx, i, operation) : await sendMessage(ctx, i, operation);
      out.push({ json: data, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
    }
  }
  return [out];
}
