/**
 * HighLevel 1 and 2: each resource's operations as the requests n8n's declarative node sends, one
 * item at a time (n8n sends them together; the order here is the items' order), answered as n8n
 * answers them. As in n8n's node: parameters shown for the operation are sent even when empty,
 * fields of a collection only when set; "Get Many" of contacts and opportunities reads pages of
 * 100 (`startAfterId`, `startAfter`, the other query parameters dropped after the first page)
 * until `meta.total` items are read, or one page (contacts cut to the limit); tasks carry the
 * contact id of the parameter; deletions answer `{ success: true }`. With Continue On Fail an item
 * that fails gives `{ error }` with the error's message, as n8n 1.123 stores it.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { highLevelLocationId, highLevelRequest, type HighLevelCall } from './api.js';
import {
  addContactIdentifier,
  answerItems,
  datesToEpoch,
  invalidEmailOrPhone,
  isoWithoutMillis,
  pathSegment,
  rootProperty,
  sendFields,
  splitTags,
} from './requests.js';

type Json = Record<string, any>;

/** One item's request: what is sent, what runs before it, and how its answer becomes items. */
interface Plan {
  method: HighLevelCall['method'];
  path: string;
  qs: Json;
  body: Json;
  /** Run in order on the request before it is sent (n8n's preSend). */
  before: Array<(plan: Plan) => Promise<void> | void>;
  /** The answer's items (n8n's postReceive); the answer itself when absent. */
  after?: (answer: unknown) => Promise<Json[]> | Json[];
  /** Read page after page under this property (n8n's HighLevel pagination). */
  paginate?: string;
  /** The most items kept (n8n's maxResults). */
  maxResults?: number;
}

/** What building a plan reads. */
interface Env {
  ctx: ExecuteContext;
  i: number;
  version: 1 | 2;
  /** A parameter for the item (a fallback when not set). */
  p(name: string, fallback?: unknown): any;
  /** A call made on the side (look-ups of preSend and postReceive). */
  call(method: HighLevelCall['method'], path: string, body?: Json, qs?: Json): Promise<any>;
}

const plan = (method: Plan['method'], path: string, extra: Partial<Plan> = {}): Plan => ({
  method,
  path,
  qs: {},
  body: {},
  before: [],
  ...extra,
});
const success = () => [{ success: true }];
const seg = pathSegment;

/** n8n's `getNodeParameter` without a fallback on a parameter that is not there. */
function mustGet(env: Env, name: string): any {
  const value = env.p(name, undefined);
  if (value === undefined)
    throw new NodeOperationError(env.ctx.getNode(), `Could not get parameter "${name}"`, { itemIndex: env.i });
  return value;
}

function validateEmailAndPhone(env: Env) {
  return (request: Plan) => {
    const message = invalidEmailOrPhone(request.body);
    if (message) throw new NodeOperationError(env.ctx.getNode(), message, { itemIndex: env.i, description: message });
  };
}
const tagsSplit = (request: Plan) => splitTags(request.body);

/** The task's due date (the parameter, else the update field) without milliseconds. */
function dueDate(env: Env) {
  return (request: Plan) => {
    let value = env.p('dueDate', null);
    if (!value) value = (mustGet(env, 'updateFields') as Json).dueDate;
    if (!value)
      throw new NodeOperationError(env.ctx.getNode(), 'dueDate is required', {
        itemIndex: env.i,
        description: 'dueDate is required',
      });
    request.body.dueDate = isoWithoutMillis(value, env.ctx.getTimezone());
  };
}

/** The contact identifier (the parameter, else the update field) as email, phone or contact id. */
function contactIdentifier(env: Env) {
  return (request: Plan) => {
    let identifier = env.p('contactIdentifier', null);
    if (!identifier) identifier = (mustGet(env, 'updateFields') as Json).contactIdentifier;
    addContactIdentifier(request.body, identifier);
  };
}

