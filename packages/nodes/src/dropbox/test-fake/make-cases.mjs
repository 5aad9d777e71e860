/**
 * Writes the Dropbox node's recorded-case workflows (`../conformance-fake/<case>/`: workflow.json,
 * seed.json, and credentials.json), to be recorded from n8n with
 * `test/saas-fake/record-unlocked.sh dropbox <dir>`. Run: `node make-cases.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { OAUTH_TOKEN, TOKEN } from './dropbox-fake.mjs';

const here = new URL('.', import.meta.url);
const write = (file, value) => writeFileSync(file, JSON.stringify(value, null, 1));

const SEED = {
  dropbox: {
    entries: [
      { path: '/Reports/2025/q4.csv', body: 'quarter,total\nq4,42\n' },
      { path: '/Reports/a.csv', body: 'id,name\n1,ada\n' },
      { path: '/Reports/b.csv', body: 'id,name\n2,grace\n' },
      { path: '/Reports/notes.txt', body: 'report notes' },
      { path: '/Archive', folder: true },
      { path: '/readme.txt', body: 'Weft Dropbox' },
    ],
  },
};

const TRIGGER = { parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] };
const FULL = { id: 'dRoPbOxCrEdS0001', name: 'Dropbox account' };
const APP_FOLDER = { id: 'dRoPbOxCrEdS0002', name: 'Dropbox app folder' };
const WRONG = { id: 'dRoPbOxCrEdS0003', name: 'Dropbox wrong token' };
const OAUTH = { id: 'dRoPbOxCrEdS0004', name: 'Dropbox OAuth2 account' };

function workflow(title, steps, { items, credential = FULL, seed } = {}) {
  const nodes = [TRIGGER];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  steps.forEach((s, i) => {
    const node = { parameters: s.parameters, id: `step-${i + 1}`, name: s.name, type: s.type ?? 'n8n-nodes-base.dropbox', typeVersion: s.typeVersion ?? 1, position: [440 + 220 * i, 0] };
    if (!s.type) node.credentials = credential === OAUTH ? { dropboxOAuth2Api: credential } : { dropboxApi: credential };
    if (s.onError) node.onError = s.onError;
    if (s.executeOnce) node.executeOnce = true;
    nodes.push(node);
  });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { workflow: { name: title, nodes, connections, settings: { executionOrder: 'v1' } }, seed: seed ?? SEED };
}

const d = (name, parameters, extra = {}) => ({ name, parameters, ...extra });
const extractText = { name: 'Read', type: 'n8n-nodes-base.extractFromFile', parameters: { operation: 'text', options: {} } };
const binaryItems = [{ json: { n: 1 }, binary: { data: { data: Buffer.from('hello dropbox\n').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt', fileExtension: 'txt' } } }];
const makeBinary = { name: 'Make file', type: 'n8n-nodes-base.code', typeVersion: 2, parameters: { jsCode: `return ${JSON.stringify(binaryItems)};` } };

const cases = {
  'file-upload-text-1': workflow('Dropbox file-upload-text-1', [
    d('Upload', { path: '={{ $json.path }}', fileContent: '={{ $json.text }}' }),
  ], { items: [{ json: { path: '/Notes/one.txt', text: 'first' } }, { json: { path: '/readme.txt', text: 'overwritten' } }] }),
  'file-upload-download-1': workflow('Dropbox file-upload-download-1', [
    makeBinary,
    d('Upload', { path: '/Inbox/hello.txt', binaryData: true }),
    d('Download', { operation: 'download', path: '={{ $json.path_display }}', binaryPropertyName: 'file' }),
    { ...extractText, parameters: { operation: 'text', binaryPropertyName: 'file', options: {} } },
  ]),
  'file-copy-move-delete-1': workflow('Dropbox file-copy-move-delete-1', [
    d('Copy', { operation: 'copy', path: '/Reports/a.csv', toPath: '/Archive/a.csv' }),
    d('Move', { operation: 'move', path: '/Reports/b.csv', toPath: '/Archive/b-moved.csv' }),
    d('Delete', { operation: 'delete', path: '/readme.txt' }),
  ]),
  'folder-create-list-1': workflow('Dropbox folder-create-list-1', [
    d('Create', { resource: 'folder', path: '/Projects' }),
    d('List', { resource: 'folder', operation: 'list', path: '/Reports', returnAll: true, filters: {} }),
  ]),
  'folder-list-paged-1': workflow('Dropbox folder-list-paged-1', [
    d('List', { resource: 'folder', operation: 'list', path: '', returnAll: true, filters: { recursive: true } }),
  ], { seed: { dropbox: { ...SEED.dropbox, pageSize: 3 } } }),
  'folder-list-limit-1': workflow('Dropbox folder-list-limit-1', [
    d('List', { resource: 'folder', operation: 'list', path: '/Reports', limit: 2, filters: {} }),
  ]),
  'folder-copy-move-delete-1': workflow('Dropbox folder-copy-move-delete-1', [
    d('Copy', { resource: 'folder', operation: 'copy', path: '/Reports', toPath: '/Reports copy' }),
    d('Move', { resource: 'folder', operation: 'move', path: '/Archive', toPath: '/Old/Archive' }),
    d('Delete', { resource: 'folder', operation: 'delete', path: '/Reports copy/2025' }),
  ]),
  'search-simple-1': workflow('Dropbox search-simple-1', [
    d('Search', { resource: 'search', query: 'csv', limit: 2, filters: { file_extensions: 'csv', path: '/Reports' } }),
  ]),
  'search-raw-all-1': workflow('Dropbox search-raw-all-1', [
    d('Search', { resource: 'search', query: 'a', returnAll: true, simple: false, filters: {} }),
  ], { seed: { dropbox: { ...SEED.dropbox, pageSize: 2 } } }),
  'app-folder-1': workflow('Dropbox app-folder-1', [
    d('List', { resource: 'folder', operation: 'list', path: '', returnAll: true, filters: {} }),
  ], { credential: APP_FOLDER }),
  'error-not-found-1': workflow('Dropbox error-not-found-1', [
    d('Delete', { operation: 'delete', path: '/nope.txt' }),
  ]),
  'error-continue-1': workflow('Dropbox error-continue-1', [
    d('Download', { operation: 'download', path: '={{ $json.path }}' }, { onError: 'continueRegularOutput' }),
    d('Copy', { operation: 'copy', path: '={{ $json.path ?? "/missing.txt" }}', toPath: '={{ "/Archive/" + $itemIndex + ".txt" }}' }, { onError: 'continueRegularOutput' }),
  ], { items: [{ json: { path: '/missing.txt' } }, { json: { path: '/readme.txt' } }] }),
  'oauth2-search-1': workflow('Dropbox oauth2-search-1', [
    d('Search', { authentication: 'oAuth2', resource: 'search', query: 'notes', filters: {} }),
  ], { credential: OAUTH }),
  'error-token-1': workflow('Dropbox error-token-1', [
    d('List', { resource: 'folder', operation: 'list', path: '', returnAll: true, filters: {} }),
  ], { credential: WRONG }),
};

const dir = new URL('../conformance-fake/', here);
mkdirSync(dir, { recursive: true });
write(new URL('credentials.json', dir), [
  { ...FULL, type: 'dropboxApi', data: { accessToken: TOKEN, accessType: 'full' } },
  { ...APP_FOLDER, type: 'dropboxApi', data: { accessToken: TOKEN, accessType: 'folder' } },
  { ...WRONG, type: 'dropboxApi', data: { accessToken: 'not-the-token', accessType: 'full' } },
  { ...OAUTH, type: 'dropboxOAuth2Api', data: { clientId: 'weft-client', clientSecret: 'weft-secret', accessType: 'full', oauthTokenData: { access_token: OAUTH_TOKEN, token_type: 'bearer', scope: 'files.content.read' } } },
]);
for (const [name, { workflow: wf, seed }] of Object.entries(cases)) {
  const caseDir = new URL(`${name}/`, dir);
  mkdirSync(caseDir, { recursive: true });
  write(new URL('workflow.json', caseDir), wf);
  write(new URL('seed.json', caseDir), seed);
}
