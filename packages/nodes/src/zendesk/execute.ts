/**
 * Zendesk 1: tickets (regular and suspended), ticket fields, users and organizations through
 * Zendesk's Support API, answered as n8n answers them (the object under the answer's key, a list's
 * entries, `{ success: true }` for deletions). As in n8n's node, one query object is shared by every
 * item of a run, a ticket list is a search (`type:ticket` plus the options' query, status and
 * group), JSON parameters replace the field collections when "JSON Parameters" is on, and a failed
 * item becomes `{ error: message }` with Continue On Fail.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { zendeskRequest, zendeskRequestAll, type ZendeskCall } from './api.js';

type Json = Record<string, any>;

interface Run {
  ctx: ExecuteContext;
  authentication: unknown;
  /** The query shared by every item (n8n's node keeps one for the whole run). */
  qs: Json;
}

const p = (run: Run, name: string, i: number, fallback?: unknown) => run.ctx.getNodeParameter(name, i, fallback);
const call = (run: Run, i: number, c: Omit<ZendeskCall, 'authentication' | 'itemIndex'>) =>
  zendeskRequest(run.ctx, { ...c, authentication: run.authentication, itemIndex: i });
const all = (run: Run, i: number, property: string, resource: string) =>
  zendeskRequestAll(run.ctx, property, {
    method: 'GET',
    resource,
    qs: run.qs,
    authentication: run.authentication,
    itemIndex: i,
  });

/** A JSON parameter's object, refused when it is not JSON. */
function jsonFields(run: Run, name: string, i: number): Json {
  const text = p(run, name, i, '');
  if (text === '' || text === undefined) return {};
  if (typeof text === 'object') return text as Json;
  try {
    return JSON.parse(String(text)) as Json;
  } catch {
    throw new NodeOperationError(run.ctx.getNode(), 'Additional fields must be a valid JSON', { itemIndex: i });
  }
}

/** A ticket's fields from the "Additional Fields" or "Update Fields" collection. */
function ticketFields(fields: Json, body: Json, update: boolean): void {
  if (fields.type) body.type = fields.type;
  if (fields.externalId) body.external_id = fields.externalId;
  if (fields.subject) body.subject = fields.subject;
  if (fields.status) body.status = fields.status;
  if (fields.recipient) body.recipient = fields.recipient;
  if (fields.group) body.group_id = fields.group;
  if (fields.tags) body.tags = fields.tags;
  if (fields.customFieldsUi) body.custom_fields = fields.customFieldsUi.customFieldsValues;
  if (!update) return;
  if (fields.assigneeEmail) body.assignee_email = fields.assigneeEmail;
  if (fields.internalNote) body.comment = { html_body: fields.internalNote, public: false };
  if (fields.publicReply) body.comment = { body: fields.publicReply, public: true };
}

/** `userFieldsUi` / `organizationFieldsUi` rows as `user_fields` / `organization_fields`. */
function customValues(rows: Json[] | undefined): Json | undefined {
  if (!rows?.length) return undefined;
  return Object.fromEntries(rows.map((row) => [row.field, row.value]));
}

async function ticket(run: Run, operation: string, i: number): Promise<unknown> {
  const suspended = () => p(run, 'ticketType', i, 'regular') !== 'regular';
  switch (operation) {
    case 'create': {
      const body: Json = { comment: { body: p(run, 'description', i, '') } };
      if (p(run, 'jsonParameters', i, false)) Object.assign(body, jsonFields(run, 'additionalFieldsJson', i));
      else ticketFields(p(run, 'additionalFields', i, {}), body, false);
      return (await call(run, i, { method: 'POST', resource: '/tickets', body: { ticket: body } })).ticket;
    }
    case 'update': {
      const id = p(run, 'id', i);
      const body: Json = {};
      if (p(run, 'jsonParameters', i, false)) Object.assign(body, jsonFields(run, 'updateFieldsJson', i));
      else ticketFields(p(run, 'updateFields', i, {}), body, true);
      return (await call(run, i, { method: 'PUT', resource: `/tickets/${id}`, body: { ticket: body } })).ticket;
    }
    case 'get': {
      const answer = await call(run, i, {
        method: 'GET',
        resource: suspended() ? `/suspended_tickets/${p(run, 'id', i)}` : `/tickets/${p(run, 'id', i)}`,
      });
      return answer.ticket || answer.suspended_ticket;
    }
    case 'getAll': {
      const options = p(run, 'options', i, {}) as Json;
      const { qs } = run;
      qs.query = 'type:ticket';
      if (options.query) qs.query += ` ${options.query}`;
      if (options.status) qs.query += ` status:${options.status}`;
      if (options.group) qs.query += ` group:${options.group}`;
      if (options.sortBy) qs.sort_by = options.sortBy;
      if (options.sortOrder) qs.sort_order = options.sortOrder;
      const resource = suspended() ? '/suspended_tickets' : '/search';
      const property = suspended() ? 'suspended_tickets' : 'results';
      if (p(run, 'returnAll', i, false)) return all(run, i, property, resource);
      qs.per_page = p(run, 'limit', i, 100);
      const answer = await call(run, i, { method: 'GET', resource, qs });
      return answer.results || answer.suspended_tickets;
    }
    case 'delete':
      await call(run, i, {
        method: 'DELETE',
        resource: suspended() ? `/suspended_tickets/${p(run, 'id', i)}` : `/tickets/${p(run, 'id', i)}`,
      });
      return { success: true };
    case 'recover':
      return (await call(run, i, { method: 'PUT', resource: `/suspended_tickets/${p(run, 'id', i)}/recover` })).ticket;
    default:
      return undefined;
  }
}