/** Tasks carry the contact id of the parameter. */
function withContactId(env: Env) {
  return (items: Json[]) => {
    const contactId = env.p('contactId');
    for (const item of items) item.contactId = contactId;
    return items;
  };
}

/** Custom field values of a collection (`customFields.values`), v1: `customField.<id>: value`. */
function v1CustomFields(body: Json, fields: Json): void {
  const entries = fields.customFields?.values;
  if (!Array.isArray(entries)) return;
  for (const entry of entries as Json[]) {
    body.customField ??= {};
    body.customField[String(entry.fieldId ?? '')] = entry.fieldValue ?? '';
  }
}

const V1_CONTACT_CREATE = [
  'address1',
  'city',
  'dnd',
  'firstName',
  'lastName',
  'name',
  'postalCode',
  'source',
  'state',
  'tags',
  'timezone',
  'website',
];
const V1_CONTACT_UPDATE = [
  'address1',
  'city',
  'dnd',
  'email',
  'firstName',
  'lastName',
  'name',
  'phone',
  'postalCode',
  'state',
  'tags',
  'timezone',
  'website',
];

/** The contacts' "Get Many" query of both versions. */
function contactsQuery(env: Env, request: Plan): void {
  if (!env.p('returnAll', false)) {
    request.qs.limit = env.p('limit');
    request.maxResults = Number(env.p('limit'));
  }
  sendFields(request.qs, env.p('filters', {}) ?? {}, ['query']);
  sendFields(request.qs, env.p('options', {}) ?? {}, ['order', 'sortBy']);
}

