/**
 * Writes the Notion cases recorded from n8n against the Notion fake (families/notion.mjs) under
 * src/notion/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: database
 * pages (create, get, get many with manual, JSON and v1 filters, sorts and limits, update), pages
 * (create, get at 1, archive, search), blocks (append, get child blocks nested or not, simplified
 * or not), databases, users, and errors with and without continue-on-fail, at every typeVersion
 * n8n 1.123 declares (1, 2, 2.1, 2.2). Run it, then `record.sh notion src/notion/conformance-fake`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/notion/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'nOtIoN0000000001', name: 'Notion account', type: 'notionApi' };

const TASKS = '8c3a1f0e-2b4d-4e6f-8a9b-0c1d2e3f4a5b';
const PROJECTS = '5e1d2c3b-4a59-4687-9a8b-7c6d5e4f3a2b';
const ROW = (n) => `a1000000-0000-4000-8000-00000000000${n}`;
const ROADMAP = 'c1000000-0000-4000-8000-000000000001';
const NOTES = 'c1000000-0000-4000-8000-000000000002';
const TOGGLE = 'b1000000-0000-4000-8000-000000000001';
const ADA = 'e1000000-0000-4000-8000-000000000001';
const GRACE = 'e1000000-0000-4000-8000-000000000002';
const hex = (id) => id.replace(/-/g, '');
const title = (text) => ({ title: [{ text: { content: text } }] });
const text = (content) => [{ text: { content } }];

/** The workspace every case starts from. */
const seed = {
  notion: {
    now: '2024-05-01T10:00:00.000Z',
    users: [
      { id: ADA, name: 'Ada Lovelace', person: { email: 'ada@example.com' } },
      { id: GRACE, name: 'Grace Hopper', person: { email: 'grace@example.com' } },
    ],
    databases: [
      {
        id: TASKS,
        title: 'Tasks',
        properties: {
          Name: 'title',
          Done: 'checkbox',
          Estimate: 'number',
          Stage: { type: 'select', options: [{ id: 'st-1', name: 'Backlog', color: 'gray' }, { id: 'st-2', name: 'Doing', color: 'blue' }, { id: 'st-3', name: 'Done', color: 'green' }] },
          Tags: { type: 'multi_select', options: [{ id: 'tg-1', name: 'ops', color: 'red' }, { id: 'tg-2', name: 'billing', color: 'yellow' }, { id: 'tg-3', name: 'web', color: 'purple' }] },
          Due: 'date',
          Notes: 'rich_text',
          Owner: 'people',
          Link: 'url',
        },
      },
      { id: PROJECTS, title: 'Projects', properties: { Project: 'title', Active: 'checkbox' } },
    ],
    pages: [
      {
        id: ROW(1),
        parent: { database_id: TASKS },
        properties: {
          Name: title('Renew domain'), Done: { checkbox: false }, Estimate: { number: 2 }, Stage: { select: { name: 'Backlog' } },
          Tags: { multi_select: [{ name: 'ops' }, { name: 'billing' }] }, Due: { date: { start: '2024-06-01', end: null } }, Notes: { rich_text: text('Before June') },
        },
      },
      {
        id: ROW(2),
        parent: { database_id: TASKS },
        properties: {
          Name: title('Fix login'), Done: { checkbox: true }, Estimate: { number: 5 }, Stage: { select: { name: 'Doing' } },
          Tags: { multi_select: [{ name: 'web' }] }, Owner: { people: [{ id: ADA }] }, Link: { url: 'https://example.com/issues/7' },
        },
        icon: { emoji: '🐛' },
      },
      {
        id: ROW(3),
        parent: { database_id: TASKS },
        properties: { Name: title('Write docs'), Done: { checkbox: true }, Estimate: { number: 1 }, Stage: { select: { name: 'Done' } }, Owner: { people: [{ id: GRACE }] } },
      },
      {
        id: ROADMAP,
        parent: { workspace: true },
        properties: { title: title('Roadmap 2025') },
        children: [
          { type: 'paragraph', paragraph: { text: text('Goals for the year') } },
          { id: TOGGLE, type: 'toggle', toggle: { text: text('Q1') } },
          { type: 'to_do', to_do: { text: text('Ship Weft'), checked: false } },
        ],
      },
      { id: NOTES, parent: { workspace: true }, properties: { title: title('Meeting notes') } },
    ],
    blocks: [{ parent: TOGGLE, block: { type: 'bulleted_list_item', bulleted_list_item: { text: text('Recorded cases') } } }],
  },
};

