/**
 * SendGrid 1: contacts, lists and mail as calls to SendGrid's v3 API, answered as n8n's node
 * answers them. As in n8n's node: resource and operation come from the first item; "Get Many"
 * reads every page and then cuts to the limit; a contact found by e-mail is the first search hit;
 * "Create or Update" sends one upsert of all items' contacts (the last item's lists) and answers
 * SendGrid's job once, as a bare item (no `json`) like n8n's; a deleted list answers `{ success: true }`; a sent mail answers its
 * `X-Message-Id`. With Continue On Fail an item that fails gives `{ error }` with the message.
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { sendGridRequest, sendGridRequestAll, sendGridRequestFull, type SendGridCall } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number, shared: Json) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const call = (
  ctx: ExecuteContext,
  i: number,
  method: SendGridCall['method'],
  endpoint: string,
  body?: Json,
  qs?: Json,
) => sendGridRequest(ctx, { method, endpoint, body, qs, itemIndex: i });
const emails = (list: string) => list.split(',').map((entry) => ({ email: entry.trim() }));

/** "Get Many": every page, cut to the limit unless "Return All". */
async function many(
  ctx: ExecuteContext,
  i: number,
  method: SendGridCall['method'],
  endpoint: string,
  body?: Json,
): Promise<Json[]> {
  const all = await sendGridRequestAll(ctx, { method, endpoint, body, itemIndex: i }, 'result');
  return p(ctx, 'returnAll', i) ? all : all.slice(0, Number(p(ctx, 'limit', i, 100)));
}

const contact: Record<string, Op> = {
  async getAll(ctx, i) {
    const query = String((p(ctx, 'filters', i, {}) as Json).query ?? '');
    return query !== ''
      ? many(ctx, i, 'POST', '/marketing/contacts/search', { query })
      : many(ctx, i, 'GET', '/marketing/contacts');
  },
  async get(ctx, i) {
    // n8n's node reads "By" from the first item.
    const answer =
      p(ctx, 'by', 0) === 'id'
        ? await call(ctx, i, 'GET', `/marketing/contacts/${p(ctx, 'contactId', i)}`)
        : await call(ctx, i, 'POST', '/marketing/contacts/search', { query: `email LIKE '${p(ctx, 'email', i)}' ` });
    const found = answer?.result || answer;
    return Array.isArray(found) ? found[0] : found;
  },
  async delete(ctx, i, shared) {
    // As in n8n's node, "Delete All" once set stays set for the later items.
    if (p(ctx, 'deleteAll', i)) shared.delete_all_contacts = 'true';
    shared.ids = String(p(ctx, 'ids', i)).replace(/\s/g, '');
    return call(ctx, i, 'DELETE', '/marketing/contacts', undefined, { ...shared });
  },
};

/** One item's contact for "Create or Update", and the lists it names. */
function contactOf(ctx: ExecuteContext, i: number): { contact: Json; lists?: unknown } {
  const fields = p(ctx, 'additionalFields', i, {}) as Json;
  const out: Json = { email: p(ctx, 'email', i) };
  if (fields.addressUi) {
    const address = (fields.addressUi as Json).addressValues ?? {};
    if (address.address2) out.address_line_2 = address.address2;
    out.address_line_1 = address.address1;
  }
  const plain: Array<[string, string]> = [
    ['city', 'city'],
    ['country', 'country'],
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
    ['postalCode', 'postal_code'],
    ['stateProvinceRegion', 'state_province_region'],
  ];
  for (const [from, to] of plain) if (fields[from]) out[to] = fields[from];
  if (fields.alternateEmails) {
    const alternates = String(fields.alternateEmails)
      .split(',')
      .filter((mail) => !!mail);
    if (alternates.length !== 0) out.alternate_emails = alternates;
  }
  const lists = fields.listIdsUi ? (fields.listIdsUi as Json).listIdValues?.listIds : undefined;
  if (fields.customFieldsUi) {
    const values = (fields.customFieldsUi as Json).customFieldValues as Json[] | undefined;
    if (values) out.custom_fields = Object.fromEntries(values.map((v) => [`${v.fieldId}`, v.fieldValue]));
  }
  return { contact: out, lists };
}

/** "Create or Update": one request for every item. */
async function upsert(ctx: ExecuteContext, count: number): Promise<Item[]> {
  try {
    const contacts: Json[] = [];
    let lists: unknown;
    for (let i = 0; i < count; i++) {
      const made = contactOf(ctx, i);
      if (made.lists !== undefined) lists = made.lists;
      contacts.push(made.contact);
    }
    const answer = (await call(ctx, 0, 'PUT', '/marketing/contacts', { list_ids: lists, contacts })) as
      Json | undefined;
    // n8n's node hands on SendGrid's answer itself as the item (its fields beside, not under,
    // `json`, and no paired item); kept so runs compare equal.
    return [(answer ?? {}) as unknown as Item];
  } catch (error) {
    if (!ctx.continueOnFail()) throw error;
    return [{ json: { error: (error as Error).message } }];
  }
}

