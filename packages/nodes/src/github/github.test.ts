/**
 * GitHub 1 and 1.1 against the loopback REST API fake (test-fake/github-fake.mjs), in workflows as
 * n8n stores them: each operation's request (method, path, query, body, token) and the items it
 * answers, paging by the `Link` header, Return All read from the first item, GitHub's errors as
 * node errors, continue-on-fail, retries, the Enterprise server path, OAuth2 and the editor's
 * look-ups.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient, runWorkflow } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { githubServer } from './api.js';
import { githubMethods } from './methods.js';
import { OAUTH_TOKEN, start, TOKEN, type GithubFake, type GithubSeed } from './test-fake/github-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: GithubFake;

const SEED: GithubSeed = {
  users: [{ login: 'hubot' }, { login: 'weft-org', type: 'Organization' }],
  repos: [
    {
      name: 'hello',
      branches: ['main', 'dev'],
      files: { 'README.md': '# Hello\n', 'docs/a.md': 'A\n', 'docs/b.md': 'B\n' },
      issues: [{ title: 'One', labels: ['bug'], assignees: ['octocat'] }, { title: 'Two' }],
      pulls: [{ title: 'PR', user: 'hubot', reviews: [{ user: 'hubot', body: 'ok', state: 'COMMENTED' }] }],
      releases: Array.from({ length: 120 }, (_, i) => ({ tag_name: `v${i}` })),
      workflows: [{ name: 'CI', path: '.github/workflows/ci.yml' }],
    },
  ],
};

beforeEach(async () => {
  await server?.close();
  server = await start(SEED);
  fake = server.fake;
  process.env.WEFT_GITHUB_API_URL = server.url;
  process.env.WEFT_GITHUB_RETRY_BASE_MS = '1';
});
afterAll(async () => {
  delete process.env.WEFT_GITHUB_API_URL;
  delete process.env.WEFT_GITHUB_RETRY_BASE_MS;
  await server?.close();
});

const rl = (value: unknown, mode = 'name') => ({ __rl: true, value, mode });
const REPO = { owner: rl('octocat'), repository: rl('hello') };
type Json = Record<string, any>;

/** Runs one GitHub node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; version?: number; creds?: Record<string, unknown> } = {},
) {
  const oauth = parameters.authentication === 'oAuth2';
  const node: Record<string, unknown> = {
    id: 'g1',
    name: 'GitHub',
    type: 'n8n-nodes-base.github',
    typeVersion: options.version ?? 1.1,
    position: [0, 0],
    parameters,
    credentials: oauth ? { githubOAuth2Api: { id: '2', name: 'OAuth' } } : { githubApi: { id: '1', name: 'Token' } },
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'github test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'GitHub',
    startItems: options.items ?? [{ json: {} }],
    services: {
      getCredentials: async (_node: unknown, type: string) =>
        options.creds ??
        (type === 'githubOAuth2Api'
          ? { server: 'https://api.github.com', oauthTokenData: { access_token: OAUTH_TOKEN } }
          : { server: 'https://api.github.com', user: 'octocat', accessToken: TOKEN }),
    },
  });
  const items = result.data.resultData.runData.GitHub?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i): Json => i.json), error: result.data.resultData.error as Json | undefined };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('GitHub registration', () => {
  it('registers versions 1 and 1.1, the trigger, githubTool at 1 and 1.1 and both credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.github')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.githubTool')).toEqual([1, 1.1]);
    expect(registry.versions?.('n8n-nodes-base.githubTrigger')).toEqual([1]);
    const token = builtinCredentialTypes.find((c) => c.name === 'githubApi')!;
    expect(token.properties.map((p) => p.name)).toEqual(['server', 'user', 'accessToken']);
    expect(token.authenticate?.({ accessToken: 'abc' }, { url: 'x' }).headers).toEqual({ Authorization: 'token abc' });
    expect(builtinCredentialTypes.find((c) => c.name === 'githubOAuth2Api')?.extends).toEqual(['oAuth2Api']);
  });

  it("sends an Enterprise server's path to the test origin, and api.github.com when the server is empty", () => {
    expect(githubServer('https://ghe.example.com/api/v3/')).toBe(`${server!.url}/api/v3`);
    delete process.env.WEFT_GITHUB_API_URL;
    expect(githubServer('')).toBe('https://api.github.com');
    expect(githubServer('https://ghe.example.com/api/v3')).toBe('https://ghe.example.com/api/v3');
  });
});

describe('GitHub issues', () => {
  it('creates issues with labels and assignees, signed with the token, one request per item', async () => {
    const { json } = await run(
      {
        ...REPO,
        title: '={{ $json.t }}',
        body: 'Body',
        labels: [{ label: 'bug' }],
        assignees: [{ assignee: 'hubot' }],
      },
      { items: [{ json: { t: 'A' } }, { json: { t: 'B' } }] },
    );
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /repos/octocat/hello/issues',
      'POST /repos/octocat/hello/issues',
    ]);
    expect(calls()[0]!.body).toEqual({ title: 'A', body: 'Body', labels: ['bug'], assignees: ['hubot'] });
    expect(calls()[0]!.authorization).toBe(`token ${TOKEN}`);
    expect(json.map((i) => [i.number, i.title, i.labels[0].name, i.assignees[0].login])).toEqual([
      [4, 'A', 'bug', 'hubot'],
      [5, 'B', 'bug', 'hubot'],
    ]);
  });

  it('edits an issue with its labels and assignees as lists of names', async () => {
    const { json } = await run({
      ...REPO,
      operation: 'edit',
      issueNumber: 1,
      editFields: { state: 'closed', labels: [{ label: 'done' }], assignees: [{ assignee: 'hubot' }] },
    });
    expect(last().method).toBe('PATCH');
    expect(last().body).toEqual({ state: 'closed', labels: ['done'], assignees: ['hubot'] });
    expect(json[0]).toMatchObject({ number: 1, state: 'closed', state_reason: 'completed' });
  });

  it('locks an issue with the reason in the query, passing the input item on', async () => {
    const { json } = await run(
      { ...REPO, operation: 'lock', issueNumber: 2, lockReason: 'too heated' },
      { items: [{ json: { keep: 1 } }] },
    );
    expect(last()).toMatchObject({
      method: 'PUT',
      path: '/repos/octocat/hello/issues/2/lock',
      query: { lock_reason: 'too heated' },
    });
    expect(json).toEqual([{ keep: 1 }]);
    expect(fake.state.issues.find((i) => i.number === 2)!.locked).toBe(true);
  });

  it('reads the owner and repository from links (the URL mode)', async () => {
    await run({
      owner: rl('https://github.com/octocat', 'url'),
      repository: rl('https://github.com/octocat/hello', 'url'),
      operation: 'get',
      issueNumber: 1,
    });
    expect(last().path).toBe('/repos/octocat/hello/issues/1');
  });
});

describe('GitHub files', () => {
  it('creates a file (text sent as base64, base64-looking text as it is), with author and branch', async () => {
    await run({
      ...REPO,
      resource: 'file',
      filePath: 'notes/a.md',
      fileContent: 'hello world',
      commitMessage: 'Add',
      additionalParameters: { author: { name: 'Ada', email: 'a@x' }, branch: { branch: 'dev' } },
    });
    expect(last().path).toBe('/repos/octocat/hello/contents/notes%2Fa.md');
    expect(last().body).toEqual({
      author: { name: 'Ada', email: 'a@x' },
      branch: 'dev',
      message: 'Add',
      content: Buffer.from('hello world').toString('base64'),
    });
    await run({
      ...REPO,
      resource: 'file',
      filePath: 'notes/b.md',
      fileContent: 'test',
      commitMessage: 'Add',
      additionalParameters: {},
    });
    expect(last().body.content).toBe('test');
  });

  it('edits and deletes a file with the SHA it reads first (at the branch)', async () => {
    const sha = fake.blobSha(Buffer.from('# Hello\n'));
    const { json } = await run({
      ...REPO,
      resource: 'file',
      operation: 'edit',
      filePath: 'README.md',
      fileContent: 'new',
      commitMessage: 'Edit',
      additionalParameters: {},
    });
    expect(calls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /repos/octocat/hello/contents/README.md',
      'PUT /repos/octocat/hello/contents/README.md',
    ]);
    expect(calls()[1]!.body.sha).toBe(sha);
    expect(json[0]!.content.path).toBe('README.md');
    const removed = await run({
      ...REPO,
      resource: 'file',
      operation: 'delete',
      filePath: 'README.md',
      commitMessage: 'Gone',
      additionalParameters: {},
    });
    expect(removed.json[0]).toMatchObject({ content: null, commit: { message: 'Gone' } });
  });

  it('gets a file into a binary property named by the path, or as JSON; lists a folder as items', async () => {
    const { items } = await run(
      {
        ...REPO,
        resource: 'file',
        operation: 'get',
        filePath: 'README.md',
        binaryPropertyName: 'doc',
        additionalParameters: {},
      },
      { items: [{ json: { a: 1 } }] },
    );
    expect(items[0]!.json).toEqual({ a: 1 });
    expect(items[0]!.binary!.doc).toMatchObject({ fileName: 'README.md' });
    expect(Buffer.from(items[0]!.binary!.doc!.data, 'base64').toString()).toBe('# Hello\n');
    const asJson = await run({
      ...REPO,
      resource: 'file',
      operation: 'get',
      filePath: 'README.md',
      asBinaryProperty: false,
      additionalParameters: { reference: 'main' },
    });
    expect(last().query).toEqual({ ref: 'main' });
    expect(asJson.json[0]).toMatchObject({ type: 'file', encoding: 'base64', path: 'README.md' });
    const list = await run({ ...REPO, resource: 'file', operation: 'list', filePath: 'docs/' });
    expect(list.json.map((f) => f.path)).toEqual(['docs/a.md', 'docs/b.md']);
  });

  it('refuses to get a folder as a binary file', async () => {
    const { error } = await run({
      ...REPO,
      resource: 'file',
      operation: 'get',
      filePath: 'docs',
      additionalParameters: {},
    });
    expect(error?.message).toBe('File Path is a folder, not a file.');
  });
});

describe('GitHub lists', () => {
  it('reads every page (100 a page) while the Link header names a next one', async () => {
    const { json } = await run({ ...REPO, resource: 'release', operation: 'getAll', returnAll: true });
    expect(json).toHaveLength(120);
    expect(calls().map((c) => c.query)).toEqual([
      { per_page: '100', page: '1' },
      { per_page: '100', page: '2' },
    ]);
  });

  it('reads one page of Limit entries, Limit and Return All taken from the first item', async () => {
    const { json } = await run(
      { ...REPO, resource: 'release', operation: 'getAll', limit: '={{ $json.l }}' },
      { items: [{ json: { l: 2 } }, { json: { l: 5 } }] },
    );
    expect(calls().map((c) => c.query.per_page)).toEqual(['2', '2']);
    expect(json).toHaveLength(4);
  });

  it('sends the filters of repository issues as the query', async () => {
    await run({
      ...REPO,
      resource: 'repository',
      operation: 'getIssues',
      limit: 5,
      getRepositoryIssuesFilters: { state: 'all', labels: 'bug', direction: 'asc' },
    });
    expect(last().query).toEqual({ state: 'all', labels: 'bug', direction: 'asc', per_page: '5' });
  });

  it("lists the signed-in user's issues and an organization's repositories", async () => {
    const mine = await run({ resource: 'user', operation: 'getUserIssues', returnAll: true, getUserIssuesFilters: {} });
    expect(last().path).toBe('/issues');
    expect(mine.json.map((i) => i.title)).toEqual(['One']);
    fake.addRepo({ owner: 'weft-org', name: 'site' });
    const org = await run({
      owner: rl('weft-org'),
      resource: 'organization',
      operation: 'getRepositories',
      returnAll: true,
    });
    expect(org.json.map((r) => r.full_name)).toEqual(['weft-org/site']);
  });
});

describe('GitHub releases, reviews and workflows', () => {
  it('creates a release with its tag and answers { success: true } for a delete', async () => {
    const created = await run({
      ...REPO,
      resource: 'release',
      releaseTag: 'v900',
      additionalFields: { name: 'Nine', draft: true },
    });
    expect(last().body).toEqual({ name: 'Nine', draft: true, tag_name: 'v900' });
    const removed = await run({
      ...REPO,
      resource: 'release',
      operation: 'delete',
      release_id: String(created.json[0]!.id),
    });
    expect(last().method).toBe('DELETE');
    expect(removed.json).toEqual([{ success: true }]);
  });

  it("creates a review with n8n's event names turned into GitHub's, the body only where GitHub takes one", async () => {
    await run({
      ...REPO,
      resource: 'review',
      operation: 'create',
      pullRequestNumber: 3,
      event: 'requestChanges',
      body: 'Fix it',
      additionalFields: {},
    });
    expect(last().body).toEqual({ event: 'REQUEST_CHANGES', body: 'Fix it' });
    await run({
      ...REPO,
      resource: 'review',
      operation: 'create',
      pullRequestNumber: 3,
      event: 'approve',
      body: 'ignored',
      additionalFields: { commitId: 'abc' },
    });
    expect(last().body).toEqual({ commitId: 'abc', event: 'APPROVE' });
  });

  it('dispatches a workflow by file name with the ref of 1.1 (a locator) and the inputs parsed', async () => {
    const { json } = await run({
      ...REPO,
      resource: 'workflow',
      operation: 'dispatch',
      workflowId: rl('ci.yml', 'filename'),
      ref: rl('dev'),
      inputs: '{"a":1}',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/repos/octocat/hello/actions/workflows/ci.yml/dispatches',
      body: { ref: 'dev', inputs: { a: 1 } },
    });
    expect(fake.state.dispatches).toHaveLength(1);
    // GitHub answers 204 without a body: n8n's item then has no JSON at all.
    expect(json).toEqual([undefined]);
    const v1 = await run(
      {
        ...REPO,
        resource: 'workflow',
        operation: 'dispatch',
        workflowId: rl('ci.yml', 'filename'),
        ref: 'main',
        inputs: '{}',
      },
      { version: 1 },
    );
    expect(last().body).toEqual({ ref: 'main', inputs: {} });
    expect(v1.error).toBeUndefined();
  });

  it('refuses inputs that are not JSON', async () => {
    const { error } = await run({
      ...REPO,
      resource: 'workflow',
      operation: 'dispatch',
      workflowId: rl('ci.yml', 'filename'),
      ref: rl('main'),
      inputs: '{nope',
    });
    expect(error?.message).toBe('Inputs: Invalid JSON');
    expect(calls()).toHaveLength(0);
  });
});

describe('GitHub errors, OAuth2 and retries', () => {
  it("turns a 404 into n8n's node error with GitHub's message as the description", async () => {
    const { error } = await run({ ...REPO, operation: 'get', issueNumber: 99 });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect(error?.description).toBe('Not Found');
  });

  it("continues on fail with { error } items (for Lock: the input item's JSON replaced)", async () => {
    const got = await run(
      { ...REPO, operation: 'get', issueNumber: '={{ $json.n }}' },
      { items: [{ json: { n: 1 } }, { json: { n: 99 } }], onError: 'continueRegularOutput' },
    );
    expect(got.json[0]!.title).toBe('One');
    expect(got.json[1]).toEqual({ error: 'The resource you are requesting could not be found' });
    const locked = await run(
      { ...REPO, operation: 'lock', issueNumber: 99, lockReason: 'spam' },
      { items: [{ json: { a: 1 } }], onError: 'continueRegularOutput' },
    );
    expect(locked.json).toEqual([{ error: 'The resource you are requesting could not be found' }]);
  });

  it('signs with the OAuth2 access token as a Bearer token', async () => {
    const { json, error } = await run({ authentication: 'oAuth2', ...REPO, resource: 'repository', operation: 'get' });
    expect(error).toBeUndefined();
    expect(last().authorization).toBe(`Bearer ${OAUTH_TOKEN}`);
    expect(json[0]!.full_name).toBe('octocat/hello');
  });

  it('waits out a 429 and retries 502 answers', async () => {
    let refusals = 0;
    const original = fake.handle;
    const proxy = Object.assign(Object.create(fake), {
      handle: async (req: Parameters<GithubFake['handle']>[0], res: Parameters<GithubFake['handle']>[1]) => {
        if (refusals++ < 2) {
          res
            .writeHead(refusals === 1 ? 429 : 502, { 'Retry-After': '0', 'Content-Type': 'application/json' })
            .end('{"message":"slow down"}');
          return true;
        }
        return original(req, res);
      },
    });
    await server!.close();
    const { createServer } = await import('node:http');
    const http = createServer((req, res) => void proxy.handle(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    process.env.WEFT_GITHUB_API_URL = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    try {
      const { json } = await run({ ...REPO, resource: 'repository', operation: 'get' });
      expect(json[0]!.name).toBe('hello');
      expect(refusals).toBe(3);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      server = undefined;
    }
  });
});

describe('GitHub look-ups', () => {
  const ctx = (parameters: Record<string, unknown>) =>
    ({
      getCurrentNodeParameter: (name: string) => {
        const v = parameters[name] as { value?: unknown } | undefined;
        return v && typeof v === 'object' ? v.value : v;
      },
      getNodeParameter: (_name: string, fallback?: unknown) => fallback,
      getCredentials: async () => ({ server: 'https://api.github.com', accessToken: TOKEN }),
      getNode: () => ({ id: 'g', name: 'GitHub', type: 'n8n-nodes-base.github', typeVersion: 1.1, parameters: {} }),
      helpers: { httpRequest: createHttpClient() },
    }) as unknown as NodeMethodContext;

  it("searches owners and the owner's repositories, lists workflows and refs", async () => {
    const c = ctx(REPO);
    expect((await githubMethods.listSearch!.getUsers!.call(c, c, 'hub')).results.map((r) => r.value)).toEqual([
      'hubot',
    ]);
    expect((await githubMethods.listSearch!.getRepositories!.call(c, c, 'hel')).results.map((r) => r.value)).toEqual([
      'hello',
    ]);
    expect(last().query.q).toBe('hel user:octocat fork:true');
    expect((await githubMethods.listSearch!.getWorkflows!.call(c, c)).results).toEqual([
      { name: 'CI', value: expect.any(Number) },
    ]);
    expect((await githubMethods.listSearch!.getRefs!.call(c, c)).results.map((r) => r.value)).toEqual(['main', 'dev']);
  });
});