const v1: Record<string, Record<string, (env: Env) => Plan>> = {
  contact: {
    create(env) {
      const request = plan('POST', '/contacts', { after: (answer) => rootProperty(answer, 'contact') });
      request.body.email = env.p('email');
      request.body.phone = env.p('phone');
      const fields = env.p('additionalFields', {}) ?? {};
      sendFields(request.body, fields, V1_CONTACT_CREATE);
      v1CustomFields(request.body, fields);
      request.before.push(validateEmailAndPhone(env), tagsSplit);
      return request;
    },
    delete: (env) => plan('DELETE', `/contacts/${seg(env.p('contactId'))}`, { after: success }),
    get: (env) =>
      plan('GET', `/contacts/${seg(env.p('contactId'))}`, { after: (answer) => rootProperty(answer, 'contact') }),
    getAll(env) {
      const request = plan('GET', '/contacts', { paginate: 'contacts' });
      contactsQuery(env, request);
      return request;
    },
    lookup(env) {
      const request = plan('GET', '/contacts/lookup', { after: (answer) => rootProperty(answer, 'contacts') });
      request.qs = { email: String(env.p('email') ?? ''), phone: String(env.p('phone') ?? '') };
      return request;
    },
    update(env) {
      const request = plan('PUT', `/contacts/${seg(env.p('contactId'))}`, {
        after: (answer) => rootProperty(answer, 'contact'),
      });
      const fields = env.p('updateFields', {}) ?? {};
      sendFields(request.body, fields, V1_CONTACT_UPDATE);
      v1CustomFields(request.body, fields);
      request.before.push(validateEmailAndPhone(env), tagsSplit);
      return request;
    },
  },
  opportunity: {
    create(env) {
      const request = plan('POST', `/pipelines/${seg(env.p('pipelineId'))}/opportunities`);
      request.body.stageId = env.p('stageId');
      request.body.title = env.p('title');
      request.body.status = env.p('status');
      sendFields(request.body, env.p('additionalFields', {}) ?? {}, [
        'assignedTo',
        'companyName',
        'monetaryValue',
        'name',
        'tags',
      ]);
      request.before.push(tagsSplit, contactIdentifier(env));
      return request;
    },
    delete: (env) =>
      plan('DELETE', `/pipelines/${seg(env.p('pipelineId'))}/opportunities/${seg(env.p('opportunityId'))}`, {
        after: success,
      }),
    get: (env) => plan('GET', `/pipelines/${seg(env.p('pipelineId'))}/opportunities/${seg(env.p('opportunityId'))}`),
    getAll(env) {
      const request = plan('GET', `/pipelines/${seg(env.p('pipelineId'))}/opportunities`, {
        paginate: 'opportunities',
      });
      if (!env.p('returnAll', false)) request.qs.limit = env.p('limit');
      const filters = env.p('filters', {}) ?? {};
      sendFields(request.qs, filters, [
        'assignedTo',
        'campaignId',
        'endDate',
        'stageId',
        'startDate',
        'status',
        'query',
      ]);
      if ('startDate' in filters || 'endDate' in filters) request.before.push((r) => datesToEpoch(r.qs));
      return request;
    },
    update(env) {
      const pipelineId = env.p('pipelineId');
      const opportunityId = env.p('opportunityId');
      const request = plan('PUT', `/pipelines/${seg(pipelineId)}/opportunities/${seg(opportunityId)}`);
      const fields = env.p('updateFields', {}) ?? {};
      sendFields(request.body, fields, [
        'assignedTo',
        'companyName',
        'monetaryValue',
        'name',
        'stageId',
        'status',
        'title',
        'tags',
      ]);
      request.before.push(async (r) => {
        if (r.body.status && r.body.title) return;
        const current = await env.call('GET', `/pipelines/${seg(pipelineId)}/opportunities/${seg(opportunityId)}`);
        r.body.status = r.body.status || current?.status;
        r.body.title = r.body.title || current?.name;
      }, tagsSplit);
      if ('contactIdentifier' in fields) request.before.push(contactIdentifier(env));
      return request;
    },
  },
  task: {
    create(env) {
      const request = plan('POST', `/contacts/${seg(env.p('contactId'))}/tasks`, {
        after: (answer) => withContactId(env)(answerItems(answer)),
      });
      request.body.title = env.p('title');
      request.body.dueDate = env.p('dueDate');
      sendFields(request.body, env.p('additionalFields', {}) ?? {}, ['assignedTo', 'description', 'status']);
      request.before.push(dueDate(env));
      return request;
    },
    delete: (env) =>
      plan('DELETE', `/contacts/${seg(env.p('contactId'))}/tasks/${seg(env.p('taskId'))}`, { after: success }),
    get: (env) =>
      plan('GET', `/contacts/${seg(env.p('contactId'))}/tasks/${seg(env.p('taskId'))}`, {
        after: (answer) => withContactId(env)(answerItems(answer)),
      }),
    getAll(env) {
      const request = plan('GET', `/contacts/${seg(env.p('contactId'))}/tasks`, {
        after: (answer) => withContactId(env)(rootProperty(answer, 'tasks')),
      });
      if (!env.p('returnAll', false)) request.qs.limit = env.p('limit');
      return request;
    },
    update: (env) => taskUpdate(env, ['assignedTo', 'description', 'dueDate', 'status', 'title'], ''),
  },
};

/** A task's update (both versions): the current title and due date are read when not given. */
function taskUpdate(env: Env, names: string[], slash: string): Plan {
  const contactId = env.p('contactId');
  const taskId = env.p('taskId');
  const request = plan('PUT', `/contacts/${seg(contactId)}/tasks/${seg(taskId)}${slash}`, {
    after: (answer) => withContactId(env)(answerItems(answer)),
  });
  const fields = env.p('updateFields', {}) ?? {};
  sendFields(request.body, fields, names);
  request.before.push(async (r) => {
    if (r.body.title && r.body.dueDate) return;
    const current = await env.call('GET', `/contacts/${seg(contactId)}/tasks/${seg(taskId)}`);
    r.body.title = r.body.title || current?.title;
    r.body.dueDate = r.body.dueDate || isoWithoutMillis(current?.dueDate, env.ctx.getTimezone());
  });
  if ('dueDate' in fields) request.before.push(dueDate(env));
  return request;
}