const list: Record<string, Op> = {
  async getAll(ctx, i) {
    return many(ctx, i, 'GET', '/marketing/lists');
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/marketing/lists/${p(ctx, 'listId', i)}`, undefined, {
      contact_sample: p(ctx, 'contactSample', i),
    });
  },
  async create(ctx, i) {
    return call(ctx, i, 'POST', '/marketing/lists', { name: p(ctx, 'name', i) });
  },
  async delete(ctx, i) {
    await call(ctx, i, 'DELETE', `/marketing/lists/${p(ctx, 'listId', i)}`, undefined, {
      delete_contacts: p(ctx, 'deleteContacts', i),
    });
    return { success: true };
  },
  async update(ctx, i) {
    return call(ctx, i, 'PATCH', `/marketing/lists/${p(ctx, 'listId', i)}`, { name: p(ctx, 'name', i) });
  },
};

/** The mail's attachments from the item's binary properties named in a comma-separated list. */
async function attachmentsOf(ctx: ExecuteContext, i: number, names: string): Promise<Json[]> {
  const out: Json[] = [];
  for (const name of names.split(',').map((n) => n.trim())) {
    const binary = ctx.getInputData()[i]?.binary?.[name];
    if (!binary)
      throw new NodeOperationError(
        ctx.getNode(),
        `This operation expects the node's input data to contain a binary file '${name}', but none was found [item ${i}]`,
        { itemIndex: i },
      );
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, name);
    out.push({
      content: Buffer.from(bytes).toString('base64'),
      filename: binary.fileName || 'unknown',
      type: binary.mimeType,
    });
  }
  return out;
}

const mail: Record<string, Op> = {
  async send(ctx, i) {
    const to = String(p(ctx, 'toEmail', i));
    const fields = p(ctx, 'additionalFields', i, {}) as Json;
    const personalization: Json = { to: to.includes(',') ? emails(to) : [{ email: to.trim() }] };
    const body: Json = {
      personalizations: [personalization],
      from: { email: String(p(ctx, 'fromEmail', i)).trim(), name: p(ctx, 'fromName', i) },
      mail_settings: { sandbox_mode: { enable: fields.enableSandbox || false } },
    };
    if (p(ctx, 'dynamicTemplate', i)) {
      body.template_id = p(ctx, 'templateId', i);
      const { fields: data } = p(ctx, 'dynamicTemplateFields', i, {}) as Json;
      if (data)
        personalization.dynamic_template_data = Object.fromEntries((data as Json[]).map((f) => [f.key, f.value]));
    } else {
      personalization.subject = p(ctx, 'subject', i);
      body.content = [{ type: p(ctx, 'contentType', i), value: p(ctx, 'contentValue', i) }];
    }
    if (fields.attachments) {
      const attachments = await attachmentsOf(ctx, i, String(fields.attachments));
      if (attachments.length) body.attachments = attachments;
    }
    if (fields.bccEmail) personalization.bcc = emails(String(fields.bccEmail));
    if (fields.ccEmail) personalization.cc = emails(String(fields.ccEmail));
    const headers = (fields.headers as Json | undefined)?.details as Json[] | undefined;
    if (headers?.length) body.headers = Object.fromEntries(headers.map((h) => [h.key, h.value]));
    if (fields.categories) body.categories = String(fields.categories).split(',');
    if (fields.ipPoolName) body.ip_pool_name = fields.ipPoolName;
    if (fields.sendAt)
      personalization.send_at = Math.floor(
        DateTime.fromISO(String(fields.sendAt), { zone: ctx.getTimezone() }).toSeconds(),
      );
    if (fields.replyToEmail) body.reply_to_list = emails(String(fields.replyToEmail));
    const answer = await sendGridRequestFull(ctx, { method: 'POST', endpoint: '/mail/send', body, itemIndex: i });
    const id = answer.headers['x-message-id'];
    return { messageId: Array.isArray(id) ? id[0] : id };
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { contact, list, mail };

/** Runs SendGrid 1 over the input items. */
export async function executeSendGrid(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'list'));
  const operation = String(p(ctx, 'operation', 0));
  if (resource === 'contact' && operation === 'upsert') return [await upsert(ctx, items.length)];
  const op = RESOURCES[resource]?.[operation];
  if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
  const shared: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await op(ctx, i, shared);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray({ error: (error as Error).message }), {
          itemData: { item: i },
        }),
      );
    }
  }
  return [out];
}
