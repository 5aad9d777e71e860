/**
 * Writes the MongoDB cases recorded from real n8n against the loopback fake:
 * ../conformance-mongo/<case>/workflow.json, ../conformance-mongo/credentials.json and
 * ../conformance-mongo/seed.json (EJSON: database → collection → documents, loaded once by the fake).
 * Every case works on collections of its own, so the cases can run in one fake, in any order.
 *
 * Record (the fake on its fixed port for the whole run, started fresh with the seed):
 *   node packages/nodes/src/mongo-db/test-fake/make-cases.mjs
 *   MONGO_FAKE_USER=weft MONGO_FAKE_PASSWORD=s3cret node packages/nodes/src/mongo-db/test-fake/mongo-fake.mjs 27999 \
 *     packages/nodes/src/mongo-db/conformance-mongo/seed.json &
 *   bash /work/shared/conformance/record.sh packages/nodes/src/mongo-db/conformance-mongo
 *   kill %1
 * While other recordings run, give n8n a user folder of its own: N8N_ORACLE_DIR=<dir> whose
 * node_modules links to the installed oracle's (~/.cache/weft-n8n-oracle/node_modules).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PORT = 27999;
const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'conformance-mongo');
const oid = (n) => ({ $oid: `65b00000000000000000${String(n).padStart(4, '0')}` });
const people = (base) => [
  { _id: oid(base + 1), name: 'Ada', age: 36, city: 'London', geo: { lat: 0, lon: 5 } },
  { _id: oid(base + 2), name: 'Bo', age: 20, city: 'Paris' },
  { _id: oid(base + 3), name: 'Cy', age: 51, city: 'London' },
];

const cred = { mongoDb: { id: 'm1', name: 'mongo' } };
const credString = { mongoDb: { id: 'm2', name: 'mongo string' } };
const credentials = [
  { id: 'm1', name: 'mongo', type: 'mongoDb', data: { configurationType: 'values', host: '127.0.0.1', port: PORT, user: 'weft', password: 's3cret', database: 'conf', tls: false } },
  { id: 'm2', name: 'mongo string', type: 'mongoDb', data: { configurationType: 'connectionString', connectionString: `mongodb://weft:s3cret@127.0.0.1:${PORT}/?authSource=admin`, database: 'conf', tls: false } },
];

const seed = { conf: {} };
const cases = {};

/** A case: Start → Items (code node giving `items`) → the MongoDB nodes in a row. */
function add(name, items, nodes, collections = {}) {
  Object.assign(seed.conf, collections);
  const all = [
    { id: 't', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
    { id: 'i', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [200, 0], parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` } },
    ...nodes.map((n, k) => ({
      id: `n${k}`, name: n.name, type: 'n8n-nodes-base.mongoDb', typeVersion: n.version, position: [400 + 200 * k, 0], parameters: n.parameters,
      credentials: n.credentials ?? cred, ...(n.onError ? { onError: n.onError } : {}), ...(n.executeOnce ? { executeOnce: true } : {}),
    })),
  ];
  const connections = {};
  for (let k = 1; k < all.length; k++) connections[all[k - 1].name] = { main: [[{ node: all[k].name, type: 'main', index: 0 }]] };
  cases[name] = { name, nodes: all, connections, settings: { executionOrder: 'v1' } };
}

const findAll = (collection, version = 1) => ({ name: 'Read', version, executeOnce: true, parameters: { operation: 'find', collection, query: '{}', options: { sort: '{ "name": 1 }' } } });

add('v1-find-first-item-only', [{ city: 'Paris' }, { city: 'London' }], [
  { name: 'Find', version: 1, parameters: { operation: 'find', collection: 'p_v1find', query: '={{ JSON.stringify({ city: $json.city }) }}' } },
], { p_v1find: people(0) });

add('v11-find-per-item-options', [{ city: 'London' }, { city: 'Paris' }], [
  { name: 'Find', version: 1.1, parameters: { operation: 'find', collection: 'p_v11find', query: '={{ JSON.stringify({ city: $json.city }) }}', options: { sort: '{ "age": -1 }', projection: '{ "geo": 0 }', limit: 1, skip: 0 } } },
], { p_v11find: people(10) });

add('v12-find-parameters-and-id', [{ id: '65b000000000000000000022' }], [
  { name: 'By Params', version: 1.2, parameters: { operation: 'find', collection: 'p_v12find', query: '{ "city": "$1", "age": { "$gte": "$2" } }', queryParameters: '["London", 40]', options: {} } },
  { name: 'By Id', version: 1.2, executeOnce: true, parameters: { operation: 'find', collection: 'p_v12find', query: '={{ JSON.stringify({ _id: $("Items").first().json.id }) }}', options: { skip: 0, projection: '{ "name": 1 }' } } },
], { p_v12find: people(20) });

add('v12-aggregate-with-parameters', [{ city: 'London' }], [
  { name: 'Aggregate', version: 1.2, parameters: { operation: 'aggregate', collection: 'p_agg', query: '[{ "$match": { "city": "$1" } }, { "$sort": { "age": -1 } }, { "$project": { "_id": 0, "name": 1, "age": 1 } }, { "$limit": 5 }]', queryParameters: '={{ [$json.city] }}' } },
], { p_agg: people(30) });

add('v12-insert-dates-dot-notation', [{ name: 'Di', born: '1990-05-01T00:00:00.000Z', address: { city: 'Oslo' }, extra: 1 }, { name: 'Ed', address: { city: 'Rome' } }], [
  { name: 'Insert', version: 1.2, parameters: { operation: 'insert', collection: 'p_ins', fields: 'name, born, address.city, missing', options: { dateFields: 'born', useDotNotation: true } } },
  { ...findAll('p_ins'), parameters: { operation: 'find', collection: 'p_ins', query: '{}', options: { sort: '{ "name": 1 }', projection: '{ "_id": 0 }' } } },
]);

add('v1-insert-flat-fields', [{ 'a.b': 1, c: 'x' }], [
  { name: 'Insert', version: 1, parameters: { operation: 'insert', collection: 'p_ins1', fields: 'a.b,c', options: {} } },
]);

add('v1-update-by-key-upsert', [{ name: 'Ada', age: 37 }, { age: 99 }, { name: 'Zed', age: 9 }], [
  { name: 'Update', version: 1, parameters: { operation: 'update', collection: 'p_upd', updateKey: 'name', fields: 'age', upsert: true, options: {} } },
  { ...findAll('p_upd'), parameters: { operation: 'find', collection: 'p_upd', query: '{}', options: { sort: '{ "name": 1 }', projection: '{ "_id": 0 }' } } },
], { p_upd: people(40) });

add('v11-update-dot-notation-nests', [{ name: 'Ada', geo: { lat: 2 } }], [
  { name: 'Update', version: 1.1, parameters: { operation: 'update', collection: 'p_dot11', updateKey: 'name', fields: 'geo.lat', upsert: false, options: { useDotNotation: true } } },
  findAll('p_dot11'),
], { p_dot11: people(50) });

add('v12-update-dot-notation-flat', [{ name: 'Ada', geo: { lat: 2 } }], [
  { name: 'Update', version: 1.2, parameters: { operation: 'update', collection: 'p_dot12', updateKey: 'name', fields: 'geo.lat', upsert: false, options: { useDotNotation: true } } },
  findAll('p_dot12'),
], { p_dot12: people(60) });

add('v12-find-one-and-replace-by-id', [{ _id: '65b000000000000000000071', name: 'Ada L.' }], [
  { name: 'Replace', version: 1.2, parameters: { operation: 'findOneAndReplace', collection: 'p_repl', updateKey: '_id', fields: 'name', upsert: false, options: {} } },
  findAll('p_repl'),
], { p_repl: people(70) });

add('v12-find-one-and-update-upsert', [{ name: 'Bo', age: 21 }, { name: 'New', age: 3 }], [
  { name: 'Update', version: 1.2, parameters: { operation: 'findOneAndUpdate', collection: 'p_fou', updateKey: 'name', fields: 'age', upsert: true, options: {} } },
  { ...findAll('p_fou'), parameters: { operation: 'find', collection: 'p_fou', query: '{}', options: { sort: '{ "name": 1 }', projection: '{ "_id": 0 }' } } },
], { p_fou: people(80) });

add('v11-delete-per-item', [{ city: 'London' }, { city: 'Rome' }], [
  { name: 'Delete', version: 1.1, parameters: { operation: 'delete', collection: 'p_del', query: '={{ JSON.stringify({ city: $json.city }) }}' } },
  findAll('p_del'),
], { p_del: people(90) });

add('v12-insert-duplicate-stops', [{ _id: 'dup', name: 'again' }], [
  { name: 'Insert', version: 1.2, parameters: { operation: 'insert', collection: 'p_dup1', fields: '_id,name', options: {} } },
], { p_dup1: [{ _id: 'dup', name: 'first' }] });

add('v12-insert-duplicate-continue', [{ _id: 'dup', name: 'again' }, { _id: 'other', name: 'fine' }], [
  { name: 'Insert', version: 1.2, onError: 'continueRegularOutput', parameters: { operation: 'insert', collection: 'p_dup2', fields: '_id,name', options: {} } },
], { p_dup2: [{ _id: 'dup', name: 'first' }] });

add('v12-aggregate-error-continue', [{ p: '[{ "$bogus": 1 }]' }, { p: '[{ "$match": { "name": "Bo" } }, { "$project": { "name": 1, "_id": 0 } }]' }], [
  { name: 'Aggregate', version: 1.2, onError: 'continueRegularOutput', parameters: { operation: 'aggregate', collection: 'p_aggerr', query: '={{ $json.p }}' } },
], { p_aggerr: people(100) });

add('v12-find-unused-parameter-error', [{}], [
  { name: 'Find', version: 1.2, parameters: { operation: 'find', collection: 'p_v12find', query: '{ "name": "$1" }', queryParameters: '["Ada", 2]', options: {} } },
]);

add('v12-update-bad-id-continue', [{ _id: 'not-an-id', age: 1 }], [
  { name: 'Update', version: 1.2, onError: 'continueRegularOutput', parameters: { operation: 'findOneAndUpdate', collection: 'p_badid', updateKey: '_id', fields: 'age', upsert: false, options: {} } },
]);

add('v12-search-index-lifecycle', [{}], [
  { name: 'Create', version: 1.2, parameters: { resource: 'searchIndexes', operation: 'createSearchIndex', collection: 'p_ix', indexNameRequired: 'vec', indexType: 'vectorSearch', indexDefinition: '{ "fields": [{ "type": "vector", "path": "v", "numDimensions": 2, "similarity": "cosine" }] }' } },
  { name: 'Update', version: 1.2, parameters: { resource: 'searchIndexes', operation: 'updateSearchIndex', collection: 'p_ix', indexNameRequired: 'vec', indexDefinition: '{ "fields": [] }' } },
  { name: 'List', version: 1.2, parameters: { resource: 'searchIndexes', operation: 'listSearchIndexes', collection: 'p_ix', indexName: 'vec' } },
  { name: 'Drop', version: 1.2, executeOnce: true, parameters: { resource: 'searchIndexes', operation: 'dropSearchIndex', collection: 'p_ix', indexNameRequired: 'vec' } },
]);

add('v12-connection-string-credential', [{}], [
  { name: 'Find', version: 1.2, credentials: credString, parameters: { operation: 'find', collection: 'p_cs', query: '{ "age": { "$lt": 30 } }', options: {} } },
], { p_cs: people(110) });

mkdirSync(root, { recursive: true });
writeFileSync(join(root, 'credentials.json'), `${JSON.stringify(credentials, null, 1)}\n`);
writeFileSync(join(root, 'seed.json'), `${JSON.stringify(seed, null, 1)}\n`);
for (const [name, workflow] of Object.entries(cases)) {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, 'workflow.json'), `${JSON.stringify(workflow, null, 1)}\n`);
}
console.log(`${Object.keys(cases).length} cases in ${root}`);
