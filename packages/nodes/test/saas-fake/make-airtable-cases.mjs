/**
 * Writes the Airtable cases recorded from n8n against the Airtable fake (families/airtable.mjs)
 * under src/airtable/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * records (create from mapped columns and from input, search with formula / sort / fields / view /
 * limit, get, update by id and by a matching column, upsert, delete), bases (get many, schema), and
 * errors with and without continue-on-fail, at 2.1, 2 and 1. Run it, then
 * `record.sh airtable src/airtable/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/airtable/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'aIrTaBlE00000001', name: 'Airtable Personal Access Token account', type: 'airtableTokenApi' };
const BASE = 'appWeftBase000001';
const TASKS = 'tblTasks0000000001';
/** Record ids the fake counts: the seed's three first. */
const REC = (n) => `recWeft${String(n).padStart(10, '0')}`;

const seed = {
  airtable: {
    records: {
      Tasks: [
        { fields: { Name: 'Renew domain', Status: 'Todo', Points: 3, Email: 'ops@example.com' } },
        { fields: { Name: 'Fix login', Status: 'Done', Points: 5, Email: 'dev@example.com' } },
        { fields: { Name: 'Write docs', Status: 'Todo', Points: 1, Email: 'docs@example.com' } },
      ],
    },
  },
};

const base = { __rl: true, value: BASE, mode: 'list', cachedResultName: 'Weft Projects', cachedResultUrl: `https://airtable.com/${BASE}` };
const table = { __rl: true, value: TASKS, mode: 'list', cachedResultName: 'Tasks', cachedResultUrl: `https://airtable.com/${BASE}/${TASKS}` };
const field = (id, type, extra = {}) => ({ id, displayName: id, required: false, defaultMatch: false, canBeUsedToMatch: true, display: true, type, readOnly: false, removed: false, ...extra });
/** The column schema n8n's editor saves for the Tasks table (with the record id when updating). */
const schema = (withId) => [
  ...(withId ? [{ id: 'id', displayName: 'id', required: false, defaultMatch: true, display: true, type: 'string', readOnly: true, removed: false }] : []),
  field('Name', 'string'),
  field('Status', 'options', { options: [{ name: 'Todo', value: 'Todo' }, { name: 'Done', value: 'Done' }] }),
  field('Points', 'number'),
  field('Email', 'string'),
  field('Files', 'array'),
  field('Last Modified', 'string', { readOnly: true, removed: true }),
];
const columns = (mappingMode, value, matchingColumns, withId) => ({
  mappingMode, value, ...(matchingColumns ? { matchingColumns } : { matchingColumns: [] }), schema: schema(withId), attemptToConvertTypes: false, convertFieldsToString: false,
});

