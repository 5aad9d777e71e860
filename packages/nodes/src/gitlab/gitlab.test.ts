/**
 * GitLab 1 against the loopback REST API v4 fake (test-fake/gitlab-fake.mjs), in workflows as n8n
 * stores them: each operation's request (method, path, query, body, token) and the items it
 * answers, paging by the `Link` header, GitLab's errors as node errors, continue-on-fail, 429
 * retries, a self-managed server's path and OAuth2.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { gitlabServer } from './api.js';
import { OAUTH_TOKEN, start, TOKEN, type GitlabFake, type GitlabSeed } from './test-fake/gitlab-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GitlabFake;

const SEED: GitlabSeed = {
  users: [{ username: 'alice' }],
  projects: [
    {
      name: 'hello',
      default_branch: 'master',
      branches: ['main', 'master'],
      files: { 'README.md': '# Hello\n', 'docs/a.md': 'A\n', 'docs/b.md': 'B\n' },
      issues: [{ title: 'One', labels: ['bug'], assignees: ['tanuki'] }, { title: 'Two' }],
      releases: Array.from({ length: 120 }, (_, i) => ({ tag_name: `v${i}` })),
    },
    { name: 'deep', owner: 'grp/sub' },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_GITLAB_API_URL = server.url;
  process.env.WEFT_GITLAB_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_GITLAB_API_URL;
  delete process.env.WEFT_GITLAB_RETRY_BASE_MS;
  await server?.close();
});

const PROJECT = { owner: 'tanuki', repository: 'hello' };
type Json = Record<string, any>;

/** Runs one GitLab node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; creds?: Record<string, unknown> } = {},
) {
  const oauth = parameters.authentication === 'oAuth2';
  const node: Record<string, unknown> = {
    id: 'g1',
    name: 'GitLab',
    type: 'n8n-nodes-base.gitlab',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: oauth ? { gitlabOAuth2Api: { id: '2', name: 'OAuth' } } : { gitlabApi: { id: '1', name: 'Token' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'gitlab test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'GitLab',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        options.creds ??
        (type === 'gitlabOAuth2Api'
          ? { server: 'https://gitlab.com', oauthTokenData: { access_token: OAUTH_TOKEN } }
          : { server: 'https://gitlab.com', accessToken: TOKEN }),
    },
  });
  const items = result.data.resultData.runData.GitLab?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i): Json => i.json), error: result.data.resultData.error as Json | undefined };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('GitLab registration', () => {
  it('registers version 1, its tool variant (n8n marks GitLab usableAsTool) and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.gitlab')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.gitlabTool')).toEqual([1]);
    expect(registry.get('n8n-nodes-base.gitlabTool', 1)?.description.outputs).toEqual(['ai_tool']);
    const token = builtinCredentialTypes.find((c) => c.name === 'gitlabApi')!;
    expect(token.properties.map((p) => p.name)).toEqual(['server', 'accessToken']);
    expect(token.authenticate?.({ accessToken: 'abc' }, { url: 'x' }).headers).toEqual({ 'Private-Token': 'abc' });
    expect(builtinCredentialTypes.find((c) => c.name === 'gitlabOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it("keeps a self-managed server's path under the test origin", () => {
    expect(gitlabServer('https://git.example.com/gitlab/')).toBe(`${server!.url}/gitlab`);
    delete process.env.WEFT_GITLAB_API_URL;
    expect(gitlabServer('')).toBe('https://gitlab.com');
  });
});

describe('GitLab issues', () => {
  it('creates issues with comma-joined labels and assignee ids, signed with Private-Token', async () => {
    const { json } = await run(
      {
        ...PROJECT,
        title: '={{ $json.t }}',
        body: 'Body',
        labels: [{ label: 'bug' }, { label: 'ui' }],
        assignee_ids: [{ assignee: 1002 }],
      },
      { items: [{ json: { t: 'A' } }, { json: { t: 'B' } }] },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v4/projects/tanuki%2Fhello/issues',
      'POST /api/v4/projects/tanuki%2Fhello/issues',
    ]);
    expect(calls()[0]!.body).toEqual({
      title: 'A',
      description: 'Body',
      due_date: '',
      labels: 'bug,ui',
      assignee_ids: [1002],
    });
    expect(calls()[0]!.privateToken).toBe(TOKEN);
    expect(json.map((i) => [i.iid, i.title, i.labels, i.assignees[0].username])).toEqual([
      [3, 'A', ['bug', 'ui'], 'alice'],
      [4, 'B', ['bug', 'ui'], 'alice'],
    ]);
  });

  it('locks an issue with discussion_locked and passes the input item on', async () => {
    const { json } = await run({ ...PROJECT, operation: 'lock', issueNumber: 2 }, { items: [{ json: { keep: 1 } }] });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/api/v4/projects/tanuki%2Fhello/issues/2',
      body: { discussion_locked: true },
    });
    expect(json).toEqual([{ keep: 1 }]);
  });

  it('encodes the slashes of a subgroup owner', async () => {
    const { json } = await run({ resource: 'repository', operation: 'get', owner: 'grp/sub', repository: 'deep' });
    expect(last().path).toBe('/api/v4/projects/grp%2Fsub%2Fdeep');
    expect(json[0]!.path_with_namespace).toBe('grp/sub/deep');
  });
});

describe('GitLab releases and files', () => {
  it('reads every release 100 a page while the Link header names a next page', async () => {
    const { json } = await run({ resource: 'release', operation: 'getAll', projectId: '1003', returnAll: true });
    expect(json).toHaveLength(120);
    expect(calls().map((c) => c.query.page)).toEqual(['1', '2']);
    expect(calls()[0]!.query.per_page).toBe('100');
  });

  it('reads a file into a binary property from the master ref by default', async () => {
    const { items } = await run({ resource: 'file', operation: 'get', ...PROJECT, filePath: 'docs/a.md' });
    expect(last()).toMatchObject({
      path: '/api/v4/projects/tanuki%2Fhello/repository/files/docs%2Fa.md',
      query: { ref: 'master' },
    });
    expect(items[0]!.binary?.data).toBeDefined();
  });

  it('creates a file with the text as it is, and a binary one base64-encoded', async () => {
    await run({
      resource: 'file',
      operation: 'create',
      ...PROJECT,
      filePath: 'x.txt',
      fileContent: 'hi',
      commitMessage: 'm',
      branch: 'main',
      additionalParameters: { encoding: { encoding: 'base64' } },
    });
    expect(last().body).toEqual({ branch: 'main', commit_message: 'm', content: 'hi' });
  });
});

describe('GitLab errors', () => {
  it("fails the run with n8n's message for a 404, and gives it as an item under Continue", async () => {
    const failed = await run({ ...PROJECT, operation: 'get', issueNumber: 99 });
    expect(failed.error?.message).toBe('The resource you are requesting could not be found');
    const continued = await run(
      { ...PROJECT, operation: 'get', issueNumber: 99 },
      { onError: 'continueRegularOutput' },
    );
    expect(continued.json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });

  it('refuses a wrong token', async () => {
    const { error } = await run(
      { ...PROJECT, operation: 'get', issueNumber: 1 },
      { creds: { server: 'https://gitlab.com', accessToken: 'wrong' } },
    );
    expect(error?.message).toMatch(/Authorization failed/);
  });

  it('signs OAuth2 calls with the Bearer token', async () => {
    await run({ authentication: 'oAuth2', resource: 'repository', operation: 'get', ...PROJECT });
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
  });

  it('waits for Retry-After on a 429 and tries again', async () => {
    let refused = false;
    const handle = fake.handle.bind(fake);
    (fake as { handle: GitlabFake['handle'] }).handle = async (req, res) => {
      if (!refused) {
        refused = true;
        res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: '429 Too Many Requests' }));
        return true;
      }
      return handle(req, res);
    };
    const { json } = await run({ resource: 'repository', operation: 'get', ...PROJECT });
    expect(refused).toBe(true);
    expect(json[0]!.name).toBe('hello');
  });
});
