/**
 * Snowflake 1 against the loopback Snowflake fake (test-fake/snowflake-fake.mjs), through the
 * snowflake-sdk driver as n8n runs it: the sign-in (account, user, password or key-pair JWT,
 * warehouse, database, schema and role), the statements each operation builds with their binds, the
 * rows the driver maps from the JSON result format, the session closed at the end, refusals as node
 * errors, continue-on-fail, and the tool variant.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeType } from '@weft/workflow';
import { connectedTools } from '../shared/ai/node-tool.js';
import { builtinNodeTypes } from '../registry.js';
import { connectionOptions, snowflakeHost } from './connection.js';
import { quoteIdentifier, quoteObjectName } from './identifiers.js';
import { createSnowflakeFake, type SnowflakeFake, type SnowflakeSeed } from './test-fake/snowflake-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUBLIC_KEY = keys.publicKey.export({ format: 'pem', type: 'spki' }).toString();
const ENCRYPTED_KEY = keys.privateKey
  .export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'loom' })
  .toString();

const SEED: SnowflakeSeed = {
  account: 'weft',
  users: [
    { name: 'WEFT_USER', password: 'weft-password' },
    { name: 'WEFT_SERVICE', publicKey: PUBLIC_KEY },
  ],
  tables: {
    PRODUCTS: {
      columns: [
        { name: 'ID', type: 'NUMBER' },
        { name: 'NAME', type: 'TEXT' },
        { name: 'PRICE', type: 'NUMBER(10,2)' },
        { name: 'META', type: 'VARIANT' },
      ],
      rows: [
        { ID: 1, NAME: 'Linen', PRICE: 12.5, META: { weave: 'plain' } },
        { ID: 2, NAME: 'Wool', PRICE: 20, META: null },
      ],
    },
  },
};

const CREDENTIALS = {
  account: 'weft',
  database: 'WEFT',
  warehouse: 'COMPUTE_WH',
  authentication: 'password',
  username: 'weft_user',
  password: 'weft-password',
  schema: 'PUBLIC',
  role: 'ANALYST',
  clientSessionKeepAlive: false,
};

let server: Server | undefined;
let fake: SnowflakeFake;

async function restart(seed: SnowflakeSeed = SEED) {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  fake = createSnowflakeFake(seed);
  server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  process.env.WEFT_SNOWFLAKE_ACCESS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
beforeEach(() => restart());
afterAll(async () => {
  delete process.env.WEFT_SNOWFLAKE_ACCESS_URL;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; credentials?: Record<string, unknown> } = {},
) {
  const node: Record<string, unknown> = {
    id: 's1',
    name: 'Snowflake',
    type: 'n8n-nodes-base.snowflake',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: { snowflake: { id: 'c', name: 'c' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'snowflake test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Snowflake',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async () => options.credentials ?? CREDENTIALS },
  });
  const items = result.data.resultData.runData.Snowflake?.[0]?.data?.main?.[0] ?? [];
  return {
    items,
    json: items.map((i) => i.json as Record<string, unknown>),
    error: result.data.resultData.error as { message: string } | undefined,
  };
}

const queries = () => fake.state.calls.filter((c) => c.path === '/queries/v1/query-request');

describe('Snowflake 1', () => {
  it('signs in with the account, user and password, in the warehouse, database, schema and role', async () => {
    const { json, error } = await run({ operation: 'executeQuery', query: 'SELECT 1 AS one' });
    expect(error).toBeUndefined();
    expect(json).toEqual([{ ONE: 1 }]);
    const login = fake.state.calls.find((c) => c.path === '/session/v1/login-request')!;
    expect(login.query).toMatchObject({
      warehouse: 'COMPUTE_WH',
      databaseName: 'WEFT',
      schemaName: 'PUBLIC',
      roleName: 'ANALYST',
    });
    expect(login.body.data).toMatchObject({ ACCOUNT_NAME: 'weft', LOGIN_NAME: 'weft_user', PASSWORD: 'weft-password' });
    expect(fake.state.calls.at(-1)).toMatchObject({ path: '/session', query: { delete: 'true' } });
    expect([...fake.state.sessions.values()].every((s) => s.closed)).toBe(true);
  });

  it('runs each item’s query with {{ }} resolved and outputs the mapped rows paired with it', async () => {
    const { items } = await run(
      { operation: 'executeQuery', query: 'SELECT * FROM products WHERE id = {{ $json.id }}' },
      { items: [{ json: { id: 2 } }, { json: { id: 1 } }] },
    );
    expect(items).toEqual([
      { json: { ID: 2, NAME: 'Wool', PRICE: 20, META: null }, pairedItem: { item: 0 } },
      { json: { ID: 1, NAME: 'Linen', PRICE: 12.5, META: { weave: 'plain' } }, pairedItem: { item: 1 } },
    ]);
    expect(queries().map((q) => q.body.sqlText)).toEqual([
      'SELECT * FROM products WHERE id = 2',
      'SELECT * FROM products WHERE id = 1',
    ]);
  });

  it('binds the comma-separated Query Parameters as text, in order', async () => {
    const { json } = await run({
      operation: 'executeQuery',
      query: 'SELECT name FROM products WHERE id >= ? AND name != :2 ORDER BY id',
      options: { queryReplacement: ' 1 , Wool' },
    });
    expect(json).toEqual([{ NAME: 'Linen' }]);
    expect(queries()[0]!.body.bindings).toEqual({
      1: { type: 'TEXT', value: '1' },
      2: { type: 'TEXT', value: 'Wool' },
    });
  });

  it('inserts every item in one statement with array binds and outputs the written columns', async () => {
    const { items, error } = await run(
      { operation: 'insert', table: 'products', columns: 'id, name,meta' },
      { items: [{ json: { id: 3, name: 'Cotton', meta: { ply: 2 }, extra: true } }, { json: { id: 4 } }] },
    );
    expect(error).toBeUndefined();
    expect(items).toEqual([
      { json: { id: 3, name: 'Cotton', meta: { ply: 2 } }, pairedItem: { item: 0 } },
      { json: { id: 4, name: null, meta: null }, pairedItem: { item: 1 } },
    ]);
    const [insert] = queries();
    expect(insert!.body.sqlText).toBe('INSERT INTO "PRODUCTS" ("ID","NAME","META") VALUES (?,?,?)');
    expect(insert!.body.bindings).toEqual({
      1: { type: 'FIXED', value: ['3', '4'] },
      2: { type: 'TEXT', value: ['Cotton', null] },
      3: { type: 'VARIANT', value: ['{"ply":2}', null] },
    });
    expect(fake.state.db.tables.PRODUCTS!.rows.slice(2)).toEqual([
      { ID: 3, NAME: 'Cotton', PRICE: null, META: { ply: 2 } },
      { ID: 4, NAME: null, PRICE: null, META: null },
    ]);
  });

  it('updates one row per item by the key, the key added to the columns', async () => {
    const { json } = await run(
      { operation: 'update', table: 'WEFT.PUBLIC."PRODUCTS"', updateKey: 'id', columns: 'name' },
      { items: [{ json: { id: 2, name: 'Merino' } }, { json: { id: 1, name: 'Fine linen' } }] },
    );
    expect(json).toEqual([
      { id: 2, name: 'Merino' },
      { id: 1, name: 'Fine linen' },
    ]);
    expect(queries().map((q) => [q.body.sqlText, q.body.bindings])).toEqual([
      [
        'UPDATE "WEFT"."PUBLIC"."PRODUCTS" SET "ID" = ?,"NAME" = ? WHERE "ID" = ?;',
        { 1: { type: 'FIXED', value: '2' }, 2: { type: 'TEXT', value: 'Merino' }, 3: { type: 'FIXED', value: '2' } },
      ],
      [
        'UPDATE "WEFT"."PUBLIC"."PRODUCTS" SET "ID" = ?,"NAME" = ? WHERE "ID" = ?;',
        {
          1: { type: 'FIXED', value: '1' },
          2: { type: 'TEXT', value: 'Fine linen' },
          3: { type: 'FIXED', value: '1' },
        },
      ],
    ]);
    expect(fake.state.db.tables.PRODUCTS!.rows.map((r) => r.NAME)).toEqual(['Fine linen', 'Merino']);
  });

  it('signs in with an encrypted key pair (a JWT signed with the decrypted key)', async () => {
    const { json, error } = await run(
      { operation: 'executeQuery', query: 'SELECT name FROM products ORDER BY id DESC LIMIT 1' },
      {
        credentials: {
          ...CREDENTIALS,
          authentication: 'keyPair',
          username: 'weft_service',
          privateKey: ENCRYPTED_KEY.replace(/\n/g, ' '),
          passphrase: 'loom',
        },
      },
    );
    expect(error).toBeUndefined();
    expect(json).toEqual([{ NAME: 'Wool' }]);
    const login = fake.state.calls.find((c) => c.path === '/session/v1/login-request')!;
    expect(login.body.data).toMatchObject({ AUTHENTICATOR: 'SNOWFLAKE_JWT', LOGIN_NAME: 'weft_service' });
    expect(login.body.data.PASSWORD).toBeUndefined();
  });

  it('stops on a refused sign-in or a failing statement, with Snowflake’s message', async () => {
    const login = await run(
      { operation: 'executeQuery', query: 'SELECT 1' },
      { credentials: { ...CREDENTIALS, password: 'expired' } },
    );
    expect(login.error?.message).toBe('Incorrect username or password was specified.');
    expect(queries()).toEqual([]);
    const missing = await run({ operation: 'executeQuery', query: 'SELECT * FROM fabrics' });
    expect(missing.error?.message).toBe("SQL compilation error:\nObject 'FABRICS' does not exist or not authorized.");
    const number = await run(
      { operation: 'insert', table: 'products', columns: 'id' },
      { items: [{ json: { id: 'six' } }] },
    );
    expect(number.error?.message).toBe("Numeric value 'six' is not recognized");
  });

  it('refuses PUT and GET before sending them', async () => {
    const { error } = await run({ operation: 'executeQuery', query: '/* upload */ put file:///etc/passwd @~' });
    expect(error?.message).toBe(
      "Local file access isn't allowed. Remove PUT or GET file operations from the query and try again.",
    );
    expect(queries()).toEqual([]);
  });

  it('continues with the input items when the node may fail (the run still names the error, as n8n)', async () => {
    const { json, error } = await run(
      { operation: 'executeQuery', query: 'SELECT * FROM fabrics' },
      { onError: 'continueRegularOutput', items: [{ json: { id: 7 } }] },
    );
    expect(json).toEqual([{ id: 7 }]);
    expect(error?.message).toMatch(/does not exist/);
  });
});