/**
 * A workflow: the manual trigger, optionally a Code node giving `items`, then the steps in a chain
 * (Airtable nodes, or Code nodes for steps with `code`).
 */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, typeVersion, parameters, onError, code }] of steps.entries()) {
    if (code) {
      nodes.push({ parameters: { jsCode: code }, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.code', typeVersion: 2, position: [440 + 220 * i, 0] });
      continue;
    }
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.airtable', typeVersion, position: [440 + 220 * i, 0],
      credentials: { airtableTokenApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const v1Url = { __rl: true, value: `https://airtable.com/${BASE}/${TASKS}/viwGrid0000000001`, mode: 'url' };
const v1 = (extra) => ({ authentication: 'airtableTokenApi', application: v1Url, table: v1Url, ...extra });

const cases = {
  // ---------------------------------------------------------------- 2.1 (n8n's current version)
  'create-2.1': workflow(
    [{ name: 'Create', typeVersion: 2.1, parameters: { operation: 'create', base, table, columns: columns('defineBelow', { Name: '={{ $json.task }}', Status: 'Todo', Points: '={{ $json.points }}', Email: '={{ $json.owner }}' }), options: {} } }],
    [{ task: 'Plan offsite', points: 8, owner: 'ada@example.com' }, { task: 'Order stickers', points: 1, owner: 'grace@example.com' }],
  ),
  'create-auto-map-typecast-2.1': workflow(
    [{ name: 'Create', typeVersion: 2.1, parameters: { operation: 'create', base, table, columns: columns('autoMapInputData', {}), options: { typecast: true, ignoreFields: 'note' } } }],
    [{ Name: 'Call the bank', Status: 'Blocked', Points: '2', note: 'not a column' }],
  ),
  'search-2.1': workflow([
    { name: 'Open tasks', typeVersion: 2.1, parameters: { operation: 'search', base, table, filterByFormula: "{Status} = 'Todo'", returnAll: false, limit: 5, options: { fields: ['Name', 'Points'] }, sort: { property: [{ field: 'Points', direction: 'desc' }] } } },
  ]),
  'search-per-item-2.1': workflow(
    [{ name: 'By email', typeVersion: 2.1, parameters: { operation: 'search', base, table, filterByFormula: "=({Email} = '{{ $json.email }}')", options: { view: { __rl: true, value: 'viwGrid0000000001', mode: 'list', cachedResultName: 'Grid view' } } } }],
    [{ email: 'dev@example.com' }, { email: 'nobody@example.com' }, { email: 'docs@example.com' }],
  ),
  'get-2.1': workflow(
    [{ name: 'Get', typeVersion: 2.1, parameters: { operation: 'get', base, table, id: '={{ $json.id }}', options: {} } }],
    [{ id: REC(1) }, { id: REC(3) }],
  ),
  'update-by-id-2.1': workflow(
    [{ name: 'Mark done', typeVersion: 2.1, parameters: { operation: 'update', base, table, columns: columns('defineBelow', { id: '={{ $json.id }}', Status: 'Done', Points: '={{ $json.points }}' }, ['id'], true), options: {} } }],
    [{ id: REC(1), points: 4 }, { id: REC(3), points: 2 }],
  ),
  'update-by-column-2.1': workflow(
    [{ name: 'Update by name', typeVersion: 2.1, parameters: { operation: 'update', base, table, columns: columns('autoMapInputData', {}, ['Name'], true), options: {} } }],
    [{ Name: 'Write docs', Status: 'Done', Points: 2 }, { Name: 'Nothing like this', Points: 9 }],
  ),
  'upsert-2.1': workflow(
    [{ name: 'Upsert', typeVersion: 2.1, parameters: { operation: 'upsert', base, table, columns: columns('defineBelow', { Email: '={{ $json.email }}', Name: '={{ $json.name }}', Points: '={{ $json.points }}' }, ['Email'], true), options: {} } }],
    [{ email: 'ops@example.com', name: 'Renew domain and TLS', points: 4 }, { email: 'new@example.com', name: 'Welcome pack', points: 2 }],
  ),
  'delete-2.1': workflow(
    [
      { name: 'Delete', typeVersion: 2.1, parameters: { operation: 'deleteRecord', base, table, id: '={{ $json.id }}' } },
      { name: 'Left', typeVersion: 2.1, parameters: { operation: 'search', base, table, filterByFormula: '', returnAll: true, options: {} } },
    ],
    [{ id: REC(2) }],
  ),
  'base-2.1': workflow([
    { name: 'Bases', typeVersion: 2.1, parameters: { resource: 'base', returnAll: false, limit: 1, options: {} } },
    { name: 'Schema', typeVersion: 2.1, parameters: { resource: 'base', operation: 'getSchema', base: { __rl: true, value: '={{ $json.id }}', mode: 'id' } } },
  ]),
  'base-permission-2.1': workflow([{ name: 'Bases', typeVersion: 2.1, parameters: { resource: 'base', options: { permissionLevel: ['read'] } } }]),
  'error-missing-record-2.1': workflow([{ name: 'Get', typeVersion: 2.1, parameters: { operation: 'get', base, table, id: 'recMissing0000000', options: {} } }]),
  'error-continue-2.1': workflow(
    [
      { name: 'Delete', typeVersion: 2.1, onError: 'continueRegularOutput', parameters: { operation: 'deleteRecord', base, table, id: '={{ $json.id }}' } },
      // (A failed create, update or search continues with n8n's whole error, whose timestamp no replay can match.)
      { name: 'Get again', typeVersion: 2.1, onError: 'continueRegularOutput', parameters: { operation: 'get', base, table, id: "={{ $('Items').item.json.id }}", options: {} } },
    ],
    [{ id: REC(1) }, { id: 'recMissing0000000' }],
  ),
  'error-formula-2.1': workflow([{ name: 'Search', typeVersion: 2.1, parameters: { operation: 'search', base, table, filterByFormula: '{Nope} = 1', options: {} } }]),
  // ---------------------------------------------------------------- 2
  'search-and-create-2': workflow(
    [
      { name: 'Search once', typeVersion: 2, parameters: { operation: 'search', base, table, filterByFormula: '{Points} >= 3', options: {}, sort: { property: [{ field: 'Name' }] } } },
      { name: 'Copy', typeVersion: 2, parameters: { operation: 'create', base, table: { __rl: true, value: 'Tasks', mode: 'id' }, columns: columns('defineBelow', { Name: "={{ $json.Name + ' (copy)' }}", Points: 0 }), options: {} } },
    ],
    [{ a: 1 }, { a: 2 }],
  ),
  'update-and-upsert-2': workflow(
    [
      { name: 'Update', typeVersion: 2, parameters: { operation: 'update', base, table, columns: columns('autoMapInputData', {}, ['id'], true), options: { ignoreFields: 'extra' } } },
      { name: 'Upsert', typeVersion: 2, parameters: { operation: 'upsert', base, table, columns: columns('defineBelow', { Name: '={{ $json.fields.Name }}', Status: 'Done' }, ['Name'], true), options: {} } },
    ],
    [{ id: REC(2), Points: 6, extra: 'ignored' }],
  ),
  // ---------------------------------------------------------------- 1
  'list-1': workflow([
    { name: 'List', typeVersion: 1, parameters: v1({ operation: 'list', returnAll: false, limit: 2, additionalOptions: { fields: ['Name', 'Status'], sort: { property: [{ field: 'Points', direction: 'desc' }] } } }) },
    { name: 'List view', typeVersion: 1, parameters: v1({ operation: 'list', additionalOptions: { view: 'Open', filterByFormula: '{Points} > 1' } }) },
  ]),
  'append-read-update-delete-1': workflow(
    [
      { name: 'Append', typeVersion: 1, parameters: v1({ operation: 'append', options: {} }) },
      { name: 'Read', typeVersion: 1, parameters: v1({ operation: 'read', id: '={{ $json.id }}' }) },
      { name: 'Reshape', code: "return $input.all().map((item) => ({ json: { id: item.json.id, Status: 'Todo', Points: item.json.fields.Points + 1 } }));" },
      { name: 'Update', typeVersion: 1, parameters: v1({ operation: 'update', id: '={{ $json.id }}', options: {} }) },
      { name: 'Update some', typeVersion: 1, parameters: v1({ operation: 'update', id: '={{ $json.id }}', updateAllFields: false, fields: ['Name'], options: { typecast: true } }) },
      { name: 'Delete', typeVersion: 1, parameters: v1({ operation: 'delete', id: REC(1), options: {} }) },
    ],
    [{ Name: 'Book venue', Status: 'Done', Points: 2 }],
  ),
  'error-1': workflow([{ name: 'Read', typeVersion: 1, parameters: v1({ operation: 'read', id: 'recMissing0000000' }) }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Airtable ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { accessToken: 'patWEFTtest.0123456789abcdef' } }], null, 1)}\n`);
