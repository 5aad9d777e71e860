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
      parameters: {
        jsCode: typeof items === 'string' ? items : `return ${JSON.stringify(items.map((json) => ({ json })))};`,
      },
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
const cred = { googleCloudStorageOAuth2Api: { id: 'gCloudStorage1', name: 'Cloud Storage account' } };
const T = 'n8n-nodes-base.googleCloudStorage';
const seed = {
  gcs: {
    pageSize: 2,
    buckets: [
      {
        name: 'weft-assets',
        labels: { team: 'web' },
        objects: [
          { name: 'docs/readme.txt', content: 'Read me first\n', contentType: 'text/plain' },
          { name: 'docs/guide.md', content: '# Guide\n', contentType: 'text/markdown' },
          { name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', contentType: 'image/svg+xml' },
          { name: 'data.json', content: '{"a":1}', contentType: 'application/json', metadata: { origin: 'seed' } },
        ],
      },
      { name: 'weft-backups' },
      { name: 'other-bucket' },
    ],
  },
};
const n = (name, parameters, extra = {}) => ({
  name,
  type: T,
  typeVersion: 1,
  parameters,
  credentials: cred,
  ...extra,
});
const cases = {
  'bucket-getall': {
    items: [{}],
    nodes: [n('List', { resource: 'bucket', operation: 'getAll', projectId: 'weft-project', prefix: 'weft-' })],
  },
  'bucket-getall-all-full': {
    items: [{}],
    nodes: [
      n('List', {
        resource: 'bucket',
        operation: 'getAll',
        projectId: 'weft-project',
        returnAll: true,
        projection: 'full',
      }),
    ],
  },
  'bucket-lifecycle': {
    items: [{ bucket: 'weft-new' }],
    nodes: [
      n('Create', {
        resource: 'bucket',
        operation: 'create',
        projectId: 'weft-project',
        bucketName: '={{ $json.bucket }}',
        createBody: { labels: '{"env":"test"}', storageClass: 'STANDARD', versioning: '{"enabled":true}' },
      }),
      n('Get', { resource: 'bucket', operation: 'get', bucketName: '={{ $json.name }}', projection: 'full' }),
      n('Update', {
        resource: 'bucket',
        operation: 'update',
        bucketName: '={{ $json.name }}',
        createBody: { labels: '{"env":"prod"}' },
      }),
      n('Delete', { resource: 'bucket', operation: 'delete', bucketName: '={{ $json.name }}' }),
    ],
  },
  'object-create-text': {
    items: [{ text: 'hello from n8n' }],
    nodes: [
      n('Upload', {
        resource: 'object',
        operation: 'create',
        bucketName: 'weft-assets',
        objectName: 'notes/hello.txt',
        createFromBinary: false,
        createContent: '={{ $json.text }}',
        createData: { metadata: '{"by":"weft"}', cacheControl: 'no-cache' },
      }),
    ],
  },
  'object-get-json-media': {
    items: [{}],
    nodes: [
      n('Meta', { resource: 'object', operation: 'get', bucketName: 'weft-assets', objectName: 'data.json' }),
      n('Download', {
        resource: 'object',
        operation: 'get',
        bucketName: 'weft-assets',
        objectName: 'docs/readme.txt',
        alt: 'media',
        binaryPropertyName: 'file',
      }),
    ],
  },
  'object-getall': {
    items: [{}],
    nodes: [n('Page', { resource: 'object', operation: 'getAll', bucketName: 'weft-assets', maxResults: 3 })],
  },
  'object-getall-all-filters': {
    items: [{}],
    nodes: [
      n('All', {
        resource: 'object',
        operation: 'getAll',
        bucketName: 'weft-assets',
        returnAll: true,
        listFilters: { prefix: 'docs/' },
      }),
    ],
  },
  'object-update-delete': {
    items: [{}],
    nodes: [
      n('Update', {
        resource: 'object',
        operation: 'update',
        bucketName: 'weft-assets',
        objectName: 'logo.svg',
        updateData: { metadata: '{"reviewed":"yes"}', cacheControl: 'public, max-age=60' },
      }),
      n('Delete', { resource: 'object', operation: 'delete', bucketName: 'weft-assets', objectName: 'logo.svg' }),
    ],
  },
  'error-continue': {
    items: [
      { o: 'data.json', b: 'weft-assets' },
      { o: 'missing.txt', b: 'weft-assets' },
      { o: 'x', b: 'no-bucket' },
    ],
    nodes: [
      n(
        'Get',
        { resource: 'object', operation: 'get', bucketName: '={{ $json.b }}', objectName: '={{ $json.o }}' },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'error-stop': {
    items: [{}],
    nodes: [n('Delete', { resource: 'bucket', operation: 'delete', bucketName: 'weft-assets' })],
  },
};
for (const [name, c] of Object.entries(cases)) writeCase(dir, name, { title: `Cloud Storage ${name}`, seed, ...c });
writeFileSync(
  `${dir}/credentials.json`,
  JSON.stringify(
    [
      {
        id: 'gCloudStorage1',
        name: 'Cloud Storage account',
        type: 'googleCloudStorageOAuth2Api',
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
