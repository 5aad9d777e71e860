/**
 * Writes the AWS S3 and S3 nodes' recorded-case workflows (`../conformance-fake/<case>/` and
 * `../../s3/conformance-fake/<case>/`: workflow.json, seed.json, credentials.json), to be recorded
 * from n8n with `test/saas-fake/record-unlocked.sh aws-s3 <dir>`. Run: `node make-cases.mjs`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { ACCESS_KEY_ID, SECRET_ACCESS_KEY } from './s3-fake.mjs';

const here = new URL('.', import.meta.url);
const write = (file, value) => writeFileSync(file, JSON.stringify(value, null, 1));

const SEED = {
  s3: {
    buckets: [
      { name: 'weft-reports', objects: [
        { key: 'reports/', body: '' },
        { key: 'reports/2025/', body: '' },
        { key: 'reports/2025/q4.csv', body: 'quarter,total\nq4,42\n', contentType: 'text/csv' },
        { key: 'reports/a.csv', body: 'id,name\n1,ada\n', contentType: 'text/csv' },
        { key: 'reports/b.csv', body: 'id,name\n2,grace\n', contentType: 'text/csv' },
        { key: 'readme.txt', body: 'Weft reports bucket', contentType: 'text/plain' },
      ] },
      { name: 'weft-archive' },
      { name: 'weft-empty' },
      { name: 'weft-eu', region: 'eu-west-1', objects: [{ key: 'eu/notes.txt', body: 'Bonjour', contentType: 'text/plain' }] },
      { name: 'weft.dotted', objects: [{ key: 'dot.txt', body: 'dotted', contentType: 'text/plain' }] },
    ],
  },
};

const TRIGGER = { parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] };

/** A workflow: the trigger, an optional Code node giving items, then each step in a chain. */
function workflow(title, steps, { items, credentialType, credential } = {}) {
  const nodes = [TRIGGER];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  steps.forEach((s, i) => {
    const node = { parameters: s.parameters, id: `step-${i + 1}`, name: s.name, type: s.type ?? credentialType.node, typeVersion: s.typeVersion, position: [440 + 220 * i, 0] };
    if (!s.type) node.credentials = { [credentialType.name]: credential ?? credentialType.default };
    if (s.onError) node.onError = s.onError;
    if (s.executeOnce) node.executeOnce = true;
    nodes.push(node);
  });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { name: title, nodes, connections, settings: { executionOrder: 'v1' } };
}

const AWS = { node: 'n8n-nodes-base.awsS3', name: 'aws', default: { id: 'aWsS3CrEdS00001', name: 'AWS account' } };
const AWS_WRONG = { id: 'aWsS3CrEdS00002', name: 'AWS wrong secret' };
const S3 = { node: 'n8n-nodes-base.s3', name: 's3', default: { id: 's3CoMpAtCrEd001', name: 'S3 account' } };
const S3_PATH = { id: 's3CoMpAtCrEd002', name: 'S3 path style' };

