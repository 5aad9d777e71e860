/**
 * Writes the Clockify cases recorded from n8n against the Clockify fake (families/clockify.mjs)
 * under src/clockify/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * clients, projects (with an estimate, and a refused deletion continued), tags, tasks (an `HH:MM`
 * estimate), time entries (times sent in UTC, an update that keeps the start), lists
 * (limits, filters, every page), and refusals with and without continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18486 bash test/saas-fake/record-unlocked.sh clockify src/clockify/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = {
  id: 'cLoCkIfYaPiCrEd1',
  name: 'Clockify account',
  type: 'clockifyApi',
  data: { apiKey: 'weft-clockify-key-0001' },
};
const WS = '64a10000000000000000' + '0001';
const seed = {
  workspaces: [
    {
      name: 'Weavers',
      users: [
        { email: 'ada@weft.example', name: 'Ada Lovelace' },
        { email: 'grace@weft.example', name: 'Grace Hopper' },
        { email: 'linus@weft.example', name: 'Linus', status: 'PENDING' },
      ],
      clients: [{ name: 'Looms SA', address: 'Lyon' }, { name: 'Engines Ltd' }, { name: 'Old Mill', archived: true }],
      projects: [
        {
          name: 'Tapestry',
          client: 'Looms SA',
          tasks: [{ name: 'Warp' }, { name: 'Weft' }, { name: 'Finish', status: 'DONE' }],
        },
        { name: 'Difference Engine', client: 'Engines Ltd', billable: false },
        { name: 'Spindle', archived: true },
      ],
      tags: [{ name: 'urgent' }, { name: 'internal' }, { name: 'legacy', archived: true }],
      customFields: ['Ticket'],
    },
    { name: 'Side projects' },
  ],
};
const many = {
  workspaces: [
    {
      ...seed.workspaces[0],
      clients: Array.from({ length: 57 }, (_, n) => ({ name: `Client ${String(n + 1).padStart(2, '0')}` })),
    },
  ],
};

function workflow(steps, { items, settings } = {}) {
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
  for (const [i, { name, parameters, onError, executeOnce }] of steps.entries())
    nodes.push({
      parameters: { workspaceId: WS, ...parameters },
      id: `step-${i + 1}`,
      name,
      type: 'n8n-nodes-base.clockify',
      typeVersion: 1,
      position: [440 + 220 * i, 0],
      credentials: { clockifyApi: { id: API.id, name: API.name } },
      ...(onError ? { onError } : {}),
      ...(executeOnce ? { executeOnce } : {}),
    });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++)
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1', ...settings } };
}

const cases = {
  'client-1': [
    workflow(
      [
        { name: 'Create', parameters: { resource: 'client', operation: 'create', name: '={{ $json.client }}' } },
        {
          name: 'Update',
          parameters: {
            resource: 'client',
            operation: 'update',
            clientId: '={{ $json.id }}',
            name: '={{ $json.name }} & Co',
            updateFields: { address: 'Roubaix' },
          },
        },
        { name: 'Get', parameters: { resource: 'client', operation: 'get', clientId: '={{ $json.id }}' } },
        { name: 'Delete', parameters: { resource: 'client', operation: 'delete', clientId: '={{ $json.id }}' } },
      ],
      { items: [{ client: 'Silk Road' }, { client: 'Jacquard' }] },
    ),
    seed,
  ],
  'client-getall-pages-1': [
    workflow([
      { name: 'All', parameters: { resource: 'client', operation: 'getAll', returnAll: true, additionalFields: {} } },
      {
        name: 'Some',
        executeOnce: true,
        parameters: {
          resource: 'client',
          operation: 'getAll',
          limit: 3,
          additionalFields: { name: 'client 1', 'sort-order': 'DESCENDING' },
        },
      },
    ]),
    many,
  ],
  'project-1': [
    workflow([
      {
        name: 'Create',
        parameters: {
          resource: 'project',
          operation: 'create',
          name: 'Shuttle',
          additionalFields: {
            billable: false,
            color: '#FF5722',
            clientId: '64c30000000000000000' + '0002',
            estimateUi: { estimateValues: { estimate: 12, type: 'MANUAL' } },
            isPublic: true,
            note: 'fast',
          },
        },
      },
      {
        name: 'Update',
        parameters: {
          resource: 'project',
          operation: 'update',
          projectId: '={{ $json.id }}',
          updateFields: { name: 'Flying Shuttle', estimateUi: { estimateValues: { estimate: 20 } } },
        },
      },
      { name: 'Get', parameters: { resource: 'project', operation: 'get', projectId: '={{ $json.id }}' } },
      {
        name: 'Delete',
        onError: 'continueRegularOutput',
        parameters: { resource: 'project', operation: 'delete', projectId: '={{ $json.id }}' },
      },
    ]),
    seed,
  ],
  'project-getall-1': [
    workflow([
      {
        name: 'Billable',
        parameters: {
          resource: 'project',
          operation: 'getAll',
          returnAll: true,
          additionalFields: { billable: true, archived: false },
        },
      },
      {
        name: 'Of client',
        executeOnce: true,
        parameters: {
          resource: 'project',
          operation: 'getAll',
          limit: 5,
          additionalFields: {
            clients: ['64c30000000000000000' + '0002'],
            'sort-column': 'NAME',
            'sort-order': 'ASCENDING',
          },
        },
      },
      {
        name: 'Archived',
        executeOnce: true,
        parameters: { resource: 'project', operation: 'delete', projectId: '64d40000000000000000' + '0003' },
      },
    ]),
    seed,
  ],
  'tag-1': [
    workflow([
      { name: 'Create', parameters: { resource: 'tag', operation: 'create', name: 'review' } },
      {
        name: 'Update',
        parameters: {
          resource: 'tag',
          operation: 'update',
          tagId: '={{ $json.id }}',
          updateFields: { name: 'reviewed', archived: true },
        },
      },
      {
        name: 'List',
        parameters: { resource: 'tag', operation: 'getAll', limit: 2, additionalFields: { archived: true } },
      },
      { name: 'Delete', parameters: { resource: 'tag', operation: 'delete', tagId: '={{ $json.id }}' } },
    ]),
    seed,
  ],
  'task-1': [
    workflow([
      {
        name: 'Create',
        parameters: {
          resource: 'task',
          operation: 'create',
          projectId: '64d40000000000000000' + '0001',
          name: 'Dye',
          additionalFields: { estimate: '2:30', assigneeIds: ['64b20000000000000000' + '0001'] },
        },
      },
      {
        name: 'Update',
        parameters: {
          resource: 'task',
          operation: 'update',
          projectId: '={{ $json.projectId }}',
          taskId: '={{ $json.id }}',
          updateFields: { status: 'DONE', estimate: '1:15' },
        },
      },
      {
        name: 'Get',
        parameters: {
          resource: 'task',
          operation: 'get',
          projectId: '={{ $json.projectId }}',
          taskId: '={{ $json.id }}',
        },
      },
      {
        name: 'Delete',
        parameters: {
          resource: 'task',
          operation: 'delete',
          projectId: '={{ $json.projectId }}',
          taskId: '={{ $json.id }}',
        },
      },
      {
        name: 'Active',
        parameters: {
          resource: 'task',
          operation: 'getAll',
          projectId: '64d40000000000000000' + '0001',
          limit: 2,
          filters: { 'is-active': true },
        },
      },
    ]),
    seed,
  ],
  'time-entry-1': [
    workflow([
      {
        name: 'Create',
        parameters: {
          resource: 'timeEntry',
          operation: 'create',
          start: '2024-03-04T09:00:00',
          additionalFields: {
            description: 'Warping',
            end: '2024-03-04T10:45:00',
            billable: true,
            projectId: '64d40000000000000000' + '0001',
            tagIds: ['64e50000000000000000' + '0001'],
            customFieldsUi: {
              customFieldsValues: [{ customFieldId: '64' + '8b' + '0'.repeat(16) + '0001', value: 'T-7' }],
            },
          },
        },
      },
      {
        name: 'Update',
        parameters: {
          resource: 'timeEntry',
          operation: 'update',
          timeEntryId: '={{ $json.id }}',
          updateFields: { description: 'Warping, done', end: '2024-03-04T12:00:00' },
        },
      },
      {
        name: 'Get',
        parameters: { resource: 'timeEntry', operation: 'get', timeEntryId: '={{ $json.id }}', additionalFields: {} },
      },
      { name: 'Delete', parameters: { resource: 'timeEntry', operation: 'delete', timeEntryId: '={{ $json.id }}' } },
    ]),
    seed,
  ],
  'users-workspaces-1': [
    workflow([
      { name: 'Workspaces', parameters: { resource: 'workspace', operation: 'getAll', limit: 1 } },
      {
        name: 'Users',
        executeOnce: true,
        parameters: {
          resource: 'user',
          operation: 'getAll',
          returnAll: true,
          additionalFields: { status: 'ACTIVE', 'sort-column': 'EMAIL', 'sort-order': 'DESCENDING' },
        },
      },
    ]),
    seed,
  ],
  'error-continue-1': [
    workflow(
      [
        {
          name: 'Get',
          onError: 'continueRegularOutput',
          parameters: { resource: 'client', operation: 'get', clientId: '={{ $json.id }}' },
        },
      ],
      { items: [{ id: '64c30000000000000000' + '0001' }, { id: 'nope' }, { id: '64c30000000000000000' + '0002' }] },
    ),
    seed,
  ],
  'error-stop-1': [
    workflow([{ name: 'Create', parameters: { resource: 'tag', operation: 'create', name: 'urgent' } }]),
    seed,
  ],
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([API], null, 2) + '\n');
for (const [name, [wf, s]] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Clockify ${name}`, ...wf }, null, 2) + '\n');
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ clockify: s }, null, 2) + '\n');
}
