/**
 * Salesforce 1: each resource's operations as calls to Salesforce's REST API, answered as n8n's node
 * answers them. As in n8n's node: the authentication, resource and operation are read from the first
 * item, as is an upsert's external id field; collection entries are sent under their Salesforce
 * field names (`fields.ts`) and custom fields under their own; "Get Many" builds a SOQL query (the
 * chosen fields or the object's default ones, conditions joined with AND, `LIMIT` unless "Return
 * All") and follows `nextRecordsUrl`; an answer without a body (updates, deletions) becomes
 * `{ errors: [], success: true }`; with Continue On Fail an item that fails gives `{ error }` with
 * the error's message.
 */
import { NodeOperationError, type ExecuteContext, type Item, type NodeOutput } from '@weft/workflow';
import { salesforceRequest, salesforceRequestAll, type SalesforceAuth, type SalesforceCall } from './api.js';
import { FIELD_MAPS } from './fields.js';
import { soqlQuery } from './soql.js';

type Json = Record<string, any>;

/** What an operation reads and sends. */
interface Env {
  ctx: ExecuteContext;
  i: number;
  auth: SalesforceAuth;
  p(name: string, fallback?: unknown): any;
  call(method: SalesforceCall['method'], endpoint: string, body?: Json, qs?: Json): Promise<unknown>;
  all(q: string): Promise<unknown[]>;
}

/** Collection entries sent under their Salesforce names. */
function mapFields(body: Json, fields: Json, key: string): void {
  for (const [name, field, truthy] of FIELD_MAPS[key] ?? []) {
    if (truthy ? fields[name] : fields[name] !== undefined) body[field] = fields[name];
  }
}

/** Custom fields (`customFieldsUi.customFieldsValues`) sent under their field names. */
function customFields(body: Json, ui: unknown): void {
  const values = (ui as Json | undefined)?.customFieldsValues;
  if (Array.isArray(values)) for (const field of values as Json[]) body[field.fieldId] = field.value;
}

/** The standard objects: their REST name, SOQL name, id parameter and the fields a create always sends. */
interface StandardObject {
  sobject: string;
  soql: string;
  idParam: string;
  required: Array<[param: string, field: string]>;
  /** Updates refuse an empty collection (leads and contacts). */
  refuseEmptyUpdate?: boolean;
  /** Custom fields come before the mapped ones on create (accounts). */
  customFirst?: boolean;
}

const OBJECTS: Record<string, StandardObject> = {
  lead: {
    sobject: 'lead',
    soql: 'Lead',
    idParam: 'leadId',
    required: [
      ['company', 'Company'],
      ['lastname', 'LastName'],
    ],
    refuseEmptyUpdate: true,
  },
  contact: {
    sobject: 'contact',
    soql: 'Contact',
    idParam: 'contactId',
    required: [['lastname', 'LastName']],
    refuseEmptyUpdate: true,
  },
  opportunity: {
    sobject: 'opportunity',
    soql: 'Opportunity',
    idParam: 'opportunityId',
    required: [
      ['name', 'Name'],
      ['closeDate', 'CloseDate'],
      ['stageName', 'StageName'],
    ],
  },
  account: {
    sobject: 'account',
    soql: 'Account',
    idParam: 'accountId',
    required: [['name', 'Name']],
    customFirst: true,
  },
  case: { sobject: 'case', soql: 'Case', idParam: 'caseId', required: [['type', 'Type']] },
  task: { sobject: 'task', soql: 'Task', idParam: 'taskId', required: [['status', 'Status']] },
  attachment: { sobject: 'attachment', soql: 'Attachment', idParam: 'attachmentId', required: [] },
  user: { sobject: 'user', soql: 'User', idParam: 'userId', required: [] },
};

/** "Get Many" of an object: one SOQL query, every page of it. */
async function getMany(env: Env, soqlObject: string): Promise<unknown[]> {
  const returnAll = env.p('returnAll') === true;
  const options = (env.p('options', {}) ?? {}) as Json;
  const q = soqlQuery(options, soqlObject, returnAll, returnAll ? 0 : Number(env.p('limit')));
  return env.all(q);
}

/** The binary of an item as Salesforce's base64 `Body` and its `ContentType`. */
async function binaryBody(env: Env, property: string): Promise<Json> {
  const binary = env.ctx.getInputData()[env.i]?.binary?.[property];
  if (!binary)
    throw new NodeOperationError(env.ctx.getNode(), `The property ${property} does not exist`, { itemIndex: env.i });
  const bytes = await env.ctx.helpers.getBinaryDataBuffer(env.i, property);
  return { Body: Buffer.from(bytes).toString('base64'), ContentType: binary.mimeType };
}

