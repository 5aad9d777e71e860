/**
 * Writes the Jira cases recorded from n8n against the Jira fake (families/jira.mjs) under
 * src/jira/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: issues
 * (create with every kind of field and as a sub-task, get raw and simplified, search with a limit
 * and every page on Cloud (page tokens) and Server (offsets), update with a transition, changelog,
 * transitions, notify, delete), attachments (add from binary, get with download, list, remove),
 * comments (Cloud documents, wiki markup, Server text, list pages, update, remove), users (create,
 * get, delete), and errors with and without continue-on-fail. Jira Software has one version (1);
 * the Cloud, Server and PAT credentials are each used. Run it, then
 * `record.sh jira src/jira/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/jira/conformance-fake/', import.meta.url);
const DOMAIN = 'https://weft-team.atlassian.net';
const CLOUD = { id: 'jIrAcLoUd0000001', name: 'Jira Cloud account', type: 'jiraSoftwareCloudApi' };
const SERVER = { id: 'jIrAsErVeR000001', name: 'Jira Server account', type: 'jiraSoftwareServerApi' };
const PAT = { id: 'jIrApAt000000001', name: 'Jira PAT account', type: 'jiraSoftwareServerPatApi' };
const CREDENTIAL = { cloud: CLOUD, server: SERVER, serverPat: PAT };

const GRACE = '5b10ac8d82e05b22cc7d4001';
const LINUS = '5b10ac8d82e05b22cc7d4002';
const rl = (value, mode = 'id') => ({ __rl: true, value, mode });

const baseIssues = [
  { summary: 'Login page times out', description: 'Users see a spinner forever.', labels: ['frontend'], priority: '2', assignee: GRACE, comments: ['Seen on Safari too.', 'Fixed by restarting the pod?'], attachments: [{ filename: 'trace.txt', mimeType: 'text/plain', text: 'GET /login 504' }, { filename: 'notes.md', mimeType: 'text/markdown', text: '# Notes\nretry' }], changes: 2 },
  { summary: 'Add dark mode', type: '10003', labels: ['frontend', 'ux'], status: 2 },
  { summary: 'Rotate database credentials', project: 'OPS', type: '10001', priority: '1', assignee: LINUS },
  { summary: 'Flaky CI on main', type: '10002', labels: ['ci'], status: 3, comments: ['Retried twice.'] },
  { summary: 'Write release notes', description: 'For 2.0', assignee: GRACE },
];
const seed = (extra = {}) => ({
  jira: {
    users: [
      { name: 'grace', emailAddress: 'grace@weft.example', displayName: 'Grace Hopper' },
      { name: 'linus', emailAddress: 'linus@weft.example', displayName: 'Linus Torvalds' },
      { name: 'olga', emailAddress: 'olga@weft.example', displayName: 'Olga Inactive', active: false },
    ],
    issues: baseIssues,
    ...extra,
  },
});
/** 130 issues, for lists that need two pages of 100. */
const manyIssues = Array.from({ length: 130 }, (_, i) => ({ summary: `Backlog item ${i + 1}`, labels: i % 2 ? ['odd'] : ['even'], status: (i % 3) + 1 }));

/**
 * A workflow: the manual trigger, optionally a Code node giving `items` (with a binary `data` file made
 * from each item's `text` when `binary`), then Jira nodes in a chain.
 */
