/**
 * Jira Software 1 against the loopback REST API fake (test-fake/jira-fake.mjs), in workflows as n8n
 * stores them: each resource's requests (method, path, query, body, the credential the Jira version
 * picks) and the items they answer, paging by offsets and by page tokens, the query shared between
 * items, Jira's errors as node errors, continue-on-fail, the domain override and the editor's look-ups.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runWorkflow, createHttpClient } from '@weft/engine';
import { createNodeTypeRegistry, importN8nWorkflow, type Item, type NodeMethodContext } from '@weft/workflow';
import { builtinCredentialTypes, builtinNodeTypes } from '../registry.js';
import { jiraUrl } from './api.js';
import { jiraMethods } from './methods.js';
import { simplifyIssue } from './simplify.js';
import { API_TOKEN, EMAIL, PASSWORD, PAT, start, type JiraFake, type JiraSeed } from './test-fake/jira-fake.mjs';

const registry = createNodeTypeRegistry(builtinNodeTypes);
let server: Awaited<ReturnType<typeof start>> | undefined;
let fake: JiraFake;

const GRACE = '5b10ac8d82e05b22cc7d4001';
const SEED: JiraSeed = {
  users: [
    { name: 'grace', emailAddress: 'grace@weft.example', displayName: 'Grace Hopper' },
    { name: 'olga', emailAddress: 'olga@weft.example', displayName: 'Olga', active: false },
  ],
  issues: [
    {
      summary: 'Login page times out',
      description: 'Spinner',
      labels: ['frontend'],
      priority: '2',
      assignee: GRACE,
      comments: ['One', 'Two'],
      attachments: [{ filename: 'a.txt', text: 'alpha' }],
      changes: 3,
    },
    { summary: 'Dark mode', type: '10003', status: 2 },
  ],
};

async function fresh(seed: JiraSeed = SEED) {
  await server?.close();
  server = await start(seed);
  fake = server.fake;
  process.env.WEFT_JIRA_API_URL = server.url;
}
beforeEach(() => fresh());
afterAll(async () => {
  delete process.env.WEFT_JIRA_API_URL;
  await server?.close();
});

const CREDENTIALS: Record<string, Record<string, unknown>> = {
  jiraSoftwareCloudApi: { email: EMAIL, apiToken: API_TOKEN, domain: 'https://weft-team.atlassian.net' },
  jiraSoftwareServerApi: { email: EMAIL, password: PASSWORD, domain: 'https://jira.weft.example' },
  jiraSoftwareServerPatApi: { personalAccessToken: PAT, domain: 'https://jira.weft.example' },
};
const rl = (value: string) => ({ __rl: true, value, mode: 'id' });

/** Runs one Jira node with `parameters` through the engine. */
async function run(
  parameters: Record<string, unknown>,
  options: { items?: Item[]; onError?: string; creds?: Record<string, unknown> } = {},
) {
  const node: Record<string, unknown> = {
    id: 'j1',
    name: 'Jira',
    type: 'n8n-nodes-base.jira',
    typeVersion: 1,
    position: [0, 0],
    parameters,
    credentials: Object.fromEntries(Object.keys(CREDENTIALS).map((type) => [type, { id: type, name: type }])),
  };
  if (options.onError) node.onError = options.onError;
  const workflow = importN8nWorkflow({ id: 'wf', name: 'jira test', nodes: [node], connections: {} });
  const result = await runWorkflow({
    workflow,
    nodeTypes: registry,
    mode: 'manual',
    timezone: 'UTC',
    startNode: 'Jira',
    startItems: options.items ?? [{ json: {} }],
    services: { getCredentials: async (_node: unknown, type: string) => options.creds ?? CREDENTIALS[type]! },
  });
  const items = result.data.resultData.runData.Jira?.[0]?.data?.main?.[0] ?? [];
  return { items, json: items.map((i) => i.json as Record<string, any>), error: result.data.resultData.error };
}
const calls = () => fake.state.calls;
const last = () => calls().at(-1)!;

