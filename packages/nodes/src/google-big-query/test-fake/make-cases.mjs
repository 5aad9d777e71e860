// Writes this folder's conformance-fake cases (workflow.json, seed.json, credentials.json); run with node, then record.
// Writes n8n case folders: workflow.json (+ seed.json) from a compact spec.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
function writeCase(dir, name, { title, items, nodes, seed }) {
  const trigger = {
    parameters: {},
    id: 'trigger',
    name: 'When clicking ‘Execute workflow’',
    type: 'n8n-nodes-base.manualTrigger',
    typeVersion: 1,
    position: [0, 0],
  };
  const all = [trigger];
  const connections = {};
  let prev = trigger.name;
  if (items) {
    all.push({
      parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
    connections[prev] = { main: [[{ node: 'Items', type: 'main', index: 0 }]] };
    prev = 'Items';
  }
  nodes.forEach((n, i) => {
    const node = {
      parameters: n.parameters,
      id: `step-${i + 1}`,
      name: n.name,
      type: n.type,
      typeVersion: n.typeVersion,
      position: [440 + 220 * i, 0],
      credentials: n.credentials,
      ...(n.onError ? { onError: n.onError } : {}),
    };
    all.push(node);
    connections[prev] = { main: [[{ node: n.name, type: 'main', index: 0 }]] };
    prev = n.name;
  });
  mkdirSync(join(dir, name), { recursive: true });
  writeFileSync(
    join(dir, name, 'workflow.json'),
    JSON.stringify({ name: title ?? name, nodes: all, connections, settings: { executionOrder: 'v1' } }, null, 1) +
      '\n',
  );
  if (seed) writeFileSync(join(dir, name, 'seed.json'), JSON.stringify(seed, null, 1) + '\n');
}
const dir = new URL('../conformance-fake', import.meta.url).pathname;
const cred = { googleBigQueryOAuth2Api: { id: 'gBigQuery00001', name: 'BigQuery account' } };
const T = 'n8n-nodes-base.googleBigQuery';
const rl = (value) => ({ __rl: true, value, mode: 'id' });
const ordersSchema = {
  fields: [
    { name: 'id', type: 'INTEGER', mode: 'REQUIRED' },
    { name: 'customer', type: 'STRING', mode: 'NULLABLE' },
    { name: 'amount', type: 'FLOAT', mode: 'NULLABLE' },
    { name: 'paid', type: 'BOOLEAN', mode: 'NULLABLE' },
    { name: 'created', type: 'TIMESTAMP', mode: 'NULLABLE' },
    { name: 'tags', type: 'STRING', mode: 'REPEATED' },
    { name: 'meta', type: 'JSON', mode: 'NULLABLE' },
    {
      name: 'address',
      type: 'RECORD',
      mode: 'NULLABLE',
      fields: [
        { name: 'city', type: 'STRING', mode: 'NULLABLE' },
        { name: 'zip', type: 'STRING', mode: 'NULLABLE' },
      ],
    },
  ],
};
const orders = [
  {
    id: 1,
    customer: 'Ada',
    amount: 12.5,
    paid: true,
    created: '1.7361504E9',
    tags: ['new', 'web'],
    meta: { source: 'web' },
    address: { city: 'London', zip: 'N1' },
  },
  { id: 2, customer: 'Grace', amount: 40, paid: false, created: '1.7361540E9', tags: [], meta: null, address: null },
  {
    id: 3,
    customer: null,
    amount: null,
    paid: null,
    created: null,
    tags: ['b2b'],
    meta: { vip: true, level: 2 },
    address: { city: 'Paris', zip: null },
  },
];
const eventsSchema = {
  fields: [
    { name: 'name', type: 'STRING', mode: 'REQUIRED' },
    { name: 'score', type: 'INTEGER', mode: 'NULLABLE' },
    { name: 'payload', type: 'JSON', mode: 'NULLABLE' },
  ],
};
const seed = {
  bigquery: {
    projects: [{ id: 'weft-project', friendlyName: 'Weft Project' }],
    datasets: [{ projectId: 'weft-project', datasetId: 'sales' }],
    tables: [
      { projectId: 'weft-project', datasetId: 'sales', tableId: 'orders', schema: ordersSchema, rows: orders },
      { projectId: 'weft-project', datasetId: 'sales', tableId: 'events', schema: eventsSchema, rows: [] },
    ],
    queries: [
      {
        query:
          'SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM sales.orders WHERE customer = @name GROUP BY customer',
        pending: 1,
        schema: {
          fields: [
            { name: 'customer', type: 'STRING', mode: 'NULLABLE' },
            { name: 'total', type: 'FLOAT', mode: 'NULLABLE' },
            { name: 'n', type: 'INTEGER', mode: 'NULLABLE' },
          ],
        },
        rows: [{ customer: 'Ada', total: 12.5, n: 1 }],
      },
      { query: 'UPDATE sales.orders SET paid = true WHERE id = 2', numDmlAffectedRows: 1 },
      {
        query: 'SELECT id, amount, created FROM sales.orders ORDER BY id',
        schema: {
          fields: [
            { name: 'id', type: 'INTEGER', mode: 'NULLABLE' },
            { name: 'amount', type: 'NUMERIC', mode: 'NULLABLE' },
            { name: 'created', type: 'TIMESTAMP', mode: 'NULLABLE' },
          ],
        },
        rows: orders.map(({ id, amount, created }) => ({ id, amount, created })),
      },
    ],
  },
};
const node = (typeVersion, parameters, extra = {}) => ({
  name: 'BigQuery',
  type: T,
  typeVersion,
  parameters,
  credentials: cred,
  ...extra,
});
const cases = {
  'v1-getall-simple': {
    items: [{}],
    nodes: [
      node(1, {
        operation: 'getAll',
        projectId: 'weft-project',
        datasetId: 'sales',
        tableId: 'orders',
        limit: 2,
        options: {},
      }),
    ],
  },
  'v1-getall-all-raw': {
    items: [{}],
    nodes: [
      node(1, {
        operation: 'getAll',
        projectId: 'weft-project',
        datasetId: 'sales',
        tableId: 'orders',
        returnAll: true,
        simple: false,
        options: { selectedFields: 'id,customer' },
      }),
    ],
  },
  'v1-create': {
    items: [
      { name: 'signup', score: 3, other: 'x' },
      { name: 'login', extra: true },
    ],
    nodes: [
      node(1, {
        operation: 'create',
        projectId: 'weft-project',
        datasetId: 'sales',
        tableId: 'events',
        columns: 'name, score',
        options: {},
      }),
      {
        name: 'Read',
        type: T,
        typeVersion: 1,
        parameters: {
          operation: 'getAll',
          projectId: 'weft-project',
          datasetId: 'sales',
          tableId: 'events',
          returnAll: true,
          options: {},
        },
        credentials: cred,
      },
    ],
  },
  'v1-getall-error-continue': {
    items: [{}],
    nodes: [
      node(
        1,
        {
          operation: 'getAll',
          projectId: 'weft-project',
          datasetId: 'sales',
          tableId: 'missing',
          simple: false,
          options: {},
        },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'v2-query-table': {
    items: [{}],
    nodes: [node(2, { projectId: rl('weft-project'), sqlQuery: 'SELECT * FROM sales.orders', options: {} })],
  },
  'v2.1-query-table-schema': {
    items: [{}],
    nodes: [
      node(2.1, {
        projectId: rl('weft-project'),
        sqlQuery: 'SELECT * FROM `weft-project.sales.orders` LIMIT 2',
        options: { includeSchema: true },
      }),
    ],
  },
  'v2.1-query-numbers-paged': {
    items: [{}],
    nodes: [
      node(2.1, {
        projectId: rl('weft-project'),
        sqlQuery: 'SELECT id, amount, created FROM sales.orders ORDER BY id',
        options: { returnAsNumbers: true, maxResults: 2 },
      }),
    ],
  },
  'v2.1-query-params-pending': {
    items: [{ who: 'Ada' }],
    nodes: [
      node(2.1, {
        projectId: rl('weft-project'),
        sqlQuery:
          'SELECT customer, SUM(amount) AS total, COUNT(*) AS n FROM sales.orders WHERE customer = @name GROUP BY customer',
        options: {
          queryParameters: { namedParameters: [{ name: 'name', value: '={{ $json.who }}' }] },
          location: 'US',
        },
      }),
    ],
  },
  'v2.1-query-dml-raw': {
    items: [{ id: 2 }],
    nodes: [
      node(2.1, {
        projectId: rl('weft-project'),
        sqlQuery: 'UPDATE sales.orders SET paid = true WHERE id = {{ $json.id }}',
        options: {},
      }),
      {
        name: 'Raw',
        type: T,
        typeVersion: 2.1,
        parameters: {
          projectId: rl('weft-project'),
          sqlQuery: 'SELECT * FROM sales.orders LIMIT 1',
          options: { rawOutput: true, defaultDataset: 'sales' },
        },
        credentials: cred,
      },
    ],
  },
  'v2.1-insert-automap': {
    items: [
      { name: 'a', score: 1, payload: { k: 1 } },
      { name: 'b', score: '', extra: 'dropped' },
      { name: 'c', score: 3, payload: '{"x":true}' },
    ],
    nodes: [
      node(2.1, {
        operation: 'insert',
        projectId: rl('weft-project'),
        datasetId: rl('sales'),
        tableId: rl('events'),
        options: { batchSize: 2 },
      }),
      {
        name: 'Read',
        type: T,
        typeVersion: 2.1,
        parameters: { projectId: rl('weft-project'), sqlQuery: 'SELECT * FROM sales.events', options: {} },
        credentials: cred,
      },
    ],
  },
  'v2-insert-define': {
    items: [{ who: 'x', n: 5 }],
    nodes: [
      node(2, {
        operation: 'insert',
        projectId: rl('weft-project'),
        datasetId: rl('sales'),
        tableId: rl('events'),
        dataMode: 'define',
        fieldsUi: {
          values: [
            { fieldId: 'name', fieldValue: '={{ $json.who }}' },
            { fieldId: 'score', fieldValue: '={{ $json.n }}' },
          ],
        },
        options: { traceId: 'trace-1' },
      }),
    ],
  },
  'v2.1-insert-errors-continue': {
    items: [{ col: 'name' }, { col: 'nope' }, { other: 1 }],
    nodes: [
      node(
        2.1,
        {
          operation: 'insert',
          projectId: rl('weft-project'),
          datasetId: rl('sales'),
          tableId: rl('events'),
          dataMode: 'define',
          fieldsUi: { values: [{ fieldId: '={{ $json.col ?? "score" }}', fieldValue: 'v' }] },
          options: {},
        },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'v2.1-query-error-continue': {
    items: [{ q: 'SELECT * FROM sales.orders LIMIT 1' }, { q: 'SELEKT nothing' }, { q: 'SELECT * FROM sales.gone' }],
    nodes: [
      node(
        2.1,
        { projectId: rl('weft-project'), sqlQuery: '={{ $json.q }}', options: {} },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'v2-insert-missing-table': {
    items: [{ name: 'a' }],
    nodes: [
      node(2, {
        operation: 'insert',
        projectId: rl('weft-project'),
        datasetId: rl('sales'),
        tableId: rl('gone'),
        options: {},
      }),
    ],
  },
};
for (const [name, c] of Object.entries(cases)) writeCase(dir, name, { title: `BigQuery ${name}`, seed, ...c });
writeFileSync(
  `${dir}/credentials.json`,
  JSON.stringify(
    [
      {
        id: 'gBigQuery00001',
        name: 'BigQuery account',
        type: 'googleBigQueryOAuth2Api',
        data: {
          clientId: 'weft-test',
          clientSecret: 'weft-test',
          oauthTokenData: { access_token: 'tok', token_type: 'Bearer' },
        },
      },
    ],
    null,
    1,
  ) + '\n',
);
