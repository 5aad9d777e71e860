/**
 * Writes the Snowflake cases recorded from n8n against the Snowflake fake (families/snowflake.mjs)
 * under src/snowflake/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * queries (a table per item with `{{ }}` in the text, literals and `?` / `:n` Query Parameters),
 * inserts (array binds, missing properties as null, a db.schema.table name), updates by key, key-pair
 * sign-in, and refusals (unknown table, bad number, wrong password, PUT) with and without
 * continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18499 bash test/saas-fake/record-unlocked.sh snowflake src/snowflake/conformance-fake`.
 */
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const base = {
  account: 'weft',
  database: 'WEFT',
  warehouse: 'COMPUTE_WH',
  schema: 'PUBLIC',
  role: 'ANALYST',
  clientSessionKeepAlive: false,
};
const PASSWORD = {
  id: 'sNoWfLaKeCrEd001',
  name: 'Snowflake account',
  type: 'snowflake',
  data: { ...base, authentication: 'password', username: 'weft_user', password: 'weft-password' },
};
const WRONG = {
  id: 'sNoWfLaKeCrEd002',
  name: 'Snowflake old password',
  type: 'snowflake',
  data: { ...base, authentication: 'password', username: 'weft_user', password: 'expired' },
};
// The key pair is made once and kept (credentials.json holds the private key, the seeds its public key).
const previous = existsSync(new URL('credentials.json', out))
  ? JSON.parse(readFileSync(new URL('credentials.json', out), 'utf8')).find((c) => c.id === 'sNoWfLaKeCrEd003')
  : undefined;
const privateKey =
  previous?.data.privateKey ??
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const publicKey = createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();
const KEY_PAIR = {
  id: 'sNoWfLaKeCrEd003',
  name: 'Snowflake key pair',
  type: 'snowflake',
  data: { ...base, authentication: 'keyPair', username: 'weft_service', privateKey, passphrase: '' },
};

const seed = {
  account: 'weft',
  users: [
    { name: 'WEFT_USER', password: 'weft-password' },
    { name: 'WEFT_SERVICE', publicKey },
  ],
  tables: {
    PRODUCTS: {
      columns: [
        { name: 'ID', type: 'NUMBER' },
        { name: 'NAME', type: 'TEXT' },
        { name: 'PRICE', type: 'NUMBER(10,2)' },
        { name: 'ACTIVE', type: 'BOOLEAN' },
        { name: 'META', type: 'VARIANT' },
      ],
      rows: [
        { ID: 1, NAME: 'Linen', PRICE: 12.5, ACTIVE: true, META: { weave: 'plain' } },
        { ID: 2, NAME: 'Wool', PRICE: 20, ACTIVE: false, META: null },
      ],
    },
  },
};

function workflow(steps, { items } = {}) {
  const nodes = [
    {
      parameters: {},
      id: 'trigger',
      name: 'When clicking ‘Execute workflow’',
      type: 'n8n-nodes-base.manualTrigger',
      typeVersion: 1,
      position: [0, 0],
    },
  ];
  if (items)
    nodes.push({
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
  for (const [i, { name, parameters, onError, credential }] of steps.entries()) {
    const cred = credential ?? PASSWORD;
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.snowflake',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { snowflake: { id: cred.id, name: cred.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const all = (name) => ({
  name,
  parameters: { operation: 'executeQuery', query: 'SELECT * FROM products ORDER BY id' },
});

const cases = {
  'query-per-item-1': workflow(
    [
      {
        name: 'By id',
        parameters: {
          operation: 'executeQuery',
          query: 'SELECT id, name, price, active, meta FROM products WHERE id = {{ $json.id }}',
        },
      },
    ],
    { items: [{ id: 2 }, { id: 1 }, { id: 7 }] },
  ),
  'query-parameters-1': workflow([
    {
      name: 'Literals',
      parameters: {
        operation: 'executeQuery',
        query: "SELECT 1, 2.75 AS ratio, 'weft' AS greeting, TRUE AS yes, NULL AS nothing, ? AS echoed",
        options: { queryReplacement: 'loom' },
      },
    },
    {
      name: 'Bound',
      parameters: {
        operation: 'executeQuery',
        query: 'SELECT name, price FROM products WHERE id >= ? AND active = :2 ORDER BY id',
        options: { queryReplacement: '1, true' },
      },
    },
  ]),
  'insert-1': workflow(
    [{ name: 'Insert', parameters: { table: 'products', columns: 'id, name,price,active' } }, all('Read back')],
    {
      items: [
        { id: 3, name: 'Cotton', price: 4.25, active: true, extra: 'not written' },
        { id: 4, name: 'Silk' },
      ],
    },
  ),
  'insert-qualified-table-1': workflow(
    [
      { name: 'Insert', parameters: { operation: 'insert', table: 'weft.public."PRODUCTS"', columns: 'ID,NAME,META' } },
      all('Read back'),
    ],
    { items: [{ ID: 5, NAME: 'Hemp', META: { weave: 'twill', ply: 2 } }] },
  ),
  'update-1': workflow(
    [
      {
        name: 'Update',
        parameters: { operation: 'update', table: 'products', updateKey: 'id', columns: 'name,price' },
      },
      all('Read back'),
    ],
    {
      items: [
        { id: 1, name: 'Fine linen', price: 14 },
        { id: 2, name: 'Merino' },
        { id: 9, name: 'Nobody', price: 1 },
      ],
    },
  ),
  'update-key-in-columns-1': workflow(
    [
      { name: 'Update', parameters: { operation: 'update', table: 'PRODUCTS', updateKey: 'ID', columns: 'ACTIVE,ID' } },
      all('Read back'),
    ],
    { items: [{ ID: 2, ACTIVE: true }] },
  ),
  'key-pair-1': workflow([{ ...all('Read'), credential: KEY_PAIR }]),
  'error-stop-1': workflow([
    { name: 'Missing table', parameters: { operation: 'executeQuery', query: 'SELECT * FROM fabrics' } },
  ]),
  'error-continue-1': workflow([
    {
      name: 'Missing table',
      parameters: { operation: 'executeQuery', query: 'SELECT * FROM fabrics' },
      onError: 'continueRegularOutput',
    },
  ]),
  'error-bad-number-1': workflow(
    [{ name: 'Insert', parameters: { table: 'products', columns: 'id,name' }, onError: 'continueRegularOutput' }],
    { items: [{ id: 'six', name: 'Jute' }] },
  ),
  'error-login-1': workflow([{ ...all('Read'), credential: WRONG, onError: 'continueRegularOutput' }]),
  'error-login-stop-1': workflow([{ ...all('Read'), credential: WRONG }]),
  'error-put-1': workflow([
    {
      name: 'Upload',
      parameters: { operation: 'executeQuery', query: '-- stage a file\nPUT file:///tmp/data.csv @~/staged' },
      onError: 'continueRegularOutput',
    },
  ]),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([PASSWORD, WRONG, KEY_PAIR], null, 2) + '\n');
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Snowflake ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ snowflake: seed }, null, 2) + '\n');
}