function workflow(steps, items, binary, tail) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) {
    const code = binary
      ? `return ${JSON.stringify(items)}.map((json) => ({ json, binary: { data: { data: Buffer.from(json.text).toString('base64'), mimeType: json.mimeType, fileName: json.fileName } } }));`
      : `return ${JSON.stringify(items.map((json) => ({ json })))};`;
    nodes.push({ parameters: { jsCode: code }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  }
  for (const [i, { name, parameters, onError, version = 'cloud' }] of steps.entries()) {
    const credential = CREDENTIAL[version];
    nodes.push({
      parameters: version === 'cloud' ? parameters : { jiraVersion: version, ...parameters }, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.jira', typeVersion: 1, position: [440 + 220 * i, 0],
      credentials: { [credential.type]: { id: credential.id, name: credential.name } },
      ...(onError ? { onError } : {}),
      // A later step that reads nothing from its input runs once, not once per item before it.
      ...(i > 0 && !JSON.stringify(parameters).includes('$json') ? { executeOnce: true } : {}),
    });
  }
  // n8n ends a run with an error when the last node it ran failed, even with continue-on-fail; a
  // No Operation node after such a node keeps these cases about the Jira node.
  if (tail) nodes.push({ parameters: {}, id: 'done', name: 'Done', type: 'n8n-nodes-base.noOp', typeVersion: 1, position: [440 + 220 * steps.length, 0] });
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'issue-create-1': workflow(
    [{
      name: 'Create issue', parameters: {
        project: rl('10000'), issueType: rl('={{ $json.type }}'), summary: '={{ $json.summary }}',
        additionalFields: {
          description: '={{ $json.description }}', labels: ['backend', 'api'], priority: rl('3'), assignee: rl(GRACE), reporter: rl(LINUS), updateHistory: true,
          customFieldsUi: { customFieldsValues: [{ fieldId: rl('customfield_10020'), fieldValue: '5' }, { fieldId: 'customfield_10030', fieldValue: 'Platform' }] },
        },
      },
    }],
    [{ summary: 'Rate-limit the public API', description: 'Per token, 100 a minute.', type: '10001' }, { summary: 'Crash when saving empty workflow', description: '', type: '10002' }],
  ),
  'issue-create-subtask-1': workflow([
    { name: 'Create sub-task', parameters: { project: rl('10000'), issueType: rl('10004'), summary: 'Write the migration', additionalFields: { parentIssueKey: 'weft-1' } } },
    { name: 'Get parent', parameters: { operation: 'get', issueKey: 'WEFT-1', simplifyOutput: false, additionalFields: { fields: 'summary,subtasks' } } },
  ]),
  'issue-get-1': workflow(
    [
      { name: 'Raw', parameters: { operation: 'get', issueKey: '={{ $json.key }}', additionalFields: { fields: 'summary,status,labels,customfield_10020' } } },
      { name: 'Simplified', parameters: { operation: 'get', issueKey: '={{ $json.key }}', simplifyOutput: true, additionalFields: { expand: 'renderedFields' } } },
    ],
    [{ key: 'WEFT-1' }, { key: 'OPS-1' }],
  ),
  'issue-get-many-limit-1': workflow([
    { name: 'Three newest', parameters: { operation: 'getAll', limit: 3, options: { jql: 'project = WEFT', fields: 'summary,status' } } },
    { name: 'Frontend', parameters: { operation: 'getAll', limit: 10, options: { jql: 'labels = frontend ORDER BY key ASC', fields: 'summary,labels', expand: 'names' } } },
  ]),
  'issue-get-many-all-1': workflow(
    [{ name: 'Every issue', parameters: { operation: 'getAll', returnAll: true, options: { fields: 'summary' } } }],
  ),
  'issue-get-many-server-1': workflow([
    { name: 'Every odd issue', version: 'server', parameters: { operation: 'getAll', returnAll: true, options: { jql: 'labels = odd ORDER BY key ASC', fields: 'summary,labels' } } },
    { name: 'Two done', version: 'serverPat', parameters: { operation: 'getAll', limit: 2, options: { jql: 'status = Done' } } },
  ]),
  'issue-update-1': workflow(
    [
      { name: 'Update issue', parameters: { operation: 'update', issueKey: '={{ $json.key }}', updateFields: { summary: '={{ $json.summary }}', labels: ['triaged'], priority: rl('1'), statusId: rl('21'), assignee: rl(LINUS), description: 'Reproduced.' } } },
      { name: 'Read back', parameters: { operation: 'get', issueKey: 'WEFT-1', simplifyOutput: true, additionalFields: {} } },
    ],
    [{ key: 'WEFT-1', summary: 'Login page times out (prod)' }],
  ),
  'issue-update-server-1': workflow(
    [{ name: 'Assign on server', version: 'server', parameters: { operation: 'update', issueKey: 'WEFT-2', updateFields: { assignee: rl('grace'), serverLabels: ['server', 'ops'], issueType: '10002' } } }],
  ),
  'issue-changelog-1': workflow([
    { name: 'Two changes', parameters: { operation: 'changelog', issueKey: 'WEFT-1', limit: 1 } },
    { name: 'Every change', parameters: { operation: 'changelog', issueKey: 'WEFT-2', returnAll: true } },
  ]),
  'issue-transitions-notify-1': workflow([
    { name: 'Transitions', parameters: { operation: 'transitions', issueKey: 'WEFT-1', additionalFields: {} } },
    { name: 'Notify', parameters: { operation: 'notify', issueKey: 'WEFT-1', jsonParameters: false, additionalFields: { textBody: 'Please look', htmlBody: '<p>Please look</p>', subject: 'Heads up' }, notificationRecipientsUi: { notificationRecipientsValues: { reporter: true, assignee: true, watchers: true, voters: false, users: [GRACE], groups: ['jira-software-users'] } }, notificationRecipientsRestrictionsUi: { notificationRecipientsRestrictionsValues: { groups: ['jira-administrators'] } } } },
    { name: 'One transition', parameters: { operation: 'transitions', issueKey: 'WEFT-2', additionalFields: { transitionId: '31', expand: 'transitions.fields' } } },
  ]),
  'issue-delete-1': workflow([
    { name: 'Delete', parameters: { operation: 'delete', issueKey: 'WEFT-3', deleteSubtasks: true } },
    { name: 'Search after', parameters: { operation: 'getAll', returnAll: true, options: { jql: 'project = WEFT ORDER BY key ASC', fields: 'summary' } } },
  ]),
  'attachment-add-1': workflow(
    [{ name: 'Attach', parameters: { resource: 'issueAttachment', operation: 'add', issueKey: '={{ $json.key }}', binaryPropertyName: 'data' } }],
    [{ key: 'WEFT-2', text: 'hello from n8n', mimeType: 'text/plain', fileName: 'hello.txt' }, { key: 'OPS-1', text: '{"a":1}', mimeType: 'application/json', fileName: 'data.json' }],
    true,
  ),
  'attachment-get-1': workflow([
    { name: 'Get attachment', parameters: { resource: 'issueAttachment', operation: 'get', attachmentId: '10201', download: true, binaryProperty: 'file' } },
    { name: 'List two', parameters: { resource: 'issueAttachment', operation: 'getAll', issueKey: 'WEFT-1', limit: 1, download: false } },
    { name: 'List all with files', parameters: { resource: 'issueAttachment', operation: 'getAll', issueKey: 'WEFT-1', returnAll: true, download: true } },
  ]),
  'attachment-remove-1': workflow([
    { name: 'Remove', parameters: { resource: 'issueAttachment', operation: 'remove', attachmentId: '10202' } },
    { name: 'What is left', parameters: { resource: 'issueAttachment', operation: 'getAll', issueKey: 'WEFT-1', returnAll: true, download: false } },
  ]),
  'comment-add-1': workflow(
    [
      { name: 'Comment', parameters: { resource: 'issueComment', issueKey: '={{ $json.key }}', comment: '={{ $json.text }}', options: {} } },
      { name: 'Wiki comment', parameters: { resource: 'issueComment', issueKey: 'WEFT-2', comment: '*bold* move', options: { wikiMarkup: true, expand: 'renderedBody' } } },
      { name: 'JSON comment', parameters: { resource: 'issueComment', issueKey: 'WEFT-2', jsonParameters: true, commentJson: '{"type":"doc","version":1,"content":[{"type":"paragraph","content":[{"type":"text","text":"as a document"}]}]}', options: {} } },
    ],
    [{ key: 'WEFT-1', text: 'Looking into it.' }, { key: 'WEFT-4', text: 'Closed as duplicate.' }],
  ),
  'comment-get-many-1': workflow([
    { name: 'One comment', parameters: { resource: 'issueComment', operation: 'get', issueKey: 'WEFT-1', commentId: '10101', options: {} } },
    { name: 'First comment', parameters: { resource: 'issueComment', operation: 'getAll', issueKey: 'WEFT-1', limit: 1, options: {} } },
    { name: 'Every comment', parameters: { resource: 'issueComment', operation: 'getAll', issueKey: 'WEFT-1', returnAll: true, options: { orderBy: '-created' } } },
  ]),
  'comment-update-remove-1': workflow([
    { name: 'Update', parameters: { resource: 'issueComment', operation: 'update', issueKey: 'WEFT-1', commentId: '10101', comment: 'Seen on Safari and Firefox.', options: {} } },
    { name: 'Remove', parameters: { resource: 'issueComment', operation: 'remove', issueKey: 'WEFT-1', commentId: '10102' } },
    { name: 'Left', parameters: { resource: 'issueComment', operation: 'getAll', issueKey: 'WEFT-1', returnAll: true, options: {} } },
  ]),
  'comment-server-1': workflow([
    { name: 'Server comment', version: 'serverPat', parameters: { resource: 'issueComment', issueKey: 'WEFT-4', comment: 'From the data center.', options: {} } },
    { name: 'Server comments', version: 'server', parameters: { resource: 'issueComment', operation: 'getAll', issueKey: 'WEFT-4', returnAll: true, options: {} } },
  ]),
  'user-1': workflow([
    { name: 'Create user', parameters: { resource: 'user', username: 'ken', emailAddress: 'ken@weft.example', displayName: 'Ken Thompson', additionalFields: { password: 'unix', notification: true } } },
    { name: 'Get user', parameters: { resource: 'user', operation: 'get', accountId: '={{ $json.accountId }}', additionalFields: { expand: ['groups', 'applicationRoles'] } } },
    { name: 'Delete user', parameters: { resource: 'user', operation: 'delete', accountId: '={{ $json.accountId }}' } },
  ]),
  'error-missing-issue-1': workflow([{ name: 'Get issue', parameters: { operation: 'get', issueKey: 'WEFT-999', additionalFields: {} } }]),
  'error-bad-jql-1': workflow([{ name: 'Search', parameters: { operation: 'getAll', limit: 5, options: { jql: 'project WEFT' } } }]),
  'error-create-invalid-1': workflow([{ name: 'Create', parameters: { project: rl('10000'), issueType: rl('10001'), summary: 'Bad priority', additionalFields: { priority: rl('99') } } }]),
  'error-continue-1': workflow(
    [
      { name: 'Get issue', onError: 'continueRegularOutput', parameters: { operation: 'get', issueKey: '={{ $json.key }}', additionalFields: { fields: 'summary' } } },
      { name: 'Comment', onError: 'continueRegularOutput', parameters: { resource: 'issueComment', issueKey: 'WEFT-404', comment: 'nobody home', options: {} } },
    ],
    [{ key: 'WEFT-1' }, { key: 'WEFT-404' }],
    false,
    true,
  ),
  'error-subtask-without-parent-1': workflow([
    { name: 'Sub-task alone', onError: 'continueRegularOutput', parameters: { project: rl('10000'), issueType: rl('10004'), summary: 'Orphan', additionalFields: {} } },
  ], undefined, false, true),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `Jira ${name}`, ...wf }, null, 1)}\n`);
  const extra = /get-many-(all|server)/.test(name) ? { issues: manyIssues } : name === 'issue-changelog-1' ? { issues: [baseIssues[0], { ...baseIssues[1], changes: 105 }] } : {};
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed(extra), null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([
  { ...CLOUD, data: { email: 'ada@weft.example', apiToken: 'weft-jira-token', domain: DOMAIN } },
  { ...SERVER, data: { email: 'ada@weft.example', password: 'weft-jira-password', domain: DOMAIN } },
  { ...PAT, data: { personalAccessToken: 'weft-jira-pat', domain: DOMAIN } },
], null, 1)}\n`);
