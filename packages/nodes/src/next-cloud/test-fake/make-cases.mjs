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
const cred = { nextCloudApi: { id: 'nextCloud00001', name: 'Nextcloud account' } };
const T = 'n8n-nodes-base.nextCloud';
const seed = {
  nextcloud: {
    files: [
      { path: 'Documents/' },
      { path: 'Documents/report.txt', content: 'Quarterly report\n' },
      { path: 'Documents/data.json', content: '{"ok":true}' },
      { path: 'Photos/' },
      { path: 'notes.md', content: '# Notes\n' },
    ],
    users: [
      { id: 'admin', email: 'admin@weft.example', displayname: 'Admin' },
      { id: 'ada', email: 'ada@weft.example', displayname: 'Ada Lovelace' },
      { id: 'grace', email: 'grace@weft.example', displayname: 'Grace Hopper' },
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
const binaryItems =
  'return [{ json: { name: "hello.txt" }, binary: { data: { data: Buffer.from("Hello, Nextcloud!").toString("base64"), mimeType: "text/plain", fileName: "hello.txt" } } }];';
const cases = {
  'folder-list': { items: [{}], nodes: [n('List', { resource: 'folder', operation: 'list', path: 'Documents' })] },
  'folder-list-root': { items: [{}], nodes: [n('List', { resource: 'folder', operation: 'list', path: '' })] },
  'file-upload-text-download': {
    items: [{ text: 'Plain text upload' }],
    nodes: [
      n('Upload', { path: 'Documents/upload.txt', fileContent: '={{ $json.text }}' }),
      n('Download', { operation: 'download', path: 'Documents/upload.txt', binaryPropertyName: 'file' }),
    ],
  },
  'file-upload-binary': {
    items: binaryItems,
    nodes: [n('Upload', { path: '=Photos/{{ $json.name }}', binaryDataUpload: true })],
  },
  'folder-create-copy-move-delete': {
    items: [{}],
    nodes: [
      n('Create', { resource: 'folder', operation: 'create', path: 'Archive' }),
      n('Copy', { resource: 'file', operation: 'copy', path: 'notes.md', toPath: 'Archive/notes-copy.md' }),
      n('Move', { resource: 'folder', operation: 'move', path: 'Photos', toPath: 'Archive/Photos' }),
      n('Delete', { resource: 'file', operation: 'delete', path: 'Documents/data.json' }),
      n('List', { resource: 'folder', operation: 'list', path: 'Archive' }),
    ],
  },
  'file-share': {
    items: [{}],
    nodes: [
      n('Share user', {
        resource: 'file',
        operation: 'share',
        path: '/Documents/report.txt',
        shareType: 0,
        user: 'ada',
        options: { permissions: 1 },
      }),
      n('Share link', { resource: 'folder', operation: 'share', path: '/Documents', shareType: 3, options: {} }),
    ],
  },
  'user-crud': {
    items: [{}],
    nodes: [
      n('Create', {
        resource: 'user',
        operation: 'create',
        userId: 'linus',
        email: 'linus@weft.example',
        additionalFields: { displayName: 'Linus' },
      }),
      // n8n sends these four under the WebDAV URL (it strips /remote.php/webdav only for create and share).
      n('Get', { resource: 'user', operation: 'get', userId: 'linus' }, { onError: 'continueRegularOutput' }),
      n(
        'Update',
        {
          resource: 'user',
          operation: 'update',
          userId: 'linus',
          updateFields: { field: { key: 'email', value: 'torvalds@weft.example' } },
        },
        { onError: 'continueRegularOutput' },
      ),
      n('Delete', { resource: 'user', operation: 'delete', userId: 'grace' }, { onError: 'continueRegularOutput' }),
      n('All', { resource: 'user', operation: 'getAll', returnAll: true }, { onError: 'continueRegularOutput' }),
    ],
  },
  'user-getall-limit': {
    items: [{}],
    nodes: [
      n(
        'Some',
        { resource: 'user', operation: 'getAll', limit: 1, options: { search: 'a', offset: 1 } },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'error-continue': {
    items: [{ p: 'notes.md' }, { p: 'missing.txt' }],
    nodes: [
      n('Download', { operation: 'download', path: '={{ $json.p }}' }, { onError: 'continueRegularOutput' }),
      n(
        'Share missing',
        { resource: 'file', operation: 'share', path: '/nothing.txt', shareType: 0, user: 'ada' },
        { onError: 'continueRegularOutput' },
      ),
    ],
  },
  'error-stop': { items: [{}], nodes: [n('Create', { resource: 'folder', operation: 'create', path: 'Documents' })] },
};
for (const [name, c] of Object.entries(cases)) writeCase(dir, name, { title: `Nextcloud ${name}`, seed, ...c });
writeFileSync(
  `${dir}/credentials.json`,
  JSON.stringify(
    [
      {
        id: 'nextCloud00001',
        name: 'Nextcloud account',
        type: 'nextCloudApi',
        data: {
          webDavUrl: 'https://nextcloud.weft.example/remote.php/webdav',
          user: 'weft',
          password: 'weft-app-password',
        },
      },
    ],
    null,
    1,
  ) + '\n',
);