/** v2: the location of the OAuth2 token, in the body or query. */
function addLocation(env: Env, where: 'body' | 'qs', name: string) {
  return async (request: Plan) => {
    request[where][name] = await highLevelLocationId(env.ctx, env.i);
  };
}

/** v2: custom fields of the form `{ values: [{ fieldId: <locator>, fieldValue }] }` as HighLevel's list. */
function v2CustomFields(request: Plan): void {
  const raw = request.body.customFields;
  if (!raw || !Array.isArray(raw.values)) return;
  request.body.customFields = (raw.values as Json[]).map((field) => {
    const fieldId = field.fieldId;
    if (typeof fieldId !== 'object' || fieldId === null || !('value' in fieldId))
      throw new Error('Error processing custom fields.');
    return { id: fieldId.value, key: fieldId.cachedResultName ?? 'default_key', field_value: field.fieldValue };
  });
}

const V2_CONTACT_CREATE = [
  'address1',
  'city',
  'customFields',
  'dnd',
  'firstName',
  'lastName',
  'name',
  'postalCode',
  'source',
  'state',
  'tags',
  'timezone',
  'website',
];
const V2_CONTACT_UPDATE = [
  'address1',
  'city',
  'customFields',
  'dnd',
  'email',
  'firstName',
  'lastName',
  'name',
  'phone',
  'postalCode',
  'state',
  'tags',
  'timezone',
  'website',
];

