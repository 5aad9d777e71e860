/**
 * The MongoDB node through the real `mongodb` driver against the loopback wire-protocol fake
 * (test-fake/mongo-fake.mjs): no MongoDB server can be installed here, so the fake answers the
 * commands the driver sends (OP_MSG over TCP, SCRAM-SHA-256 sign-in).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongodb from 'mongodb';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type NodeType, type Workflow } from '@weft/workflow';
import { builtinNodeTypes } from '../registry.js';
import { connectedTools } from '../shared/ai/node-tool.js';
import { connectionHosts, mongoTarget } from './connection.js';
import { createMongoFake, type MongoFake } from './test-fake/mongo-fake.mjs';

const { ObjectId } = mongodb;
const nodeTypes = createNodeTypeRegistry(builtinNodeTypes);
let fake: MongoFake;
let port: number;
let credentials: Record<string, unknown>;
const ID1 = new ObjectId('65a000000000000000000001');
const ID2 = new ObjectId('65a000000000000000000002');

beforeAll(async () => {
  fake = createMongoFake({ users: [{ user: 'weft', password: 's3cret' }] });
  port = await fake.start();
  credentials = {
    configurationType: 'values',
    host: '127.0.0.1',
    port,
    user: 'weft',
    password: 's3cret',
    database: 'shop',
    tls: false,
  };
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.state.dbs = {};
  fake.state.commands.length = 0;
  fake.state.searchIndexes = {};
  fake.seed('shop', 'people', [
    { _id: ID1, name: 'Ada', age: 36, city: 'London' },
    { _id: ID2, name: 'Bo', age: 20, city: 'Paris' },
    { _id: new ObjectId('65a000000000000000000003'), name: 'Cy', age: 51, city: 'London' },
  ]);
});

interface RunOptions {
  items?: unknown[];
  version?: number;
  onError?: string;
  credentials?: Record<string, unknown>;
}

async function run(parameters: Record<string, unknown>, extra: RunOptions = {}) {
  const workflow = {
    name: 'mongo test',
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
        name: 'M',
        type: 'n8n-nodes-base.mongoDb',
        typeVersion: extra.version ?? 1.2,
        position: [400, 0],
        parameters,
        credentials: { mongoDb: { id: 'm', name: 'm' } },
        ...(extra.onError ? { onError: extra.onError } : {}),
      },
    ],
    connections: {
      Start: { main: [[{ node: 'Data', type: 'main', index: 0 }]] },
      Data: { main: [[{ node: 'M', type: 'main', index: 0 }]] },
    },
    pinData: { Data: (extra.items ?? [{}]).map((json) => ({ json })) },
    settings: {},
  } as unknown as Workflow;
  const result = await runWorkflow({
    workflow,
    nodeTypes,
    mode: 'manual',
    timezone: 'UTC',
    services: { getCredentials: async () => extra.credentials ?? credentials },
  });
  const items = result.data.resultData.runData.M?.[0]?.data?.main?.[0] ?? [];
  return {
    json: items.map((i) => i.json),
    paired: items.map((i) => i.pairedItem),
    error: result.data.resultData.error,
  };
}

const people = () => fake.state.dbs.shop?.people ?? [];
const commands = (name: string) => fake.state.commands.filter((c) => c.name === name).map((c) => c.command);

describe('MongoDB node: reading', () => {
  it('finds with a query, query parameters, sort, skip, limit and projection; ObjectIds come out as hex', async () => {
    const r = await run({
      operation: 'find',
      collection: 'people',
      query: '{ "city": "$1", "age": { "$gte": "$2" } }',
      queryParameters: '["London", 30]',
      options: { sort: '{ "age": -1 }', projection: '{ "city": 0 }', limit: 5, skip: 0 },
    });
    expect(r.error).toBeUndefined();
    expect(r.json).toEqual([
      { _id: '65a000000000000000000003', name: 'Cy', age: 51 },
      { _id: '65a000000000000000000001', name: 'Ada', age: 36 },
    ]);
    const [find] = commands('find');
    expect(find).toMatchObject({
      find: 'people',
      filter: { city: 'London', age: { $gte: 30 } },
      sort: { age: -1 },
      projection: { city: 0 },
      limit: 5,
    });
    expect(find).not.toHaveProperty('skip');
    const page = await run({
      operation: 'find',
      collection: 'people',
      query: '{}',
      options: { sort: '{ "age": 1 }', skip: 1, limit: 1 },
    });
    expect(page.json.map((d) => d.name)).toEqual(['Ada']);
  });

  it('turns a top-level _id string into an ObjectId', async () => {
    const r = await run({ operation: 'find', collection: 'people', query: '{ "_id": "65a000000000000000000002" }' });
    expect(r.json).toEqual([{ _id: ID2.toHexString(), name: 'Bo', age: 20, city: 'Paris' }]);
    expect(commands('find')[0]!.filter._id).toBeInstanceOf(ObjectId);
  });

  it('runs per item from 1.1; at 1 only the first item runs and results pair with every item', async () => {
    const items = [{ city: 'Paris' }, { city: 'London' }];
    const query = '={{ JSON.stringify({ city: $json.city }) }}';
    const v11 = await run({ operation: 'find', collection: 'people', query }, { items, version: 1.1 });
    expect(v11.json.map((d) => d.name)).toEqual(['Bo', 'Ada', 'Cy']);
    expect(v11.paired).toEqual([[{ item: 0 }], [{ item: 1 }], [{ item: 1 }]]);
    const v1 = await run({ operation: 'find', collection: 'people', query }, { items, version: 1 });
    expect(v1.json.map((d) => d.name)).toEqual(['Bo']);
    expect(v1.paired).toEqual([[{ item: 0 }, { item: 1 }]]);
  });

  it('aggregates with a pipeline', async () => {
    const r = await run({
      operation: 'aggregate',
      collection: 'people',
      query:
        '[{ "$match": { "city": "$1" } }, { "$sort": { "age": -1 } }, { "$project": { "_id": 0, "name": 1 } }, { "$limit": 1 }]',
      queryParameters: '["London"]',
    });
    expect(r.json).toEqual([{ name: 'Cy' }]);
    expect(commands('aggregate')[0]).toMatchObject({
      aggregate: 'people',
      pipeline: [
        { $match: { city: 'London' } },
        { $sort: { age: -1 } },
        { $project: { _id: 0, name: 1 } },
        { $limit: 1 },
      ],
    });
  });

  it('signs in with SCRAM from host, port, user and password, and from a connection string', async () => {
    await run({ operation: 'find', collection: 'people', query: '{}' });
    expect(fake.state.commands.some((c) => c.name === 'saslStart' && c.command.mechanism === 'SCRAM-SHA-256')).toBe(
      true,
    );
    expect(fake.state.commands.find((c) => c.name === 'find')!.db).toBe('shop');
    const viaString = await run(
      { operation: 'find', collection: 'people', query: '{ "name": "Ada" }' },
      {
        credentials: {
          configurationType: 'connectionString',
          connectionString: ` mongodb://weft:s3cret@127.0.0.1:${port}/?authSource=admin `,
          database: ' shop ',
        },
      },
    );
    expect(viaString.json).toHaveLength(1);
    const refused = await run(
      { operation: 'find', collection: 'people', query: '{}' },
      { credentials: { ...credentials, password: 'wrong' } },
    );
    expect(refused.error?.message).toBe('Authentication failed.');
  });
});

describe('MongoDB node: writing', () => {
  it('inserts the named fields, with date fields as dates and dot notation nesting, answering _id and id', async () => {
    const r = await run(
      {
        operation: 'insert',
        collection: 'people',
        fields: 'name, born, address.city, missing',
        options: { dateFields: 'born', useDotNotation: true },
      },
      {
        items: [
          { name: 'Di', born: '1990-05-01T00:00:00.000Z', address: { city: 'Oslo' }, extra: 1 },
          { name: 'Ed', address: { city: 'Rome' } },
        ],
      },
    );
    expect(r.error).toBeUndefined();
    const stored = people().slice(3);
    expect(stored[0]).toMatchObject({ name: 'Di', address: { city: 'Oslo' }, missing: null });
    expect(stored[0]!.born).toBeInstanceOf(Date);
    expect(stored[1]!.born).toBeNull();
    expect(r.json).toEqual([
      {
        _id: stored[0]!._id.toHexString(),
        id: stored[0]!._id.toHexString(),
        name: 'Di',
        born: '1990-05-01T00:00:00.000Z',
        address: { city: 'Oslo' },
        missing: null,
      },
      {
        _id: stored[1]!._id.toHexString(),
        id: stored[1]!._id.toHexString(),
        name: 'Ed',
        born: null,
        address: { city: 'Rome' },
        missing: null,
      },
    ]);
    expect(r.paired).toEqual([
      [{ item: 0 }, { item: 1 }],
      [{ item: 0 }, { item: 1 }],
    ]);
    const flat = await run(
      { operation: 'insert', collection: 'flat', fields: 'a.b', options: {} },
      { items: [{ 'a.b': 1 }] },
    );
    expect(flat.json[0]).toMatchObject({ 'a.b': 1 });
    expect(commands('insert').at(-1)!.documents[0]).toMatchObject({ 'a.b': 1 });
  });

  it('updates by key with $set, skips items without the key, and upserts on request', async () => {
    const r = await run(
      { operation: 'update', collection: 'people', updateKey: 'name', fields: 'age', upsert: false, options: {} },
      {
        items: [{ name: 'Ada', age: 37 }, { age: 99 }, { name: 'Nobody', age: 1 }],
      },
    );
    expect(r.json).toEqual([
      { name: 'Ada', age: 37 },
      { name: 'Nobody', age: 1 },
    ]);
    expect(people().find((d) => d.name === 'Ada')).toMatchObject({ age: 37, city: 'London' });
    expect(people()).toHaveLength(3);
    expect(commands('update')[0]!.updates[0]).toMatchObject({
      q: { name: 'Ada' },
      u: { $set: { age: 37, name: 'Ada' } },
    });
    await run(
      { operation: 'update', collection: 'people', updateKey: 'name', fields: 'age', upsert: true, options: {} },
      { items: [{ name: 'Zed', age: 9 }] },
    );
    expect(people().find((d) => d.name === 'Zed')).toMatchObject({ age: 9 });
  });

  it('keeps dotted fields flat for $set from 1.2, nests them before', async () => {
    const items = [{ name: 'Ada', geo: { lat: 1 } }];
    const params = {
      operation: 'update',
      collection: 'people',
      updateKey: 'name',
      fields: 'geo.lat',
      upsert: false,
      options: { useDotNotation: true },
    };
    fake.state.dbs.shop!.people![0]!.geo = { lat: 0, lon: 5 };
    const v12 = await run(params, { items, version: 1.2 });
    expect(v12.json).toEqual([{ 'geo.lat': 1, name: 'Ada' }]);
    expect(people()[0]!.geo).toEqual({ lat: 1, lon: 5 });
    const v11 = await run(params, { items: [{ name: 'Ada', geo: { lat: 2 } }], version: 1.1 });
    expect(v11.json).toEqual([{ geo: { lat: 2 }, name: 'Ada' }]);
    expect(people()[0]!.geo).toEqual({ lat: 2 });
  });

  it('finds and replaces, and finds and updates, by _id (dropped from the output)', async () => {
    const replaced = await run(
      {
        operation: 'findOneAndReplace',
        collection: 'people',
        updateKey: '_id',
        fields: 'name',
        upsert: false,
        options: {},
      },
      { items: [{ _id: ID1.toHexString(), name: 'Ada L.' }] },
    );
    expect(replaced.json).toEqual([{ name: 'Ada L.' }]);
    expect(people()[0]).toEqual({ _id: ID1, name: 'Ada L.' });
    expect(commands('findAndModify')[0]).toMatchObject({ findAndModify: 'people', update: { name: 'Ada L.' } });
    const updated = await run(
      {
        operation: 'findOneAndUpdate',
        collection: 'people',
        updateKey: '_id',
        fields: 'age',
        upsert: false,
        options: {},
      },
      { items: [{ _id: ID2.toHexString(), age: 21 }] },
    );
    expect(updated.json).toEqual([{ age: 21 }]);
    expect(people()[1]).toEqual({ _id: ID2, name: 'Bo', age: 21, city: 'Paris' });
    expect(commands('findAndModify')[1]!.query._id).toBeInstanceOf(ObjectId);
    const upserted = await run(
      {
        operation: 'findOneAndUpdate',
        collection: 'people',
        updateKey: 'name',
        fields: 'age',
        upsert: true,
        options: {},
      },
      { items: [{ name: 'New', age: 3 }] },
    );
    expect(upserted.json).toEqual([{ age: 3, name: 'New' }]);
    expect(people().find((d) => d.name === 'New')).toMatchObject({ age: 3 });
  });

  it('deletes what a query matches and answers the count', async () => {
    const r = await run({ operation: 'delete', collection: 'people', query: '{ "city": "London" }' });
    expect(r.json).toEqual([{ deletedCount: 2 }]);
    expect(people().map((d) => d.name)).toEqual(['Bo']);
  });
});

describe('MongoDB node: search indexes', () => {
  it('creates, lists, updates and drops', async () => {
    const created = await run({
      resource: 'searchIndexes',
      operation: 'createSearchIndex',
      collection: 'people',
      indexNameRequired: 'vec',
      indexType: 'vectorSearch',
      indexDefinition: '{ "fields": [] }',
    });
    expect(created.json).toEqual([{ indexName: 'vec' }]);
    expect(commands('createSearchIndexes')[0]).toMatchObject({
      indexes: [{ name: 'vec', type: 'vectorSearch', definition: { fields: [] } }],
    });
    const listed = await run({
      resource: 'searchIndexes',
      operation: 'listSearchIndexes',
      collection: 'people',
      indexName: '',
    });
    expect(listed.json).toEqual([
      expect.objectContaining({ name: 'vec', type: 'vectorSearch', latestDefinition: { fields: [] } }),
    ]);
    expect(
      (
        await run({
          resource: 'searchIndexes',
          operation: 'listSearchIndexes',
          collection: 'people',
          indexName: 'other',
        })
      ).json,
    ).toEqual([]);
    const updated = await run({
      resource: 'searchIndexes',
      operation: 'updateSearchIndex',
      collection: 'people',
      indexNameRequired: 'vec',
      indexDefinition: '{ "fields": [1] }',
    });
    expect(updated.json).toEqual([{ vec: true }]);
    expect(fake.state.searchIndexes['shop.people']![0]!.latestDefinition).toEqual({ fields: [1] });
    const dropped = await run({
      resource: 'searchIndexes',
      operation: 'dropSearchIndex',
      collection: 'people',
      indexNameRequired: 'vec',
    });
    expect(dropped.json).toEqual([{ vec: true }]);
    expect(fake.state.searchIndexes['shop.people']).toEqual([]);
  });
});

describe('MongoDB node: errors', () => {
  it('stops on a duplicate key, or answers the error with continue-on-fail', async () => {
    const params = { operation: 'insert', collection: 'people', fields: '_id,name', options: {} };
    const items = [{ _id: ID1, name: 'again' }];
    const stopped = await run(params, { items });
    expect(stopped.error?.message).toMatch(/^E11000 duplicate key error collection: shop\.people index: _id_ dup key/);
    const cont = await run(params, { items, onError: 'continueRegularOutput' });
    expect(cont.json).toEqual([{ error: expect.stringMatching(/^E11000 duplicate key error/) }]);
    expect(cont.paired).toEqual([[{ item: 0 }]]);
  });

  it('names bad JSON, unused or missing parameters and server errors, per item with continue-on-fail', async () => {
    expect((await run({ operation: 'find', collection: 'people', query: '{ bad' })).error?.message).toMatch(/JSON/);
    expect(
      (await run({ operation: 'find', collection: 'people', query: '{ "a": "$1" }', queryParameters: '[1, 2]' })).error
        ?.message,
    ).toBe('Query parameter 2 is not used');
    expect(
      (await run({ operation: 'find', collection: 'people', query: '{ "a": "$2" }', queryParameters: '[1]' })).error
        ?.message,
    ).toBe('Query placeholder $2 has no matching value');
    expect(
      (await run({ operation: 'find', collection: 'people', query: '{}', queryParameters: '[{"a":1}]' })).error
        ?.message,
    ).toBe('Query parameter 1 must be a scalar or an array of scalars');
    const cont = await run(
      { operation: 'aggregate', collection: 'people', query: '={{ $json.p }}' },
      {
        items: [
          { p: '[{ "$bogus": 1 }]' },
          { p: '[{ "$match": { "name": "Bo" } }, { "$project": { "name": 1, "_id": 0 } }]' },
        ],
        onError: 'continueRegularOutput',
      },
    );
    expect(cont.json).toEqual([{ error: "Unrecognized pipeline stage name: '$bogus'" }, { name: 'Bo' }]);
    expect(cont.paired).toEqual([[{ item: 0 }], [{ item: 1 }]]);
  });

  it('refuses an empty connection string and reports a refused connection', async () => {
    const empty = await run(
      { operation: 'find', collection: 'people', query: '{}' },
      { credentials: { configurationType: 'connectionString', connectionString: ' ', database: 'shop' } },
    );
    expect(empty.error?.message).toBe('Cannot override credentials: valid MongoDB connection string not provided ');
    const refused = await run(
      { operation: 'find', collection: 'people', query: '{}' },
      {
        credentials: {
          configurationType: 'connectionString',
          connectionString: 'mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=300',
          database: 'shop',
        },
      },
    );
    expect(refused.error?.message).toContain('ECONNREFUSED');
  });
});

describe('MongoDB over TLS', () => {
  it('trusts the CA of the credential (pasted on one line) and fails without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'weft-mongo-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
      const tlsFake = createMongoFake({ tls: { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert } });
      const tlsPort = await tlsFake.start();
      tlsFake.seed('db', 'c', [{ _id: 'a', v: 1 }]);
      try {
        const base = {
          configurationType: 'connectionString',
          connectionString: `mongodb://127.0.0.1:${tlsPort}/?serverSelectionTimeoutMS=1000`,
          database: 'db',
          tls: true,
        };
        const ok = await run(
          { operation: 'find', collection: 'c', query: '{}' },
          { credentials: { ...base, ca: cert.replace(/\n/g, ' ') } },
        );
        expect(ok.error).toBeUndefined();
        expect(ok.json).toEqual([{ _id: 'a', v: 1 }]);
        const untrusted = await run({ operation: 'find', collection: 'c', query: '{}' }, { credentials: base });
        expect(untrusted.error?.message).toMatch(/certificate/i);
      } finally {
        await tlsFake.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('MongoDB Tool', () => {
  /** A node that calls its one connected tool with fixed arguments, as an agent would. */
  const probe: NodeType = {
    description: {
      name: 'test.probe',
      displayName: 'Probe',
      group: ['transform'],
      version: 1,
      defaults: { name: 'Probe' },
      inputs: ['main', { type: 'ai_tool', displayName: 'Tool', required: true }],
      outputs: ['main'],
      properties: [],
    },
    async execute(ctx) {
      const [tool] = await connectedTools(ctx, 0);
      return [[{ json: { answer: (await tool!.invoke({ name: 'Bo' })) as string, name: tool!.name } }]];
    },
  };

  it("finds with the model's argument when an agent calls it", async () => {
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
        { id: '2', name: 'Probe', type: 'test.probe', typeVersion: 1, position: [200, 0], parameters: {} },
        {
          id: '3',
          name: 'Find person',
          type: 'n8n-nodes-base.mongoDbTool',
          typeVersion: 1.2,
          position: [200, 200],
          credentials: { mongoDb: { id: 'm', name: 'm' } },
          parameters: {
            operation: 'find',
            collection: 'people',
            query: "={{ JSON.stringify({ name: $fromAI('name', 'the name', 'string') }) }}",
            options: { projection: '{ "_id": 0 }' },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
        'Find person': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
      },
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry([...builtinNodeTypes, probe]),
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => credentials },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const out = result.data.resultData.runData.Probe![0]!.data!.main![0]![0]!.json as { answer: string; name: string };
    expect(out.name).toBe('Find_person');
    expect(JSON.parse(out.answer)).toEqual([{ name: 'Bo', age: 20, city: 'Paris' }]);
    expect(commands('find')[0]!.filter).toEqual({ name: 'Bo' });
  });
});