async function ticketField(run: Run, operation: string, i: number): Promise<unknown> {
  if (operation === 'get')
    return (await call(run, i, { method: 'GET', resource: `/ticket_fields/${p(run, 'ticketFieldId', i)}` }))
      .ticket_field;
  if (operation !== 'getAll') return undefined;
  if (p(run, 'returnAll', i, false)) return all(run, i, 'ticket_fields', '/ticket_fields');
  const limit = Number(p(run, 'limit', i, 100));
  run.qs.limit = limit;
  return (await all(run, i, 'ticket_fields', '/ticket_fields')).slice(0, limit);
}

/** A user's body: the collection's fields, with `userFieldsUi` rows as `user_fields`. */
function userBody(fields: Json): Json {
  const body: Json = { ...fields };
  if (body.userFieldsUi) {
    const values = customValues(body.userFieldsUi.userFieldValues);
    if (values) {
      body.user_fields = values;
      delete body.userFieldsUi;
    }
  }
  return body;
}

async function user(run: Run, operation: string, i: number): Promise<unknown> {
  const id = () => p(run, 'id', i);
  switch (operation) {
    case 'create':
      return (
        await call(run, i, {
          method: 'POST',
          resource: '/users',
          body: { user: userBody({ name: p(run, 'name', i), ...p(run, 'additionalFields', i, {}) }) },
        })
      ).user;
    case 'update':
      return (
        await call(run, i, {
          method: 'PUT',
          resource: `/users/${id()}`,
          body: { user: userBody(p(run, 'updateFields', i, {})) },
        })
      ).user;
    case 'get':
      return (await call(run, i, { method: 'GET', resource: `/users/${id()}` })).user;
    case 'getAll':
    case 'search': {
      Object.assign(run.qs, p(run, 'filters', i, {}));
      const resource = operation === 'getAll' ? '/users' : '/users/search';
      if (p(run, 'returnAll', i, false)) return all(run, i, 'users', resource);
      run.qs.per_page = p(run, 'limit', i, 100);
      return (await call(run, i, { method: 'GET', resource, qs: run.qs })).users;
    }
    case 'getOrganizations':
      return (await call(run, i, { method: 'GET', resource: `/users/${id()}/organizations` })).organizations;
    case 'delete':
      return (await call(run, i, { method: 'DELETE', resource: `/users/${id()}` })).user;
    case 'getRelatedData':
      return (await call(run, i, { method: 'GET', resource: `/users/${id()}/related` })).user_related;
    default:
      return undefined;
  }
}

/** An organization's body: the collection's fields, with `organizationFieldsUi` rows as `organization_fields`. */
function organizationBody(base: Json, fields: Json): Json {
  const { organizationFieldsUi, ...rest } = fields;
  const body: Json = { ...base, ...rest };
  const values = customValues(organizationFieldsUi?.organizationFieldValues);
  if (values) body.organization_fields = values;
  return body;
}

async function organization(run: Run, operation: string, i: number): Promise<unknown> {
  const id = () => p(run, 'id', i);
  switch (operation) {
    case 'create':
      return (
        await call(run, i, {
          method: 'POST',
          resource: '/organizations',
          body: { organization: organizationBody({ name: p(run, 'name', i) }, p(run, 'additionalFields', i, {})) },
        })
      ).organization;
    case 'update':
      return (
        await call(run, i, {
          method: 'PUT',
          resource: `/organizations/${id()}`,
          body: { organization: organizationBody({}, p(run, 'updateFields', i, {})) },
        })
      ).organization;
    case 'delete':
      await call(run, i, { method: 'DELETE', resource: `/organizations/${id()}` });
      return { success: true };
    case 'count':
      return (await call(run, i, { method: 'GET', resource: '/organizations/count' })).count;
    case 'get':
      return (await call(run, i, { method: 'GET', resource: `/organizations/${id()}` })).organization;
    case 'getAll':
      if (p(run, 'returnAll', i, false)) return all(run, i, 'organizations', '/organizations');
      run.qs.per_page = p(run, 'limit', i, 100);
      return (await call(run, i, { method: 'GET', resource: '/organizations', qs: run.qs })).organizations;
    case 'getRelatedData':
      return (await call(run, i, { method: 'GET', resource: `/organizations/${id()}/related` })).organization_related;
    default:
      return undefined;
  }
}

const RESOURCES: Record<string, (run: Run, operation: string, i: number) => Promise<unknown>> = {
  ticket,
  ticketField,
  user,
  organization,
};

/** Runs Zendesk 1 over its input items. */
export async function executeZendesk(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const run: Run = { ctx, authentication: ctx.getNodeParameter('authentication', 0, 'apiToken'), qs: {} };
  const out: Item[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const resource = String(ctx.getNodeParameter('resource', 0, 'ticket'));
      const operation = String(ctx.getNodeParameter('operation', 0, ''));
      const handler = RESOURCES[resource];
      if (!handler)
        throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
      const data = await handler(run, operation, i);
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(data ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      out.push({ json: { error: (error as Error).message } });
    }
  }
  return [out];
}