const v2: Record<string, Record<string, (env: Env) => Plan>> = {
  contact: {
    create(env) {
      const request = plan('POST', '/contacts/upsert/', {
        after: async (answer) => {
          const items = rootProperty(answer, 'contact');
          const note = env.ctx.getNodeParameter('additionalFields.notes', 0, undefined);
          if (!note) return items;
          const contact = (answer as Json | undefined)?.contact;
          if (!contact) throw new Error('No response data available to extract contact ID and user ID.');
          await env.call('POST', `/contacts/${seg(contact.id)}/notes`, { userId: contact.locationId, body: note });
          return items;
        },
      });
      request.body.email = env.p('email');
      request.body.phone = env.p('phone');
      sendFields(request.body, env.p('additionalFields', {}) ?? {}, V2_CONTACT_CREATE);
      request.before.push(
        validateEmailAndPhone(env),
        tagsSplit,
        addLocation(env, 'body', 'locationId'),
        v2CustomFields,
      );
      return request;
    },
    delete: (env) => plan('DELETE', `/contacts/${seg(env.p('contactId'))}/`, { after: success }),
    get: (env) =>
      plan('GET', `/contacts/${seg(env.p('contactId'))}/`, { after: (answer) => rootProperty(answer, 'contact') }),
    getAll(env) {
      const request = plan('GET', '/contacts/', { paginate: 'contacts' });
      contactsQuery(env, request);
      request.before.push(addLocation(env, 'qs', 'locationId'));
      return request;
    },
    update(env) {
      const request = plan('PUT', `/contacts/${seg(env.p('contactId'))}/`, {
        after: (answer) => rootProperty(answer, 'contact'),
      });
      sendFields(request.body, env.p('updateFields', {}) ?? {}, V2_CONTACT_UPDATE);
      request.before.push(validateEmailAndPhone(env), tagsSplit);
      return request;
    },
  },
  opportunity: {
    create(env) {
      const request = plan('POST', '/opportunities/');
      request.body.pipelineId = env.p('pipelineId');
      request.body.contactId = env.p('contactId');
      request.body.name = env.p('name');
      request.body.status = env.p('status');
      sendFields(
        request.body,
        env.p('additionalFields', {}) ?? {},
        ['assignedTo', 'companyName', 'monetaryValue', 'tags', 'stageId'],
        { stageId: 'pipelineStageId' },
      );
      request.before.push(tagsSplit, addLocation(env, 'body', 'locationId'));
      return request;
    },
    delete: (env) => plan('DELETE', `/opportunities/${seg(env.p('opportunityId'))}`, { after: success }),
    get: (env) => plan('GET', `/opportunities/${seg(env.p('opportunityId'))}`),
    getAll(env) {
      const request = plan('GET', '/opportunities/search', { paginate: 'opportunities' });
      if (!env.p('returnAll', false)) request.qs.limit = env.p('limit');
      const filters = env.p('filters', {}) ?? {};
      sendFields(
        request.qs,
        filters,
        ['assignedTo', 'campaignId', 'endDate', 'pipelineId', 'stageId', 'startDate', 'status', 'query'],
        {
          assignedTo: 'assigned_to',
          pipelineId: 'pipeline_id',
          stageId: 'pipeline_stage_id',
          startDate: 'date',
          query: 'q',
        },
      );
      request.before.push(addLocation(env, 'qs', 'location_id'));
      if ('startDate' in filters || 'endDate' in filters) request.before.push((r) => datesToEpoch(r.qs));
      return request;
    },
    update(env) {
      const request = plan('PUT', `/opportunities/${seg(env.p('opportunityId'))}`);
      sendFields(
        request.body,
        env.p('updateFields', {}) ?? {},
        ['assignedTo', 'monetaryValue', 'name', 'pipelineId', 'stageId', 'status'],
        { stageId: 'pipelineStageId' },
      );
      return request;
    },
  },
  task: {
    create(env) {
      const request = plan('POST', `/contacts/${seg(env.p('contactId'))}/tasks/`, {
        after: (answer) => withContactId(env)(answerItems(answer)),
      });
      request.body.title = env.p('title');
      request.body.dueDate = env.p('dueDate');
      request.body.completed = env.p('completed');
      sendFields(request.body, env.p('additionalFields', {}) ?? {}, ['assignedTo', 'body']);
      request.before.push(dueDate(env));
      return request;
    },
    delete: (env) =>
      plan('DELETE', `/contacts/${seg(env.p('contactId'))}/tasks/${seg(env.p('taskId'))}/`, { after: success }),
    get: (env) =>
      plan('GET', `/contacts/${seg(env.p('contactId'))}/tasks/${seg(env.p('taskId'))}/`, {
        after: (answer) => withContactId(env)(answerItems(answer)),
      }),
    getAll(env) {
      const request = plan('GET', `/contacts/${seg(env.p('contactId'))}/tasks/`, {
        after: (answer) => withContactId(env)(rootProperty(answer, 'tasks')),
      });
      if (!env.p('returnAll', false)) request.qs.limit = env.p('limit');
      return request;
    },
    update: (env) => taskUpdate(env, ['assignedTo', 'completed', 'body', 'dueDate', 'title'], '/'),
  },
  calendar: {
    bookAppointment(env) {
      const request = plan('POST', '/calendars/events/appointments');
      for (const name of ['calendarId', 'locationId', 'contactId', 'startTime']) request.body[name] = env.p(name);
      sendFields(request.body, env.p('additionalFields', {}) ?? {}, [
        'endTime',
        'title',
        'appointmentStatus',
        'assignedUserId',
        'address',
        'ignoreDateRange',
        'toNotify',
      ]);
      return request;
    },
    getFreeSlots(env) {
      const request = plan('GET', `/calendars/${seg(env.p('calendarId'))}/free-slots`);
      request.qs.startDate = env.p('startDate');
      request.qs.endDate = env.p('endDate');
      const fields = env.p('additionalFields', {}) ?? {};
      sendFields(request.qs, fields, ['timezone', 'userId']);
      if (fields.userIds && typeof fields.userIds === 'object' && 'userIds' in fields.userIds)
        request.qs.userIds = fields.userIds.userIds;
      sendFields(request.qs, fields, ['enableLookBusy']);
      return request;
    },
  },
};