describe('Snowflake connection details', () => {
  it('quotes identifiers as n8n does', () => {
    expect(quoteIdentifier('name')).toBe('"NAME"');
    expect(quoteIdentifier('"Mixed"')).toBe('"Mixed"');
    expect(quoteIdentifier('a"b')).toBe('"A""B"');
    expect(quoteObjectName('db.schema."My.Table"')).toBe('"DB"."SCHEMA"."My.Table"');
  });

  it('calls <account>.snowflakecomputing.com unless the test override is set', () => {
    const saved = process.env.WEFT_SNOWFLAKE_ACCESS_URL;
    delete process.env.WEFT_SNOWFLAKE_ACCESS_URL;
    try {
      const options = connectionOptions({ ...CREDENTIALS, account: 'xy12345.eu-central-1' });
      expect(snowflakeHost(options)).toBe('xy12345.eu-central-1.snowflakecomputing.com');
      expect(options).toMatchObject({
        account: 'xy12345.eu-central-1',
        username: 'weft_user',
        password: 'weft-password',
      });
      expect(options).not.toHaveProperty('accessUrl');
    } finally {
      process.env.WEFT_SNOWFLAKE_ACCESS_URL = saved;
    }
  });
});

describe('Snowflake Tool', () => {
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
      return [[{ json: { answer: (await tool!.invoke({ id: '2' })) as string, name: tool!.name } }]];
    },
  };

  it('is offered as a tool and runs the query with the model’s argument', async () => {
    const tool = builtinNodeTypes.find((t) => t.description.name === 'weft.snowflakeTool');
    expect(tool?.description.version).toBe(1);
    const workflow = importN8nWorkflow({
      id: 'wf',
      name: 'snowflake tool',
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
          name: 'Find product',
          type: 'n8n-nodes-base.snowflakeTool',
          typeVersion: 1,
          position: [200, 200],
          credentials: { snowflake: { id: 'c', name: 'c' } },
          parameters: {
            operation: 'executeQuery',
            query: 'SELECT name FROM products WHERE id = ?',
            options: { queryReplacement: "={{ $fromAI('id', 'the product id', 'string') }}" },
          },
        },
      ],
      connections: {
        Start: { main: [[{ node: 'Probe', type: 'main', index: 0 }]] },
        'Find product': { ai_tool: [[{ node: 'Probe', type: 'ai_tool', index: 0 }]] },
      },
    });
    const result = await runWorkflow({
      workflow,
      nodeTypes: createNodeTypeRegistry([...builtinNodeTypes, probe]),
      mode: 'manual',
      timezone: 'UTC',
      services: { getCredentials: async () => CREDENTIALS },
    });
    expect(result.data.resultData.error).toBeUndefined();
    const out = result.data.resultData.runData.Probe![0]!.data!.main![0]![0]!.json as { answer: string; name: string };
    expect(out.name).toBe('Find_product');
    expect(JSON.parse(out.answer)).toEqual([{ NAME: 'Wool' }]);
  });
});