const extractText = { name: 'Read', type: 'n8n-nodes-base.extractFromFile', typeVersion: 1, parameters: { operation: 'text', options: {} } };
const binaryItems = [{ json: { n: 1 }, binary: { data: { data: Buffer.from('hello from weft\n').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt', fileExtension: 'txt' } } }];
const makeBinary = { name: 'Make file', type: 'n8n-nodes-base.code', typeVersion: 2, parameters: { jsCode: `return ${JSON.stringify(binaryItems)};` } };

/** AWS S3 cases: [name, version, steps, options]. */
function awsCases(v) {
  const s = (name, parameters, extra = {}) => ({ name, typeVersion: v, parameters, ...extra });
  return {
    [`bucket-create-list-${v}`]: [[
      s('Create', { resource: 'bucket', name: 'weft-new', additionalFields: {} }),
      s('List', { resource: 'bucket', operation: 'getAll', returnAll: true }),
    ]],
    [`bucket-search-${v}`]: [[
      s('Search', { resource: 'bucket', operation: 'search', bucketName: 'weft-reports', limit: 3, additionalFields: { prefix: 'reports/' } }),
    ]],
    [`bucket-delete-limit-${v}`]: [[
      s('Delete', { resource: 'bucket', operation: 'delete', name: 'weft-empty' }),
      s('List', { resource: 'bucket', operation: 'getAll', limit: 2 }, { executeOnce: true }),
    ]],
    [`file-upload-text-${v}`]: [[
      s('Upload', { resource: 'file', operation: 'upload', bucketName: 'weft-archive', fileName: '={{ $json.name }}', binaryData: false, fileContent: '={{ $json.text }}', tagsUi: { tagsValues: [{ key: 'team', value: 'ops' }] }, additionalFields: { parentFolderKey: 'notes', storageClass: 'standardIA' } }),
      s('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-archive', returnAll: true, options: { folderKey: 'notes/' } }, { executeOnce: true }),
    ], { items: [{ json: { name: 'one.txt', text: 'first note' } }, { json: { name: 'two.txt', text: 'second note' } }] }],
    [`file-upload-download-${v}`]: [[
      makeBinary,
      s('Upload', { resource: 'file', operation: 'upload', bucketName: 'weft-archive', fileName: 'inbox/hello.txt', additionalFields: {} }),
      s('Download', { resource: 'file', operation: 'download', bucketName: 'weft-archive', fileKey: 'inbox/hello.txt' }),
      extractText,
    ]],
    [`file-download-property-${v}`]: [[
      s('Download', { resource: 'file', operation: 'download', bucketName: 'weft-reports', fileKey: 'reports/a.csv', binaryPropertyName: 'file' }),
      { ...extractText, parameters: { operation: 'text', binaryPropertyName: 'file', destinationKey: 'csv', options: {} } },
    ]],
    [`file-copy-delete-${v}`]: [[
      s('Copy', { resource: 'file', operation: 'copy', sourcePath: '/weft-reports/reports/b.csv', destinationPath: '/weft-archive/copied/b.csv', additionalFields: {} }),
      s('Delete', { resource: 'file', operation: 'delete', bucketName: 'weft-reports', fileKey: 'reports/b.csv', options: {} }),
      s('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-reports', returnAll: true, options: { folderKey: 'reports/' } }),
    ]],
    [`folder-create-list-${v}`]: [[
      s('Create', { resource: 'folder', operation: 'create', bucketName: 'weft-reports', folderName: 'inbox', additionalFields: {} }),
      s('Folders', { resource: 'folder', operation: 'getAll', bucketName: 'weft-reports', returnAll: true, options: {} }),
    ]],
    [`folder-delete-${v}`]: [[
      s('Delete', { resource: 'folder', operation: 'delete', bucketName: 'weft-reports', folderKey: 'reports/' }),
      s('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-reports', limit: 10, options: {} }),
    ]],
    [`region-eu-${v}`]: [[
      s('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-eu', returnAll: true, options: { folderKey: 'eu/' } }),
      s('Download', { resource: 'file', operation: 'download', bucketName: 'weft-eu', fileKey: '={{ $json.Key }}' }),
      extractText,
    ]],
    [`error-missing-bucket-${v}`]: [[
      s('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-missing', returnAll: true, options: {} }),
    ]],
    [`error-continue-${v}`]: [[
      s('Delete', { resource: 'file', operation: 'delete', bucketName: '={{ $json.bucket }}', fileKey: 'readme.txt', options: {} }, { onError: 'continueRegularOutput' }),
    ], { items: [{ json: { bucket: 'weft-missing' } }, { json: { bucket: 'weft-reports' } }] }],
    [`error-signature-${v}`]: [[
      s('List', { resource: 'bucket', operation: 'getAll', returnAll: true }),
    ], { credential: AWS_WRONG }],
  };
}

function writeCases(dir, cases, credentialType, title) {
  for (const [name, [steps, options = {}]] of Object.entries(cases)) {
    const caseDir = new URL(`${name}/`, dir);
    mkdirSync(caseDir, { recursive: true });
    write(new URL('workflow.json', caseDir), workflow(`${title} ${name}`, steps, { credentialType, ...options }));
    write(new URL('seed.json', caseDir), SEED);
  }
}

