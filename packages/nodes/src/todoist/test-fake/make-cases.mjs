/**
 * Writes the Todoist cases recorded from n8n against the Todoist fake (families/todoist.mjs) under
 * src/todoist/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: tasks
 * (create, get, list with filters and a limit, update, close, reopen, delete, move in 2 and 2.1,
 * quick add), projects, sections, comments, labels and reminders in 2.1, version 1's tasks (label
 * ids sent as names, the Sync command list), the OAuth2 credential, and errors with and without
 * continue-on-fail. Run it, then
 * `WEFT_UNLOCKED_PORT=18491 bash test/saas-fake/record-unlocked.sh todoist src/todoist/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../conformance-fake/', import.meta.url);
const API = { id: 'tOdOiStApIkEy001', name: 'Todoist account', type: 'todoistApi' };
const OAUTH = { id: 'tOdOiStOaUtH0001', name: 'Todoist OAuth2', type: 'todoistOAuth2Api' };

// Counted ids of the seed below (the fake starts at 2203306101 with the Inbox).
const N = (n) => String(2203306100 + n);
const WORK = N(5), BACKLOG = N(6), DOING = N(7), REPORT = N(8), COMMENT = N(9), REVIEW = N(10), PLAN = N(11), MILK = N(13), REMINDER = N(14), URGENT = N(2);
const seed = {
  todoist: {
    labels: [{ name: 'urgent', color: 'red' }, { name: 'home', color: 'green' }],
    collaborators: [{ name: 'Grace Hopper', email: 'grace@weft.example' }],
    projects: [
      { name: 'Work', color: 'blue', sections: ['Backlog', 'Doing'], tasks: [
        { content: 'Write report', section: 'Backlog', labels: ['urgent'], priority: 4, comments: ['First draft is in the drive'] },
        { content: 'Review PR', section: 'Doing' },
        { content: 'Plan sprint', labels: ['urgent'] },
      ] },
      { name: 'Home', tasks: [{ content: 'Buy milk', labels: ['home'] }] },
    ],
    reminders: [{ task: 'Write report', due: { date: '2026-01-10' } }],
  },
};
const rl = (value, mode = 'id') => ({ __rl: true, value, mode });

/** A workflow: the manual trigger, optionally a Code node giving `items`, then Todoist nodes in a chain. */
function workflow(steps, { items, tail } = {}) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError, version = 2.1, oauth, once }] of steps.entries()) {
    const credential = oauth ? OAUTH : API;
    nodes.push({
      parameters: oauth ? { authentication: 'oAuth2', ...parameters } : parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.todoist', typeVersion: version, position: [440 + 220 * i, 0],
      credentials: { [credential.type]: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
      ...(once ? { executeOnce: true } : {}),
    });
  }
  // n8n ends a run with an error when the last node it ran failed, even with continue-on-fail; a
  // No Operation node after such a node keeps these cases about the Todoist node.
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'task-create-get-2-1': workflow([
    { name: 'Create', parameters: { project: rl(WORK), labels: ['urgent', 'home'], content: 'Ship the release', options: { description: 'Tag and announce', priority: 3, section: BACKLOG, dueDate: '2026-02-01', duration: 30, durationUnit: 'minute' } } },
    { name: 'Get', parameters: { operation: 'get', taskId: '={{ $json.id }}' } },
  ]),
  'task-get-many-2-1': workflow([
    { name: 'Limited', parameters: { operation: 'getAll', limit: 2, filters: { projectId: WORK } } },
    { name: 'Filtered', once: true, parameters: { operation: 'getAll', returnAll: true, filters: { filter: '@urgent', sectionId: '' } } },
    { name: 'By ids', once: true, parameters: { operation: 'getAll', returnAll: true, filters: { ids: `${REVIEW},${MILK}` } } },
  ]),
  'task-update-close-reopen-delete-2-1': workflow([
    { name: 'Update', parameters: { operation: 'update', taskId: PLAN, updateFields: { content: 'Plan the sprint', priority: 2, labels: ['home'], dueString: 'tomorrow', description: 'With the team' } } },
    { name: 'Close', parameters: { operation: 'close', taskId: PLAN } },
    { name: 'Reopen', parameters: { operation: 'reopen', taskId: PLAN } },
    { name: 'Read', parameters: { operation: 'get', taskId: PLAN } },
    { name: 'Delete', parameters: { operation: 'delete', taskId: MILK } },
  ]),
  'task-move-quick-add-2-1': workflow([
    { name: 'To section', parameters: { operation: 'move', taskId: PLAN, project: rl(WORK), options: { section: DOING } } },
    { name: 'To project', parameters: { operation: 'move', taskId: REVIEW, project: rl(N(12)), options: {} } },
    { name: 'Check', parameters: { operation: 'getAll', returnAll: true, filters: { projectId: N(12) } } },
    { name: 'Quick add', once: true, parameters: { operation: 'quickAdd', text: 'Call the plumber #Home @home', options: { note: 'Ask about the boiler' } } },
  ]),
  'task-move-2': workflow([
    { name: 'Move', version: 2, parameters: { operation: 'move', taskId: PLAN, project: rl(WORK), section: BACKLOG } },
    { name: 'Check', version: 2, parameters: { operation: 'get', taskId: PLAN } },
  ]),
  'project-2-1': workflow([
    { name: 'Create', parameters: { resource: 'project', name: 'Garden', projectOptions: { color: 'lime_green', is_favorite: true, view_style: 'board' } } },
    { name: 'Update', parameters: { resource: 'project', operation: 'update', projectId: '={{ $json.id }}', projectUpdateFields: { name: 'Garden 2026' } } },
    { name: 'Get', parameters: { resource: 'project', operation: 'get', projectId: N(15) } },
    { name: 'Archive', parameters: { resource: 'project', operation: 'archive', projectId: N(15) } },
    { name: 'All', parameters: { resource: 'project', operation: 'getAll' } },
    { name: 'Collaborators', once: true, parameters: { resource: 'project', operation: 'getCollaborators', projectId: WORK } },
    { name: 'Unarchive', once: true, parameters: { resource: 'project', operation: 'unarchive', projectId: N(15) } },
    { name: 'Delete', parameters: { resource: 'project', operation: 'delete', projectId: N(15) } },
  ]),
  'section-2-1': workflow([
    { name: 'Create', parameters: { resource: 'section', sectionProject: rl(WORK), sectionName: 'Review', sectionOptions: { order: 3 } } },
    { name: 'Update', parameters: { resource: 'section', operation: 'update', sectionId: '={{ $json.id }}', sectionUpdateFields: { name: 'In review' } } },
    { name: 'Get', parameters: { resource: 'section', operation: 'get', sectionId: N(15) } },
    { name: 'All', parameters: { resource: 'section', operation: 'getAll', sectionFilters: { project_id: WORK } } },
    { name: 'Delete', once: true, parameters: { resource: 'section', operation: 'delete', sectionId: N(15) } },
  ]),
  'comment-2-1': workflow([
    { name: 'Create', parameters: { resource: 'comment', commentTaskId: REPORT, commentContent: 'Numbers checked' } },
    { name: 'Update', parameters: { resource: 'comment', operation: 'update', commentId: '={{ $json.id }}', commentUpdateFields: { content: 'Numbers checked twice' } } },
    { name: 'All', parameters: { resource: 'comment', operation: 'getAll', commentFilters: { task_id: REPORT } } },
    { name: 'Get', once: true, parameters: { resource: 'comment', operation: 'get', commentId: COMMENT } },
    { name: 'Delete', parameters: { resource: 'comment', operation: 'delete', commentId: COMMENT } },
  ]),
  'label-2-1': workflow([
    { name: 'Create', parameters: { resource: 'label', labelName: 'waiting', labelOptions: { color: 'grape', is_favorite: true } } },
    { name: 'Update', parameters: { resource: 'label', operation: 'update', labelId: '={{ $json.id }}', labelUpdateFields: { name: 'blocked', order: 5 } } },
    { name: 'Get', parameters: { resource: 'label', operation: 'get', labelId: N(15) } },
    { name: 'All', parameters: { resource: 'label', operation: 'getAll' } },
    { name: 'Delete', once: true, parameters: { resource: 'label', operation: 'delete', labelId: URGENT } },
  ]),
  'reminder-2-1': workflow([
    { name: 'Create', parameters: { resource: 'reminder', itemId: REVIEW, dueDateType: 'full_day', date: '2026-03-01', reminderOptions: { type: 'absolute' } } },
    { name: 'Update', parameters: { resource: 'reminder', operation: 'update', reminderId: REMINDER, reminderUpdateFields: { minute_offset: 30, type: 'relative' } } },
    { name: 'All', parameters: { resource: 'reminder', operation: 'getAll' } },
    { name: 'Delete', once: true, parameters: { resource: 'reminder', operation: 'delete', reminderId: REMINDER } },
  ]),
  'oauth-2-1': workflow([
    { name: 'Projects', oauth: true, parameters: { resource: 'project', operation: 'getAll' } },
    { name: 'Sections', oauth: true, once: true, parameters: { resource: 'section', operation: 'getAll', sectionFilters: {} } },
  ]),
  'error-missing-task-2-1': workflow([{ name: 'Get', parameters: { operation: 'get', taskId: '9999' } }]),
  'error-continue-2-1': workflow([
    { name: 'Get', onError: 'continueRegularOutput', parameters: { resource: 'comment', operation: 'get', commentId: '={{ $json.id }}' } },
  ], { items: [{ id: '9999' }, { id: COMMENT }], tail: true }),
  'v1-task-create-labels': workflow([
    { name: 'Create', version: 1, parameters: { project: rl(WORK), labels: [URGENT, N(3)], content: 'Book the venue', options: { priority: 2, dueString: 'next monday', section: DOING } } },
    { name: 'List', version: 1, parameters: { operation: 'getAll', limit: 3, filters: { labelId: 'urgent' } } },
  ]),
  'v1-task-update-move-1': workflow([
    { name: 'Update', version: 1, parameters: { operation: 'update', taskId: REVIEW, updateFields: { priority: 3, labels: [N(3)] } } },
    { name: 'Move', version: 1, parameters: { operation: 'move', taskId: REVIEW, project: rl(WORK), section: BACKLOG } },
    { name: 'Get', version: 1, parameters: { operation: 'get', taskId: REVIEW } },
  ]),
  'v1-sync-1': workflow([
    { name: 'Sync', version: 1, parameters: { operation: 'sync', project: rl(WORK), commands: JSON.stringify([{ type: 'item_add', args: { content: 'Order cake', section: 'Doing' } }, { type: 'item_move', args: { id: PLAN, section: 'Backlog' } }]) } },
    { name: 'All', version: 1, parameters: { operation: 'getAll', returnAll: true, filters: { projectId: WORK } } },
  ]),
  'v1-error-continue-1': workflow([
    { name: 'Get', version: 1, onError: 'continueRegularOutput', parameters: { operation: 'get', taskId: '={{ $json.id }}' } },
  ], { items: [{ id: REPORT }, { id: '9999' }, { id: MILK }], tail: true }),
};

mkdirSync(out, { recursive: true });
writeFileSync(new URL('credentials.json', out), JSON.stringify([
  { ...API, data: { apiKey: 'weft-todoist-api-key-0001' } },
  { ...OAUTH, data: { grantType: 'authorizationCode', authUrl: 'https://todoist.com/oauth/authorize', accessTokenUrl: 'https://todoist.com/oauth/access_token', clientId: 'weft-client', clientSecret: 'weft-secret', scope: 'data:read_write,data:delete', authQueryParameters: '', authentication: 'body', oauthTokenData: { access_token: 'weft-todoist-oauth-token-0001', token_type: 'Bearer' } } },
], null, 1));
for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify({ name: `Todoist ${name}`, ...wf }, null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify(seed, null, 1));
}
console.log(Object.keys(cases).length, 'cases');
