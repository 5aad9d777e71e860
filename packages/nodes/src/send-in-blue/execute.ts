/**
 * Brevo 1: contacts, contact attributes, e-mail and senders as the requests n8n's declarative
 * Brevo node sends, one item at a time, answered as n8n answers them. As in n8n's node: a normal
 * attribute is always created with type `boolean` and a transactional one with `id` (its category
 * override); "Get Many" of contacts sends the limit, or reads pages of 1000 by offset until a short
 * page; deletions, contact updates and upserts answer `{ success: true }` (an attribute update, which
 * Brevo answers empty, an item whose json is ''); address fields are read
 * as mail headers ("Name <a@b>, c@d"); with Continue On Fail an item that fails carries the error.
 */
import MailComposerType from 'nodemailer/lib/mail-composer/index.js';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { brevoRequest, type BrevoCall } from './api.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number) => Promise<unknown>;

const mailComposer = lazyRequire<typeof MailComposerType>('nodemailer/lib/mail-composer');
const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const call = (ctx: ExecuteContext, i: number, method: BrevoCall['method'], endpoint: string, body?: Json, qs?: Json) =>
  brevoRequest(ctx, { method, endpoint, body, qs, itemIndex: i });
const SUCCESS = { success: true };

/** `attributes.<fieldName>` of each set row of a fixed collection. */
function attributes(rows: Json[] | undefined): Json | undefined {
  if (!rows?.length) return undefined;
  return Object.fromEntries(rows.map((row) => [row.fieldName, row.fieldValue]));
}

