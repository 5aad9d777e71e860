/**
 * Mailchimp 1: members, member tags, interest groups and campaigns as calls to Mailchimp's
 * Marketing API, answered as n8n's node answers them. As in n8n's node: resource and operation
 * come from the first item; one query object is shared by all items (so a filter or page size set
 * for one item is sent again for the later ones); deletes, tag changes and campaign sends answer
 * `{ success: true }`; timestamps are written `YYYY-MM-DD HH:MM:SS` the way n8n's moment pattern
 * writes them (minutes as the month, hundredths of seconds); with Continue On Fail a failed item
 * gives `{ error }` with the message (and, as in n8n, no paired item).
 */
import { DateTime } from 'luxon';
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { mailchimpRequest, mailchimpRequestAll, type MailchimpCall } from './api.js';
import { CAMPAIGN_FIELDS } from './methods.js';

type Json = Record<string, any>;
type Op = (ctx: ExecuteContext, i: number, qs: Json) => Promise<unknown>;

const p = (ctx: ExecuteContext, name: string, i: number, fallback?: unknown): any =>
  ctx.getNodeParameter(name, i, fallback);
const auth = (ctx: ExecuteContext) => String(p(ctx, 'authentication', 0, 'apiKey'));
const call = (
  ctx: ExecuteContext,
  i: number,
  method: MailchimpCall['method'],
  endpoint: string,
  body?: Json,
  qs?: Json,
) => mailchimpRequest(ctx, { authentication: auth(ctx), method, endpoint, body, qs, itemIndex: i });
const all = (ctx: ExecuteContext, i: number, endpoint: string, property: string, qs: Json) =>
  mailchimpRequestAll(ctx, { authentication: auth(ctx), method: 'GET', endpoint, qs, itemIndex: i }, property);

/** n8n's `moment(value).format('YYYY-MM-DD HH:MM:SS')`: MM after the hour is the month, SS hundredths. */
function momentStamp(value: unknown): string {
  const t = DateTime.fromISO(String(value));
  if (!t.isValid) return 'Invalid date';
  const two = (n: number) => String(n).padStart(2, '0');
  const hundredths = two(Math.floor(t.millisecond / 10));
  return `${t.toFormat('yyyy-MM-dd HH')}:${two(t.month)}:${hundredths}`;
}

/** n8n's lenient JSON: the parsed value, or '' when the text is not JSON. */
function lenientJson(text: unknown): unknown {
  try {
    return JSON.parse(String(text));
  } catch {
    return '';
  }
}

function location(values: Json): Json {
  const out: Json = {};
  for (const key of Object.keys(values)) {
    if (key === 'latitude') out.latitude = parseFloat(values[key]);
    else if (key === 'longitude') out.longitude = parseFloat(values[key]);
  }
  return out;
}
const pairs = (values: Json[], key: string, value: string) =>
  Object.fromEntries(values.map((entry) => [entry[key], entry[value]]));

/** The member fields both Create and Update send from their options. */
function memberFields(body: Json, fields: Json): void {
  if (fields.emailType) body.email_type = fields.emailType;
  if (fields.language) body.language = fields.language;
  if (fields.vip) body.vip = fields.vip;
  if (fields.ipSignup) body.ip_signup = fields.ipSignup;
  if (fields.ipOptIn) body.ip_opt = fields.ipOptIn;
  if (fields.timestampOpt) body.timestamp_opt = momentStamp(fields.timestampOpt);
  if (fields.timestampSignup) body.timestamp_signup = momentStamp(fields.timestampSignup);
}

