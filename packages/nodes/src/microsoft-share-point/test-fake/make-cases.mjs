/**
 * Writes the Microsoft SharePoint cases recorded from n8n against the SharePoint fake
 * (families/sharepoint.mjs) under src/microsoft-share-point/conformance-fake/<case>/{workflow.json,seed.json},
 * and their credentials.json: lists (get, get many with a limit and every page, simplified or
 * not), items (get, get many with a filter, chosen fields and every page, create, update by id,
 * create or update by a unique column, delete, refusals with and without continue-on-fail) and
 * files (upload, download, rename with new content). Run it, then
 * `WEFT_UNLOCKED_PORT=18485 bash test/saas-fake/record-unlocked.sh sharepoint src/microsoft-share-point/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const CREDENTIAL = {
  id: 'sHaRePoInT000001',
  name: 'Microsoft SharePoint account',
  type: 'microsoftSharePointOAuth2Api',
  data: {
    clientId: 'weft-test',
    clientSecret: 'weft-test',
    subdomain: 'weft',
    oauthTokenData: { access_token: 'weft-sharepoint-token-0001', token_type: 'Bearer' },
  },
};
const SITE = 'weft.sharepoint.com,11111111-1111-4111-8111-111111111111,22222222-2222-4222-8222-222222222222';
const TASKS = '33333333-3333-4333-8333-333333333333';
const seed = {
  sharepoint: {
    pageSize: 2,
    sites: [
      {
        id: SITE,
        name: 'weft-team',
        title: 'Weft Team',
        lists: [
          {
            id: TASKS,
            displayName: 'Tasks',
            description: 'Things to weave',
            columns: [
              { name: 'Code', required: true, enforceUniqueValues: true },
              { name: 'Colour', type: 'choice', choices: ['red', 'blue'] },
              { name: 'Link', type: 'url' },
            ],
            items: [
              { fields: { Title: 'Warp the loom', Code: 'A-1', Colour: 'red' } },
              { fields: { Title: 'Dye the yarn', Code: 'A-2', Colour: 'blue' } },
              { fields: { Title: 'Spin wool', Code: 'A-3' } },
            ],
          },
          { id: '44444444-4444-4444-8444-444444444444', displayName: 'Events' },
          { id: '55555555-5555-4555-8555-555555555555', displayName: 'Suppliers', description: 'Who sells yarn' },
        ],
        drive: [
          { id: '01REPORTS', name: 'Reports', folder: true },
          { id: '01NOTES', name: 'notes.txt', parentId: '01REPORTS', content: 'Weft notes\n' },
        ],
      },
    ],
  },
};

const rl = (value, mode = 'id') => ({ __rl: true, value, mode });
const schema = [
  {
    id: 'Title',
    displayName: 'Title',
    required: true,
    defaultMatch: false,
    display: true,
    type: 'string',
    canBeUsedToMatch: false,
  },
  {
    id: 'Code',
    displayName: 'Code',
    required: true,
    defaultMatch: false,
    display: true,
    type: 'string',
    canBeUsedToMatch: true,
  },
  {
    id: 'Colour',
    displayName: 'Colour',
    required: false,
    defaultMatch: false,
    display: true,
    type: 'options',
    canBeUsedToMatch: false,
  },
  {
    id: 'Link',
    displayName: 'Link',
    required: false,
    defaultMatch: false,
    display: true,
    type: 'url',
    canBeUsedToMatch: false,
  },
];
const cols = (value, matchingColumns = [], extra = []) => ({
  mappingMode: 'defineBelow',
  value,
  matchingColumns,
  schema: [...schema, ...extra],
  attemptToConvertTypes: false,
  convertFieldsToString: false,
});

function workflow(steps, { code } = {}) {
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
  if (code)
    nodes.push({
      parameters: { jsCode: code },
      id: 'items',
      name: 'Items',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [220, 0],
    });
  for (const [i, { name, parameters, onError }] of steps.entries())
    nodes.push({
      parameters,
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.microsoftSharePoint',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { microsoftSharePointOAuth2Api: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}
const items = (jsons) => `return ${JSON.stringify(jsons.map((json) => ({ json })))};`;
const list = (operation, extra) => ({ resource: 'list', operation, site: rl(SITE, 'list'), ...extra });
const item = (operation, extra) => ({ resource: 'item', operation, site: rl(SITE), list: rl(TASKS, 'list'), ...extra });

const cases = {
  'list-get-1': workflow([
    { name: 'Lists', parameters: list('getAll', { limit: 2 }) },
    { name: 'List', parameters: list('get', { list: rl('={{ $json.id }}'), simplify: false }) },
  ]),
  'list-getall-all-1': workflow([
    { name: 'All', parameters: list('getAll', { returnAll: true }) },
    { name: 'Raw', parameters: list('getAll', { limit: 1, simplify: false }) },
  ]),
  'item-get-1': workflow([
    { name: 'Items', parameters: item('getAll', { limit: 2 }) },
    { name: 'Item', parameters: item('get', { item: rl('={{ $json.id }}'), simplify: false }) },
    { name: 'Short', parameters: item('get', { item: rl('={{ $json.id }}', 'list') }) },
  ]),
  'item-getall-filter-1': workflow([
    {
      name: 'Filtered',
      parameters: item('getAll', {
        filter: "fields/Colour eq 'blue'",
        simplify: false,
        options: { fields: ['id', 'fields'] },
      }),
    },
    { name: 'Raw', parameters: item('getAll', { limit: 1, simplify: false }) },
  ]),
  'item-getall-all-1': workflow([
    { name: 'All', parameters: item('getAll', { returnAll: true, filter: "fields/Colour eq 'red'" }) },
  ]),
  'item-create-1': workflow(
    [
      {
        name: 'Create',
        parameters: item('create', {
          columns: cols({ Title: '={{ $json.title }}', Code: '={{ $json.code }}', Link: 'https://weft.example/b' }),
        }),
      },
    ],
    { code: items([{ title: 'Card the fleece', code: 'B-1' }]) },
  ),
  'item-update-1': workflow([
    {
      name: 'Update',
      parameters: item('update', {
        columns: cols(
          { id: '2', Title: 'Dyed' },
          ['id'],
          [
            {
              id: 'id',
              displayName: 'ID',
              required: true,
              defaultMatch: false,
              display: true,
              type: 'string',
              canBeUsedToMatch: true,
              readOnly: true,
            },
          ],
        ),
      }),
    },
  ]),
  'item-upsert-1': workflow([
    { name: 'Upsert', parameters: item('upsert', { columns: cols({ Code: 'A-2', Title: 'Dyed again' }, ['Code']) }) },
  ]),
  'item-upsert-insert-1': workflow([
    { name: 'Insert', parameters: item('upsert', { columns: cols({ Code: 'Z-9', Title: 'New one' }, ['Code']) }) },
  ]),
  'item-delete-1': workflow([
    { name: 'Items', parameters: item('getAll', { limit: 1 }) },
    { name: 'Delete', parameters: item('delete', { item: rl('={{ $json.id }}') }) },
    { name: 'Left', parameters: item('getAll', { limit: 5 }) },
  ]),
  'item-errors-continue-1': workflow([
    { name: 'Missing', onError: 'continueRegularOutput', parameters: item('get', { item: rl('99') }) },
    {
      name: 'Duplicate',
      onError: 'continueRegularOutput',
      parameters: item('create', { columns: cols({ Title: 'Again', Code: 'A-1' }) }),
    },
    {
      name: 'No Match',
      onError: 'continueRegularOutput',
      parameters: item('update', { columns: cols({ Code: 'Q-0', Title: 'x' }, ['Code']) }),
    },
  ]),
  'item-missing-list-1': workflow([{ name: 'Missing', parameters: item('get', { list: rl('Nope'), item: rl('1') }) }]),
  'item-create-duplicate-1': workflow([
    { name: 'Duplicate', parameters: item('create', { columns: cols({ Title: 'Again', Code: 'A-1' }) }) },
  ]),
  'file-1': workflow(
    [
      {
        name: 'Upload',
        parameters: {
          resource: 'file',
          operation: 'upload',
          site: rl(SITE),
          folder: rl('01REPORTS'),
          fileName: 'plan.txt',
          fileContents: 'data',
        },
      },
      {
        name: 'Download',
        parameters: {
          resource: 'file',
          operation: 'download',
          site: rl(SITE),
          folder: rl('01REPORTS'),
          file: rl('={{ $json.id }}'),
        },
      },
      {
        name: 'Rename',
        parameters: {
          resource: 'file',
          operation: 'update',
          site: rl(SITE),
          folder: rl('01REPORTS'),
          file: rl('01NOTES'),
          fileName: 'notes-2026.txt',
          changeFileContent: true,
          fileContents: 'data',
        },
      },
    ],
    {
      code: `return [{ json: { name: 'plan' }, binary: { data: { data: Buffer.from('Weave the plan\\n').toString('base64'), mimeType: 'text/plain', fileName: 'plan.txt' } } }];`,
    },
  ),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([CREDENTIAL], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    new URL('workflow.json', dir),
    JSON.stringify({ name: `Microsoft SharePoint ${name}`, ...wf }, null, 1),
  );
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
