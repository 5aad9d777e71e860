/**
 * Writes the Supabase cases recorded from n8n against the Supabase fake (families/supabase.mjs)
 * under src/supabase/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json:
 * create (fields defined below, auto-mapped input), get, get many (limit, every row over several
 * pages of 1000, any / all conditions, full-text, a filter string with parameters), update and
 * delete (each filter kind), a custom schema, and errors with and without continue-on-fail.
 * Supabase has one version (1). Run it, then `record.sh supabase src/supabase/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/supabase/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'sUpAbAsE00000001', name: 'Supabase account', type: 'supabaseApi' };

const seed = {
  supabase: {
    tables: {
      tasks: {
        rows: [
          { title: 'Renew domain', status: 'todo', points: 3, owner: 'ops@example.com' },
          { title: 'Fix login bug', status: 'done', points: 5, owner: 'dev@example.com', done: true },
          { title: 'Write docs', status: 'todo', points: 1, owner: null, meta: { tags: ['docs'] } },
          { title: 'Plan offsite, Q3', status: 'doing', points: 8, owner: 'ceo@example.com' },
          { title: 'Order (more) stickers', status: 'todo', points: 2, owner: 'ops@example.com' },
        ],
      },
      contacts: { rows: [{ email: 'ada@example.com', name: 'Ada', score: 9.5 }, { email: 'grace@example.com', name: 'Grace', score: 7 }] },
      'crm.deals': { rows: [{ name: 'Big deal', amount: 1000 }] },
    },
  },
};
const bigSeed = { supabase: { tables: { numbers: { columns: { id: { type: 'int8', identity: true, primaryKey: true }, n: { type: 'int4' } }, rows: [] } }, generate: { table: 'numbers', count: 1003, row: { n: '{n}' } } } };

const cond = (keyName, condition, keyValue, extra = {}) => ({ keyName, condition, keyValue, ...extra });

/** A workflow: the manual trigger, optionally a Code node giving `items`, then Supabase nodes in a chain. */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.supabase', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { supabaseApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'create-define-below-1': workflow(
    [{ name: 'Create', parameters: { tableId: 'tasks', fieldsUi: { fieldValues: [{ fieldId: 'title', fieldValue: '={{ $json.task }}' }, { fieldId: 'points', fieldValue: '={{ $json.points }}' }, { fieldId: 'owner', fieldValue: 'pm@example.com' }] } } }],
    [{ task: 'Book venue', points: 5 }, { task: 'Send invites', points: 2 }],
  ),
  'create-auto-map-1': workflow(
    [{ name: 'Create', parameters: { tableId: 'contacts', dataToSend: 'autoMapInputData', inputsToIgnore: 'note, source' } }],
    [{ email: 'linus@example.com', name: 'Linus', score: 6, note: 'skip', source: 'form' }, { email: 'barbara@example.com', name: 'Barbara', score: 8.25, note: 'skip', source: 'form' }],
  ),
  'get-1': workflow(
    [{ name: 'Get', parameters: { operation: 'get', tableId: 'tasks', filters: { conditions: [{ keyName: 'id', keyValue: '={{ $json.id }}' }] } } }],
    [{ id: 2 }, { id: 99 }, { id: 4 }],
  ),
  'get-many-limit-1': workflow([
    { name: 'Any', parameters: { operation: 'getAll', tableId: 'tasks', limit: 2, filters: { conditions: [cond('status', 'eq', 'todo'), cond('points', 'gt', '4')] } } },
    { name: 'All', parameters: { operation: 'getAll', tableId: 'tasks', returnAll: true, matchType: 'allFilters', filters: { conditions: [cond('title', 'ilike', '*o*'), cond('owner', 'is', 'null', {}), cond('points', 'lte', '1')] } } },
  ]),
  'get-many-quoting-1': workflow([
    { name: 'Quoted', parameters: { operation: 'getAll', tableId: 'tasks', returnAll: true, filters: { conditions: [cond('title', 'eq', 'Plan offsite, Q3'), cond('title', 'like', 'Order (more)*'), cond('title', 'fullText', 'docs', { searchFunction: 'plfts' })] } } },
  ]),
  'get-many-all-pages-1': { ...workflow([{ name: 'Every number', parameters: { operation: 'getAll', tableId: 'numbers', returnAll: true, filterType: 'none' } }]), seed: bigSeed },
  'get-many-string-1': workflow(
    [{ name: 'By string', parameters: { operation: 'getAll', tableId: 'tasks', limit: 10, filterType: 'string', filterString: 'points=gte.$2&status=eq.$1', filterStringParameters: { values: [{ value: '={{ $json.status }}' }, { value: '2' }] } } }],
    [{ status: 'todo' }, { status: 'done' }],
  ),
  'update-1': workflow(
    [
      { name: 'Update all', parameters: { operation: 'update', tableId: 'tasks', matchType: 'allFilters', filters: { conditions: [cond('id', 'eq', '={{ $json.id }}')] }, fieldsUi: { fieldValues: [{ fieldId: 'status', fieldValue: 'done' }, { fieldId: 'done', fieldValue: 'true' }] } } },
      { name: 'Update any', parameters: { operation: 'update', tableId: 'tasks', filters: { conditions: [cond('status', 'eq', 'doing'), cond('points', 'lt', '2')] }, dataToSend: 'autoMapInputData', inputsToIgnore: 'id, created_at, title, done, meta, owner, points' } },
    ],
    [{ id: 1 }, { id: 3 }],
  ),
  'update-string-1': workflow(
    [{ name: 'Update', parameters: { operation: 'update', tableId: 'contacts', filterType: 'string', filterString: 'email=eq.$1', filterStringParameters: { values: [{ value: '={{ $json.email }}' }] }, fieldsUi: { fieldValues: [{ fieldId: 'score', fieldValue: '={{ $json.score }}' }] } } }],
    [{ email: 'ada@example.com', score: 10 }],
  ),
  'delete-1': workflow(
    [
      { name: 'Delete any', parameters: { operation: 'delete', tableId: 'tasks', filters: { conditions: [cond('id', 'eq', '={{ $json.id }}')] } } },
      { name: 'Delete all', parameters: { operation: 'delete', tableId: 'tasks', matchType: 'allFilters', filters: { conditions: [cond('status', 'eq', 'todo'), cond('points', 'gte', '3')] } } },
      { name: 'Delete string', parameters: { operation: 'delete', tableId: 'contacts', filterType: 'string', filterString: 'name=eq.Grace' } },
    ],
    [{ id: 2 }, { id: 4 }],
  ),
  'custom-schema-1': workflow([
    { name: 'Create deal', parameters: { useCustomSchema: true, schema: 'crm', tableId: 'deals', fieldsUi: { fieldValues: [{ fieldId: 'name', fieldValue: 'Small deal' }, { fieldId: 'amount', fieldValue: '25.5' }] } } },
    { name: 'Deals', parameters: { useCustomSchema: true, schema: 'crm', operation: 'getAll', tableId: 'deals', returnAll: true, filterType: 'none' } },
  ]),
  'error-unknown-column-1': workflow([{ name: 'Get many', parameters: { operation: 'getAll', tableId: 'tasks', returnAll: true, filters: { conditions: [cond('nope', 'eq', '1')] } } }]),
  'error-continue-1': workflow(
    [
      { name: 'Create dup', onError: 'continueRegularOutput', parameters: { tableId: 'contacts', dataToSend: 'autoMapInputData' } },
      { name: 'Get bad', onError: 'continueRegularOutput', parameters: { operation: 'get', tableId: 'tasks', filters: { conditions: [{ keyName: 'id', keyValue: 'abc' }] } } },
      { name: 'Update bad', onError: 'continueRegularOutput', parameters: { operation: 'update', tableId: 'tasks', filters: { conditions: [cond('id', 'eq', '1')] }, fieldsUi: { fieldValues: [{ fieldId: 'points', fieldValue: 'many' }] } } },
      { name: 'Missing table', onError: 'continueRegularOutput', parameters: { operation: 'getAll', tableId: 'task', returnAll: true, filterType: 'none' } },
    ],
    [{ email: 'ada@example.com', name: 'Ada again' }],
  ),
};

for (const [name, { seed: own, ...wf }] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Supabase ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(own ?? seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { host: 'https://weft.supabase.test', serviceRole: 'weft-service-role-key' } }], null, 1)}\n`);
