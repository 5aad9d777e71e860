/**
 * ServiceNow 1 against the loopback instance fake (test-fake/servicenow-fake.mjs), in workflows as
 * n8n stores them: each resource's requests (method, path, query, body, the credential the
 * authentication picks) and the items they answer, "Return All" pages reckoned from X-Total-Count,
 * table records from the item or from columns, attachments uploaded and downloaded as binary,
 * ServiceNow's errors as node errors, continue-on-fail, the editor's look-ups and the tool variant.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type HttpRequestOptions,
  type Item,
  type NodeMethodContext,
} from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { serviceNowOrigin } from './api.js';
import { serviceNowMethods } from './methods.js';
import {
  ACCESS_TOKEN,
  PASSWORD,
  start,
  USER,
  type ServiceNowFake,
  type ServiceNowSeed,
} from './test-fake/servicenow-fake.mjs';

type Json = Record<string, any>;

const registry = createNodeTypeRegistry(builtinNodeTypes);
const http = createHttpClient();
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: ServiceNowFake;

const SEED: ServiceNowSeed = {
  tables: {
    sys_user: [
      { sys_id: 'u1', user_name: 'ada', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@weft.example' },
      { sys_id: 'u2', user_name: 'grace', first_name: 'Grace', last_name: 'Hopper', email: 'grace@weft.example' },
    ],
    sys_user_group: [{ sys_id: 'g1', name: 'Service Desk' }],
    sys_user_grmember: [{ user: 'u2', group: 'g1' }],
    sys_user_role: [{ name: 'itil' }, { name: 'admin' }],
    incident: [
      { sys_id: 'i1', short_description: 'Printer on fire', caller_id: 'u1', urgency: '1' },
      { sys_id: 'i2', short_description: 'VPN down', caller_id: 'u2', assignment_group: 'g1' },
    ],
    sys_choice: [
      { name: 'incident', element: 'category', label: 'Software', value: 'software' },
      { name: 'incident', element: 'category', label: 'Hardware', value: 'hardware' },
      { name: 'incident', element: 'subcategory', label: 'Email', value: 'email', dependent_value: 'software' },
    ],
    sys_dictionary: [
      { name: 'incident', element: 'short_description', column_label: 'Short description' },
      { name: 'incident', element: 'urgency', column_label: 'Urgency' },
    ],
  },
  attachments: [
    {
      sys_id: 'a1',
      table_name: 'incident',
      table_sys_id: 'i1',
      file_name: 'log.txt',
      content_type: 'text/plain',
      text: 'smoke',
    },
  ],
};

async function fresh(seed: ServiceNowSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_SERVICENOW_API_URL = server.url;
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_SERVICENOW_API_URL;
  await server?.close();
});

const CREDENTIALS: Record<string, Json> = {
  serviceNowBasicApi: { subdomain: 'weft', user: USER, password: PASSWORD },
  serviceNowOAuth2Api: { subdomain: 'weft', oauthTokenData: { access_token: ACCESS_TOKEN } },
};

async function run(parameters: Json, options: { items?: Item[]; onError?: string; creds?: Json } = {}) {
  const node: Json = {
    id: 's1',
    name: 'ServiceNow',
    type: 'n8n-nodes-base.serviceNow',
    typeVersion: 1,
    position: [0, 0],
    parameters: { authentication: 'basicAuth', ...parameters },
    credentials: { serviceNowBasicApi: { id: 'b', name: 'b' }, serviceNowOAuth2Api: { id: 'o', name: 'o' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'servicenow test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'ServiceNow',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.ServiceNow?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { description?: string; httpCode?: string }) | undefined,
  };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('ServiceNow registration', () => {
  it('registers ServiceNow 1, serviceNowTool 1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.serviceNow')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.serviceNowTool')).toEqual([1]);
    const basic = builtinCredentialTypes.find((c) => c.name === 'serviceNowBasicApi')!;
    expect(basic.properties.map((p) => p.name)).toEqual(['user', 'password', 'subdomain']);
    expect(basic.authenticate?.({ user: 'a', password: 'b' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
    });
    const oauth = builtinCredentialTypes.find((c) => c.name === 'serviceNowOAuth2Api')!;
    expect(oauth.extends).toEqual(['oAuth2Api']);
    expect(oauth.properties.find((p) => p.name === 'accessTokenUrl')?.default).toBe(
      '=https://{{$self["subdomain"]}}.service-now.com/oauth_token.do',
    );
    const saved = process.env.WEFT_SERVICENOW_API_URL;
    delete process.env.WEFT_SERVICENOW_API_URL;
    expect(serviceNowOrigin('dev1')).toBe('https://dev1.service-now.com');
    process.env.WEFT_SERVICENOW_API_URL = saved;
    expect(serviceNowOrigin('dev1')).toBe(saved);
  });
});

describe('ServiceNow incidents', () => {
  it('creates, reads, updates, lists and deletes incidents', async () => {
    const created = await run(
      {
        resource: 'incident',
        operation: 'create',
        short_description: '={{ $json.title }}',
        additionalFields: { urgency: 2, caller_id: 'u1', cmdb_ci: ['c1', 'c2'] },
      },
      { items: [{ json: { title: 'Mail is slow' } }] },
    );
    expect(last()).toMatchObject({ method: 'POST', path: '/table/incident' });
    expect(JSON.parse(last().body!.toString())).toEqual({
      short_description: 'Mail is slow',
      urgency: 2,
      caller_id: 'u1',
      cmdb_ci: ['c1', 'c2'],
    });
    expect(last().authorization).toBe(`Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`);
    const id = created.json[0]!.sys_id as string;
    expect(created.json[0]).toMatchObject({ number: 'INC0010003', urgency: '2', short_description: 'Mail is slow' });
    expect(created.json[0]!.caller_id).toEqual({
      link: 'https://weft.service-now.com/api/now/table/sys_user/u1',
      value: 'u1',
    });

    const got = await run({
      resource: 'incident',
      operation: 'get',
      id,
      options: {
        sysparm_fields: ['number', 'caller_id'],
        sysparm_display_value: 'true',
        sysparm_exclude_reference_link: true,
      },
    });
    expect(last().query).toEqual({
      sysparm_fields: 'number,caller_id',
      sysparm_display_value: 'true',
      sysparm_exclude_reference_link: 'true',
    });
    expect(got.json).toEqual([{ number: 'INC0010003', caller_id: 'Ada Lovelace' }]);

    const updated = await run({
      resource: 'incident',
      operation: 'update',
      id,
      updateFields: { state: '2', work_notes: 'On it' },
    });
    expect(last()).toMatchObject({ method: 'PATCH', path: `/table/incident/${id}` });
    expect(updated.json[0]).toMatchObject({ state: '2', work_notes: 'On it', sys_mod_count: '1' });

    const listed = await run({
      resource: 'incident',
      operation: 'getAll',
      limit: 2,
      options: { sysparm_query: 'ORDERBYDESCnumber' },
    });
    expect(last().query).toEqual({ sysparm_query: 'ORDERBYDESCnumber', sysparm_limit: '2' });
    expect(listed.json.map((j) => j.number)).toEqual(['INC0010003', 'INC0010002']);

    const deleted = await run({ resource: 'incident', operation: 'delete', id });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/table/incident/${id}` });
    expect(deleted.json).toEqual([{ success: true }]);
  });

  it('signs with the OAuth2 token when the authentication is OAuth2 (n8n’s default)', async () => {
    const { json } = await run({
      authentication: 'oAuth2',
      resource: 'userRole',
      operation: 'getAll',
      returnAll: true,
    });
    expect(last().authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(json.map((j) => j.name)).toEqual(['itil', 'admin']);
  });
});

describe('ServiceNow lists', () => {
  it('reads every page as n8n reckons them from X-Total-Count', async () => {
    const roles = Array.from({ length: 230 }, (_, n) => ({ name: `role-${String(n).padStart(3, '0')}` }));
    await fresh({ tables: { sys_user_role: roles } });
    const { json } = await run({
      resource: 'userRole',
      operation: 'getAll',
      returnAll: true,
      options: { sysparm_fields: ['name'] },
    });
    expect(json).toHaveLength(230);
    expect(calls().map((c) => [c.query.sysparm_limit, c.query.sysparm_offset])).toEqual([
      ['100', undefined],
      ['100', '100'],
      ['100', '200'],
    ]);
    expect(json[229]).toEqual({ name: 'role-229' });
  });

  it('lists each list-only resource from its table', async () => {
    for (const [resource, table] of [
      ['businessService', 'cmdb_ci_service'],
      ['configurationItems', 'cmdb_ci'],
      ['department', 'cmn_department'],
      ['dictionary', 'sys_dictionary'],
      ['userGroup', 'sys_user_group'],
      ['user', 'sys_user'],
    ]) {
      await run({ resource, operation: 'getAll', limit: 5 });
      expect(last()).toMatchObject({ method: 'GET', path: `/table/${table}`, query: { sysparm_limit: '5' } });
    }
  });
});

describe('ServiceNow users and table records', () => {
  it('reads a user by user name as a one-record query, and creates, updates and deletes users', async () => {
    const byName = await run({
      resource: 'user',
      operation: 'get',
      getOption: 'user_name',
      user_name: 'grace',
      options: {},
    });
    expect(last().query).toEqual({ sysparm_query: 'user_name=grace', sysparm_limit: '1' });
    expect(byName.json.map((j) => j.sys_id)).toEqual(['u2']);
    const created = await run({
      resource: 'user',
      operation: 'create',
      additionalFields: { user_name: 'linus', first_name: 'Linus', active: true, roles: ['itil'] },
    });
    expect(created.json[0]).toMatchObject({ user_name: 'linus', name: 'Linus', active: 'true', roles: 'itil' });
    const id = created.json[0]!.sys_id as string;
    const updated = await run({ resource: 'user', operation: 'update', id, updateFields: { last_name: 'Torvalds' } });
    expect(updated.json[0]).toMatchObject({ name: 'Linus Torvalds' });
    expect((await run({ resource: 'user', operation: 'delete', id })).json).toEqual([{ success: true }]);
  });

  it('writes a table record from the item (less ignored fields), from columns, or empty', async () => {
    const mapped = await run(
      {
        resource: 'tableRecord',
        operation: 'create',
        tableName: 'problem',
        dataToSend: 'mapInput',
        inputsToIgnore: 'skip, other',
      },
      { items: [{ json: { short_description: 'Leak', skip: 1, other: 2 } }] },
    );
    expect(JSON.parse(last().body!.toString())).toEqual({ short_description: 'Leak' });
    const id = mapped.json[0]!.sys_id as string;
    await run({
      resource: 'tableRecord',
      operation: 'update',
      tableName: 'problem',
      id,
      dataToSend: 'columns',
      fieldsToSend: { field: [{ column: 'state', value: '3' }] },
    });
    expect(JSON.parse(last().body!.toString())).toEqual({ state: '3' });
    await run({ resource: 'tableRecord', operation: 'update', tableName: 'problem', id, dataToSend: 'nothing' });
    expect(last().body).toBeUndefined();
    const got = await run({
      resource: 'tableRecord',
      operation: 'get',
      tableName: 'problem',
      id,
      options: { sysparm_fields: 'state' },
    });
    expect(got.json).toEqual([{ state: '3' }]);
    const all = await run({
      resource: 'tableRecord',
      operation: 'getAll',
      tableName: 'problem',
      returnAll: true,
      options: {},
    });
    expect(all.json).toHaveLength(1);
    expect((await run({ resource: 'tableRecord', operation: 'delete', tableName: 'problem', id })).json).toEqual([
      { success: true },
    ]);
  });
});

describe('ServiceNow attachments', () => {
  it('uploads binary data and downloads attachments as binary', async () => {
    const uploaded = await run(
      {
        resource: 'attachment',
        operation: 'upload',
        tableName: 'incident',
        id: 'i2',
        inputDataFieldName: 'data',
        options: {},
      },
      {
        items: [
          {
            json: {},
            binary: {
              data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt' },
            },
          },
        ],
      },
    );
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/attachment/file',
      query: { table_name: 'incident', table_sys_id: 'i2', file_name: 'hello.txt' },
      contentType: 'text/plain',
    });
    expect(last().body!.toString()).toBe('hello');
    expect(uploaded.json[0]).toMatchObject({ file_name: 'hello.txt', size_bytes: '5', table_sys_id: 'i2' });

    const one = await run({
      resource: 'attachment',
      operation: 'get',
      attachmentId: 'a1',
      download: true,
      outputField: 'file',
    });
    expect(one.json[0]).toMatchObject({ sys_id: 'a1', file_name: 'log.txt' });
    expect(one.items[0]!.binary?.file).toMatchObject({ fileName: 'log.txt', mimeType: 'text/plain' });
    expect(Buffer.from(one.items[0]!.binary!.file!.data, 'base64').toString()).toBe('smoke');

    const listed = await run({
      resource: 'attachment',
      operation: 'getAll',
      tableName: 'incident',
      returnAll: false,
      limit: 10,
      download: true,
      outputField: 'data',
      options: { queryFilter: 'file_nameLIKEhello' },
    });
    expect(calls().find((c) => c.path === '/attachment')?.query.sysparm_query).toBe(
      'table_name=incident^file_nameLIKEhello',
    );
    expect(listed.items.map((i) => [i.json.file_name, i.binary?.data?.fileName])).toEqual([['hello.txt', 'hello.txt']]);

    expect((await run({ resource: 'attachment', operation: 'delete', attachmentId: 'a1' })).json).toEqual([
      { success: true },
    ]);
    expect(fake.state.attachments.map((a) => a.file_name)).toEqual(['hello.txt']);
  });
});

describe('ServiceNow errors', () => {
  it('fails with n8n’s message, or continues with { error } items', async () => {
    const failed = await run({ resource: 'incident', operation: 'get', id: 'nope', options: {} });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    expect(failed.error?.description).toBe('No Record found');
    const continued = await run(
      { resource: 'incident', operation: 'get', id: '={{ $json.id }}', options: {} },
      { items: [{ json: { id: 'i1' } }, { json: { id: 'nope' } }], onError: 'continueRegularOutput' },
    );
    expect(continued.json.map((j) => j.sys_id ?? j.error)).toEqual([
      'i1',
      'The resource you are requesting could not be found',
    ]);
    const unauthorized = await run(
      { resource: 'userRole', operation: 'getAll', limit: 1 },
      { creds: { subdomain: 'weft', user: USER, password: 'wrong' } },
    );
    expect(unauthorized.error?.httpCode).toBe('401');
    const badTable = await run({
      resource: 'tableRecord',
      operation: 'getAll',
      tableName: 'nope',
      limit: 1,
      options: {},
    });
    expect(badTable.error?.httpCode).toBe('400');
  });
});

describe('ServiceNow look-ups', () => {
  const ctxWith = (parameters: Json) =>
    ({
      getCurrentNodeParameter: (name: string) => ({ authentication: 'basicAuth', ...parameters })[name],
      getNode: () => ({ name: 'ServiceNow' }),
      getCredentials: async (t: string) => CREDENTIALS[t]!,
      helpers: {
        httpRequest: (o: HttpRequestOptions) => http(o),
      },
    }) as unknown as NodeMethodContext;
  const load = (name: string, parameters: Json = {}) => {
    const ctx = ctxWith(parameters);
    return serviceNowMethods.loadOptions![name]!.call(ctx, ctx);
  };

  it('lists tables, columns, users, groups, roles and incident choices, sorted by name', async () => {
    expect((await load('getTables')).slice(0, 2)).toEqual([
      { name: 'Business Service', value: 'cmdb_ci_service', description: 'cmdb_ci_service' },
      { name: 'Change Request', value: 'change_request', description: 'change_request' },
    ]);
    expect(await load('getColumns', { resource: 'incident' })).toEqual([
      { name: 'Short description', value: 'short_description' },
      { name: 'Urgency', value: 'urgency' },
    ]);
    expect(await load('getUsers')).toEqual([
      { name: 'ada', value: 'u1' },
      { name: 'grace', value: 'u2' },
    ]);
    expect(
      await load('getUsers', {
        resource: 'incident',
        operation: 'create',
        additionalFields: { assignment_group: 'g1' },
      }),
    ).toEqual([{ name: 'grace', value: 'u2' }]);
    expect(await load('getAssignmentGroups')).toEqual([{ name: 'Service Desk', value: 'g1' }]);
    expect((await load('getUserRoles')).map((r) => r.name)).toEqual(['admin', 'itil']);
    expect(await load('getIncidentCategories')).toEqual([
      { name: 'Hardware', value: 'hardware' },
      { name: 'Software', value: 'software' },
    ]);
    expect(
      await load('getIncidentSubcategories', { operation: 'update', updateFields: { category: 'software' } }),
    ).toEqual([{ name: 'Email', value: 'email' }]);
  });
});

describe('ServiceNow as an agent tool', () => {
  it('offers the same parameters with an ai_tool output', () => {
    const tool = registry.get('n8n-nodes-base.serviceNowTool', 1)!;
    expect(tool.description.outputs).toEqual(['ai_tool']);
    expect(tool.description.properties.some((p) => p.name === 'resource')).toBe(true);
  });
});
