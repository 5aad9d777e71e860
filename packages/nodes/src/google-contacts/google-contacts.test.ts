/**
 * Google Contacts 1 through the engine against the loopback People v1 fake
 * (`test-fake/people-fake.mjs`): each operation's request and output items (n8n's simplified
 * contact, or Google's with RAW Data), search and list paging, update with etags, the group picker
 * and errors.
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultHttpRequest, runWorkflow } from '@weft/engine';
import {
  createNodeTypeRegistry,
  importN8nWorkflow,
  type Item,
  type NodeMethodContext,
  type WorkflowNode,
} from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { cleanPerson } from './clean.js';
import { googleContactsNode } from './index.js';
// @ts-expect-error -- a plain ES module without types
import { createPeopleFake, start } from './test-fake/people-fake.mjs';

interface Req {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, unknown>;
}
type Person = Record<string, unknown> & { resourceName: string; etag: string };
interface PeopleState {
  people: Map<string, Person>;
  requests: Req[];
  failures: Array<{ status: number }>;
  maxPageSize: number;
  addPerson(fields: Record<string, unknown>, id?: string): Person;
}

const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let server: Server;
let people: PeopleState;

beforeAll(async () => {
  const started = await start(createPeopleFake());
  server = started.server;
  people = started.fake.state;
  process.env.WEFT_GOOGLE_API_URL = started.url;
  process.env.WEFT_GOOGLE_RETRY_BASE_MS = '5';
});
afterAll(() => {
  delete process.env.WEFT_GOOGLE_API_URL;
  delete process.env.WEFT_GOOGLE_RETRY_BASE_MS;
  return new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  people.people.clear();
  people.requests.length = 0;
  people.failures.length = 0;
  people.maxPageSize = 1000;
});

async function run(parameters: Record<string, unknown>, extra: { items?: Item[]; onError?: string } = {}) {
  const workflow = importN8nWorkflow({
    nodes: [
      {
        id: '1',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      { id: '2', name: 'Data', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [200, 0], parameters: {} },
      {
        id: '3',
        name: 'Contacts',
        type: 'n8n-nodes-base.googleContacts',
        typeVersion: 1,
        position: [400, 0],
        parameters,
        credentials: { googleContactsOAuth2Api: { id: 'o', name: 'o' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'Contacts', type: 'main', index: 0 }]] },
    },
    pinData: { Data: extra.items ?? [{ json: {} }] },
  });
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }) },
  });
  const items = result.data.resultData.runData.Contacts?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json),
    error: result.data.resultData.error as (Error & { node?: { name: string } }) | undefined,
  };
}

const ann = () =>
  people.addPerson(
    {
      names: [{ givenName: 'Ann', familyName: 'Lee' }],
      emailAddresses: [
        { value: 'ann@home.com', type: 'home' },
        { value: 'ann@work.com', type: 'work' },
      ],
      phoneNumbers: [{ value: '+4930123', type: 'mobile' }],
      birthdays: [{ date: { year: 1990, month: 3, day: 1 } }],
      organizations: [{ name: 'Acme', title: 'CTO' }],
      memberships: [{ contactGroupMembership: { contactGroupResourceName: 'contactGroups/friends' } }],
    },
    'c1',
  );

describe('Google Contacts', () => {
  it("creates a contact with n8n's body (names, dates as two-digit parts, notes, groups) and adds contactId", async () => {
    const { json } = await run({
      operation: 'create',
      givenName: 'Bo',
      familyName: 'Berg',
      additionalFields: {
        middleName: 'K',
        honorificPrefix: 'Dr.',
        birthday: '1985-07-04T00:00:00',
        biographies: 'Met at the fair',
        emailsUi: { emailsValues: [{ type: 'work', value: 'bo@acme.com' }] },
        phoneUi: { phoneValues: [{ type: 'mobile', value: '+1555' }] },
        companyUi: { companyValues: [{ current: true, name: 'Acme', title: 'Buyer', domain: 'acme.com' }] },
        eventsUi: { eventsValues: [{ date: '2015-06-20T00:00:00', type: 'anniversary' }] },
        customFieldsUi: { customFieldsValues: [{ key: 'tier', value: 'gold' }] },
        group: ['contactGroups/friends'],
      },
    });
    expect(people.requests[0]).toMatchObject({ method: 'POST', path: '/v1/people:createContact', query: {} });
    expect(people.requests[0]!.body).toEqual({
      names: [{ familyName: 'Berg', givenName: 'Bo', middleName: 'K', honorificPrefix: 'Dr.' }],
      organizations: [{ current: true, name: 'Acme', title: 'Buyer', domain: 'acme.com' }],
      phoneNumbers: [{ type: 'mobile', value: '+1555' }],
      events: [{ date: { day: '20', month: '06', year: '2015' }, type: 'anniversary' }],
      birthdays: [{ date: { day: '04', month: '07', year: '1985' } }],
      emailAddresses: [{ type: 'work', value: 'bo@acme.com' }],
      biographies: [{ value: 'Met at the fair', contentType: 'TEXT_PLAIN' }],
      userDefined: [{ key: 'tier', value: 'gold' }],
      memberships: [{ contactGroupMembership: { contactGroupResourceName: 'contactGroups/friends' } }],
    });
    expect(json).toHaveLength(1);
    expect(json[0]!.contactId).toBe(String(json[0]!.resourceName).split('/')[1]);
    expect(json[0]).toMatchObject({ names: [{ displayName: 'Bo K Berg' }] });
  });

  it('gets a contact simplified (all fields with *), or raw', async () => {
    ann();
    const { json } = await run({ operation: 'get', contactId: 'c1', fields: ['*'], rawData: false });
    expect(people.requests[0]).toMatchObject({ method: 'GET', path: '/v1/people/c1' });
    expect(people.requests[0]!.query.personFields!.split(',')).toHaveLength(24);
    expect(json).toEqual([
      {
        resourceName: 'people/c1',
        etag: expect.any(String),
        contactId: 'c1',
        names: { givenName: 'Ann', familyName: 'Lee', displayName: 'Ann Lee' },
        emailAddresses: { home: ['ann@home.com'], work: ['ann@work.com'] },
        phoneNumbers: { mobile: ['+4930123'] },
        birthdays: '3/1/1990',
        organizations: [{ name: 'Acme', title: 'CTO' }],
        memberships: ['friends'],
      },
    ]);
    const raw = await run({ operation: 'get', contactId: 'c1', fields: ['names'], rawData: true });
    expect(people.requests[1]!.query).toEqual({ personFields: 'names' });
    expect(raw.json[0]).toMatchObject({ contactId: 'c1', names: [{ givenName: 'Ann', metadata: expect.any(Object) }] });
  });

  it('lists connections (warming the cache first as n8n does) with the limit as pageSize, or all pages', async () => {
    ann();
    people.addPerson({ names: [{ givenName: 'Cy', familyName: 'Ng' }] }, 'c2');
    people.addPerson({ names: [{ givenName: 'Al', familyName: 'Bo' }] }, 'c3');
    const some = await run({
      operation: 'getAll',
      limit: 2,
      fields: ['names'],
      options: { sortOrder: 'FIRST_NAME_ASCENDING' },
    });
    expect(people.requests.slice(0, 2).map((r) => [r.path, r.query])).toEqual([
      ['/v1/people:searchContacts', { query: '', readMask: 'names' }],
      ['/v1/people/me/connections', { personFields: 'names' }],
    ]);
    expect(people.requests[2]).toMatchObject({
      path: '/v1/people/me/connections',
      query: { sortOrder: 'FIRST_NAME_ASCENDING', personFields: 'names', pageSize: '2' },
    });
    expect(some.json.map((p) => [p.contactId, (p.names as { givenName: string }).givenName])).toEqual([
      ['c3', 'Al'],
      ['c1', 'Ann'],
    ]);
    people.requests.length = 0;
    people.maxPageSize = 2;
    const all = await run({ operation: 'getAll', returnAll: true, fields: ['names'], rawData: true });
    expect(all.json.map((p) => p.contactId)).toEqual(['c1', 'c2', 'c3']);
    expect(people.requests.slice(2).map((r) => [r.query.pageSize, r.query.pageToken])).toEqual([
      ['100', undefined],
      ['100', '2'],
    ]);
  });

  it('searches with the query and the fields as readMask, answering the people', async () => {
    ann();
    people.addPerson({ names: [{ givenName: 'Cy', familyName: 'Ng' }] }, 'c2');
    const { json } = await run({
      operation: 'getAll',
      useQuery: true,
      query: 'ann',
      limit: 10,
      fields: ['names', 'emailAddresses'],
    });
    expect(people.requests[2]).toMatchObject({
      path: '/v1/people:searchContacts',
      query: { query: 'ann', readMask: 'names,emailAddresses', pageSize: '10' },
    });
    expect(json).toEqual([
      expect.objectContaining({ contactId: 'c1', emailAddresses: { home: ['ann@home.com'], work: ['ann@work.com'] } }),
    ]);
  });

  it("updates with the contact's etag (read first when not given) and the changed fields listed", async () => {
    const p = ann();
    const { json } = await run({
      operation: 'update',
      contactId: 'c1',
      fields: ['names', 'phoneNumbers'],
      updateFields: { givenName: 'Anne', phoneUi: { phoneValues: [{ type: 'work', value: '+4940999' }] } },
    });
    expect(people.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/people/c1',
      query: { personFields: 'Names' },
    });
    expect(people.requests[1]).toMatchObject({
      method: 'PATCH',
      path: '/v1/people/c1:updateContact',
      query: { personFields: 'names,phoneNumbers', updatePersonFields: 'phoneNumbers,names' },
    });
    expect(people.requests[1]!.body).toEqual({
      etag: p.etag,
      names: [{ givenName: 'Anne' }],
      phoneNumbers: [{ type: 'work', value: '+4940999' }],
    });
    // Update answers Google's person as it is (n8n does not simplify it), with contactId.
    expect(json[0]).toMatchObject({
      contactId: 'c1',
      names: [{ givenName: 'Anne' }],
      phoneNumbers: [{ type: 'work', value: '+4940999' }],
    });
    const stale = await run({
      operation: 'update',
      contactId: 'c1',
      fields: ['names'],
      updateFields: { etag: 'old', biographies: 'x' },
    });
    expect(people.requests.at(-1)!.query.updatePersonFields).toBe('biographies');
    expect(stale.error?.message).toBe('Bad request - please check your parameters');
    expect((stale.error as { description?: string }).description).toBe(
      'Google answered 400 FAILED_PRECONDITION: person.etag is not the latest etag; refetch the person and try again.',
    );
  });

  it("deletes answering success; a missing contact is Google's 404, or an error item with continueOnFail", async () => {
    ann();
    const { json } = await run({ operation: 'delete', contactId: 'c1' });
    expect(people.requests[0]).toMatchObject({ method: 'DELETE', path: '/v1/people/c1:deleteContact' });
    expect(json).toEqual([{ success: true }]);
    const again = await run({ operation: 'delete', contactId: 'c1' });
    expect(again.error?.message).toBe('The resource you are requesting could not be found');
    const cont = await run(
      { operation: 'get', contactId: 'c1', fields: ['names'] },
      { onError: 'continueRegularOutput' },
    );
    expect(cont.json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });

  it('simplifies as n8n: photos to URLs, events and relations by type, addresses without metadata', () => {
    expect(
      cleanPerson({
        resourceName: 'people/x',
        metadata: {},
        photos: [{ url: 'https://p/1', metadata: {} }],
        events: [{ type: 'anniversary', date: { year: 2015, month: 6, day: 20 } }],
        relations: [{ type: 'spouse', person: 'Kim' }],
        addresses: [{ type: 'home', city: 'Berlin', metadata: { primary: true } }],
        emailAddresses: [],
      }),
    ).toEqual({
      resourceName: 'people/x',
      photos: ['https://p/1'],
      events: { anniversary: ['6/20/2015'] },
      relations: { spouse: ['Kim'] },
      addresses: { home: [{ city: 'Berlin' }] },
    });
  });

  it('lists contact groups for the picker', async () => {
    const node = {
      id: 'n',
      name: 'Contacts',
      type: 'n8n-nodes-base.googleContacts',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    } as WorkflowNode;
    const ctx = {
      getCurrentNodeParameter: () => undefined,
      getNode: () => node,
      getCredentials: async () => ({ oauthTokenData: { access_token: 'tok' } }),
      helpers: { httpRequest: defaultHttpRequest() },
    } as unknown as NodeMethodContext;
    expect(await googleContactsNode[0]!.methods!.loadOptions!.getGroups!.call(ctx, ctx)).toEqual([
      { name: 'myContacts', value: 'contactGroups/myContacts' },
      { name: 'Friends', value: 'contactGroups/friends' },
    ]);
  });
});