/** Location, merge fields and groups: from the JSON parameters, or from `ui` (the UI collections). */
function memberExtras(ctx: ExecuteContext, i: number, body: Json, ui: Json | undefined): void {
  if (!p(ctx, 'jsonParameters', i)) {
    if (!ui) return;
    const locationValues = (ui.locationFieldsUi as Json | undefined)?.locationFieldsValues;
    if (locationValues) body.location = location(locationValues);
    const merge = (ui.mergeFieldsUi as Json | undefined)?.mergeFieldsValues;
    if (merge) body.merge_fields = pairs(merge, 'name', 'value');
    const groups = (ui.groupsUi as Json | undefined)?.groupsValues;
    if (groups) body.interests = pairs(groups, 'categoryFieldId', 'value');
    return;
  }
  const locationJson = lenientJson(p(ctx, 'locationJson', i));
  const mergeJson = lenientJson(p(ctx, 'mergeFieldsJson', i));
  const groupJson = lenientJson(p(ctx, 'groupJson', i));
  if (locationJson) body.location = locationJson;
  if (mergeJson) body.merge_fields = mergeJson;
  if (groupJson) body.interests = groupJson;
}

const member: Record<string, Op> = {
  async create(ctx, i) {
    const listId = p(ctx, 'list', i);
    const options = p(ctx, 'options', i, {}) as Json;
    const body: Json = { listId, email_address: p(ctx, 'email', i), status: p(ctx, 'status', i) };
    memberFields(body, options);
    if (options.tags) body.tags = String(options.tags).split(',');
    const jsonActive = p(ctx, 'jsonParameters', i);
    const ui = jsonActive
      ? undefined
      : {
          locationFieldsUi: p(ctx, 'locationFieldsUi', i, {}),
          mergeFieldsUi: p(ctx, 'mergeFieldsUi', i, {}),
          groupsUi: p(ctx, 'groupsUi', i, {}),
        };
    memberExtras(ctx, i, body, ui);
    return call(ctx, i, 'POST', `/lists/${listId}/members`, body);
  },
  async delete(ctx, i) {
    await call(ctx, i, 'POST', `/lists/${p(ctx, 'list', i)}/members/${p(ctx, 'email', i)}/actions/delete-permanent`);
    return { success: true };
  },
  async get(ctx, i, qs) {
    const options = p(ctx, 'options', i, {}) as Json;
    if (options.fields) qs.fields = options.fields;
    if (options.excludeFields) qs.exclude_fields = options.excludeFields;
    return call(ctx, i, 'GET', `/lists/${p(ctx, 'list', i)}/members/${p(ctx, 'email', i)}`, undefined, qs);
  },
  async getAll(ctx, i, qs) {
    const listId = p(ctx, 'list', i);
    const options = p(ctx, 'options', i, {}) as Json;
    if (options.beforeLastChanged) qs.before_last_changed = options.beforeLastChanged;
    if (options.beforeTimestampOpt) qs.before_timestamp_opt = options.beforeTimestampOpt;
    if (options.emailType) qs.email_type = options.emailType;
    if (options.status) qs.status = options.status;
    if (options.sinceLastChanged) qs.since_last_changed = options.sinceLastChanged;
    if (p(ctx, 'returnAll', i)) return all(ctx, i, `/lists/${listId}/members`, 'members', qs);
    qs.count = p(ctx, 'limit', i);
    return (await call(ctx, i, 'GET', `/lists/${listId}/members`, undefined, qs))?.members;
  },
  async update(ctx, i, qs) {
    const listId = p(ctx, 'list', i);
    const email = p(ctx, 'email', i);
    const fields = p(ctx, 'updateFields', i, {}) as Json;
    const body: Json = { listId, email_address: email };
    if (fields.skipMergeValidation) qs.skip_merge_validation = fields.skipMergeValidation;
    if (fields.status) body.status = fields.status;
    memberFields(body, fields);
    memberExtras(ctx, i, body, fields);
    // n8n's node sends the shared query only with the other operations.
    return call(ctx, i, 'PUT', `/lists/${listId}/members/${email}`, body);
  },
};

