/**
 * Writes the Linear cases recorded from real n8n (`../conformance-fake/<case>/{workflow.json,seed.json}`
 * and the credentials export). Run: `node make-cases.mjs`, then record them with
 * `test/saas-fake/record-unlocked.sh linear src/linear/conformance-fake`.
 *
 * Seeded ids (counted by the fake, `00000000-0000-4000-a000-<n>`): with the default seed, user Ada 1,
 * team ENG 2, its states Backlog 3, Todo 4, In Progress 5, Done 6; seeded issues from 7.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const root = new URL('../conformance-fake/', import.meta.url);
const id = (n) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const KEY_CRED = { linearApi: { id: 'lInEaRkEy000001', name: 'Linear key' } };
const BAD_CRED = { linearApi: { id: 'lInEaRbAd000001', name: 'Linear wrong key' } };
const OAUTH_CRED = { linearOAuth2Api: { id: 'lInEaRoAuTh0001', name: 'Linear OAuth2' } };
const ADA = id(1), ENG = id(2), TODO = id(4), PROGRESS = id(5), DONE = id(6);

function workflow(name, nodes) {
  const all = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  const connections = {};
  let previous = all[0].name;
  nodes.forEach((n, k) => {
    const node = { parameters: n.parameters, id: `step-${k + 1}`, name: n.name, type: n.type ?? 'n8n-nodes-base.linear', typeVersion: n.version ?? 1, position: [220 * (k + 1), 0] };
    if (node.type === 'n8n-nodes-base.linear') node.credentials = n.cred ?? KEY_CRED;
    if (n.onError) node.onError = n.onError;
    all.push(node);
    const from = n.after ?? previous;
    (connections[from] ??= { main: [[]] }).main[0].push({ node: n.name, type: 'main', index: 0 });
    previous = n.name;
  });
  return { name: `Linear ${name}`, nodes: all, connections, settings: { executionOrder: 'v1' } };
}
const code = (name, json) => ({ name, type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: `return ${JSON.stringify(json.map((j) => ({ json: j })))};` } });
const issues = (n) => Array.from({ length: n }, (_, k) => ({ title: `Issue ${k + 1}`, priority: k % 5 }));

const cases = {
  'issue-create-1': {
    seed: {},
    nodes: [
      { name: 'Create', parameters: { teamId: ENG, title: 'Broken login', additionalFields: { assigneeId: ADA, description: 'Users cannot sign in', priorityId: 2, stateId: TODO } } },
      { name: 'Create Plain', parameters: { teamId: ENG, title: 'Second', additionalFields: {} }, version: 1.1, after: 'When clicking ‘Execute workflow’' },
    ],
  },
  'issue-get-update-1.1': {
    seed: { issues: [{ title: 'Seeded', description: 'first', priority: 1 }] },
    nodes: [
      { name: 'Get', parameters: { operation: 'get', issueId: id(7) }, version: 1.1 },
      { name: 'Update', parameters: { operation: 'update', issueId: '={{ $json.id }}', updateFields: { title: 'Renamed', stateId: PROGRESS, priorityId: 4, description: 'changed' } }, version: 1.1 },
      { name: 'By Identifier', parameters: { operation: 'get', issueId: 'ENG-1' }, version: 1.1 },
    ],
  },
  'issue-update-1': {
    seed: { issues: [{ title: 'One' }, { title: 'Two' }] },
    nodes: [
      code('Issues', [{ id: id(7), title: 'One done' }, { id: id(8), title: 'Two done' }]),
      { name: 'Update', parameters: { operation: 'update', issueId: '={{ $json.id }}', updateFields: { title: '={{ $json.title }}', stateId: DONE, assigneeId: ADA } } },
    ],
  },
  'issue-get-many-1': {
    seed: { issues: issues(55) },
    nodes: [
      { name: 'All', parameters: { operation: 'getAll', returnAll: true } },
      { name: 'Count', type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: 'return [{ json: { count: $input.all().length, last: $input.last().json.identifier } }];' } },
      { name: 'Three', parameters: { operation: 'getAll', limit: 3 }, version: 1.1, after: 'When clicking ‘Execute workflow’' },
      { name: 'Fifty Two', parameters: { operation: 'getAll', limit: 52 }, after: 'When clicking ‘Execute workflow’' },
      { name: 'Count 52', type: 'n8n-nodes-base.code', version: 2, parameters: { jsCode: 'return [{ json: { count: $input.all().length } }];' } },
    ],
  },
  'issue-link-delete-1': {
    seed: { issues: [{ title: 'Linked' }, { title: 'Doomed' }] },
    nodes: [
      { name: 'Link', parameters: { operation: 'addLink', issueId: id(7), link: 'https://weft.example/spec' } },
      { name: 'Delete', parameters: { operation: 'delete', issueId: id(8) }, version: 1.1 },
      { name: 'Remaining', parameters: { operation: 'getAll', returnAll: true } },
    ],
  },
  'comment-1': {
    seed: { issues: [{ title: 'Discuss' }] },
    nodes: [
      { name: 'Comment', parameters: { resource: 'comment', issueId: id(7), comment: 'Looking into it', additionalFields: {} } },
      { name: 'Reply', parameters: { resource: 'comment', issueId: id(7), comment: 'Fixed', additionalFields: { parentId: '={{ $json.comment.id }}' } }, version: 1.1 },
      { name: 'Blank Parent', parameters: { resource: 'comment', issueId: id(7), comment: 'No thread', additionalFields: { parentId: '  ' } } },
    ],
  },
  'oauth2-1.1': {
    seed: { issues: [{ title: 'Via OAuth' }] },
    nodes: [
      { name: 'Get', parameters: { authentication: 'oAuth2', operation: 'get', issueId: id(7) }, version: 1.1, cred: OAUTH_CRED },
    ],
  },
  'error-missing-issue-1': {
    seed: {},
    nodes: [{ name: 'Get', parameters: { operation: 'get', issueId: id(99) } }],
  },
  'error-continue-1.1': {
    seed: { issues: [{ title: 'Exists' }] },
    nodes: [
      code('Ids', [{ id: id(99) }, { id: id(7) }, { id: 'ENG-42' }]),
      { name: 'Get', parameters: { operation: 'get', issueId: '={{ $json.id }}' }, version: 1.1, onError: 'continueRegularOutput' },
    ],
  },
  'error-bad-key-1': {
    seed: {},
    nodes: [{ name: 'Get Many', parameters: { operation: 'getAll', limit: 5 }, cred: BAD_CRED }],
  },
  'error-bad-team-continue-1': {
    seed: {},
    nodes: [{ name: 'Create', parameters: { teamId: id(99), title: 'Nowhere', additionalFields: {} }, onError: 'continueRegularOutput' }],
  },
};

mkdirSync(root, { recursive: true });
writeFileSync(new URL('credentials.json', root), JSON.stringify([
  { id: 'lInEaRkEy000001', name: 'Linear key', type: 'linearApi', data: { apiKey: 'lin_api_weft0000000000000001' } },
  { id: 'lInEaRbAd000001', name: 'Linear wrong key', type: 'linearApi', data: { apiKey: 'lin_api_wrong' } },
  {
    id: 'lInEaRoAuTh0001', name: 'Linear OAuth2', type: 'linearOAuth2Api',
    data: {
      grantType: 'authorizationCode', authUrl: 'https://linear.app/oauth/authorize', accessTokenUrl: 'https://api.linear.app/oauth/token', clientId: 'weft-client', clientSecret: 'weft-secret',
      actor: 'user', includeAdminScope: false, scope: 'read write issues:create comments:create', authQueryParameters: 'actor=user', authentication: 'body',
      oauthTokenData: { access_token: 'lin_oauth_weft000000000001', token_type: 'Bearer' },
    },
  },
], null, 1));
for (const [name, c] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, root);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), JSON.stringify(workflow(name, c.nodes), null, 1));
  writeFileSync(new URL('seed.json', dir), JSON.stringify({ linear: c.seed }, null, 1));
}