const contact: Record<string, Op> = {
  async create(ctx, i) {
    const body: Json = { email: p(ctx, 'email', i) };
    const attrs = attributes((p(ctx, 'createContactAttributes', i, {}) as Json).attributesValues);
    if (attrs) body.attributes = attrs;
    return call(ctx, i, 'POST', '/v3/contacts', body);
  },
  async upsert(ctx, i) {
    const body: Json = { email: p(ctx, 'email', i) };
    const attrs = attributes((p(ctx, 'upsertAttributes', i, {}) as Json).upsertAttributesValues);
    if (attrs) body.attributes = attrs;
    body.updateEnabled = true;
    await call(ctx, i, 'POST', '/v3/contacts', body);
    return SUCCESS;
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/v3/contacts/${encodeURIComponent(String(p(ctx, 'identifier', i)))}`);
  },
  async delete(ctx, i) {
    await call(ctx, i, 'DELETE', `/v3/contacts/${encodeURIComponent(String(p(ctx, 'identifier', i)))}`);
    return SUCCESS;
  },
  async update(ctx, i) {
    const body: Json = {};
    const attrs = attributes((p(ctx, 'updateAttributes', i, {}) as Json).updateAttributesValues);
    if (attrs) body.attributes = attrs;
    await call(ctx, i, 'PUT', `/v3/contacts/${encodeURIComponent(String(p(ctx, 'identifier', i)))}`, body);
    return SUCCESS;
  },
  async getAll(ctx, i) {
    const qs: Json = {};
    const options = p(ctx, 'options', i, {}) as Json;
    const filters = p(ctx, 'filters', i, {}) as Json;
    if (options.sort !== undefined) qs.sort = options.sort;
    if (filters.modifiedSince !== undefined) qs.modifiedSince = filters.modifiedSince;
    if (!p(ctx, 'returnAll', i)) {
      qs.limit = p(ctx, 'limit', i);
      return ((await call(ctx, i, 'GET', '/v3/contacts', undefined, qs)) as Json | undefined)?.contacts;
    }
    const out: Json[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = (
        (await call(ctx, i, 'GET', '/v3/contacts', undefined, { ...qs, limit: 1000, offset })) as Json | undefined
      )?.contacts as Json[] | undefined;
      out.push(...(page ?? []));
      if (!page || page.length < 1000) return out;
    }
  },
};

/** The type Brevo's create call gets for a category, as n8n's node overrides it. */
const TYPE_OVERRIDE: Record<string, string> = { category: 'category', normal: 'boolean', transactional: 'id' };

function enumeration(rows: Json[] | undefined): Json[] | undefined {
  if (!rows?.length) return undefined;
  return rows.map((row) => ({ value: row.attributeCategoryValue, label: row.attributeCategoryLabel }));
}

const attribute: Record<string, Op> = {
  async create(ctx, i) {
    const category = String(p(ctx, 'attributeCategory', i));
    const body: Json = {};
    if (category === 'normal') body.type = p(ctx, 'attributeType', i);
    if (category === 'global' || category === 'calculated') body.value = p(ctx, 'attributeValue', i);
    if (category === 'category') {
      const list = (p(ctx, 'attributeCategoryList', i, {}) as Json).categoryEnumeration?.attributesValues;
      const values = enumeration(list);
      if (values) body.enumeration = values;
    }
    if (TYPE_OVERRIDE[category]) body.type = TYPE_OVERRIDE[category];
    await call(
      ctx,
      i,
      'POST',
      `/v3/contacts/attributes/${category}/${encodeURI(String(p(ctx, 'attributeName', i)))}`,
      body,
    );
    return SUCCESS;
  },
  async update(ctx, i) {
    const category = String(p(ctx, 'updateAttributeCategory', i));
    const body: Json = { value: p(ctx, 'updateAttributeValue', i) };
    if (category === 'category') {
      const list = (p(ctx, 'updateAttributeCategoryList', i, {}) as Json).updateCategoryEnumeration
        ?.updateAttributesValues;
      const values = enumeration(list);
      if (values) body.enumeration = values;
    }
    const name = encodeURI(String(p(ctx, 'updateAttributeName', i)));
    return call(ctx, i, 'PUT', `/v3/contacts/attributes/${category}/${name}`, body);
  },
  async delete(ctx, i) {
    const category = String(p(ctx, 'deleteAttributeCategory', i));
    await call(
      ctx,
      i,
      'DELETE',
      `/v3/contacts/attributes/${category}/${encodeURI(String(p(ctx, 'deleteAttributeName', i)))}`,
    );
    return SUCCESS;
  },
  async getAll(ctx, i) {
    const all = ((await call(ctx, i, 'GET', '/v3/contacts/attributes')) as Json | undefined)?.attributes as
      Json[] | undefined;
    return p(ctx, 'returnAll', i) ? all : all?.slice(0, Number(p(ctx, 'limit', i)));
  },
};

const sender: Record<string, Op> = {
  async create(ctx, i) {
    return call(ctx, i, 'POST', '/v3/senders', { name: p(ctx, 'name', i), email: p(ctx, 'email', i) });
  },
  async delete(ctx, i) {
    await call(ctx, i, 'DELETE', `/v3/senders/${p(ctx, 'id', i)}`);
    return SUCCESS;
  },
  async getAll(ctx, i) {
    const all = ((await call(ctx, i, 'GET', '/v3/senders')) as Json | undefined)?.senders as Json[] | undefined;
    return p(ctx, 'returnAll', i) ? all : all?.slice(0, Number(p(ctx, 'limit', i)));
  },
};

/** Address header fields as Brevo takes them: `[{ email, name? }]` (the sender a single one). */
function addresses(input: Json): Json {
  const found = new (mailComposer())({ ...input, disableFileAccess: true, disableUrlAccess: true })
    .compile()
    .getAddresses() as Record<string, Array<{ address: string; name?: string }> | undefined>;
  const format = (a: { address: string; name?: string }) =>
    a.name ? { email: a.address, name: a.name } : { email: a.address };
  const out: Json = {};
  for (const key of Object.keys(input))
    out[key] = key === 'sender' ? found.sender?.map(format)[0] : found[key]?.map(format);
  return out;
}

/** The attachments named (comma-separated binary properties), as n8n's node names them. */
async function attachmentsOf(ctx: ExecuteContext, i: number, names: string): Promise<Json[]> {
  const out: Json[] = [];
  for (const name of names.split(',')) {
    const binary = ctx.getInputData()[i]?.binary?.[name];
    if (!binary)
      throw new NodeOperationError(
        ctx.getNode(),
        `This operation expects the node's input data to contain a binary file '${name}', but none was found [item ${i}]`,
        { itemIndex: i },
      );
    const bytes = await ctx.helpers.getBinaryDataBuffer(i, name);
    const prepared = await ctx.helpers.prepareBinaryData(Buffer.from(bytes));
    const ext = prepared.fileExtension ?? String(prepared.mimeType).split('/')[1];
    const fileName = prepared.fileName ?? binary.fileName;
    out.push({ content: prepared.data, name: fileName === undefined ? `file-${i}.${ext}` : `${fileName}.${ext}` });
  }
  return out;
}