const rl = (value, mode = 'id', extra = {}) => ({ __rl: true, value, mode, ...extra });
const tasksList = rl(TASKS, 'list', { cachedResultName: 'Tasks', cachedResultUrl: `https://www.notion.so/${hex(TASKS)}` });

/**
 * A workflow: the manual trigger, optionally a Code node giving `items`, then each step (a Notion node
 * unless it names its type) in a chain.
 */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, step] of steps.entries()) {
    const { name, typeVersion, parameters, onError, type } = step;
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: type ?? 'n8n-nodes-base.notion', typeVersion, position: [440 + 220 * i, 0],
      ...(type ? {} : { credentials: { notionApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } } }),
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { name: 'Notion case', nodes, connections, settings: { executionOrder: 'v1' } };
}

/** The cases by folder name. */
const cases = {
  // ---------------------------------------------------------------- 2.2 (n8n's current version)
  'database-page-create-2.2': workflow(
    [{
      name: 'Create task', typeVersion: 2.2,
      parameters: {
        resource: 'databasePage', databaseId: tasksList, title: '={{ $json.task }}',
        propertiesUi: { propertyValues: [
          { key: 'Due|date', date: '={{ $json.due }}', timezone: 'Europe/London' },
          { key: 'Tags|multi_select', multiSelectValue: '={{ $json.tags }}' },
          { key: 'Estimate|number', numberValue: '={{ $json.estimate }}' },
          { key: 'Stage|select', selectValue: 'Backlog' },
          { key: 'Done|checkbox', checkboxValue: false },
          { key: 'Notes|rich_text', textContent: '=From {{ $json.source }}' },
          { key: 'Owner|people', peopleValue: [ADA] },
          { key: 'Link|url', urlValue: 'https://example.com/t' },
        ] },
        blockUi: { blockValues: [
          { textContent: '=Created from the form for {{ $json.task }}' },
          { type: 'to_do', textContent: 'Check the invoice', checked: true },
        ] },
        options: { icon: '🗓️' },
      },
    }],
    [{ task: 'Renew certificate', due: '2024-06-01T09:00:00', tags: 'ops,billing', estimate: 3, source: 'the form' }, { task: 'Plan offsite', due: '2024-07-15T14:30:00', tags: 'ops', estimate: 8, source: 'email' }],
  ),
  'database-page-create-raw-2.2': workflow([{
    name: 'Create task', typeVersion: 2.2,
    parameters: {
      resource: 'databasePage', databaseId: rl(`https://www.notion.so/acme/${hex(TASKS)}?v=aa11`, 'url'), title: 'Call the bank', simple: false,
      propertiesUi: { propertyValues: [{ key: 'Due|date', range: true, dateStart: '2024-05-02', dateEnd: '2024-05-03', includeTime: false }, { key: 'Stage|select', selectValue: 'Doing' }] },
      blockUi: { blockValues: [{ type: 'heading_2', textContent: 'Agenda' }, { type: 'paragraph', richText: true, text: { text: [{ textType: 'text', text: 'See ', isLink: false }, { textType: 'text', text: 'the bank', isLink: true, textLink: 'https://bank.example.com', annotationUi: { bold: true } }] } }] },
      options: { iconType: 'file', icon: 'https://example.com/bank.png' },
    },
  }]),
  'database-page-get-2.2': workflow([
    { name: 'Get by link', typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl(`https://www.notion.so/Fix-login-${hex(ROW(2))}`, 'url') } },
    { name: 'Get raw by id', typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl(ROW(1)), simple: false } },
  ]),
  'database-page-get-all-filter-2.2': workflow([{
    name: 'Done tasks', typeVersion: 2.2,
    parameters: { resource: 'databasePage', operation: 'getAll', databaseId: rl(`https://www.notion.so/acme/${hex(TASKS)}?v=aa11`, 'url'), returnAll: true, filterType: 'manual', filters: { conditions: [{ key: 'Done|checkbox', condition: 'equals', checkboxValue: true }] }, options: {} },
  }]),
  'database-page-get-all-all-filters-2.2': workflow([{
    name: 'Big open tasks', typeVersion: 2.2,
    parameters: {
      resource: 'databasePage', operation: 'getAll', databaseId: tasksList, returnAll: true, simple: false, filterType: 'manual', matchType: 'allFilters',
      filters: { conditions: [{ key: 'Estimate|number', condition: 'greater_than', numberValue: 1 }, { key: 'Name|title', condition: 'contains', titleValue: 'i' }] },
      options: { sort: { sortValue: [{ key: 'Estimate|number', direction: 'descending' }] } },
    },
  }]),
  'database-page-get-all-any-filter-2.2': workflow([{
    name: 'Ops or Doing', typeVersion: 2.2,
    parameters: {
      resource: 'databasePage', operation: 'getAll', databaseId: tasksList, returnAll: false, limit: 5, filterType: 'manual', matchType: 'anyFilter',
      filters: { conditions: [{ key: 'Tags|multi_select', condition: 'contains', multiSelectValue: 'ops' }, { key: 'Stage|select', condition: 'equals', selectValue: 'Doing' }, { key: 'Due|date', condition: 'before', date: '2024-01-01T00:00:00' }] },
      options: { sort: { sortValue: [{ timestamp: true, key: 'created_time', direction: 'ascending' }] } },
    },
  }]),
  'database-page-get-all-json-limit-2.2': workflow([{
    name: 'JSON filter', typeVersion: 2.2,
    parameters: { resource: 'databasePage', operation: 'getAll', databaseId: rl(TASKS), returnAll: false, limit: 1, filterType: 'json', filterJson: '{"property":"Done","checkbox":{"equals":true}}', options: {} },
  }]),
  'database-page-update-2.2': workflow(
    [{
      name: 'Update task', typeVersion: 2.2,
      parameters: {
        resource: 'databasePage', operation: 'update', pageId: rl('={{ $json.id }}'),
        propertiesUi: { propertyValues: [{ key: 'Done|checkbox', checkboxValue: true }, { key: 'Stage|select', selectValue: 'Done' }, { key: 'Estimate|number', numberValue: '={{ $json.estimate }}' }, { key: 'Tags|multi_select', multiSelectValue: ['web', 'ops'] }, { key: 'Due|date', date: '' }] },
        options: { icon: '✅' },
      },
    }],
    [{ id: ROW(1), estimate: 4 }, { id: ROW(3), estimate: 0 }],
  ),
  'page-create-2.2': workflow([{
    name: 'Create page', typeVersion: 2.2,
    parameters: {
      pageId: rl(`https://www.notion.so/acme/Roadmap-2025-${hex(ROADMAP)}`, 'url'), title: 'Q2 plan',
      blockUi: { blockValues: [{ type: 'heading_1', textContent: 'Q2' }, { type: 'bulleted_list_item', textContent: 'Hire' }, { type: 'numbered_list_item', textContent: 'Launch' }, { type: 'image', url: 'https://example.com/chart.png' }] },
      options: { icon: '📈' },
    },
  }]),
  'page-archive-2.2': workflow([
    { name: 'Archive', typeVersion: 2.2, parameters: { operation: 'archive', pageId: rl(NOTES) } },
    { name: 'Archive raw', typeVersion: 2.2, parameters: { operation: 'archive', pageId: rl(`https://www.notion.so/Write-docs-${hex(ROW(3))}`, 'url'), simple: false } },
    { name: 'Search after', typeVersion: 2.2, parameters: { operation: 'search', text: '', returnAll: true, options: {} } },
  ]),
  'page-search-2.2': workflow([
    { name: 'Search', typeVersion: 2.2, parameters: { operation: 'search', text: 'o', returnAll: false, limit: 3, options: { filter: { filters: { property: 'object', value: 'page' } }, sort: { sortValue: { direction: 'ascending', timestamp: 'last_edited_time' } } } } },
    { name: 'Search raw', typeVersion: 2.2, parameters: { operation: 'search', text: 'Roadmap', returnAll: true, simple: false, options: {} } },
  ]),
  'block-append-2.2': workflow([
    { name: 'Append', typeVersion: 2.2, parameters: { resource: 'block', blockId: rl(`https://www.notion.so/Meeting-notes-${hex(NOTES)}`, 'url'), blockUi: { blockValues: [{ textContent: 'Attendees: Ada, Grace' }, { type: 'to_do', textContent: 'Send minutes', checked: false }, { type: 'heading_3', richText: true, text: { text: [{ textType: 'text', text: 'Decisions', annotationUi: { italic: true, color: 'blue' } }] } }] } } },
    { name: 'Read back', typeVersion: 2.2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(NOTES, 'id'), returnAll: true } },
  ]),
  'block-get-all-2.2': workflow([
    { name: 'Nested', typeVersion: 2.2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(`https://www.notion.so/acme/Roadmap-2025-${hex(ROADMAP)}`, 'url'), returnAll: true, fetchNestedBlocks: true } },
    { name: 'Raw limit', typeVersion: 2.2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(ROADMAP, 'id'), returnAll: false, limit: 2, simplifyOutput: false } },
  ]),
  'database-2.2': workflow([
    { name: 'Get database', typeVersion: 2.2, parameters: { resource: 'database', databaseId: tasksList } },
    { name: 'Get raw', typeVersion: 2.2, parameters: { resource: 'database', databaseId: rl(PROJECTS), simple: false } },
    { name: 'Get many', typeVersion: 2.2, parameters: { resource: 'database', operation: 'getAll', returnAll: false, limit: 1 } },
    { name: 'Search', typeVersion: 2.2, parameters: { resource: 'database', operation: 'search', text: 'task', returnAll: true, options: { sort: { sortValue: { direction: 'descending', timestamp: 'last_edited_time' } } } } },
  ]),
  'user-2.2': workflow([
    { name: 'Get user', typeVersion: 2.2, parameters: { resource: 'user', userId: ADA } },
    { name: 'Get many', typeVersion: 2.2, parameters: { resource: 'user', operation: 'getAll', returnAll: false, limit: 1 } },
  ]),
  'error-missing-page-2.2': workflow([{ name: 'Get missing', typeVersion: 2.2, parameters: { resource: 'databasePage', operation: 'get', pageId: rl('f0000000-0000-4000-8000-00000000dead') } }]),
  'error-continue-2.2': workflow(
    [
      { name: 'Update some', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'databasePage', operation: 'update', pageId: rl('={{ $json.id }}'), propertiesUi: { propertyValues: [{ key: 'Estimate|number', numberValue: 7 }] }, options: {} } },
      { name: 'Bad property', typeVersion: 2.2, onError: 'continueRegularOutput', parameters: { resource: 'databasePage', databaseId: tasksList, title: 'x', propertiesUi: { propertyValues: [{ key: 'Size|number', numberValue: 1 }] }, options: {} } },
    ],
    [{ id: ROW(2) }, { id: 'f0000000-0000-4000-8000-00000000dead' }],
  ),
  // ---------------------------------------------------------------- 2.1 and 2
  'database-page-2.1': workflow([
    { name: 'Create', typeVersion: 2.1, parameters: { resource: 'databasePage', databaseId: tasksList, title: 'Order stickers', propertiesUi: { propertyValues: [{ key: 'Tags|multi_select', multiSelectValue: ['web'] }, { key: 'Estimate|number', numberValue: 1 }] }, options: {} } },
    { name: 'Get many', typeVersion: 2.1, parameters: { resource: 'databasePage', operation: 'getAll', databaseId: tasksList, returnAll: true, filterType: 'manual', matchType: 'allFilters', filters: { conditions: [{ key: 'Tags|multi_select', condition: 'contains', multiSelectValue: 'web' }] }, options: {} } },
  ]),
  'block-2.1': workflow([
    { name: 'Append', typeVersion: 2.1, parameters: { resource: 'block', blockId: rl(`https://www.notion.so/Meeting-notes-${hex(NOTES)}`, 'url'), blockUi: { blockValues: [{ type: 'toggle', textContent: 'Details' }] } } },
    { name: 'Children', typeVersion: 2.1, parameters: { resource: 'block', operation: 'getAll', blockId: rl(`https://www.notion.so/Roadmap-2025-${hex(ROADMAP)}`, 'url'), returnAll: true, fetchNestedBlocks: true } },
  ]),
  'database-page-2': workflow([
    { name: 'Create', typeVersion: 2, parameters: { resource: 'databasePage', databaseId: rl(TASKS), title: 'Renew passport', simple: false, propertiesUi: { propertyValues: [{ key: 'Done|checkbox', checkboxValue: true }] }, options: {} } },
    { name: 'Update', typeVersion: 2, parameters: { resource: 'databasePage', operation: 'update', pageId: rl('={{ $json.id }}'), propertiesUi: { propertyValues: [{ key: 'Notes|rich_text', textContent: 'Done early' }] }, options: {} } },
    { name: 'Get many', typeVersion: 2, parameters: { resource: 'databasePage', operation: 'getAll', databaseId: rl(TASKS), returnAll: false, limit: 2, filterType: 'none', options: { sort: { sortValue: [{ key: 'Name|title', direction: 'ascending' }] } } } },
  ]),
  'block-and-page-2': workflow([
    { name: 'Children', typeVersion: 2, parameters: { resource: 'block', operation: 'getAll', blockId: rl(`https://www.notion.so/Roadmap-2025-${hex(ROADMAP)}`, 'url'), returnAll: false, limit: 2 } },
    { name: 'Create page', typeVersion: 2, parameters: { pageId: rl(ROADMAP), title: 'Retro', simple: false, blockUi: { blockValues: [] }, options: {} } },
  ]),
  // ---------------------------------------------------------------- 1
  'database-page-1': workflow([
    {
      name: 'Create', typeVersion: 1,
      parameters: { resource: 'databasePage', databaseId: TASKS, propertiesUi: { propertyValues: [{ key: 'Name|title', title: 'Book venue' }, { key: 'Stage|select', selectValue: 'st-2' }, { key: 'Estimate|number', numberValue: 3 }, { key: 'Due|date', date: '2024-08-01T10:00:00', includeTime: false }] }, blockUi: { blockValues: [{ textContent: 'Ask for quotes' }] } },
    },
    {
      name: 'Get many', typeVersion: 1,
      parameters: { resource: 'databasePage', operation: 'getAll', databaseId: rl(`https://www.notion.so/${hex(TASKS)}?v=bb22`, 'url'), returnAll: true, options: { filter: { singleCondition: { key: 'Stage|select', condition: 'equals', selectValue: 'Doing' } }, sort: { sortValue: [{ key: 'Estimate|number', direction: 'ascending' }] } } },
    },
    {
      name: 'Update', typeVersion: 1,
      parameters: { resource: 'databasePage', operation: 'update', pageId: '={{ $json.id }}', simple: false, propertiesUi: { propertyValues: [{ key: 'Done|checkbox', checkboxValue: true }] } },
    },
  ]),
  'database-page-multiple-1': workflow([{
    name: 'Get many', typeVersion: 1,
    parameters: { resource: 'databasePage', operation: 'getAll', databaseId: tasksList, returnAll: false, limit: 10, simple: false, options: { filter: { multipleCondition: { condition: { or: [{ key: 'Done|checkbox', condition: 'equals', checkboxValue: false }, { key: 'Estimate|number', condition: 'greater_than_or_equal_to', numberValue: 5 }] } } } } },
  }]),
  'page-1': workflow([
    { name: 'Get', typeVersion: 1, parameters: { operation: 'get', pageId: `https://www.notion.so/Roadmap-2025-${hex(ROADMAP)}` } },
    { name: 'Create', typeVersion: 1, parameters: { pageId: rl(`https://www.notion.so/Roadmap-2025-${hex(ROADMAP)}`, 'url'), title: 'Budget', blockUi: { blockValues: [{ type: 'to_do', textContent: 'Collect numbers' }] } } },
    { name: 'Search', typeVersion: 1, parameters: { operation: 'search', text: 'Budget', returnAll: true, options: {} } },
  ]),
  'block-database-user-1': workflow([
    { name: 'Append', typeVersion: 1, parameters: { resource: 'block', blockId: NOTES, blockUi: { blockValues: [{ textContent: 'Notes v1' }] } } },
    { name: 'Children', typeVersion: 1, parameters: { resource: 'block', operation: 'getAll', blockId: ROADMAP, returnAll: true } },
    { name: 'Database', typeVersion: 1, parameters: { resource: 'database', databaseId: tasksList } },
    { name: 'Databases', typeVersion: 1, parameters: { resource: 'database', operation: 'getAll', returnAll: true } },
    { name: 'Users', typeVersion: 1, parameters: { resource: 'user', operation: 'getAll', returnAll: true } },
  ]),
  'error-1': workflow([{ name: 'Get missing', typeVersion: 1, parameters: { resource: 'database', databaseId: 'f0000000-0000-4000-8000-00000000dead' } }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  rmSync(new URL('workflow.json', dir), { force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ ...wf, name: `Notion ${name}` }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { apiKey: 'secret_test' } }], null, 1)}\n`);