const awsDir = new URL('../conformance-fake/', here);
mkdirSync(awsDir, { recursive: true });
write(new URL('credentials.json', awsDir), [
  { ...AWS.default, type: 'aws', data: { region: 'us-east-1', accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY, temporaryCredentials: false, customEndpoints: false } },
  { ...AWS_WRONG, type: 'aws', data: { region: 'us-east-1', accessKeyId: ACCESS_KEY_ID, secretAccessKey: 'not-the-secret', temporaryCredentials: false, customEndpoints: false } },
]);
writeCases(awsDir, { ...awsCases(2), ...awsCases(1) }, AWS, 'AWS S3');

// The dotted bucket (path style on s3.<region>.amazonaws.com) only exists from version 2 on.
const dotted = { 'file-dotted-bucket-2': [[
  { name: 'Files', typeVersion: 2, parameters: { resource: 'file', operation: 'getAll', bucketName: 'weft.dotted', returnAll: true, options: {} } },
  { name: 'Download', typeVersion: 2, parameters: { resource: 'file', operation: 'download', bucketName: 'weft.dotted', fileKey: 'dot.txt' } },
  extractText,
]] };
writeCases(awsDir, dotted, AWS, 'AWS S3');

const s3Dir = new URL('../../s3/conformance-fake/', here);
mkdirSync(s3Dir, { recursive: true });
const s3Data = { endpoint: 'https://s3.weft-storage.example', region: 'us-east-1', accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY, forcePathStyle: false, ignoreSSLIssues: false };
write(new URL('credentials.json', s3Dir), [
  { ...S3.default, type: 's3', data: s3Data },
  { ...S3_PATH, type: 's3', data: { ...s3Data, forcePathStyle: true } },
]);
const s3 = (name, parameters, extra = {}) => ({ name, typeVersion: 1, parameters, ...extra });
writeCases(s3Dir, {
  'bucket-create-list-1': [[
    s3('Create', { resource: 'bucket', name: 'weft-new', additionalFields: {} }),
    s3('List', { resource: 'bucket', operation: 'getAll', returnAll: true }),
  ]],
  'bucket-search-1': [[
    s3('Search', { resource: 'bucket', operation: 'search', bucketName: 'weft-reports', returnAll: true, additionalFields: { prefix: 'reports/' } }),
  ]],
  'file-upload-download-1': [[
    makeBinary,
    s3('Upload', { resource: 'file', operation: 'upload', bucketName: 'weft-archive', fileName: 'hello.txt', additionalFields: { parentFolderKey: 'inbox' } }),
    s3('Download', { resource: 'file', operation: 'download', bucketName: 'weft-archive', fileKey: 'inbox/hello.txt' }),
    extractText,
  ]],
  'file-path-style-1': [[
    s3('Upload', { resource: 'file', operation: 'upload', bucketName: 'weft-archive', fileName: 'note.txt', binaryData: false, fileContent: 'path style' }),
    s3('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-archive', returnAll: true, options: {} }),
  ], { credential: S3_PATH }],
  'file-copy-delete-1': [[
    s3('Copy', { resource: 'file', operation: 'copy', sourcePath: '/weft-reports/reports/b.csv', destinationPath: '/weft-archive/copied/b.csv', additionalFields: {} }),
    s3('Delete', { resource: 'file', operation: 'delete', bucketName: 'weft-reports', fileKey: 'reports/b.csv', options: {} }),
    s3('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-reports', returnAll: true, options: { folderKey: 'reports/' } }),
  ]],
  'folder-1': [[
    s3('Create', { resource: 'folder', operation: 'create', bucketName: 'weft-reports', folderName: 'inbox', additionalFields: {} }),
    s3('Folders', { resource: 'folder', operation: 'getAll', bucketName: 'weft-reports', returnAll: true, options: {} }),
    s3('Delete', { resource: 'folder', operation: 'delete', bucketName: 'weft-reports', folderKey: 'reports/' }, { executeOnce: true }),
  ]],
  'error-continue-1': [[
    s3('Delete', { resource: 'file', operation: 'download', bucketName: 'weft-reports', fileKey: '={{ $json.key }}' }, { onError: 'continueRegularOutput' }),
  ], { items: [{ json: { key: 'nope.txt' } }, { json: { key: 'readme.txt' } }] }],
  'error-missing-bucket-1': [[
    s3('Files', { resource: 'file', operation: 'getAll', bucketName: 'weft-missing', returnAll: true, options: {} }),
  ]],
}, S3, 'S3');