describe('MongoDB connection details', () => {
  it('builds the connection string as n8n does and finds the hosts to check', () => {
    const node = {
      id: 'n',
      name: 'M',
      type: 'weft.mongoDb',
      typeVersion: 1,
      position: [0, 0] as [number, number],
      parameters: {},
    };
    expect(
      mongoTarget(node, {
        configurationType: 'values',
        host: 'db',
        port: 27017,
        user: 'u',
        password: 'p',
        database: ' d ',
      }),
    ).toEqual({ connectionString: 'mongodb://u:p@db:27017', database: 'd' });
    expect(
      mongoTarget(node, {
        configurationType: 'values',
        host: 'cluster.example.net',
        port: 0,
        user: 'u',
        password: 'p',
        database: 'd',
      }).connectionString,
    ).toBe('mongodb+srv://u:p@cluster.example.net');
    expect(connectionHosts('mongodb://u:p@a.example:1,b.example:2/db?tls=true')).toEqual(['a.example', 'b.example']);
    expect(connectionHosts('mongodb+srv://u:p%40x@cluster.example.net/?retryWrites=true')).toEqual([
      'cluster.example.net',
    ]);
    expect(connectionHosts('mongodb://[::1]:27017')).toEqual(['[::1]']);
  });

  it('is offered as a tool at every version', () => {
    const tool = builtinNodeTypes.find((t) => t.description.name === 'weft.mongoDbTool');
    expect(tool?.description.version).toEqual([1, 1.1, 1.2]);
    expect(tool?.description.outputs).toEqual(['ai_tool']);
  });
});