/** Adds (`active`) or removes (`inactive`) a member's tags. */
const tagging =
  (status: 'active' | 'inactive'): Op =>
  async (ctx, i) => {
    const options = p(ctx, 'options', i, {}) as Json;
    const body: Json = { tags: [] };
    if (options.isSyncing) body.is_syncing = options.isSyncing;
    for (const name of (p(ctx, 'tags', i, []) as string[]) ?? []) body.tags.push({ name, status });
    await call(ctx, i, 'POST', `/lists/${p(ctx, 'list', i)}/members/${p(ctx, 'email', i)}/tags`, body);
    return { success: true };
  };

const memberTag: Record<string, Op> = { create: tagging('active'), delete: tagging('inactive') };

const listGroup: Record<string, Op> = {
  async getAll(ctx, i, qs) {
    const endpoint = `/lists/${p(ctx, 'list', i)}/interest-categories/${p(ctx, 'groupCategory', i)}/interests`;
    if (p(ctx, 'returnAll', i)) return all(ctx, i, endpoint, 'interests', qs);
    qs.count = p(ctx, 'limit', i);
    return (await call(ctx, i, 'GET', endpoint, undefined, qs))?.interests;
  },
};

/** The fields Get Many asks for when its options name none. */
const DEFAULT_CAMPAIGN_FIELDS = [
  'campaigns.id',
  'campaigns.status',
  'campaigns.tracking',
  'campaigns.settings.from_name',
  'campaigns.settings.title',
  'campaigns.settings.reply_to',
];

const campaign: Record<string, Op> = {
  async getAll(ctx, i, qs) {
    const options = p(ctx, 'options', i, {}) as Json;
    if (options.status) qs.status = options.status;
    if (options.beforeCreateTime) qs.before_create_time = options.beforeCreateTime;
    if (options.beforeSendTime) qs.before_send_time = options.beforeSendTime;
    // n8n's node reads the excluded fields from a property it never sets, so naming any fails there.
    if (options.excludeFields) throw new TypeError("Cannot read properties of undefined (reading 'join')");
    if (options.fields) {
      const fields = options.fields as string[];
      qs.fields = fields.includes('*') ? CAMPAIGN_FIELDS.join(',') : fields.join(',');
    } else qs.fields = DEFAULT_CAMPAIGN_FIELDS.join(',');
    if (options.listId) qs.list_id = options.listId;
    if (options.sinceCreateTime) qs.since_create_time = options.sinceCreateTime;
    if (options.sinceSendTime) qs.since_send_time = options.sinceSendTime;
    if (options.sortDirection) qs.sort_dir = options.sortDirection;
    if (options.sortField) qs.sort_field = options.sortField;
    if (p(ctx, 'returnAll', i)) return all(ctx, i, '/campaigns', 'campaigns', qs);
    qs.count = p(ctx, 'limit', i);
    return (await call(ctx, i, 'GET', '/campaigns', undefined, qs))?.campaigns;
  },
  async send(ctx, i) {
    await call(ctx, i, 'POST', `/campaigns/${p(ctx, 'campaignId', i)}/actions/send`);
    return { success: true };
  },
  async get(ctx, i) {
    return call(ctx, i, 'GET', `/campaigns/${p(ctx, 'campaignId', i)}`);
  },
  async delete(ctx, i) {
    await call(ctx, i, 'DELETE', `/campaigns/${p(ctx, 'campaignId', i)}`);
    return { success: true };
  },
  async replicate(ctx, i) {
    return call(ctx, i, 'POST', `/campaigns/${p(ctx, 'campaignId', i)}/actions/replicate`);
  },
  async resend(ctx, i) {
    return call(ctx, i, 'POST', `/campaigns/${p(ctx, 'campaignId', i)}/actions/create-resend`);
  },
};

const RESOURCES: Record<string, Record<string, Op>> = { member, memberTag, listGroup, campaign };

/** Runs Mailchimp 1 over the input items. */
export async function executeMailchimp(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const resource = String(p(ctx, 'resource', 0, 'member'));
  const operation = String(p(ctx, 'operation', 0));
  const op = RESOURCES[resource]?.[operation];
  if (!op) throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`);
  const qs: Json = {};
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const answer = await op(ctx, i, qs);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), {
          itemData: { item: i },
        }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