async function standard(env: Env, resource: string, operation: string): Promise<unknown> {
  const object = OBJECTS[resource]!;
  const id = () => env.p(object.idParam);
  switch (operation) {
    case 'create':
    case 'upsert': {
      const fields = (env.p('additionalFields', {}) ?? {}) as Json;
      const body: Json = {};
      for (const [param, field] of object.required) body[field] = env.p(param);
      if (resource === 'attachment') {
        body.Name = env.p('name');
        body.ParentId = env.p('parentId');
      }
      if (object.customFirst) customFields(body, fields.customFieldsUi);
      mapFields(body, fields, `${resource}.create`);
      if (resource === 'attachment') Object.assign(body, await binaryBody(env, String(env.p('binaryPropertyName'))));
      if (!object.customFirst && fields.customFieldsUi) customFields(body, fields.customFieldsUi);
      if (operation === 'upsert') {
        const externalId = String(env.ctx.getNodeParameter('externalId', 0));
        const value = env.p('externalIdValue');
        delete body[externalId];
        return env.call('PATCH', `/sobjects/${object.sobject}/${externalId}/${value}`, body);
      }
      return env.call('POST', `/sobjects/${object.sobject}`, body);
    }
    case 'update': {
      const fields = (env.p('updateFields', {}) ?? {}) as Json;
      if (object.refuseEmptyUpdate && Object.keys(fields).length === 0)
        throw new NodeOperationError(env.ctx.getNode(), 'You must add at least one update field', { itemIndex: env.i });
      const body: Json = {};
      mapFields(body, fields, `${resource}.update`);
      if (resource === 'attachment' && fields.binaryPropertyName !== undefined)
        Object.assign(body, await binaryBody(env, String(fields.binaryPropertyName)));
      if (fields.customFieldsUi) customFields(body, fields.customFieldsUi);
      return env.call('PATCH', `/sobjects/${object.sobject}/${id()}`, body);
    }
    case 'get':
      return env.call('GET', `/sobjects/${object.sobject}/${id()}`);
    case 'getAll':
      return getMany(env, object.soql);
    case 'delete':
      return env.call('DELETE', `/sobjects/${object.sobject}/${id()}`);
    case 'getSummary':
      return env.call('GET', `/sobjects/${object.sobject}`);
    case 'addToCampaign': {
      const body: Json = { [resource === 'lead' ? 'LeadId' : 'ContactId']: id(), CampaignId: env.p('campaignId') };
      mapFields(body, (env.p('options', {}) ?? {}) as Json, `${resource}.addToCampaign`);
      return env.call('POST', '/sobjects/CampaignMember', body);
    }
    case 'addNote': {
      const body: Json = { Title: env.p('title'), ParentId: id() };
      mapFields(body, (env.p('options', {}) ?? {}) as Json, `${resource}.addNote`);
      return env.call('POST', '/sobjects/note', body);
    }
    case 'addComment': {
      const body: Json = { ParentId: id() };
      mapFields(body, (env.p('options', {}) ?? {}) as Json, 'case.addComment');
      return env.call('POST', '/sobjects/casecomment', body);
    }
  }
  throw new NodeOperationError(env.ctx.getNode(), `The operation "${operation}" of "${resource}" is not known!`, {
    itemIndex: env.i,
  });
}

async function customObject(env: Env, operation: string): Promise<unknown> {
  const sobject = String(env.p('customObject'));
  switch (operation) {
    case 'create':
    case 'upsert': {
      const body: Json = {};
      customFields(body, env.p('customFieldsUi', {}));
      mapFields(body, (env.p('additionalFields', {}) ?? {}) as Json, 'customObject.create');
      if (operation === 'upsert') {
        const externalId = String(env.ctx.getNodeParameter('externalId', 0));
        delete body[externalId];
        return env.call('PATCH', `/sobjects/${sobject}/${externalId}/${env.p('externalIdValue')}`, body);
      }
      return env.call('POST', `/sobjects/${sobject}`, body);
    }
    case 'update': {
      const body: Json = {};
      mapFields(body, (env.p('updateFields', {}) ?? {}) as Json, 'customObject.update');
      customFields(body, env.p('customFieldsUi', {}));
      return env.call('PATCH', `/sobjects/${sobject}/${env.p('recordId')}`, body);
    }
    case 'get':
      return env.call('GET', `/sobjects/${sobject}/${env.p('recordId')}`);
    case 'getAll':
      return getMany(env, sobject);
    case 'delete':
      return env.call('DELETE', `/sobjects/${sobject}/${env.p('recordId')}`);
  }
  throw new NodeOperationError(env.ctx.getNode(), `The operation "${operation}" of "customObject" is not known!`, {
    itemIndex: env.i,
  });
}