/** The node's "Request Options": batching, timeout and TLS checks. */
interface RequestSettings {
  batchSize: number;
  batchInterval: number;
  timeout: number;
  ignoreSslIssues: boolean;
}

function requestSettings(ctx: ExecuteContext): RequestSettings {
  const o = (ctx.getNodeParameter('requestOptions', 0, {}) ?? {}) as Json;
  const batch = (o.batching?.batch ?? {}) as Json;
  return {
    batchSize: Number(batch.batchSize) > 0 ? Number(batch.batchSize) : 1,
    batchInterval: Number(batch.batchInterval) > 0 ? Number(batch.batchInterval) : 0,
    timeout: Number(o.timeout) > 0 ? Number(o.timeout) : 300_000,
    ignoreSslIssues: o.allowUnauthorizedCerts === true,
  };
}

/** Sends a plan (page after page when it paginates) and answers its items. */
async function send(env: Env, request: Plan, settings: RequestSettings): Promise<Json[]> {
  for (const step of request.before) await step(request);
  const once = async (qs: Json) => {
    const answer = await highLevelRequest(env.ctx, {
      version: env.version,
      method: request.method,
      path: request.path,
      qs,
      body: request.method === 'GET' ? undefined : request.body,
      itemIndex: env.i,
      timeout: settings.timeout,
      ignoreSslIssues: settings.ignoreSslIssues,
    });
    return request.after ? await request.after(answer) : answerItems(answer);
  };
  let items: Json[];
  if (request.paginate) {
    const property = request.paginate;
    const returnAll = env.p('returnAll', false) === true;
    let qs: Json = { ...request.qs };
    if (returnAll) qs.limit = 100;
    items = [];
    for (let page = 0; ; page++) {
      if (page >= 10_000)
        throw new NodeOperationError(
          env.ctx.getNode(),
          'HighLevel kept answering more pages after 10000, so reading stopped',
          { itemIndex: env.i },
        );
      const [answer] = await once(qs);
      const list = answer?.[property];
      if (!Array.isArray(list))
        throw new NodeOperationError(env.ctx.getNode(), `HighLevel answered no "${property}" list`, {
          itemIndex: env.i,
        });
      for (const entry of list) items.push(entry && typeof entry === 'object' ? entry : {});
      const meta = (answer?.meta ?? {}) as Json;
      qs = { startAfterId: meta.startAfterId ?? undefined, startAfter: meta.startAfter ?? undefined };
      const total = Number(meta.total) || 0;
      if (!returnAll || total <= items.length) break;
    }
  } else {
    items = await once(request.qs);
  }
  if (request.maxResults) items.splice(request.maxResults);
  return items;
}

/** Runs HighLevel (version 1 or 2) over the input items. */
export async function executeHighLevel(ctx: ExecuteContext): Promise<NodeOutput> {
  const version = (ctx.getNode().typeVersion ?? 2) >= 2 ? 2 : 1;
  const items = ctx.getInputData();
  const settings = requestSettings(ctx);
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && settings.batchInterval > 0 && i % settings.batchSize === 0) await ctx.sleep(settings.batchInterval);
    const env: Env = {
      ctx,
      i,
      version,
      p: (name, fallback) => ctx.getNodeParameter(name, i, fallback),
      call: (method, path, body, qs) =>
        highLevelRequest(ctx, {
          version,
          method,
          path,
          body: body && Object.keys(body).length ? body : undefined,
          qs,
          itemIndex: i,
        }),
    };
    try {
      const resource = String(env.p('resource', 'contact'));
      const operation = String(
        env.p('operation', version === 2 && resource === 'calendar' ? 'bookAppointment' : 'create'),
      );
      const build = (version === 1 ? v1 : v2)[resource]?.[operation];
      if (!build)
        throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
          itemIndex: i,
        });
      for (const json of await send(env, build(env), settings)) out.push({ json });
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