describe('Jira registration', () => {
  it('registers Jira 1, jiraTool 1, Jira Trigger 1 and 1.1 and the three credentials', () => {
    expect(registry.versions?.('n8n-nodes-base.jira')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.jiraTool')).toEqual([1]);
    expect(registry.versions?.('n8n-nodes-base.jiraTrigger')).toEqual([1, 1.1]);
    const names = ['jiraSoftwareCloudApi', 'jiraSoftwareServerApi', 'jiraSoftwareServerPatApi'];
    const creds = names.map((n) => builtinCredentialTypes.find((c) => c.name === n)!);
    expect(creds.map((c) => c.properties.map((p) => p.name))).toEqual([
      ['email', 'apiToken', 'domain'],
      ['email', 'password', 'domain'],
      ['personalAccessToken', 'domain'],
    ]);
    expect(creds[0]!.authenticate?.({ email: 'a', apiToken: 'b' }, { url: 'x' }).headers).toEqual({
      Authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
    });
    expect(creds[2]!.authenticate?.({ personalAccessToken: 't' }, { url: 'x' }).headers).toEqual({
      Authorization: 'Bearer t',
    });
  });
});

describe('Jira issues', () => {
  it("creates issues with n8n's fields, resource locators resolved, one request per item", async () => {
    const { json } = await run(
      {
        project: rl('10000'),
        issueType: rl('10002'),
        summary: '={{ $json.s }}',
        additionalFields: {
          labels: ['api'],
          priority: rl('3'),
          assignee: rl(GRACE),
          description: 'Body',
          updateHistory: true,
          customFieldsUi: { customFieldsValues: [{ fieldId: rl('customfield_10020'), fieldValue: '5' }] },
        },
      },
      { items: [{ json: { s: 'First' } }, { json: { s: 'Second' } }] },
    );
    const posts = calls().filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual(['/rest/api/2/issue', '/rest/api/2/issue']);
    expect(posts[0]!.body).toEqual({
      fields: {
        summary: 'First',
        project: { id: '10000' },
        issuetype: { id: '10002' },
        labels: ['api'],
        priority: { id: '3' },
        assignee: { id: GRACE },
        description: 'Body',
        customfield_10020: '5',
      },
    });
    expect(calls().find((c) => c.path === '/rest/api/2/issuetype')!.rawQuery).toBe('updateHistory=true');
    expect(posts[0]!.authorization).toBe(`Basic ${Buffer.from(`${EMAIL}:${API_TOKEN}`).toString('base64')}`);
    expect(posts[0]!.atlassianToken).toBe('no-check');
    expect(json.map((j) => j.key)).toEqual(['WEFT-3', 'WEFT-4']);
  });

  it('refuses a sub-task without a parent, and sends the parent key upper-cased', async () => {
    const alone = await run({ project: rl('10000'), issueType: rl('10004'), summary: 'x', additionalFields: {} });
    expect(alone.error?.message).toBe('You must define a Parent Issue Key when Issue type is sub-task');
    await run({
      project: rl('10000'),
      issueType: rl('10004'),
      summary: 'x',
      additionalFields: { parentIssueKey: 'weft-1' },
    });
    expect(last().body.fields.parent).toEqual({ key: 'WEFT-1' });
  });

  it('gets an issue raw or simplified (names for fields, custom fields last)', async () => {
    const raw = await run({ operation: 'get', issueKey: 'WEFT-1', additionalFields: { fields: 'summary,labels' } });
    expect(raw.json[0]).toMatchObject({
      key: 'WEFT-1',
      fields: { summary: 'Login page times out', labels: ['frontend'] },
    });
    const simple = await run({ operation: 'get', issueKey: 'WEFT-1', simplifyOutput: true, additionalFields: {} });
    expect(last().query).toEqual({ expand: ',names' });
    expect(Object.keys(simple.json[0]!).slice(0, 4)).toEqual(['id', 'key', 'self', 'Assignee']);
    expect(Object.keys(simple.json[0]!).slice(-2)).toEqual(['Story Points', 'Team']);
  });

  it('simplifies with numbered duplicates and ids for unnamed fields', () => {
    expect(
      simplifyIssue({
        id: '1',
        key: 'K-1',
        self: 's',
        names: { a: 'key', b: 'Same', c: 'Same' },
        fields: { customfield_2: 1, c: 2, b: 3, a: 4, z: 5 },
      }),
    ).toEqual({ id: '1', key: 'K-1', self: 's', key_1: 4, Same: 3, Same_1: 2, z: 5, customfield_2: 1 });
  });

  it('searches Jira Cloud by page tokens and Jira Server by offsets, or one page of `limit`', async () => {
    await fresh({ issues: Array.from({ length: 130 }, (_, i) => ({ summary: `Item ${i + 1}` })) });
    const cloud = await run({ operation: 'getAll', returnAll: true, options: { fields: 'summary' } });
    const cloudCalls = calls().filter((c) => c.path === '/rest/api/2/search/jql');
    expect(cloudCalls.map((c) => c.body)).toEqual([
      { fields: ['summary'], jql: 'created >= "1970-01-01"', maxResults: 100 },
      { fields: ['summary'], jql: 'created >= "1970-01-01"', maxResults: 100, nextPageToken: expect.any(String) },
    ]);
    expect(cloud.json).toHaveLength(130);
    const server = await run({
      jiraVersion: 'server',
      operation: 'getAll',
      returnAll: true,
      options: { jql: 'project = WEFT ORDER BY key ASC' },
    });
    const serverCalls = calls().filter((c) => c.path === '/rest/api/2/search');
    expect(serverCalls.map((c) => [c.body.startAt, c.body.maxResults])).toEqual([
      [0, 100],
      [100, 100],
    ]);
    expect(serverCalls[0]!.authorization).toBe(`Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`);
    expect(server.json.map((j) => j.key).slice(0, 2)).toEqual(['WEFT-1', 'WEFT-2']);
    const some = await run({ jiraVersion: 'serverPat', operation: 'getAll', limit: 4, options: { expand: 'names' } });
    expect(last().body).toEqual({
      fields: ['*navigable'],
      jql: 'created >= "1970-01-01"',
      expand: ['names'],
      maxResults: 4,
    });
    expect(last().authorization).toBe(`Bearer ${PAT}`);
    expect(some.json).toHaveLength(4);
  });

  it('updates an issue, moving it through a transition first, and answers success', async () => {
    const { json } = await run({
      operation: 'update',
      issueKey: 'WEFT-1',
      updateFields: { summary: 'Renamed', statusId: rl('31'), assignee: rl(GRACE) },
    });
    expect(
      calls()
        .filter((c) => c.method !== 'GET')
        .map((c) => [c.method, c.path, c.body]),
    ).toEqual([
      ['POST', '/rest/api/2/issue/WEFT-1/transitions', { transition: { id: '31' } }],
      ['PUT', '/rest/api/2/issue/WEFT-1', { fields: { summary: 'Renamed', assignee: { id: GRACE } } }],
    ]);
    expect(json).toEqual([{ success: true }]);
    expect(fake.state.issues[0]!.status).toBe(3);
  });

  it('reads changelogs, transitions, notifies and deletes', async () => {
    const log = await run({ operation: 'changelog', issueKey: 'WEFT-1', limit: 2 });
    expect(last().rawQuery).toBe('maxResults=2');
    expect(log.json).toHaveLength(2);
    const transitions = await run({
      operation: 'transitions',
      issueKey: 'WEFT-1',
      additionalFields: { transitionId: '21' },
    });
    expect(transitions.json.map((t) => t.name)).toEqual(['In Progress']);
    const notified = await run({
      operation: 'notify',
      issueKey: 'WEFT-1',
      additionalFields: { textBody: 'hi' },
      notificationRecipientsUi: { notificationRecipientsValues: { assignee: true, watchers: false, users: [GRACE] } },
      notificationRecipientsRestrictionsUi: {},
    });
    expect(last().body).toEqual({
      textBody: 'hi',
      to: { assignee: true, watchers: false, users: [{ accountId: GRACE }] },
      restrict: {},
    });
    expect(notified.json).toEqual([{ success: true }]);
    const deleted = await run({ operation: 'delete', issueKey: 'WEFT-2', deleteSubtasks: false });
    expect(last()).toMatchObject({ method: 'DELETE', rawQuery: 'deleteSubtasks=false' });
    expect(deleted.json).toEqual([{ success: true }]);
  });
});

describe('Jira attachments, comments and users', () => {
  it('uploads binary data as multipart and downloads attachments into binary fields', async () => {
    const added = await run(
      { resource: 'issueAttachment', operation: 'add', issueKey: 'WEFT-2', binaryPropertyName: 'data' },
      {
        items: [
          {
            json: {},
            binary: {
              data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt' },
            },
          },
        ],
      },
    );
    expect(last()).toMatchObject({ method: 'POST', path: '/rest/api/3/issue/WEFT-2/attachments' });
    expect(last().contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(added.json[0]).toMatchObject({ filename: 'hello.txt', size: 5, mimeType: 'text/plain' });
    const got = await run({
      resource: 'issueAttachment',
      operation: 'getAll',
      issueKey: 'WEFT-1',
      returnAll: true,
      download: true,
      binaryProperty: 'file',
    });
    expect(got.items[0]!.binary?.file).toMatchObject({ fileName: 'a.txt', mimeType: 'text/plain' });
    expect(Buffer.from(got.items[0]!.binary!.file!.data, 'base64').toString()).toBe('alpha');
  });

  it('comments as a document on Cloud (v3), as text with wiki markup (v2) or on Server', async () => {
    await run({ resource: 'issueComment', issueKey: 'WEFT-1', comment: 'Hi', options: {} });
    expect(last()).toMatchObject({
      path: '/rest/api/3/issue/WEFT-1/comment',
      body: {
        body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }] },
      },
    });
    await run({ resource: 'issueComment', issueKey: 'WEFT-1', comment: '*b*', options: { wikiMarkup: true } });
    expect(last()).toMatchObject({ path: '/rest/api/2/issue/WEFT-1/comment', body: { wikiMarkup: true, body: '*b*' } });
    await run({ jiraVersion: 'serverPat', resource: 'issueComment', issueKey: 'WEFT-1', comment: 'S', options: {} });
    expect(last()).toMatchObject({ path: '/rest/api/2/issue/WEFT-1/comment', body: { body: 'S' } });
    const bad = await run({
      resource: 'issueComment',
      issueKey: 'WEFT-1',
      jsonParameters: true,
      commentJson: '{nope',
      options: {},
    });
    expect(bad.error?.message).toBe('Document Format must be a valid JSON');
  });

  it('lists comments by offsets, or `limit` of them', async () => {
    const all = await run({
      resource: 'issueComment',
      operation: 'getAll',
      issueKey: 'WEFT-1',
      returnAll: true,
      options: {},
    });
    expect(last().rawQuery).toBe('startAt=0&maxResults=100');
    expect(all.json.map((c) => c.id)).toEqual(['10101', '10102']);
    const one = await run({ resource: 'issueComment', operation: 'getAll', issueKey: 'WEFT-1', limit: 1, options: {} });
    expect(one.json).toHaveLength(1);
  });

  it('creates, reads and deletes users', async () => {
    const made = await run({
      resource: 'user',
      username: 'ken',
      emailAddress: 'ken@weft.example',
      displayName: 'Ken',
      additionalFields: { password: 'x' },
    });
    expect(last().body).toEqual({ name: 'ken', emailAddress: 'ken@weft.example', displayName: 'Ken', password: 'x' });
    const id = made.json[0]!.accountId as string;
    await run({ resource: 'user', operation: 'get', accountId: id, additionalFields: { expand: ['groups'] } });
    expect(last().query).toEqual({ accountId: id, expand: 'groups' });
    expect((await run({ resource: 'user', operation: 'delete', accountId: id })).json).toEqual([{ success: true }]);
  });
});