/** The additional fields both e-mail operations share: attachments and tags. */
async function mailExtras(ctx: ExecuteContext, i: number, body: Json, fields: Json): Promise<void> {
  const attachment = fields.emailAttachments?.attachment;
  if (attachment) body.attachment = await attachmentsOf(ctx, i, String(attachment.binaryPropertyName ?? ''));
  const tags = fields.emailTags?.tags;
  if (tags)
    body.tags = String(tags.tag ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
}

const email: Record<string, Op> = {
  async send(ctx, i) {
    const body: Json = { subject: p(ctx, 'subject', i) };
    if (p(ctx, 'sendHTML', i)) body.htmlContent = p(ctx, 'htmlContent', i);
    else body.textContent = p(ctx, 'textContent', i);
    Object.assign(body, addresses({ sender: p(ctx, 'sender', i) }), addresses({ to: p(ctx, 'receipients', i) }));
    const fields = p(ctx, 'additionalFields', i, {}) as Json;
    if (fields.emailAttachments?.attachment)
      await mailExtras(ctx, i, body, { emailAttachments: fields.emailAttachments });
    const bcc = fields.receipientsBCC?.receipientBcc;
    if (bcc) Object.assign(body, addresses({ bcc: bcc.bcc }));
    const cc = fields.receipientsCC?.receipientCc;
    if (cc) Object.assign(body, addresses({ cc: cc.cc }));
    if (fields.emailTags?.tags) await mailExtras(ctx, i, body, { emailTags: fields.emailTags });
    return call(ctx, i, 'POST', '/v3/smtp/email', body);
  },
  async sendTemplate(ctx, i) {
    const body: Json = { templateId: p(ctx, 'templateId', i) };
    Object.assign(body, addresses({ to: p(ctx, 'receipients', i) }));
    const fields = p(ctx, 'additionalFields', i, {}) as Json;
    await mailExtras(ctx, i, body, fields);
    const parameters = fields.templateParameters?.parameterValues;
    if (parameters) {
      const params: Json = {};
      for (const pair of String(parameters.parameters ?? '').split(',')) {
        const parts = pair.split('=');
        if (parts.length === 2) params[parts[0]!] = parts[1];
      }
      body.params = params;
    }
    return call(ctx, i, 'POST', '/v3/smtp/email', body);
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { contact, attribute, email, sender };

/** Runs Brevo 1 over the input items. */
export async function executeSendInBlue(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    const resource = String(p(ctx, 'resource', i, 'email'));
    const operation = String(p(ctx, 'operation', i));
    const op = RESOURCES[resource]?.[operation];
    try {
      if (!op)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
      const answer = await op(ctx, i);
      // An empty answer (an attribute update's 204) becomes an item whose json is '', as n8n's has it.
      const list = answer === undefined ? [''] : Array.isArray(answer) ? answer : [answer];
      for (const json of list) out.push({ json: json as Json, pairedItem: { item: i } });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: {}, error, pairedItem: { item: i } });
    }
  }
  return [out];
}
