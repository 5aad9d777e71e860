/**
 * Writes the GitHub cases recorded from n8n against the GitHub fake (families/github.mjs) under
 * src/github/conformance-fake/<case>/{workflow.json,seed.json}, and their credentials.json: files
 * (create, edit on a branch, get as JSON and as binary, list, delete), issues (create, comment, get,
 * edit, lock), releases (create, get, update, get many with a limit and every page, delete),
 * repositories (get, license, profile, traffic, issues and pull requests with filters), reviews,
 * users and organisations (repositories, issues, invitations), Actions workflows (list, get by id
 * and file name, usage, enable, disable, dispatch with the Ref of 1 and 1.1), both credential types,
 * and errors with and without continue-on-fail. Versions 1 and 1.1 are both covered. Run it, then
 * `record.sh github src/github/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { OAUTH_TOKEN, TOKEN } from '../../src/github/test-fake/github-fake.mjs';

const out = new URL('../../src/github/conformance-fake/', import.meta.url);
const TOKEN_CREDENTIAL = { id: 'gItHuBtOkEn00001', name: 'GitHub account', type: 'githubApi' };
const OAUTH_CREDENTIAL = { id: 'gItHuBoAuTh00001', name: 'GitHub OAuth2 account', type: 'githubOAuth2Api' };
const ENTERPRISE_CREDENTIAL = { id: 'gItHuBeNtErP0001', name: 'GitHub Enterprise account', type: 'githubApi' };

const day = (n) => Date.parse('2024-05-01T09:00:00.000Z') + n * 86_400_000;
const seed = {
  github: {
    users: [{ login: 'hubot', name: 'Hubot' }, { login: 'monalisa', name: 'Mona Lisa' }, { login: 'weft-org', type: 'Organization' }],
    repos: [
      {
        name: 'hello', description: 'My first repository', language: 'JavaScript', stargazers_count: 42, topics: ['demo'], branches: ['main', 'dev'], tags: ['v0.9.0'],
        license: { key: 'mit', name: 'MIT License', spdx_id: 'MIT' },
        files: { 'README.md': '# Hello\n\nA demo repository.\n', LICENSE: 'MIT License\n\nCopyright (c) 2024 Octocat\n', 'docs/guide.md': 'Read me first.\n', 'docs/api.md': 'API notes.\n', 'src/index.js': 'console.log("hi");\n' },
        issues: [
          { title: 'Crash on start', body: 'It crashes. cc @monalisa', labels: ['bug'], assignees: ['octocat'], created: day(0), updated: day(5) },
          { title: 'Add dark mode', body: 'Please.', labels: ['enhancement'], assignees: [], created: day(1), updated: day(1) },
          { title: 'Typo in README', body: null, labels: ['docs', 'good first issue'], assignees: ['octocat', 'hubot'], created: day(2), updated: day(3), user: 'hubot' },
          { title: 'Old question', body: 'Answered.', labels: [], assignees: [], created: day(3), updated: day(4), state: 'closed' },
        ],
        pulls: [
          { title: 'Fix crash', body: 'Fixes #1', user: 'hubot', head: 'fix-crash', created: day(4), updated: day(6), reviews: [{ user: 'monalisa', body: 'Looks good', state: 'APPROVED' }, { user: 'octocat', body: 'One nit', state: 'COMMENTED' }] },
          { title: 'Dark mode', body: 'Adds a theme', user: 'monalisa', head: 'dark', created: day(5), updated: day(5) },
          { title: 'Refactor', body: '', user: 'octocat', head: 'refactor', created: day(6), updated: day(7), state: 'closed' },
        ],
        releases: [{ tag_name: 'v0.9.0', name: 'Beta', body: 'First beta' }],
        workflows: [
          { name: 'CI', path: '.github/workflows/ci.yml', timing: { UBUNTU: { total_ms: 180000 } } },
          { name: 'Deploy', path: '.github/workflows/deploy.yml', timing: { UBUNTU: { total_ms: 60000 }, MACOS: { total_ms: 0 } } },
        ],
        paths: [{ path: '/octocat/hello', title: 'octocat/hello', count: 120, uniques: 31 }, { path: '/octocat/hello/issues', title: 'Issues', count: 15, uniques: 6 }],
        referrers: [{ referrer: 'google.com', count: 40, uniques: 12 }, { referrer: 'news.ycombinator.com', count: 9, uniques: 9 }],
      },
      { name: 'busy', description: 'Lots of releases', releases: Array.from({ length: 103 }, (_, i) => ({ tag_name: `v1.${i}.0`, name: `Release ${i}` })) },
      { name: 'tools', owner: 'octocat', fork: true },
      { name: 'site', owner: 'weft-org', ownerType: 'Organization', description: 'The website' },
      { name: 'api', owner: 'weft-org', description: 'The API' },
    ],
  },
};

const rl = (value, mode = 'name') => ({ __rl: true, value, mode });
const repo = { owner: rl('octocat'), repository: rl('hello') };

/** A workflow: the manual trigger, optionally a Code node giving `items`, then GitHub nodes in a chain. */
function workflow(version, steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: typeof items === 'string' ? items : `return ${JSON.stringify(items.map((json) => ({ json })))};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, parameters, onError, executeOnce, oauth, enterprise }] of steps.entries()) {
    const token = enterprise ? ENTERPRISE_CREDENTIAL : TOKEN_CREDENTIAL;
    nodes.push({
      parameters: oauth ? { authentication: 'oAuth2', ...parameters } : parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.github', typeVersion: version, position: [440 + 220 * i, 0],
      credentials: oauth ? { githubOAuth2Api: { id: OAUTH_CREDENTIAL.id, name: OAUTH_CREDENTIAL.name } } : { githubApi: { id: token.id, name: token.name } },
      ...(onError ? { onError } : {}),
      ...(executeOnce ? { executeOnce: true } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const cases = {
  'issue-create-comment-get-1.1': workflow(1.1, [
    { name: 'Create issue', parameters: { ...repo, title: '={{ $json.title }}', body: '={{ $json.text }}', labels: [{ label: 'bug' }, { label: '={{ $json.label }}' }], assignees: [{ assignee: 'octocat' }] } },
    { name: 'Comment', parameters: { ...repo, operation: 'createComment', issueNumber: '={{ $json.number }}', body: 'Thanks for the report!' } },
    { name: 'Get issue', parameters: { owner: rl('https://github.com/octocat', 'url'), repository: rl('https://github.com/octocat/hello', 'url'), operation: 'get', issueNumber: '={{ $("Create issue").item.json.number }}' } },
  ], [{ title: 'Button is blue', text: 'It should be green.', label: 'ui' }, { title: 'Slow search', text: 'Takes 5s.', label: 'performance' }]),
  'issue-create-defaults-1': workflow(1, [
    { name: 'Create issue', parameters: { owner: rl('octocat'), repository: rl('hello'), title: 'No labels', labels: [], assignees: [] } },
  ]),
  'issue-create-unset-lists-1.1': workflow(1.1, [
    { name: 'Create issue', parameters: { ...repo, title: 'Labels and assignees left unset' } },
  ]),
  'error-invalid-assignee-1': workflow(1, [
    { name: 'Create issue', parameters: { ...repo, title: 'Who?', labels: [], assignees: [{ assignee: 'nobody-here' }] } },
  ]),
  'error-folder-as-file-1.1': workflow(1.1, [
    { name: 'Get folder', onError: 'continueRegularOutput', parameters: { ...repo, resource: 'file', operation: 'get', filePath: '={{ $json.path }}', additionalParameters: {} } },
  ], [{ path: 'docs' }, { path: 'README.md' }]),
  'issue-edit-lock-1': workflow(1, [
    { name: 'Close', parameters: { ...repo, operation: 'edit', issueNumber: '={{ $json.n }}', editFields: { state: 'closed', state_reason: 'not_planned', labels: [{ label: 'wontfix' }], title: '={{ $json.title }}' } } },
    { name: 'Lock', parameters: { ...repo, operation: 'lock', issueNumber: '={{ $json.number }}', lockReason: 'too heated' } },
  ], [{ n: 2, title: 'Add dark mode (later)' }, { n: 4, title: 'Old question' }]),
  'file-create-edit-delete-1.1': workflow(1.1, [
    { name: 'Create file', parameters: { ...repo, resource: 'file', filePath: 'notes/todo.md', fileContent: '- write tests\n- ship it\n', commitMessage: 'Add todo', additionalParameters: { author: { name: 'Ada', email: 'ada@example.com' } } } },
    { name: 'Edit file', parameters: { ...repo, resource: 'file', operation: 'edit', filePath: 'notes/todo.md/', fileContent: 'done', commitMessage: 'Update todo', additionalParameters: { committer: { name: 'Bot', email: 'bot@example.com' } } } },
    { name: 'Get file', parameters: { ...repo, resource: 'file', operation: 'get', filePath: 'notes/todo.md', asBinaryProperty: false, additionalParameters: {} } },
    { name: 'Delete file', parameters: { ...repo, resource: 'file', operation: 'delete', filePath: 'notes/todo.md', commitMessage: 'Remove todo', additionalParameters: {} } },
  ]),
  'file-branch-1': workflow(1, [
    { name: 'Create on dev', parameters: { ...repo, resource: 'file', filePath: 'CHANGELOG.md', fileContent: 'test', commitMessage: 'Changelog', additionalParameters: { branch: { branch: 'dev' } } } },
    { name: 'Edit on dev', parameters: { ...repo, resource: 'file', operation: 'edit', filePath: 'CHANGELOG.md', fileContent: '## 1.0\n', commitMessage: 'Changelog 1.0', additionalParameters: { branch: { branch: 'dev' } } } },
    { name: 'Get on dev', parameters: { ...repo, resource: 'file', operation: 'get', filePath: 'CHANGELOG.md', asBinaryProperty: false, additionalParameters: { reference: 'dev' } } },
  ]),
  'file-get-binary-list-1.1': workflow(1.1, [
    { name: 'Get README', parameters: { ...repo, resource: 'file', operation: 'get', filePath: 'README.md', binaryPropertyName: 'readme', additionalParameters: {} } },
    { name: 'List docs', parameters: { ...repo, resource: 'file', operation: 'list', filePath: 'docs' } },
  ], [{ keep: 'this' }]),
  'file-list-root-1': workflow(1, [
    { name: 'List root', parameters: { ...repo, resource: 'file', operation: 'list', filePath: '' } },
  ]),
  'repository-get-1.1': workflow(1.1, [
    { name: 'Get repo', parameters: { ...repo, resource: 'repository', operation: 'get' } },
    { name: 'License', parameters: { ...repo, resource: 'repository', operation: 'getLicense' } },
    { name: 'Profile', parameters: { ...repo, resource: 'repository', operation: 'getProfile' } },
    { name: 'Popular paths', parameters: { ...repo, resource: 'repository', operation: 'listPopularPaths' } },
    { name: 'Referrers', parameters: { ...repo, resource: 'repository', operation: 'listReferrers' }, executeOnce: true },
  ]),
  'repository-issues-pulls-1': workflow(1, [
    { name: 'Open issues', parameters: { ...repo, resource: 'repository', operation: 'getIssues', limit: 2, getRepositoryIssuesFilters: {} } },
    { name: 'Labelled', parameters: { ...repo, resource: 'repository', operation: 'getIssues', returnAll: true, getRepositoryIssuesFilters: { state: 'all', labels: 'docs', sort: 'updated', direction: 'asc' } }, executeOnce: true },
    { name: 'Pull requests', parameters: { ...repo, resource: 'repository', operation: 'getPullRequests', returnAll: true, getRepositoryPullRequestsFilters: { state: 'all', direction: 'asc' } }, executeOnce: true },
    { name: 'One pull', parameters: { ...repo, resource: 'repository', operation: 'getPullRequests', limit: 1, getRepositoryPullRequestsFilters: { sort: 'updated' } }, executeOnce: true },
  ]),
  'release-crud-1.1': workflow(1.1, [
    { name: 'Create release', parameters: { ...repo, resource: 'release', releaseTag: 'v1.0.0', additionalFields: { name: 'One point oh', body: 'Stable at last', prerelease: false, target_commitish: 'main' } } },
    { name: 'Get release', parameters: { ...repo, resource: 'release', operation: 'get', release_id: '={{ $json.id }}' } },
    { name: 'Update release', parameters: { ...repo, resource: 'release', operation: 'update', release_id: '={{ $json.id }}', additionalFields: { name: 'v1 final', draft: false, prerelease: true } } },
    { name: 'Latest two', parameters: { ...repo, resource: 'release', operation: 'getAll', limit: 2 } },
    { name: 'Delete release', parameters: { ...repo, resource: 'release', operation: 'delete', release_id: '={{ $json.id }}' } },
  ]),
  'release-get-many-all-1': workflow(1, [
    { name: 'Every release', parameters: { owner: rl('octocat'), repository: rl('busy'), resource: 'release', operation: 'getAll', returnAll: true } },
  ]),
  'review-1.1': workflow(1.1, [
    { name: 'Reviews', parameters: { ...repo, resource: 'review', operation: 'getAll', pullRequestNumber: 5, returnAll: true } },
    { name: 'Get review', parameters: { ...repo, resource: 'review', operation: 'get', pullRequestNumber: 5, reviewId: '={{ $json.id }}' } },
    { name: 'Comment review', parameters: { ...repo, resource: 'review', operation: 'create', pullRequestNumber: 5, event: 'comment', body: '={{ "Seen review " + $json.id }}', additionalFields: {} }, executeOnce: true },
    { name: 'Approve', parameters: { ...repo, resource: 'review', operation: 'create', pullRequestNumber: 6, event: 'approve', body: 'ignored', additionalFields: {} } },
    { name: 'Update review', parameters: { ...repo, resource: 'review', operation: 'update', pullRequestNumber: 6, reviewId: '={{ $json.id }}', body: 'Approved after a second look' } },
    { name: 'One review', parameters: { ...repo, resource: 'review', operation: 'getAll', pullRequestNumber: 5, limit: 1 } },
  ]),
  'user-org-1': workflow(1, [
    { name: 'My repos', parameters: { owner: rl('octocat'), resource: 'user', operation: 'getRepositories', limit: 2 } },
    { name: 'My issues', parameters: { resource: 'user', operation: 'getUserIssues', returnAll: true, getUserIssuesFilters: { state: 'all', sort: 'created', direction: 'asc' } }, executeOnce: true },
    { name: 'Org repos', parameters: { owner: rl('weft-org'), resource: 'organization', operation: 'getRepositories', returnAll: true }, executeOnce: true },
    { name: 'Invite', parameters: { resource: 'user', operation: 'invite', organization: 'weft-org', email: '={{ $json.name + "@example.com" }}' } },
  ]),
  'user-repos-all-1.1': workflow(1.1, [
    { name: 'All repos', parameters: { owner: rl('octocat'), resource: 'user', operation: 'getRepositories', returnAll: true } },
    { name: 'Issues limited', parameters: { resource: 'user', operation: 'getUserIssues', limit: 1, getUserIssuesFilters: { labels: 'bug' } }, executeOnce: true },
  ]),
  'workflow-1': workflow(1, [
    { name: 'List', parameters: { ...repo, resource: 'workflow', operation: 'list' } },
    { name: 'Get by file', parameters: { ...repo, resource: 'workflow', operation: 'get', workflowId: rl('deploy.yml', 'filename') } },
    { name: 'Usage', parameters: { ...repo, resource: 'workflow', operation: 'getUsage', workflowId: rl('={{ $json.id }}', 'name') } },
    { name: 'Disable', parameters: { ...repo, resource: 'workflow', operation: 'disable', workflowId: rl('deploy.yml', 'filename') } },
    { name: 'Enable', parameters: { ...repo, resource: 'workflow', operation: 'enable', workflowId: rl('deploy.yml', 'filename') } },
    { name: 'Dispatch', parameters: { ...repo, resource: 'workflow', operation: 'dispatch', workflowId: rl('ci.yml', 'filename'), ref: 'dev', inputs: '{"level": "debug"}' } },
  ]),
  'workflow-dispatch-1.1': workflow(1.1, [
    { name: 'Dispatch', parameters: { ...repo, resource: 'workflow', operation: 'dispatch', workflowId: rl('ci.yml', 'filename'), ref: rl('={{ $json.ref }}', 'name'), inputs: '={{ JSON.stringify({ who: $json.who }) }}' } },
    { name: 'Get', parameters: { ...repo, resource: 'workflow', operation: 'get', workflowId: rl('ci.yml', 'filename') }, executeOnce: true },
  ], [{ ref: 'main', who: 'ada' }, { ref: 'v0.9.0', who: 'bob' }]),
  'file-create-binary-1.1': workflow(1.1, [
    { name: 'Upload', parameters: { ...repo, resource: 'file', filePath: '={{ "assets/" + $binary.logo.fileName }}', binaryData: true, binaryPropertyName: 'logo', commitMessage: 'Add logo', additionalParameters: {} } },
    { name: 'Read back', parameters: { ...repo, resource: 'file', operation: 'get', filePath: 'assets/logo.txt', binaryPropertyName: 'copy', additionalParameters: {} } },
  ], `return [{ json: { name: 'logo' }, binary: { logo: { data: Buffer.from('<svg>weft</svg>\\n').toString('base64'), mimeType: 'text/plain', fileName: 'logo.txt' } } }];`),
  'enterprise-server-1': workflow(1, [
    { name: 'Get repo', enterprise: true, parameters: { ...repo, resource: 'repository', operation: 'get' } },
    { name: 'Releases', enterprise: true, parameters: { ...repo, resource: 'release', operation: 'getAll', limit: 1 } },
  ]),
  'oauth2-1.1': workflow(1.1, [
    { name: 'Get repo', oauth: true, parameters: { ...repo, resource: 'repository', operation: 'get' } },
    { name: 'Issue', oauth: true, parameters: { ...repo, operation: 'get', issueNumber: 1 } },
  ]),
  'error-not-found-1.1': workflow(1.1, [
    { name: 'Get issue', parameters: { ...repo, operation: 'get', issueNumber: 999 } },
  ]),
  'error-missing-repo-1': workflow(1, [
    { name: 'Get repo', parameters: { owner: rl('octocat'), repository: rl('nope'), resource: 'repository', operation: 'get' } },
  ]),
  'error-continue-1.1': workflow(1.1, [
    { name: 'Get issue', onError: 'continueRegularOutput', parameters: { ...repo, operation: 'get', issueNumber: '={{ $json.n }}' } },
    { name: 'Lock', onError: 'continueRegularOutput', parameters: { ...repo, operation: 'lock', issueNumber: '={{ $json.number ?? 404 }}', lockReason: 'spam' } },
    { name: 'Duplicate release', onError: 'continueRegularOutput', parameters: { ...repo, resource: 'release', releaseTag: 'v0.9.0', additionalFields: {} }, executeOnce: true },
    { name: 'Bad inputs', onError: 'continueRegularOutput', parameters: { ...repo, resource: 'workflow', operation: 'dispatch', workflowId: rl('ci.yml', 'filename'), ref: rl('main', 'name'), inputs: '{not json' } },
  ], [{ n: 1 }, { n: 999 }]),
  'error-continue-1': workflow(1, [
    { name: 'Edit file', onError: 'continueRegularOutput', parameters: { ...repo, resource: 'file', operation: 'edit', filePath: '={{ $json.path }}', fileContent: 'x y', commitMessage: 'Edit', additionalParameters: {} } },
    { name: 'Bad ref', onError: 'continueErrorOutput', parameters: { ...repo, resource: 'workflow', operation: 'dispatch', workflowId: rl('ci.yml', 'filename'), ref: 'nope', inputs: '{}' }, executeOnce: true },
  ], [{ path: 'README.md' }, { path: 'missing.md' }]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `GitHub ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([
  { ...TOKEN_CREDENTIAL, data: { server: 'https://api.github.com', user: 'octocat', accessToken: TOKEN } },
  { ...ENTERPRISE_CREDENTIAL, data: { server: 'https://ghe.weft-fake.test/api/v3', user: 'octocat', accessToken: TOKEN } },
  { ...OAUTH_CREDENTIAL, data: { server: 'https://api.github.com', clientId: 'weft-client', clientSecret: 'weft-secret', oauthTokenData: { access_token: OAUTH_TOKEN, token_type: 'bearer', scope: 'repo' } } },
], null, 1)}\n`);