describe('Jira errors and the domain', () => {
  it("stops with n8n's message and Jira's errorMessages as the description", async () => {
    const { error } = await run({ operation: 'get', issueKey: 'WEFT-9', additionalFields: {} });
    expect(error?.message).toBe('The resource you are requesting could not be found');
    expect((error as { description?: string }).description).toBe(
      'Issue does not exist or you do not have permission to see it.',
    );
  });

  it('continues on fail, passing the input items on', async () => {
    const { items } = await run(
      { operation: 'get', issueKey: '={{ $json.key }}', additionalFields: {} },
      { items: [{ json: { key: 'WEFT-1' } }, { json: { key: 'WEFT-9' } }], onError: 'continueRegularOutput' },
    );
    expect(items.length).toBeGreaterThan(0);
  });

  it('waits out 429 (Retry-After) and retries 5xx a few times before failing', async () => {
    process.env.WEFT_JIRA_RETRY_BASE_MS = '1';
    try {
      fake.state.failures.push({ status: 429, retryAfter: 1 }, { status: 503 });
      const ok = await run({ operation: 'get', issueKey: 'WEFT-1', additionalFields: { fields: 'summary' } });
      expect(ok.json[0]).toMatchObject({ key: 'WEFT-1' });
      expect(calls()).toHaveLength(3);
      fake.state.failures.push(...Array.from({ length: 4 }, () => ({ status: 503, message: 'Down for maintenance' })));
      const down = await run({ operation: 'get', issueKey: 'WEFT-1', additionalFields: {} });
      expect(calls()).toHaveLength(7);
      expect((down.error as { description?: string } | undefined)?.description).toBe('Down for maintenance');
    } finally {
      delete process.env.WEFT_JIRA_RETRY_BASE_MS;
    }
  });

  it('names refused credentials', async () => {
    const { error } = await run(
      { operation: 'get', issueKey: 'WEFT-1', additionalFields: {} },
      { creds: { email: EMAIL, apiToken: 'wrong', domain: 'https://x.atlassian.net' } },
    );
    expect(error?.message).toBe('Authorization failed - please check your credentials');
  });

  it('WEFT_JIRA_API_URL replaces the origin of the domain, keeping its path', () => {
    const saved = process.env.WEFT_JIRA_API_URL;
    process.env.WEFT_JIRA_API_URL = 'http://127.0.0.1:9';
    try {
      expect(jiraUrl('https://jira.example.com/jira/')).toBe('http://127.0.0.1:9/jira');
    } finally {
      process.env.WEFT_JIRA_API_URL = saved;
    }
    delete process.env.WEFT_JIRA_API_URL;
    expect(jiraUrl('https://example.atlassian.net/')).toBe('https://example.atlassian.net');
    process.env.WEFT_JIRA_API_URL = saved;
  });

  it('loads projects, issue types, active users and priorities for the editor', async () => {
    const http = createHttpClient();
    const params: Record<string, unknown> = { jiraVersion: 'cloud', project: rl('10000') };
    const ctx = {
      getNode: () => ({ name: 'Jira', type: 'weft.jira', typeVersion: 1, parameters: {} }),
      getCredentials: async (type: string) => CREDENTIALS[type]!,
      getNodeParameter: (name: string) => params[name],
      getCurrentNodeParameter: (name: string, o?: { extractValue?: boolean }) =>
        (o?.extractValue && (params[name] as { value?: unknown })?.value) || params[name],
      helpers: { httpRequest: http, httpRequestWithAuthentication: http },
    } as unknown as NodeMethodContext;
    expect((await jiraMethods.listSearch!.getProjects!.call(ctx, ctx, 'oper')).results).toEqual([
      { name: 'Operations', value: '10001' },
    ]);
    expect((await jiraMethods.listSearch!.getIssueTypes!.call(ctx, ctx)).results.map((r) => r.name)).toEqual([
      'Bug',
      'Story',
      'Subtask',
      'Task',
    ]);
    expect((await jiraMethods.listSearch!.getUsers!.call(ctx, ctx)).results).toEqual([
      { name: 'Ada Admin', value: '5b10ac8d82e05b22cc7d4ef5' },
      { name: 'Grace Hopper', value: GRACE },
    ]);
    expect(last().query).toEqual({ maxResults: '1000', startAt: '0' });
    expect((await jiraMethods.listSearch!.getPriorities!.call(ctx, ctx)).results[0]).toEqual({
      name: 'High',
      value: '2',
    });
    expect(await jiraMethods.loadOptions!.getLabels!.call(ctx, ctx)).toEqual([{ name: 'frontend', value: 'frontend' }]);
  });
});