/** A document: a ContentVersion uploaded as a multipart form (its metadata as JSON, the file's bytes). */
async function uploadDocument(env: Env): Promise<unknown> {
  const title = String(env.p('title'));
  const fields = (env.p('additionalFields', {}) ?? {}) as Json;
  const property = String(env.p('binaryPropertyName'));
  const binary = env.ctx.getInputData()[env.i]?.binary?.[property];
  if (!binary)
    throw new NodeOperationError(
      env.ctx.getNode(),
      `This operation expects the node's input data to contain a binary file '${property}', but none was found [item ${env.i}]`,
      { itemIndex: env.i },
    );
  const content: Json = { Title: title, ContentLocation: 'S' };
  if (fields.ownerId) content.ownerId = fields.ownerId;
  if (fields.linkToObjectId) content.FirstPublishLocationId = fields.linkToObjectId;
  content.PathOnClient = `${title}.${fields.fileExtension || binary.fileExtension}`;
  const bytes = await env.ctx.helpers.getBinaryDataBuffer(env.i, property);
  const form = new FormData();
  form.append('entity_content', new Blob([JSON.stringify(content)], { type: 'application/json' }));
  form.append('VersionData', new Blob([new Uint8Array(bytes)]), content.PathOnClient);
  return salesforceRequest(env.ctx, env.auth, {
    method: 'POST',
    endpoint: '/sobjects/ContentVersion',
    itemIndex: env.i,
    rawBody: { body: form, contentType: 'multipart/form-data' },
  });
}

async function flow(env: Env, operation: string): Promise<unknown> {
  if (operation === 'invoke') {
    let variables: Json = {};
    if (env.p('jsonParameters')) {
      const json = env.p('variablesJson');
      variables = typeof json === 'string' ? JSON.parse(json) : json;
    } else {
      const ui = (env.p('variablesUi', {}) ?? {}) as Json;
      for (const variable of (ui.variablesValues ?? []) as Json[]) variables[variable.name] = variable.value;
    }
    return env.call('POST', `/actions/custom/flow/${env.p('apiName')}`, { inputs: [variables] });
  }
  const answer = (await env.call('GET', '/actions/custom/flow')) as Json | undefined;
  let actions = answer?.actions;
  if (!env.p('returnAll') && Array.isArray(actions)) actions = actions.splice(0, Number(env.p('limit')));
  return actions;
}

/** Runs Salesforce 1 over the input items. */
export async function executeSalesforce(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const resource = String(ctx.getNodeParameter('resource', 0));
  const operation = String(ctx.getNodeParameter('operation', 0));
  const auth: SalesforceAuth = ctx.getNodeParameter('authentication', 0, 'oAuth2') === 'jwt' ? 'jwt' : 'oAuth2';
  for (let i = 0; i < items.length; i++) {
    const env: Env = {
      ctx,
      i,
      auth,
      p: (name, fallback) => ctx.getNodeParameter(name, i, fallback),
      call: (method, endpoint, body, qs) => salesforceRequest(ctx, auth, { method, endpoint, body, qs, itemIndex: i }),
      all: (q) =>
        salesforceRequestAll(ctx, auth, 'records', { method: 'GET', endpoint: '/query', qs: { q }, itemIndex: i }),
    };
    try {
      let answer: unknown;
      if (resource in OBJECTS) answer = await standard(env, resource, operation);
      else if (resource === 'customObject') answer = await customObject(env, operation);
      else if (resource === 'document') answer = await uploadDocument(env);
      else if (resource === 'flow') answer = await flow(env, operation);
      else if (resource === 'search')
        answer = await salesforceRequestAll(ctx, auth, 'records', {
          method: 'GET',
          endpoint: '/query',
          qs: { q: env.p('query') },
          itemIndex: i,
        });
      else throw new NodeOperationError(ctx.getNode(), `The resource "${resource}" is not known!`, { itemIndex: i });
      if (answer === undefined) answer = { errors: [], success: true };
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer), { itemData: { item: i } }),
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
